package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/boardlayout"
	"tigris/scenes/ui"
)

// drawPublic shows what is still beside the board, for everyone: the monuments not yet built and,
// with the options, the civilization buildings and the wonder not on the board (those in play are
// faded, with where they stand in their tooltip).
func (p *Play) drawPublic(dst *ebiten.Image, ctx *engine.Context) {
	th := p.theme()
	l := &p.lay
	r := l.Public
	if r.H <= 0 {
		return
	}
	u := l.U
	st := p.sess.State()
	o := st.Options()
	title := "Monuments still to build"
	if o.Buildings || o.Wonder {
		title = "Monuments and buildings beside the board"
	}
	if o.NoMonuments && !o.Buildings && !o.Wonder {
		return
	}
	if o.NoMonuments {
		title = "Buildings beside the board"
	}
	th.Label(dst, ctx, title, r.X, r.Y, 13, true, th.Text)
	gap := 6 * u
	n := 0.0
	if !o.NoMonuments {
		n += game.NumMonuments
	}
	if o.Buildings {
		n += game.NumColors
	}
	if o.Wonder {
		n++
	}
	if n > game.NumMonuments && !o.NoMonuments {
		n++ // a gap between the monuments and the rest
	}
	// one row, all in sight: whole pixels, so the last piece never falls off the row by rounding
	size := math.Floor(math.Min(r.H-boardlayout.LabelH*u, (r.W-(n-1)*gap)/n))
	x, y := r.X, r.Y+boardlayout.LabelH*u
	place := func(img *ebiten.Image, at int, tip string) {
		box := ui.Rect{X: x, Y: y, W: size, H: size}
		alpha := float32(1)
		if at >= 0 {
			alpha, tip = 0.25, tip+": built at "+game.SpaceName(at)
		} else {
			tip += ": still to be built"
		}
		ui.DrawSprite(dst, img, box, alpha)
		p.ctl.Add(box, ui.ID{}, tip, true)
		x += size + gap
	}
	if !o.NoMonuments {
		for m := game.Monument(0); m < game.NumMonuments; m++ {
			cs := m.Colors()
			place(p.panelSprites.Monuments[m], st.MonumentAt(m), fmt.Sprintf("The %s-%s monument", cs[0], cs[1]))
		}
		if n > game.NumMonuments {
			x += size + gap
		}
	}
	if o.Buildings {
		for c := game.Color(0); c < game.NumColors; c++ {
			place(p.panelSprites.Buildings[c], st.BuildingAt(c), "The "+c.BuildingName())
		}
	}
	if o.Wonder {
		place(p.panelSprites.WonderCentre, st.WonderAt(), "The wonder")
	}
}
