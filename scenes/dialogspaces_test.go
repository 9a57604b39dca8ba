//go:build display

package scenes

import (
	"slices"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
)

// Anna's temple on G4 completes the red square F3 G3 F4 G4: the monument dialog marks that
// whole square on the board, not only F3, the space its answers name (R8.3.1); its answers all
// build on that one square, marked once; a phone's card, at 360 CSS px too, shows its words whole.
// Pictures in both themes with TE_SCREENSHOTS=folder.
func TestMonumentDialogMarksItsSquare(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}, phone360} {
		for theme, look := range []string{"", "-scifi"} {
			t.Run(size.name+look, func(t *testing.T) {
				d := &driver{t: t, ctx: contextFor(t, size)}
				p := hotSeatAt(t, d, "monument.pos", theme)
				defer func() { d.free() }()
				if err := p.sess.Drop(session.Piece{Kind: session.HandTile, Color: game.Red}, mustSpace(t, "G4")); err != nil {
					t.Fatal(err)
				}
				d.step(0, 0, false)
				if _, ok := p.mode().(dialogMode); !ok || p.sess.State().Pending().Kind != game.DecideMonument {
					t.Fatalf("the square asks for %v in %T, not a monument in a dialog", p.sess.State().Pending().Kind, p.mode())
				}
				d.look("monument-square-" + size.name + look)
				// the question and what a monument does show whole beside its choices: a phone's
				// card had its question scrolled out of sight (review 4, F6)
				if hid := p.dlg.text.Hidden(); hid > 0 {
					t.Errorf("%.0f px of the card's words are under a scroll: %q", hid/d.ctx.Device, p.dlg.lines(d.ctx))
				}
				marks := dialogMarks(p.dlg.cur.Options)
				if len(marks) != 1 {
					t.Fatalf("the dialog marks %d groups of spaces, not the one square", len(marks))
				}
				var got []string
				for _, c := range marks[0] {
					got = append(got, game.SpaceName(c))
				}
				slices.Sort(got)
				if want := []string{"F3", "F4", "G3", "G4"}; !slices.Equal(got, want) {
					t.Errorf("the monument dialog marks %v, not the square %v", got, want)
				}
			})
		}
	}
}
