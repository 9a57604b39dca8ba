//go:build display

package scenes

import (
	"image"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// atWarOrder is Anna's hot-seat game at testdata/twowars.pos with her market on G5: two wars to
// order (the priests', the kings'), drawn once.
func atWarOrder(t *testing.T, d *driver) *Play {
	t.Helper()
	p := hotSeatAt(t, d, "twowars.pos", 0)
	if err := p.sess.Drop(session.Piece{Kind: session.HandTile, Color: game.Green}, mustSpace(t, "G5")); err != nil {
		t.Fatal(err)
	}
	d.step(0, 0, false)
	if p.sess.State().Pending().Kind != game.DecideWar {
		t.Fatalf("the market on G5 asks for %v, not which war comes first", p.sess.State().Pending().Kind)
	}
	d.look("")
	return p
}

// warLeaders are the spaces of the two leaders of colour c on the board.
func warLeaders(st *game.State, c game.Color) map[int]bool {
	out := map[int]bool{}
	for i := 0; i < game.NCells; i++ {
		if cl := st.Cell(i); cl.Kind == game.Leader && cl.Color == c {
			out[i] = true
		}
	}
	return out
}

// framed reports that the edge of each space in cells changed between two pictures: a frame
// drawn round it.
func framed(t *testing.T, p *Play, a, b image.Image, cells map[int]bool) bool {
	t.Helper()
	for c := range cells {
		r := p.lay.CellRect(c)
		edge := image.Rect(int(r.X+2*p.lay.U), int(r.Y), int(r.X+r.W-2*p.lay.U), int(r.Y+3*p.lay.U)) // its top, none of the next space
		if sameImage(crop(a, edge), crop(b, edge), 20) {
			return false
		}
	}
	return len(cells) > 0
}

// While Anna chooses which war is fought first, the war a button names is shown on the board:
// by mouse while the pointer rests on its button, its two leaders framed with their strengths,
// and a click fights it; by finger the first tap shows it and the second fights it (issue 44:
// the buttons' words alone left the player looking for the leaders). Pictures with
// TE_SCREENSHOTS=folder.
func TestAWarButtonShowsItsLeaders(t *testing.T) {
	drawtest.Start(t)
	t.Run("mouse-1280x800", func(t *testing.T) {
		d := &driver{t: t, ctx: contextFor(t, screenSize{"1280x800", 1280, 800, 1})}
		p := atWarOrder(t, d)
		defer func() { d.free() }()
		plain := crop(d.draw("war-button-plain"), image.Rect(0, 0, d.ctx.W, d.ctx.H))
		for i, o := range p.dlg.cur.Options {
			r := controlRect(t, &p.ctl, idOption.At(i).String())
			d.step(int(r.X+r.W/2), int(r.Y+r.H/2), false)
			img := d.draw("war-button-hover-" + o.Move.Color.LeaderName())
			leaders := warLeaders(p.sess.State(), o.Move.Color)
			if len(leaders) != 2 || !framed(t, p, plain, img, leaders) {
				t.Errorf("the pointer on %q: its leaders %v are not framed on the board", o.Label, leaders)
			}
			_, att, def, ok := p.dlg.warShown()
			if !ok || !leaders[att] || !leaders[def] {
				t.Errorf("the pointer on %q shows the war of %v and %v (%v)", o.Label, att, def, ok)
			}
		}
		d.step(0, 0, false) // off the buttons: no war shown
		if img := d.draw("war-button-off"); framed(t, p, plain, img, warLeaders(p.sess.State(), p.dlg.cur.Options[0].Move.Color)) {
			t.Error("a war is still shown with the pointer off the buttons")
		}
		want := p.dlg.cur.Options[1].Move.Color
		d.click("option1")
		if cf, ok := p.sess.State().Conflict(); !ok || cf.Color != want {
			t.Errorf("a click on the second war: %v, want the %s' war under way", cf, want.LeaderName())
		}
	})
	t.Run("finger-phone", func(t *testing.T) {
		ctx := contextFor(t, screenSize{"phone-3x", 390, 844, 3})
		ctx.In.Touch, ctx.In.TouchScreen = true, true
		d := &driver{t: t, ctx: ctx}
		p := atWarOrder(t, d)
		defer func() { d.free() }()
		plain := crop(d.draw(""), image.Rect(0, 0, d.ctx.W, d.ctx.H))
		o := p.dlg.cur.Options[1]
		d.click("option1")
		if k := p.sess.State().Pending().Kind; k != game.DecideWar {
			t.Fatalf("a first tap on %q fought it (%v): it should show it", o.Label, k)
		}
		img := d.draw("war-button-tapped-phone")
		if leaders := warLeaders(p.sess.State(), o.Move.Color); !framed(t, p, plain, img, leaders) {
			t.Errorf("a first tap on %q: its leaders %v are not framed on the board", o.Label, leaders)
		}
		for _, h := range p.ctl.Hits {
			if h.ID == idOption.At(1) && h.Style != ui.Primary {
				t.Errorf("the war tapped once is not marked on its button")
			}
		}
		d.click("option1")
		if cf, ok := p.sess.State().Conflict(); !ok || cf.Color != o.Move.Color {
			t.Errorf("a second tap on %q: %v, want its war under way", o.Label, cf)
		}
	})
}
