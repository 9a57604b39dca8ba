package scenes

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/coords"
	"tigris/scenes/pinch"
	"tigris/scenes/ui"
)

// Where the board's spaces are small under a finger (a phone: 22 CSS px), the person pinches the
// board larger or smaller, moves an enlarged board with one finger or two, and double-taps to
// enlarge it where tapped or fit it again; the page's own zoom stays off. On a phone held upright
// the board is turned a quarter besides (boardlayout.Grid: 33 CSS px spaces where they were 23),
// and the fingers enlarge the turned board the same way, up to 44 CSS px on a double tap. The
// layout stays the fitted one; the board is
// drawn and touched through the view, its picture painted again at the new size once the fingers
// lift (meanwhile it is scaled).

// zoomTap is the size, in UI units, a double tap makes a space at least: a fingertip's.
const zoomTap = 44

// zoomedBoard is the board's part of the layout under the view: the board, its space size and its
// window (zero while it fits).
func zoomedBoard(fit layout, v pinch.View) layout {
	l := fit
	if v.Zoom <= 1 {
		return l
	}
	win := pinch.Rect{X: fit.Board.X, Y: fit.Board.Y, W: fit.Board.W, H: fit.Board.H}
	b := v.Board(win)
	l.Board = ui.Rect{X: b.X, Y: b.Y, W: b.W, H: b.H}
	l.Cell = fit.Cell * v.Zoom
	l.View = fit.Board
	return l
}

// zoomLimits are the largest zoom (the board's picture stays within 4,000 device pixels, a
// texture every browser takes) and the one a double tap gives.
func zoomLimits(cell, u float64) (most, tap float64) {
	most = math.Max(1, math.Min(4, 4000/(cell*game.Cols)))
	tap = math.Min(most, math.Max(2, zoomTap*u/cell))
	return most, tap
}

// followFingers lets the fingers pinch, move and double-tap the board; while they pinch, the
// screen sees no press or release (a piece is not picked by the pinch's fingers). It reports a
// change to draw.
func (p *Play) followFingers(ctx *engine.Context) bool {
	in := ctx.In
	fit := p.fitLay
	win := pinch.Rect{X: fit.Board.X, Y: fit.Board.Y, W: fit.Board.W, H: fit.Board.H}
	p.zoom.Max, p.zoom.Tap = zoomLimits(fit.Cell, fit.U)
	f := pinch.Frame{X: float64(in.X), Y: float64(in.Y), Pressed: in.Pressed, Released: in.Released, Touch: in.Touch,
		Now: ctx.Now, Carrying: p.hand.drag != nil, Slop: 10 * fit.U}
	for _, at := range in.Fingers {
		f.Fingers = append(f.Fingers, [2]float64{float64(at[0]), float64(at[1])})
	}
	busy := p.zoom.Busy()
	changed := p.zoom.Follow(f, win)
	if busy || p.zoom.Busy() || p.zoom.Panning() {
		in.Pressed, in.Released = false, false
	}
	if changed {
		p.applyZoom()
	}
	if !p.zoom.Busy() && !p.zoom.Panning() && p.lay.Cell != p.paintedCell {
		p.repaintZoomed(ctx) // the fingers lifted: the board's picture and pieces at their new size
		changed = true
	}
	if !p.zoom.Busy() && !p.zoom.Panning() && p.zoom.View != p.toldView {
		p.toldView = p.zoom.View
		p.hooks.tellLayout(&p.lay, ctx) // the checks aim at the spaces where they now stand
	}
	return changed
}

// applyZoom lays the board out under the gesture's view.
func (p *boardView) applyZoom() {
	p.lay = foldedView(p.fitLay, zoomedBoard(p.fitLay, p.zoom.View), p.fold.Eased())
}

// repaintZoomed paints the board's picture and bakes its pieces at the space size the view gives.
func (p *boardView) repaintZoomed(ctx *engine.Context) {
	p.repaintBoard(ctx)
	prev := p.sprites
	p.sprites = assets.NewSpritesLater(int(p.lay.Cell), p.pal, prev)
	if p.panelSprites != prev {
		prev.Deallocate() // the panel has pieces of its own size
	} else {
		p.panelSprites = prev // the panel keeps the fitted size's
	}
}

// boardClip is where the board is drawn: the screen, or only the board's window when it is
// enlarged.
func (p *boardView) boardClip(dst *ebiten.Image) *ebiten.Image {
	v := p.lay.View
	if v.W == 0 {
		return dst
	}
	return dst.SubImage(image.Rect(int(v.X), int(v.Y), int(math.Ceil(v.X+v.W)), int(math.Ceil(v.Y+v.H)))).(*ebiten.Image)
}

// drawZoomEdges frames an enlarged board's window and names the columns and rows in sight along
// its edges, where the fitted board's coordinates stood.
func (p *boardView) drawZoomEdges(dst *ebiten.Image, ctx *engine.Context) {
	l := &p.lay
	v := l.View
	if v.W == 0 {
		return
	}
	th := p.theme()
	u := l.U
	band := frameBand(l)
	// a stroke is centred on its rectangle: this one covers the band round the window, where it
	// covered half a band beyond it and the row letters ran into it (review 4, F16)
	engine.Frame(dst, v.X-band/2, v.Y-band/2, v.W+band, v.H+band, band, th.Accent)
	size := 10 * u
	face := ctx.Fonts.Face(size, true)
	col := engine.Scale(th.Text)
	g := l.Grid() // turned on a phone held upright: the numbers along the top, the letters down the side
	for c := 0; c < g.Across(); c++ {
		if x := l.Board.X + (float64(c)+0.5)*l.Cell; x > v.X && x < v.X+v.W {
			th.Draw(dst, g.TopLabel(c), face, x, v.Y-band-size*1.25, col, engine.Center)
		}
	}
	for r := 0; r < g.Down(); r++ {
		y := l.Board.Y + (float64(r)+0.5)*l.Cell
		switch {
		case y <= v.Y || y >= v.Y+v.H:
		case l.RowsInside: // no room at the window's left: inside its edge, as on the fitted board
			coords.Inside(dst, ctx, th, g.SideLabel(r), v.X+1.5*u, y-size*0.6, size)
		default:
			th.Draw(dst, g.SideLabel(r), face, v.X-band-2*u, y-size*0.65, col, engine.Right)
		}
	}
}
