package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tigris/engine"
	"tigris/scenes/ui"
)

// Each side's supporters in a conflict under way are ringed in the side's colour round the tile,
// outside its face (a thin white line next to the tile, then the colour, edged dark on sand and
// white on the stars), and carry its mark at the tile's corner (the attacker's sword at the lower
// left, the defender's shield at the lower right), so that "Attack 8" can be counted on the board
// while every tile keeps its own face: a frame drawn over the tile turned black settlements
// into white houses and a phone's markets into a grid (review 5). A temple next to both leaders
// in a revolt (R7.1) is ringed half in each colour, the attacker's half on its sword's side.

// The ring's reach, in shares of the space: out beyond the space's edge, and in up to the tile's
// edge (tiles stand tileInset in, assets/relief), the white line's width and the outer edge's.
const (
	ringOut    = 0.038
	tileInset  = 0.06
	ringLine   = 0.02
	ringEdge   = 0.02 // out to 0.058: short of the next space's tile
	badgeShare = 0.15
)

// supportRingKey keys a ring's stamp: the space's side in whole pixels (rounded up to ringStep, so a
// pinch draws few), the board (a space tile's corners are rounder on the ancient board) and
// the band.
type supportRingKey struct {
	px    int
	space bool
	band  ringBand
}

const ringStep = 8

// ringBand is one of a ring's three bands, from the outside in.
type ringBand int

const (
	bandEdge ringBand = iota
	bandColour
	bandLine
)

// reach is how far the band reaches out beyond the space's edge (a share of it); every band
// reaches in to the tile's edge.
func (b ringBand) reach() float64 {
	switch b {
	case bandEdge:
		return ringOut + ringEdge
	case bandColour:
		return ringOut
	}
	return ringLine - tileInset // the white line: within the space, next to the tile
}

// tileRadius is the radius of a tile's corners (shares of its space): assets/relief draws the
// clay tile rounder than the space board's metal plate.
func tileRadius(space bool) float64 {
	if space {
		return 0.06
	}
	return 0.13
}

// ringStamp is the white band b round a tile in a space of side px pixels: a rounded square
// with the tile's rounded square cut out, px*(1+2*out) wide.
func ringStamp(ctx *engine.Context, k supportRingKey) *ebiten.Image {
	return ctx.Stamps.Stamp(k, func() *ebiten.Image {
		out := k.band.reach()
		s := float64(k.px)
		side := int(math.Ceil(s * (1 + 2*out)))
		img := engine.NewImage(side, side)
		o := (float64(side) - s) / 2 // the space's edge in the stamp
		rad := tileRadius(k.space) * s
		var p vector.Path
		engine.RoundRectPath(&p, 0, 0, float64(side), float64(side), rad+(float64(side)/2-s*(0.5-tileInset)))
		engine.RoundRectPath(&p, o+tileInset*s, o+tileInset*s, s*(1-2*tileInset), s*(1-2*tileInset), rad)
		op := &vector.DrawPathOptions{AntiAlias: true}
		vector.FillPath(img, &p, &vector.FillOptions{FillRule: vector.FillRuleEvenOdd}, op)
		return img
	})
}

// drawRing draws band b of the ring round the tile in space r in colour c; half is -1 for its
// left half alone, 1 for its right half, 0 for all of it.
func drawRing(dst *ebiten.Image, ctx *engine.Context, r ui.Rect, space bool, b ringBand, half int, c color.Color) {
	k := supportRingKey{ringStep * int(math.Ceil(r.W/ringStep)), space, b}
	img := ringStamp(ctx, k)
	n := img.Bounds().Dx()
	src := img
	x0 := 0
	switch half {
	case -1:
		src = img.SubImage(image.Rect(0, 0, n/2, n)).(*ebiten.Image)
	case 1:
		x0 = n / 2
		src = img.SubImage(image.Rect(x0, 0, n, n)).(*ebiten.Image)
	}
	s := r.W / float64(k.px)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(float64(x0)-float64(n)/2, -float64(n)/2)
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(r.X+r.W/2, r.Y+r.H/2)
	op.ColorScale.ScaleWithColor(c)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(src, op)
}

// ringEdgeColour is the ring's outer edge: dark on sand and a tile's light bevel, white on the
// stars, where a dark edge is lost.
func ringEdgeColour(space bool) color.RGBA {
	if space {
		return engine.RGB(255, 255, 255)
	}
	return engine.RGB(24, 20, 16)
}

// boardClip is the part of dst within the board r: a ring round a space at the board's edge
// reaches out of it.
func boardClip(dst *ebiten.Image, r ui.Rect) *ebiten.Image {
	b := image.Rect(int(math.Floor(r.X)), int(math.Floor(r.Y)), int(math.Ceil(r.X+r.W)), int(math.Ceil(r.Y+r.H)))
	return dst.SubImage(b.Intersect(dst.Bounds())).(*ebiten.Image)
}

// supporterSides are the spaces supporting each side of a conflict under way.
type supporterSides [2][]int

// both reports that the space c supports both sides (a temple beside both leaders, R7.1).
func (s supporterSides) both(c int) bool {
	in := func(list []int) bool {
		for _, x := range list {
			if x == c {
				return true
			}
		}
		return false
	}
	return in(s[0]) && in(s[1])
}

// drawSupporters rings every supporter and marks it with its side's badge: all the rings'
// edges first, so that one never falls over the ring of the supporter beside it, and none over
// the board's frame.
func drawSupporters(dst *ebiten.Image, ctx *engine.Context, board ui.Rect, cellRect func(int) ui.Rect, sides supporterSides, space bool, u float64) {
	rings := boardClip(dst, board)
	for _, cells := range sides {
		for _, c := range cells {
			drawRing(rings, ctx, cellRect(c), space, bandEdge, 0, ringEdgeColour(space))
		}
	}
	for side, cells := range sides {
		for _, c := range cells {
			half := 0
			if sides.both(c) {
				half = 2*side - 1
			}
			r := cellRect(c)
			drawRing(rings, ctx, r, space, bandColour, half, [2]color.RGBA{colAttack, colDefence}[side])
			drawRing(rings, ctx, r, space, bandLine, half, engine.RGB(255, 255, 255))
		}
	}
	for side, cells := range sides {
		for _, c := range cells {
			supporterBadge(dst, ctx, cellRect(c), side, u)
		}
	}
}

// supportBadgeSpot is the centre and radius of a side's badge on the supporter in r: on the tile's
// corner, over the ring, where it covers the least of the tile's face and none of its symbol.
func supportBadgeSpot(r ui.Rect, side int, u float64) (cx, cy, rad float64) {
	rad = math.Max(4.5*u, r.W*badgeShare)
	in := r.W * (tileInset + 0.04)
	cx, cy = r.X+in, r.Y+r.H-in
	if side == 1 {
		cx = r.X + r.W - in
	}
	return cx, cy, rad
}

// supporterBadge draws a side's mark on the supporter in r: the sword or the shield on a disc
// of the side's colour.
func supporterBadge(dst *ebiten.Image, ctx *engine.Context, r ui.Rect, side int, u float64) {
	cx, cy, rad := supportBadgeSpot(r, side, u)
	col := [2]color.RGBA{colAttack, colDefence}[side]
	ctx.Stamps.Dot(dst, cx, cy, rad+1.2*u, engine.RGB(255, 255, 255))
	ctx.Stamps.Dot(dst, cx, cy, rad, col)
	if side == 0 {
		drawSword(dst, cx, cy, rad*0.62)
	} else {
		drawShield(dst, cx, cy, rad*0.62)
	}
}
