//go:build display

package scenes

import (
	"os"
	"strings"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// A catastrophe carried over a space says, before the drop, what it would destroy there and which
// leader would go home; over an empty space it says nothing.
func TestCatastropheSaysWhatItWouldDestroy(t *testing.T) {
	drawtest.Start(t)
	data, err := os.ReadFile("testdata/revolt.pos")
	if err != nil {
		t.Fatal(err)
	}
	pos := strings.Replace(string(data), "  ~~ ~~ ~~ ~~ .. .. .. .. .. .. .. .. .. ~~ ~~ ~~\n", "  ~~ ~~ ~~ ~~ .. .. .. r. Br .. .. .. .. ~~ ~~ ~~\n", 1)
	pos = strings.Replace(pos, "Ak r. Br ..", "Ak r. .. ..", 1) // Bull's priest at I4, beside H4's temple alone
	st, err := game.ParsePosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}
	p, err := sh.Play(session.Config{Seats: seats, Start: st})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, ctx: newContext(t), scene: p}
	defer func() { d.free() }()
	d.step(0, 0, false)
	d.click("ready")
	c := p.lay.Catas
	d.step(int(c.X+c.W/2), int(c.Y+c.H/2), true)
	over := func(space string) string {
		at, _ := game.ParseSpace(space)
		x, y := p.lay.CellCentre(at)
		d.step(int(x), int(y), true)
		d.look("")
		return p.hand.catastropheWords()
	}
	if got, want := over("H4"), "A catastrophe at H4: it destroys the temple there, it sends Bull's priest home"; got != want {
		t.Errorf("over the temple: %q, want %q", got, want)
	}
	if got := over("C6"); strings.Contains(got, ": ") {
		t.Errorf("over an empty space: %q", got)
	}
}
