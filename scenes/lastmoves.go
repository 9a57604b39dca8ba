package scenes

import (
	"image/color"
	"slices"

	"tigris/assets"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/lastmoves"
	"tigris/scenes/ui"
)

// With two or three others at the table, four to six placements happen between two turns of the
// person, and nothing on the board said where once their pieces had glided in: he had to read
// the log, which on a phone is a tab over his hand (review2, rank 1). Like the official app, the
// spaces changed since the person's own last action or turn's end are marked on the board, in the
// house colour of the seat that made the change: corner ticks where a piece stands now, a faint
// cross where one was taken away. They stay until he acts (his first placement, swap, or the end
// of his turn), and come back while he points at the log (or opens it, on a phone). Each seat
// keeps its own, so in the hot seat the person who takes the screen sees what changed since his
// turn, and only once the session shows his view (after Ready): a mark is a public fact of the
// board (R11.2), never a tile in a hand.

// lastMovesAgain says the person asks for a second look: the pointer rests on the log's box (a
// mouse), or the log is open over the hand (a phone).
func lastMovesAgain(p *Play, ctx *engine.Context) bool {
	in := ctx.In
	return p.log.open || !in.Touch && p.lay.Log.In(in.X, in.Y)
}

// drawLastMoves marks on the board (dst, clipped to it) the changes the person on screen has not
// seen by acting. The latest decision's marks wait until its pieces have glided in. A lesson's
// lit spaces say what matters there, so a lesson marks nothing.
func (p *Play) drawLastMoves(dst *ebiten.Image, ctx *engine.Context) {
	if p.lesson != nil || p.sess.View() == nil {
		return
	}
	marks := p.marks.Shown(p.sess.Viewer(), lastMovesAgain(p, ctx))
	if len(marks) == 0 {
		return
	}
	if len(p.anims.list) > 0 { // the latest decision's marks wait until its pieces have glided in
		marks = slices.DeleteFunc(slices.Clone(marks), func(mv lastmoves.Move) bool { return mv.Batch == p.marks.Batch() })
	}
	drawMarks(dst, &p.lay, p.pal, p.sess.State(), marks)
}

// drawMarks draws the marks over their spaces of a board laid out as l, showing st: the board
// screen's changes since the person acted, and a replay's decision stepped to.
func drawMarks(dst *ebiten.Image, l *layout, pal *assets.Palette, st *game.State, marks []lastmoves.Move) {
	for _, mv := range marks {
		r := l.CellRect(mv.Cells[0])
		for _, c := range mv.Cells[1:] {
			r = union(r, l.CellRect(c))
		}
		col := engine.RGB(246, 242, 232)
		if mv.Mover >= 0 && mv.Mover < st.NumPlayers() {
			col = houseColour(pal, st.Player(mv.Mover).Dynasty)
		}
		emptied := true
		for _, c := range mv.Cells {
			emptied = emptied && st.Cell(c).Kind == game.Empty
		}
		drawLastMove(dst, r, l.U, col, emptied)
	}
}

// union is the smallest rectangle holding a and b.
func union(a, b ui.Rect) ui.Rect {
	x0, y0 := min(a.X, b.X), min(a.Y, b.Y)
	x1, y1 := max(a.X+a.W, b.X+b.W), max(a.Y+a.H, b.Y+b.H)
	return ui.Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
}

// drawLastMove draws one mark over r: four corner ticks in the mover's colour on a dark edge, so
// they read on sand, water, tiles and stars, and leave the piece itself uncovered; a space
// emptied gets a faint cross of the same colour, with fainter ticks.
func drawLastMove(dst *ebiten.Image, r ui.Rect, u float64, col color.RGBA, emptied bool) {
	side := min(r.W, r.H)
	w := max(2, side*0.075) // the tick's width
	arm := max(5, side*0.3) // its arms' length
	halo := max(1, side*0.03)
	dark := engine.RGBA(20, 16, 12, 200)
	var c color.Color = col
	if emptied {
		c = engine.RGBA(col.R, col.G, col.B, 150)
		dark = engine.RGBA(20, 16, 12, 110)
		in := side * 0.3
		engine.Line(dst, r.X+in, r.Y+in, r.X+r.W-in, r.Y+r.H-in, w+2*halo, dark)
		engine.Line(dst, r.X+r.W-in, r.Y+in, r.X+in, r.Y+r.H-in, w+2*halo, dark)
		engine.Line(dst, r.X+in, r.Y+in, r.X+r.W-in, r.Y+r.H-in, w, c)
		engine.Line(dst, r.X+r.W-in, r.Y+in, r.X+in, r.Y+r.H-in, w, c)
	}
	x0, y0, x1, y1 := r.X+u, r.Y+u, r.X+r.W-u-w, r.Y+r.H-u-w // each corner's square of width w
	for pass, ink := range []color.Color{dark, c} {
		grow := halo * float64(1-pass) // the dark edge first, a little larger
		for _, k := range [][2]float64{{x0, y0}, {x1, y0}, {x0, y1}, {x1, y1}} {
			hx, vy := k[0], k[1] // each arm runs inward from the corner
			if k[0] == x1 {
				hx = x1 + w - arm
			}
			if k[1] == y1 {
				vy = y1 + w - arm
			}
			engine.Rect(dst, hx-grow, k[1]-grow, arm+2*grow, w+2*grow, ink)
			engine.Rect(dst, k[0]-grow, vy-grow, w+2*grow, arm+2*grow, ink)
		}
	}
}

// houseColour is a dynasty's colour for its marks: the one its leaders' faces wear.
func houseColour(pal *assets.Palette, d game.Dynasty) color.RGBA {
	if d < 0 || d >= game.NumDynasties {
		return pal.House[0]
	}
	return pal.House[d]
}
