//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// Once the game is over the board screen's player rows show every player's points, each named as
// its player's (no row says "Your" for someone else's), as the results card does.
func TestFinalBoardShowsEveryonesPoints(t *testing.T) {
	drawtest.Start(t)
	over := finishedGame(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	p := sh.show(NewSession(over, over, over))
	d := &driver{t: t, ctx: newContext(t), scene: p}
	defer func() { d.free() }()
	d.step(0, 0, false)
	d.click("look")
	d.look("")
	named := map[string]bool{}
	for _, c := range p.ctl.Hits {
		if i := strings.Index(c.Tip, " red points: "); i > 0 {
			named[c.Tip[:i]] = true
		}
	}
	for i := range over.Seats() {
		if who := p.sess.Name(i) + "'s"; !named[who] {
			t.Errorf("no row shows %s points; rows show %v", who, named)
		}
	}
	if named["Your"] {
		t.Error("a bot-only game's rows say Your")
	}
}
