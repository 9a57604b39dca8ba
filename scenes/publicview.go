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

// publicSize is how many places the row of what is beside the board has (a gap between the
// monuments and the rest counting as one), the side of each picture and whether they wrap to two
// rows (the monuments, then the rest) where that gives larger pictures. One row is all in sight in
// whole pixels, so the last piece never falls off the row by rounding.
func publicSize(o game.Options, r ui.Rect, u, gap float64) (n, size float64, wrap bool) {
	n = publicPlaces(o)
	size = math.Floor(math.Min(r.H-boardlayout.LabelH*u, (r.W-(n-1)*gap)/n))
	if two := math.Floor(math.Min((r.H-boardlayout.LabelH*u-gap)/2, (r.W-5*gap)/6)); two > size*1.2 && !o.NoMonuments && n > game.NumMonuments {
		return n, two, true
	}
	return n, size, false
}

// publicPlaces is how many places the row of what is beside the board has in a game of options
// o (a gap between the monuments and the rest counting as one).
func publicPlaces(o game.Options) (n float64) {
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
	return n
}

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
	gap := 6 * u
	var n, size float64
	var wrap bool
	x, y := r.X, r.Y+boardlayout.LabelH*u
	if l.PublicInline {
		x, y, n, size = inlineTitle(dst, ctx, th, o, r, u, gap)
	} else {
		th.Label(dst, ctx, title, r.X, r.Y, 13, true, th.Text)
		n, size, wrap = publicSize(o, r, u, gap)
	}
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
		switch {
		case wrap:
			x, y = r.X, y+size+gap
		case n > game.NumMonuments:
			x += size + gap
		}
	}
	if o.Buildings {
		for c := game.Color(0); c < game.NumColors; c++ {
			place(p.panelSprites.Buildings[c], st.BuildingAt(c), "The "+c.BuildingName())
		}
	}
	if o.Wonder {
		place(p.panelSprites.Wonder, st.WonderAt(), "The wonder")
	}
}

// inlineTitle writes a phone's slim row's short title at its left, centred on the row, and
// gives where the pictures start, how many places they have and their side. Where the title
// would leave the pictures under readRow units, it gives its room to them: each still names
// itself when touched (pictures 17 px wide did not read, issue 44).
func inlineTitle(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, o game.Options, r ui.Rect, u, gap float64) (x, y, n, size float64) {
	title := "Monuments"
	if o.NoMonuments {
		title = "Buildings"
	}
	f := ui.Face(ctx, 13, true)
	tw := th.Width(title, f) + 2*gap
	n, _, _ = publicSize(o, ui.Rect{W: r.W, H: r.H + boardlayout.LabelH*u}, u, gap)
	size = math.Floor(math.Min(r.H, (r.W-tw-(n-1)*gap)/n))
	if bare := math.Floor(math.Min(r.H, (r.W-(n-1)*gap)/n)); size < readRow*u && bare > size {
		return r.X, r.Y + (r.H-bare)/2, n, bare
	}
	th.Draw(dst, title, f, r.X, r.Y+(r.H-f.Size*1.25)/2, engine.Scale(th.Text), engine.Left)
	return r.X + tw, r.Y + (r.H-size)/2, n, size
}

// readRow is the least side, in units, of a picture in a phone's slim row that reads at a glance.
const readRow = 26

// publicRight is the right edge of the pictures of what is beside the board in its titled row
// r (where they end, the row's room beyond them is free).
func publicRight(o game.Options, r ui.Rect, u float64) float64 {
	gap := 6 * u
	n, size, wrap := publicSize(o, r, u, gap)
	if wrap {
		n = float64(game.NumMonuments)
	}
	return r.X + n*(size+gap) - gap
}
