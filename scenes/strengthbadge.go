package scenes

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/ui"
)

// A leader's strength in a conflict, on a badge that says what it is: the side's mark (a sword
// for the attacker, a shield for the defender) in the side's colour, and "Attack 3" or
// "Defence 2" where the board has room for the words, the number alone on a small board. A bare
// digit on a coloured disc read as an unexplained "1".

// strengthLabel is what a conflict's badge says beside its mark.
func strengthLabel(attacker bool, n int, named bool) string {
	switch {
	case !named:
		return fmt.Sprint(n)
	case attacker:
		return fmt.Sprintf("Attack %d", n)
	default:
		return fmt.Sprintf("Defence %d", n)
	}
}

// badgeNamed is whether a badge of h pixels high names its side: when the words fit in about
// two spaces of cell pixels and are large enough to read (h at least 16 units of u).
func badgeNamed(wordsW, h, cell, u float64) bool {
	return h >= 16*u && wordsW+h*1.4 <= cell*2
}

// strengthBadge is a leader's strength on a badge beside it where it hides the fewest pieces
// and none of the rectangles in avoid (badgespot.go), inside the board; it returns where it stands
// (with dst nil, only that). On a phone it is a little lower than elsewhere: a space there is 33
// pixels, and the badge stood on half of it.
func (p *boardView) strengthBadge(dst *ebiten.Image, ctx *engine.Context, st *game.State, cell, n int, attacker bool, avoid []ui.Rect) ui.Rect {
	th := p.theme()
	r := p.lay.CellRect(cell)
	u := p.lay.U
	col := colDefence
	if attacker {
		col = colAttack
	}
	h := math.Max(18*u, r.H*0.42)
	if p.lay.Compact {
		h = math.Max(16*u, r.H*0.42)
	}
	face := ctx.Fonts.Face(h*0.62, true)
	label := strengthLabel(attacker, n, true)
	named := !p.lay.Compact && badgeNamed(th.Width(label, face), h, r.W, u) // a phone's: two spaces wide
	if !named {
		label = strengthLabel(attacker, n, false)
	}
	w := h*1.25 + th.Width(label, face)
	spot, covers := tagSpot(&p.lay, onBoard(st), cell, w, h, avoid)
	if covers > 0 && named {
		// no place beside the leader is free for the words: the number alone, where it hides least
		label = strengthLabel(attacker, n, false)
		w = h*1.25 + th.Width(label, face)
		spot, _ = tagSpot(&p.lay, onBoard(st), cell, w, h, avoid)
	}
	if dst == nil { // measured only
		return spot.Inset(-1.5 * u)
	}
	x, y := spot.X, spot.Y
	if tailCrosses(&p.lay, onBoard(st), cell, spot) == 0 { // (a line over a temple split it in two)
		tagTail(dst, spot, r, u, col, false)
	}
	ctx.Stamps.Box(dst, x-1.5*u, y-1.5*u, w+3*u, h+3*u, h/2+1.5*u, engine.RGB(255, 255, 255))
	ctx.Stamps.Box(dst, x, y, w, h, h/2, col)
	ctx.Stamps.Box(dst, x+h*0.08, y+h*0.06, w-h*0.16, h*0.4, h*0.2, ui.Alpha(engine.RGB(255, 255, 255), 50)) // a gloss from above
	mx, my, ms := x+h*0.55, y+h/2, h*0.36
	if attacker {
		drawSword(dst, mx, my, ms)
	} else {
		drawShield(dst, mx, my, ms)
	}
	th.Draw(dst, label, face, x+h*0.98, y+h/2-face.Size*0.62, engine.Scale(engine.RGB(255, 255, 255)), engine.Left)
	return spot.Inset(-1.5 * u)
}

// drawSword draws a sword pointing up and to the right, s from its middle to its tip.
func drawSword(dst *ebiten.Image, cx, cy, s float64) {
	white := engine.RGB(255, 255, 255)
	engine.Line(dst, cx-s*0.75, cy+s*0.75, cx+s*0.85, cy-s*0.85, math.Max(1.5, s*0.28), white) // the blade
	engine.Line(dst, cx-s*0.55, cy-s*0.05, cx+s*0.05, cy+s*0.55, math.Max(1.5, s*0.26), white) // the guard
	engine.Circle(dst, cx-s*0.85, cy+s*0.85, math.Max(1, s*0.18), white)                       // the pommel
}

// drawShield draws a shield, s from its middle to its rim.
func drawShield(dst *ebiten.Image, cx, cy, s float64) {
	var p vector.Path
	p.MoveTo(float32(cx-s*0.8), float32(cy-s*0.8))
	p.LineTo(float32(cx+s*0.8), float32(cy-s*0.8))
	p.LineTo(float32(cx+s*0.8), float32(cy))
	p.QuadTo(float32(cx+s*0.7), float32(cy+s*0.7), float32(cx), float32(cy+s))
	p.QuadTo(float32(cx-s*0.7), float32(cy+s*0.7), float32(cx-s*0.8), float32(cy))
	p.Close()
	engine.Fill(dst, &p, engine.RGB(255, 255, 255))
	engine.Circle(dst, cx, cy-s*0.1, math.Max(1, s*0.28), colDefence) // its boss
}

// hitsAny reports that r overlaps one of rs.
func hitsAny(r ui.Rect, rs []ui.Rect) bool {
	for _, o := range rs {
		if ui.Overlaps(r, o) {
			return true
		}
	}
	return false
}

// tagTail joins a tag at s to its leader's space r by a short line in the tag's colour, edged in
// white, from the tag's edge (a disc's, round) to the space's: a tag at the leader's corner, beside the
// neighbours' pieces, was read as theirs.
func tagTail(dst *ebiten.Image, s, r ui.Rect, u float64, col color.Color, round bool) {
	px, py := s.X+s.W/2, s.Y+s.H/2
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	d := math.Hypot(cx-px, cy-py)
	if d < 1 {
		return
	}
	dx, dy := (cx-px)/d, (cy-py)/d
	out := math.Inf(1) // how far the ray runs inside the tag
	if round {
		out = s.W / 2
	}
	if dx != 0 && !round {
		out = math.Min(out, s.W/2/math.Abs(dx))
	}
	if dy != 0 && !round {
		out = math.Min(out, s.H/2/math.Abs(dy))
	}
	in := d - math.Min(r.W/2/math.Max(math.Abs(dx), 1e-9), r.H/2/math.Max(math.Abs(dy), 1e-9)) // where it meets the space
	if in-out < math.Max(4*u, r.W*0.12) {
		return // the tag stands against its leader's side: a stub of a line says nothing more
	}
	x0, y0 := px+dx*(out-u), py+dy*(out-u)
	x1, y1 := px+dx*in, py+dy*in
	engine.Line(dst, x0, y0, x1, y1, 4.5*u, engine.RGB(255, 255, 255))
	engine.Line(dst, x0, y0, x1, y1, 2*u, col)
}
