package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

var (
	colBackground = engine.RGB(38, 34, 30)
	colPanel      = engine.RGB(56, 50, 44)
	colText       = engine.RGB(240, 232, 214)
	colDim        = engine.RGB(170, 160, 140)
	colButton     = engine.RGB(112, 84, 46)
	colButtonHot  = engine.RGB(150, 112, 60)
	colButtonOff  = engine.RGB(80, 72, 64)
	colAccent     = engine.RGB(232, 184, 48)
	colBad        = engine.RGB(220, 80, 60)
)

// button draws a labelled button; hot when the pointer is over it.
func button(dst *ebiten.Image, ctx *engine.Context, r rect, label string, enabled bool) {
	fill := colButton
	if !enabled {
		fill = colButtonOff
	} else if r.in(ctx.In.X, ctx.In.Y) {
		fill = colButtonHot
	}
	engine.Rect(dst, r.X, r.Y, r.W, r.H, fill)
	face := ctx.Fonts.Face(14*ctx.Scale, true)
	tc := colText
	if !enabled {
		tc = colDim
	}
	engine.Text(dst, label, face, r.X+r.W/2, r.Y+(r.H-face.Size*1.2)/2, engine.Scale(tc), engine.Center)
}

// label draws text at a point.
func label(dst *ebiten.Image, ctx *engine.Context, s string, x, y, size float64, bold bool, c color.Color) {
	engine.Text(dst, s, ctx.Fonts.Face(size*ctx.Scale, bold), x, y, engine.Scale(c), engine.Left)
}

// drawSprite draws an image scaled into a rectangle.
func drawSprite(dst, img *ebiten.Image, r rect, alpha float32) {
	op := &ebiten.DrawImageOptions{}
	b := img.Bounds()
	op.GeoM.Scale(r.W/float64(b.Dx()), r.H/float64(b.Dy()))
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleAlpha(alpha)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}
