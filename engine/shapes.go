package engine

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// RGB makes an opaque colour.
func RGB(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 255} }

// RGBA makes a colour with alpha (not premultiplied).
func RGBA(r, g, b, a uint8) color.Color { return color.NRGBA{r, g, b, a} }

// Scale turns a colour into a ColorScale for text and images.
func Scale(c color.Color) ebiten.ColorScale {
	var cs ebiten.ColorScale
	cs.ScaleWithColor(c)
	return cs
}

// Rect fills a rectangle.
func Rect(dst *ebiten.Image, x, y, w, h float64, c color.Color) {
	vector.FillRect(dst, float32(x), float32(y), float32(w), float32(h), c, false)
}

// Frame strokes a rectangle (without anti-aliasing: cheap enough for every frame).
func Frame(dst *ebiten.Image, x, y, w, h, width float64, c color.Color) {
	vector.StrokeRect(dst, float32(x), float32(y), float32(w), float32(h), float32(width), c, false)
}

// RoundRect fills a rectangle with rounded corners. Anti-aliased paths are slow on software
// renderers: use it for sprites and cached pictures, not for what is drawn every frame.
func RoundRect(dst *ebiten.Image, x, y, w, h, r float64, c color.Color) {
	var p vector.Path
	RoundRectPath(&p, x, y, w, h, r)
	Fill(dst, &p, c)
}

// RoundRectPath adds a rounded rectangle to a path.
func RoundRectPath(p *vector.Path, x, y, w, h, r float64) {
	fx, fy, fw, fh, fr := float32(x), float32(y), float32(w), float32(h), float32(min(r, w/2, h/2))
	p.MoveTo(fx+fr, fy)
	p.LineTo(fx+fw-fr, fy)
	p.ArcTo(fx+fw, fy, fx+fw, fy+fr, fr)
	p.LineTo(fx+fw, fy+fh-fr)
	p.ArcTo(fx+fw, fy+fh, fx+fw-fr, fy+fh, fr)
	p.LineTo(fx+fr, fy+fh)
	p.ArcTo(fx, fy+fh, fx, fy+fh-fr, fr)
	p.LineTo(fx, fy+fr)
	p.ArcTo(fx, fy, fx+fr, fy, fr)
	p.Close()
}

// Fill fills a path, anti-aliased.
func Fill(dst *ebiten.Image, p *vector.Path, c color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.FillPath(dst, p, &vector.FillOptions{}, op)
}

// Stroke strokes a path, anti-aliased.
func Stroke(dst *ebiten.Image, p *vector.Path, width float64, c color.Color) {
	op := &vector.DrawPathOptions{AntiAlias: true}
	op.ColorScale.ScaleWithColor(c)
	vector.StrokePath(dst, p, &vector.StrokeOptions{Width: float32(width), LineJoin: vector.LineJoinRound, LineCap: vector.LineCapRound}, op)
}

// Circle fills a circle.
func Circle(dst *ebiten.Image, cx, cy, r float64, c color.Color) {
	vector.FillCircle(dst, float32(cx), float32(cy), float32(r), c, true)
}

// Ring strokes a circle.
func Ring(dst *ebiten.Image, cx, cy, r, width float64, c color.Color) {
	vector.StrokeCircle(dst, float32(cx), float32(cy), float32(r), float32(width), c, true)
}

// Line strokes a segment.
func Line(dst *ebiten.Image, x0, y0, x1, y1, width float64, c color.Color) {
	vector.StrokeLine(dst, float32(x0), float32(y0), float32(x1), float32(y1), float32(width), c, true)
}

// In reports whether a point is inside a rectangle.
func In(px, py int, x, y, w, h float64) bool {
	fx, fy := float64(px), float64(py)
	return fx >= x && fy >= y && fx < x+w && fy < y+h
}
