//go:build display

package scenes

import (
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/remote"
)

// In a game of three Anna resigns from the menu: a bot plays her seat out and the game goes on,
// so the menu she opens again offers neither Resign nor the seat to hand to a bot (both would
// only be refused), and still Quit.
func TestResignedSeatsMenuOffersNoSeatChoices(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	d, p, _ := annaAtHerTable(t, ls.URL, "Bo", "Cy")
	r := p.sess.Reader.(*remote.Session)
	ids := func() []string {
		d.look("")
		var out []string
		for _, c := range d.ctl().Hits {
			out = append(out, c.ID.String())
		}
		return out
	}
	d.key(ebiten.KeyEscape)
	d.frames("the menu", func() bool { return p.menu.open })
	if got := ids(); !slices.Contains(got, "resign") || !slices.Contains(got, "to-bot") {
		t.Fatalf("before resigning the menu offers %q", got)
	}
	d.click("resign")
	d.look("")
	d.click("resign") // Really resign?
	if p.menu.open {
		d.key(ebiten.KeyEscape)
	}
	d.frames("the resignation told", func() bool { return slices.Contains(r.Resigned(), 0) })
	if r.Over() != nil {
		t.Fatal("a game of three ended with one resignation")
	}
	d.key(ebiten.KeyEscape)
	d.frames("the menu again", func() bool { return p.menu.open })
	if got := ids(); slices.Contains(got, "to-bot") || !slices.Contains(got, "title") {
		t.Fatalf("after resigning the menu offers %q", got)
	}
}
