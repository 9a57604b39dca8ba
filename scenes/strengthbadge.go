package scenes

import (
	"fmt"
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
// (with dst nil, only that).
func (p *boardView) strengthBadge(dst *ebiten.Image, ctx *engine.Context, st *game.State, cell, n int, attacker bool, avoid []ui.Rect) ui.Rect {
	th := p.theme()
	r := p.lay.CellRect(cell)
	u := p.lay.U
	col := colDefence
	if attacker {
		col = colAttack
	}
	h := math.Max(18*u, r.H*0.42)
	face := ctx.Fonts.Face(h*0.62, true)
	label := strengthLabel(attacker, n, true)
	if !badgeNamed(th.Width(label, face), h, r.W, u) {
		label = strengthLabel(attacker, n, false)
	}
	w := h*1.25 + th.Width(label, face)
	spot := badgeSpot(&p.lay, st, cell, w, h, avoid)
	if othersUnder(&p.lay, st, cell, spot) > 0 || hitsAny(spot, avoid) {
		// no place beside the leader is free: the number alone in its space's upper corner, over
		// no other piece (previewplace.go)
		h = math.Max(14*u, r.H*0.34)
		face = ctx.Fonts.Face(h*0.62, true)
		label = strengthLabel(attacker, n, false)
		w = h*1.25 + th.Width(label, face)
		spot = cornerSpot(r, w, h, 1.5*u, avoid)
	}
	if dst == nil { // measured only
		return spot.Inset(-1.5 * u)
	}
	x, y := spot.X, spot.Y
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
