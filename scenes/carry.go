package scenes

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// manyTargets is how many legal spaces are still lit one by one; beyond it (a temple may go on
// most of the land) only the space under the pointer is lit and the others get a faint dot.
const manyTargets = 12

// carry follows the piece in hand. Dragged (the button or finger held since the pick) it is
// dropped where it is let go; a drag that ends back off the board puts it back. Picked by a tap,
// it rests where it was taken from until the next tap: a tap on a button puts it back and presses
// the button, a tap on the board places it where the finger lifts (the finger may slide to the
// marked space first), a tap anywhere else puts it back, or picks up the piece tapped instead.
func (p *Play) carry(ctx *engine.Context, clicked ui.ID) {
	in := ctx.In
	d := p.drag
	slop := 6 * ctx.Scale
	if in.Touch {
		slop = 10 * ctx.Scale // a fingertip wobbles more than a mouse
	}
	if in.Down && !d.sticky {
		d.far = max(d.far, abs(in.X-d.startX)+abs(in.Y-d.startY))
	}
	if !d.sticky {
		if !in.Released {
			return
		}
		if float64(d.far) <= slop {
			d.sticky = true // a tap picked it up: the next tap puts it down
			return
		}
		p.drop(in.X, in.Y)
		return
	}
	if in.Pressed {
		if !clicked.IsZero() {
			p.putBack()
			p.pressButton(clicked)
			return
		}
		d.placing = true
		return
	}
	if !in.Released || !d.placing {
		return
	}
	d.placing = false
	if p.lay.cellAt(in.X, in.Y) >= 0 {
		p.drop(in.X, in.Y)
		return
	}
	was := d.piece
	p.putBack()
	if p.pickAt(in) && p.drag.piece == was {
		p.putBack() // the piece tapped again: put back, not picked again
	} else if p.drag != nil {
		p.drag.sticky = true
	}
}

// putBack returns the piece in hand to where it was taken from, saying nothing.
func (p *Play) putBack() {
	p.drag, p.targets = nil, nil
}

// litTargets are the legal spaces lit one by one: all of them when they are few, else only the
// one under the pointer (faint dots show the others, drawTargetDots).
func (p *Play) litTargets() []int {
	if len(p.targets) <= manyTargets {
		return p.targets
	}
	if p.hoverCell >= 0 && contains(p.targets, p.hoverCell) {
		return []int{p.hoverCell}
	}
	return nil
}

// carriedImage is the sprite of the piece in hand (nil when there is none).
func (p *Play) carriedImage(sp *assets.Sprites) *ebiten.Image {
	v := p.sess.View()
	if p.drag == nil || v == nil {
		return nil
	}
	switch p.drag.piece.Kind {
	case session.HandTile:
		return sp.Tiles[p.drag.piece.Color]
	case session.SupplyLeader, session.BoardLeader:
		return sp.Leaders[v.Players[v.Me].Dynasty][p.drag.piece.Color]
	case session.CatastropheTile:
		return sp.Catastrophe
	}
	return nil
}

// carriedFrom is where the piece in hand was taken from: its hand slot, its supply well, the
// catastrophes' well or its space on the board.
func (p *Play) carriedFrom() ui.Rect {
	d := p.drag
	l := &p.lay
	switch d.piece.Kind {
	case session.HandTile:
		v := p.sess.View()
		for i, r := range l.Hand {
			if p.carrying(d.piece.Color, i, v) {
				return r
			}
		}
	case session.SupplyLeader:
		return l.Supply[d.piece.Color]
	case session.CatastropheTile:
		return l.Catas
	case session.BoardLeader:
		return l.cellRect(d.from)
	}
	return ui.Rect{}
}

// drawCarried draws the piece in hand: resting where it was taken from, framed, after a tap on a
// touch screen; above the finger while a finger holds it, with the space under the finger marked
// (and magnified where spaces are small); at the mouse pointer otherwise.
func (p *Play) drawCarried(dst *ebiten.Image, ctx *engine.Context) {
	if p.drag == nil {
		if in := ctx.In; in.Touch && in.Down && p.hoverCell >= 0 && p.lay.Cell < 30*ctx.Device && !p.dialogOK {
			p.drawLoupe(dst, ctx, nil) // a finger resting on small spaces sees them larger
		}
		return
	}
	d := p.drag
	in := ctx.In
	l := &p.lay
	u := l.U
	th := p.theme()
	p.drawTargetDots(dst)
	if d.sticky && !d.placing && (in.Touch || in.TouchScreen) {
		if img := p.carriedImage(p.panelSprites); img != nil {
			r := p.carriedFrom()
			if d.piece.Kind == session.BoardLeader {
				img = p.carriedImage(p.sprites)
			}
			lift := 4 * u
			engine.Rect(dst, r.X+2*u, r.Y+2*u, r.W, r.H, engine.RGBA(0, 0, 0, 70))
			ui.DrawSprite(dst, img, ui.Rect{X: r.X, Y: r.Y - lift, W: r.W, H: r.H}, 1)
			engine.Frame(dst, r.X-2*u, r.Y-lift-2*u, r.W+4*u, r.H+4*u, 3*u, th.Accent)
		}
		return
	}
	img := p.carriedImage(p.sprites)
	if img == nil {
		return
	}
	c := l.Cell
	x, y := float64(in.X), float64(in.Y)
	if p.hoverCell >= 0 {
		p.markTarget(dst, l.cellRect(p.hoverCell), contains(p.targets, p.hoverCell), u)
	}
	if !in.Touch {
		ui.DrawSprite(dst, img, ui.Rect{X: x - c/2, Y: y - c/2, W: c, H: c}, 0.9)
		return
	}
	if p.hoverCell >= 0 && c < 30*ctx.Device {
		p.drawLoupe(dst, ctx, img)
		return
	}
	// above the fingertip, which hides some 40 CSS px around the point it touches
	s := math.Max(c*1.2, 36*ctx.Device)
	cy := y - 40*ctx.Device - s/2
	ui.DrawSprite(dst, img, ui.Rect{X: x - s/2, Y: cy - s/2, W: s, H: s}, 0.95)
}

// markTarget frames the space a drop would go to: green where the rules allow it, red where not.
func (p *Play) markTarget(dst *ebiten.Image, r ui.Rect, legal bool, u float64) {
	col := engine.RGB(255, 90, 70)
	if legal {
		col = engine.RGB(90, 255, 110)
	}
	engine.Frame(dst, r.X-u, r.Y-u, r.W+2*u, r.H+2*u, 3*u, engine.RGB(20, 20, 20))
	engine.Frame(dst, r.X+u, r.Y+u, r.W-2*u, r.H-2*u, 2.5*u, col)
}

// drawTargetDots marks every legal space faintly where too many are lit to light each.
func (p *Play) drawTargetDots(dst *ebiten.Image) {
	if len(p.targets) <= manyTargets {
		return
	}
	l := &p.lay
	for _, i := range p.targets {
		x, y := l.cellCentre(i)
		engine.Dot(dst, x, y, math.Max(2*l.U, l.Cell*0.08), engine.RGBA(60, 200, 80, 120))
	}
}

// loupeSpaces is how many spaces across the magnifier shows.
const loupeSpaces = 5

// drawLoupe shows the board around the finger magnified above it, the carried piece (img, or
// none) on the space under the finger: where spaces are smaller than a fingertip, the player sees
// where it goes, or what stands there.
func (p *Play) drawLoupe(dst *ebiten.Image, ctx *engine.Context, img *ebiten.Image) {
	l := &p.lay
	u := l.U
	c := l.Cell
	cr := l.cellRect(p.hoverCell)
	// the source: loupeSpaces spaces around the target, kept on the board
	side := c * loupeSpaces
	sx := math.Max(l.Board.X, math.Min(cr.X+c/2-side/2, l.Board.X+l.Board.W-side))
	sy := math.Max(l.Board.Y, math.Min(cr.Y+c/2-side/2, l.Board.Y+l.Board.H-side))
	n := int(math.Ceil(side))
	if p.loupe == nil || p.loupe.Bounds().Dx() != n {
		if p.loupe != nil {
			p.loupe.Deallocate()
		}
		p.loupe = ebiten.NewImage(n, n)
	}
	p.loupe.Clear()
	// a sub-image is drawn from its own top-left corner
	p.loupe.DrawImage(dst.SubImage(image.Rect(int(sx), int(sy), int(sx)+n, int(sy)+n)).(*ebiten.Image), nil)
	// the magnified picture: spaces 44 CSS px, above the finger, on the screen
	z := math.Max(2, 44*ctx.Device/c)
	out := side * z
	fx, fy := float64(ctx.In.X), float64(ctx.In.Y)
	clear := 48 * ctx.Device // the fingertip and its nail
	ox := math.Max(4*u, math.Min(fx-out/2, l.W-out-4*u))
	oy := fy - clear - out
	switch {
	case oy >= 4*u: // above the finger
	case fx-clear-out >= 4*u: // beside it, on its left
		ox, oy = fx-clear-out, math.Max(4*u, fy-out/2)
	case fx+clear+out <= l.W-4*u: // on its right
		ox, oy = fx+clear, math.Max(4*u, fy-out/2)
	default: // below it
		oy = fy + clear
	}
	engine.Rect(dst, ox-4*u, oy-4*u, out+8*u, out+8*u, engine.RGB(20, 20, 20))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(z, z)
	op.GeoM.Translate(ox, oy)
	dst.DrawImage(p.loupe, op)
	tr := ui.Rect{X: ox + (cr.X-math.Floor(sx))*z, Y: oy + (cr.Y-math.Floor(sy))*z, W: c * z, H: c * z}
	if img != nil {
		ui.DrawSprite(dst, img, tr, 0.85)
		p.markTarget(dst, tr, contains(p.targets, p.hoverCell), u)
	} else {
		engine.Frame(dst, tr.X, tr.Y, tr.W, tr.H, 2*u, engine.RGB(255, 250, 220))
	}
	engine.Frame(dst, ox-4*u, oy-4*u, out+8*u, out+8*u, 2*u, p.theme().Accent)
}
