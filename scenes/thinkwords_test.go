//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// Online, another person's turn is that person's turn, never "thinking…" (that is a bot's): the
// seat that waits reads "Bo's turn" in its status line.
func TestAPersonsTurnIsNotThinking(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	ann, bo := annAndBo(t, sh, ls.URL)
	_, second := dealtFirst(t, ls.URL, ann, bo)
	// look from the seat that waits on the one dealt to begin
	r := openArrived(t, sh, ls.URL, second)
	waiting, other := "Ann", "Bo"
	if second.Seat == bo.Seat {
		waiting, other = "Bo", "Ann"
	}
	if !r.Thinking() {
		t.Fatalf("%s's seat does not wait on %s", waiting, other)
	}
	p := sh.show(NewSession(r, r, r))
	d := &driver{t: t, ctx: newContext(t), scene: p}
	defer func() { d.free() }()
	d.look("online-persons-turn")
	parts := strings.Join(p.topParts(d.ctx, false), " · ")
	if strings.Contains(parts, "thinking") || !strings.HasPrefix(parts, other+"'s turn") {
		t.Fatalf("%s's status line while %s plays: %q", waiting, other, parts)
	}
}
