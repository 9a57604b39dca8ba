//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The log's box draws the end of a turn as a thin rule before the next line, not as a line of
// words: no shown line says "— end of … turn —", and some lines are marked as a turn's first.
func TestLogTurnEndsAreRules(t *testing.T) {
	drawtest.Start(t)
	over := finishedGame(t)
	ended := 0
	for _, l := range over.Log() {
		if isTurnEnd(l) {
			ended++
		}
	}
	if ended == 0 {
		t.Fatal("the game's log has no turn ends: the test shows nothing")
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	p := sh.show(NewSession(over, over, over))
	d := &driver{t: t, ctx: newContext(t), scene: p}
	defer func() { d.free() }()
	p.looking = true // the board and its log, not the results
	// the box shows the log's last lines; a game whose last turn alone fills it (a war's
	// removals, the end's lines) is scrolled back until a turn's first line is in it
	marked, seen := 0, 0
	for back := 0; back <= 60 && marked == 0; back += 4 {
		p.log.scroll = back
		d.look("log-turn-rules")
		_, _, shown, ok := p.log.shown(nil, d.ctx)
		if !ok || len(shown) < 4 {
			t.Fatalf("the log box shows %d lines", len(shown))
		}
		seen = len(shown)
		for _, l := range shown {
			if strings.Contains(l.text, "— end of") { // a rule's own words may say "at the end of the turn"
				t.Errorf("the log box shows %q as a line", l.text)
			}
			if l.afterTurn {
				marked++
			}
		}
	}
	if marked == 0 {
		t.Errorf("no line of the %d shown begins a turn, scrolled back as far as 60 lines", seen)
	}
}
