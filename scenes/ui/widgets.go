package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// button draws a labelled button; hot when the pointer is over it.
func button(dst *ebiten.Image, ctx *engine.Context, r rect, label, id string, enabled bool) {
	fill := colButton
	if !enabled {
		fill = colButtonOff
	} else if r.in(ctx.In.X, ctx.In.Y) {
		fill = colButtonHot
	}
	engine.Box(dst, r.X, r.Y, r.W, r.H, 4*ctx.Scale, fill)
	f := face(ctx, 15, true)
	if engine.TextWidth(label, f) > r.W-10*ctx.Scale { // a narrow button: a smaller face, never below the least size
		f = face(ctx, 13, true)
	}
	tc := colText
	if !enabled {
		tc = colDim
	}
	ty := r.Y + (r.H-f.Size*1.2)/2
	tw := engine.TextWidth(label, f)
	k := math.Round(f.Size * 1.1)
	if ic := icon(id, int(k)); ic != nil && tw+k+24*ctx.Scale <= r.W {
		// the icon before the words, the two centred together
		x := r.X + (r.W-tw-k-6*ctx.Scale)/2
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(x), math.Round(r.Y+(r.H-k)/2))
		op.ColorScale = engine.Scale(tc)
		dst.DrawImage(ic, op)
		engine.Text(dst, label, f, x+k+6*ctx.Scale, ty, engine.Scale(tc), engine.Left)
		return
	}
	engine.Text(dst, label, f, r.X+r.W/2, ty, engine.Scale(tc), engine.Center)
}

// label draws text at a point.
func label(dst *ebiten.Image, ctx *engine.Context, s string, x, y, size float64, bold bool, c color.Color) {
	engine.Text(dst, s, face(ctx, size, bold), x, y, engine.Scale(c), engine.Left)
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

// isCompact reports a phone-sized screen: under 600 CSS pixels (window points) in its shorter side.
func isCompact(ctx *engine.Context) bool {
	return float64(min(ctx.W, ctx.H))/ctx.Device < 600
}

// textSize is a text size in units, never below what reads on the screen: 14 CSS pixels on a
// phone, 12 elsewhere.
func textSize(ctx *engine.Context, size float64) float64 {
	if isCompact(ctx) {
		return max(size, 14)
	}
	return max(size, 12)
}

// face is the font face of a text size in units.
func face(ctx *engine.Context, size float64, bold bool) textFace {
	return ctx.Fonts.Face(textSize(ctx, size)*ctx.Scale, bold)
}

// paragraph draws text folded to a width and returns the height it took; with dst nil it only
// measures.
func paragraph(dst *ebiten.Image, ctx *engine.Context, s string, x, y, w, size float64, bold bool, c color.Color, align engine.Align) float64 {
	f := face(ctx, size, bold)
	lineH := f.Size * 1.3
	lines := wrap([]string{s}, f, w, "")
	if dst != nil {
		switch align {
		case engine.Center:
			x += w / 2
		case engine.Right:
			x += w
		}
		for i, line := range lines {
			engine.Text(dst, line, f, x, y+float64(i)*lineH, engine.Scale(c), align)
		}
	}
	return float64(len(lines)) * lineH
}
