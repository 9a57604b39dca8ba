package engine

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Shapes drawn on every frame are stamped from anti-aliased discs drawn once per radius: an
// anti-aliased path is rendered through an offscreen image of its own, which a software renderer
// (a browser without a GPU) pays for on every frame.

// Stamps are images drawn once and stamped many times (the discs of boxes and dots, a screen's
// icons), kept by the context they are drawn for: a value, not the package's, so two screens or
// two tests never share or race on them. The zero value is ready; Context holds one.
type Stamps struct{ drawn map[any]*ebiten.Image }

// Stamp is the image kept under key, drawn by draw the first time it is asked for.
func (s *Stamps) Stamp(key any, draw func() *ebiten.Image) *ebiten.Image {
	if img, ok := s.drawn[key]; ok {
		return img
	}
	if s.drawn == nil {
		s.drawn = map[any]*ebiten.Image{}
	}
	img := draw()
	s.drawn[key] = img
	return img
}

// discKey keys a disc of a radius among the stamps.
type discKey int

// disc is a white anti-aliased disc of radius r pixels, drawn once.
func (s *Stamps) disc(r int) *ebiten.Image {
	return s.Stamp(discKey(r), func() *ebiten.Image {
		d := NewImage(2*r, 2*r)
		vector.FillCircle(d, float32(r), float32(r), float32(r), color.White, true)
		return d
	})
}

// Box fills a rounded rectangle cheaply enough for every frame: four corners from a cached disc,
// the rest plain rectangles that never overlap them (so a translucent colour stays even).
func (s *Stamps) Box(dst *ebiten.Image, x, y, w, h, r float64, c color.Color) {
	ri := int(math.Round(min(r, w/2, h/2)))
	if ri < 1 {
		Rect(dst, x, y, w, h, c)
		return
	}
	rf := float64(ri)
	d := s.disc(ri)
	for _, q := range [4][2]int{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(x+float64(q[0])*(w-rf), y+float64(q[1])*(h-rf))
		op.ColorScale.ScaleWithColor(c)
		dst.DrawImage(d.SubImage(image.Rect(q[0]*ri, q[1]*ri, (q[0]+1)*ri, (q[1]+1)*ri)).(*ebiten.Image), op)
	}
	Rect(dst, x+rf, y, w-2*rf, h, c)
	Rect(dst, x, y+rf, rf, h-2*rf, c)
	Rect(dst, x+w-rf, y+rf, rf, h-2*rf, c)
}

// Dot fills a circle cheaply enough for every frame, from a cached disc.
func (s *Stamps) Dot(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	ri := max(1, int(math.Ceil(r)))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(r/float64(ri), r/float64(ri))
	op.GeoM.Translate(cx-r, cy-r)
	op.ColorScale.ScaleWithColor(c)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(s.disc(ri), op)
}
