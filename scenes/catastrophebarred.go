package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
)

// A catastrophe may fall on almost every space: any empty one and any tile, but not on a leader,
// a treasure, a monument, a building, the wonder or another catastrophe (R8.1). Ringing every
// legal space carpeted the board with rings that said nothing (issue 44, a reviewer who knows the
// board game). What a player needs is the few spaces it may not go, so a carried catastrophe
// marks those alone: each forbidden piece keeps the veil every piece's forbidden spaces have and
// carries a small no-entry sign in its corner, clear of the piece's own badges (a treasure's
// coin, a leader's colour). A drop there is still refused with the rules' reason, said at the
// space (refusal.go).

// barsTargets reports that the carried piece's forbidden spaces are marked rather than its legal
// ones ringed: a catastrophe.
func (h *handPart) barsTargets() bool {
	return h.drag != nil && h.drag.piece.Kind == session.CatastropheTile
}

// barred are the spaces the carried catastrophe may not fall on: the occupied ones it may not
// take (every empty space and every tile it may take is a legal target).
func (h *handPart) barred(st *game.State) []int {
	if !h.barsTargets() || len(h.targets) == 0 {
		return nil
	}
	legal := make([]bool, game.NCells)
	for _, i := range h.targets {
		legal[i] = true
	}
	var out []int
	for i := 0; i < game.NCells; i++ {
		if !legal[i] && st.Cell(i).Kind != game.Empty {
			out = append(out, i)
		}
	}
	return out
}

// noEntryKey keys the no-entry sign among the stamps: its size in pixels.
type noEntryKey struct{ side int }

// drawBarred puts the no-entry sign on each space the carried catastrophe may not fall on, at
// the Highlight setting's strength (none at 0, as no target is marked then).
func (h *handPart) drawBarred(dst *ebiten.Image, ctx *engine.Context, st *game.State, strength int) {
	cells := h.barred(st)
	if len(cells) == 0 || strength == 0 {
		return
	}
	l := &h.b.lay
	u := l.U
	rad := math.Max(6*u, l.Cell*0.2)
	w := math.Max(1.5, rad*0.28)
	n := int(math.Ceil(2 * (rad + w)))
	sign := ctx.Stamps.Stamp(noEntryKey{n}, func() *ebiten.Image {
		img := engine.NewImage(n, n)
		c := float64(n) / 2
		engine.Circle(img, c, c, rad+w*0.9, engine.RGBA(20, 8, 4, 230)) // a dark rim: it shows on sand and on stars
		engine.Circle(img, c, c, rad, engine.RGB(255, 246, 236))
		engine.Ring(img, c, c, rad-w/2, w, engine.RGB(214, 34, 26))
		d := (rad - w) * math.Sqrt2 / 2
		engine.Line(img, c-d, c-d, c+d, c+d, w, engine.RGB(214, 34, 26))
		return img
	})
	for _, i := range cells {
		r := l.CellRect(i)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(r.X+2*u), math.Round(r.Y+2*u))
		dst.DrawImage(sign, op)
	}
}
