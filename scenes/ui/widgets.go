package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// ButtonStyle is how loud a button is: a screen has one Primary action (what most people do
// next), Plain ones for every other choice, and Quiet ones only for leaving (Back, Cancel, Quit),
// deleting, or a tab not shown:
// a player sees why a button is drawn as it is (issue 44: the menu's outlined choices looked
// disabled beside the filled ones).
type ButtonStyle uint8

const (
	Plain   ButtonStyle = iota
	Primary             // filled in the accent colour, dark words
	Quiet               // a gilt outline on the screen's own ground: the way out
)

// button draws a labelled button; hot when the pointer is over it, pressed while it is held there.
// It reports whether its icon went before the words.
func (th *Theme) button(dst *ebiten.Image, ctx *engine.Context, r Rect, label string, id ID, enabled bool, style ButtonStyle) bool {
	u := ctx.Scale
	hot := enabled && ctx.In.Hovers() && r.In(ctx.In.X, ctx.In.Y) // (a finger lifted lights nothing)
	pressed := hot && ctx.In.Down
	sf, tc := th.buttonSurface(style, enabled, hot, u)
	if pressed {
		sf.Lift, sf.Shadow = -0.7, false
	}
	th.Slab(dst, ctx, r, sf)
	if sf.Lift > 0 && sf.Shadow {
		r.H -= 2 * u // the words sit on the raised face, above its lower lip
	}
	if pressed {
		r.Y += u // and sink with it
	}
	f, ic := th.buttonFace(ctx, r, label, id, style)
	ty := r.Y + (r.H-f.Size*1.2)/2
	if ic != nil {
		// the icon before the words, the two centred together
		tw, k := th.Width(label, f), float64(ic.Bounds().Dx())
		x := r.X + (r.W-tw-k-6*ctx.Scale)/2
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(x), math.Round(r.Y+(r.H-k)/2))
		op.ColorScale = engine.Scale(tc)
		dst.DrawImage(ic, op)
		th.Draw(dst, label, f, x+k+6*ctx.Scale, ty, engine.Scale(tc), engine.Left)
		return true
	}
	th.Draw(dst, label, f, r.X+r.W/2, ty, engine.Scale(tc), engine.Center)
	return false
}

// buttonFace is the face of a button's words and its icon (nil: none, or no room for it): a
// Primary button's larger face gives way to smaller ones before its icon does, so End turn keeps
// its tick when it lights up (issue 44); a narrow button takes a smaller face, never below the
// least size.
func (th *Theme) buttonFace(ctx *engine.Context, r Rect, label string, id ID, style ButtonStyle) (*engine.Face, *ebiten.Image) {
	sizes, margin := []float64{15}, 24*ctx.Scale
	if style == Primary { // the one thing left to do: its icon says it at a glance, kept before its face's size
		sizes, margin = []float64{16, 15, 13}, 16*ctx.Scale
	}
	var first *engine.Face
	for _, size := range sizes {
		f := Face(ctx, size, true)
		if size == 16 && th.Width(label, f) > r.W-28*ctx.Scale {
			continue // the larger face only with room round it: Confirm swap's words touched its edges
		}
		if th.Width(label, f) > r.W-2*LabelPad*ctx.Scale {
			f = Face(ctx, 13, true)
		}
		if first == nil {
			first = f
		}
		k := math.Round(f.Size * 1.1)
		if ic := Icon(&ctx.Stamps, id, int(k)); ic != nil && th.Width(label, f)+k+margin <= r.W {
			return f, ic
		}
	}
	return first, nil
}

// buttonSurface is a button's slab and the colour of its words: Primary the accent's, Plain the
// button colour with a gilt (or lit) rim, Quiet an outline on the screen's own ground.
func (th *Theme) buttonSurface(style ButtonStyle, enabled, hot bool, u float64) (Surface, color.RGBA) {
	sf := Surface{Radius: 6 * u, Rim: 1.2 * u, Lift: 1, Shadow: true}
	tc := th.Text
	switch {
	case !enabled && style == Quiet:
		sf.Fill, sf.Edge, sf.Lift, sf.Shadow, tc = th.Background, th.ButtonOff, 0, false, th.Dim
	case !enabled:
		sf.Fill, sf.Edge, sf.Lift, sf.Shadow, tc = th.ButtonOff, th.ButtonOff, 0.3, false, th.Dim
	case style == Quiet: // a bright rim and gilt words: the way out, plainly not a disabled button
		sf.Fill, sf.Edge, sf.Lift, sf.Shadow, sf.Rim = th.Background, Mix(th.Button, th.Accent, 0.75), 0.25, false, 1.6*u
		tc = Mix(th.Text, th.Accent, 0.45)
		if hot {
			sf.Fill = th.Row
		}
	case style == Primary:
		sf.Fill, sf.Edge, tc = th.Accent, Mix(th.Accent, th.Text, 0.45), th.Background
		if hot {
			sf.Fill = Mix(th.Accent, th.Text, 0.3)
		}
	default:
		sf.Fill, sf.Edge = th.Button, Mix(th.Button, th.Accent, 0.55)
		if hot {
			sf.Fill = th.ButtonHot
		}
	}
	if th.Material == Flat && style != Quiet && enabled {
		sf.Rim = 0
	}
	if th.Contrast { // a rim in the words' colour: where a button begins shows at a glance
		sf.Rim = 2 * u
		if enabled {
			sf.Edge = Mix(tc, th.Text, 0.5)
		}
	}
	return sf, tc
}

// Label draws text at a point.
func (th *Theme) Label(dst *ebiten.Image, ctx *engine.Context, s string, x, y, size float64, bold bool, c color.Color) {
	th.Draw(dst, s, Face(ctx, size, bold), x, y, engine.Scale(c), engine.Left)
}

// DrawSprite draws an image scaled into a rectangle.
func DrawSprite(dst, img *ebiten.Image, r Rect, alpha float32) {
	op := &ebiten.DrawImageOptions{}
	b := img.Bounds()
	op.GeoM.Scale(r.W/float64(b.Dx()), r.H/float64(b.Dy()))
	op.GeoM.Translate(r.X, r.Y)
	op.ColorScale.ScaleAlpha(alpha)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// IsCompact reports a phone-sized screen: under 600 CSS pixels (window points) in its shorter side.
func IsCompact(ctx *engine.Context) bool {
	return float64(min(ctx.W, ctx.H))/ctx.Device < 600
}

// TextSize is a text size in units, never below what reads on the screen: 14 CSS pixels on a
// phone, 12 elsewhere.
func TextSize(ctx *engine.Context, size float64) float64 {
	if IsCompact(ctx) {
		return max(size, 14)
	}
	return max(size, 12)
}

// Face is the font face of a text size in units.
func Face(ctx *engine.Context, size float64, bold bool) *engine.Face {
	return ctx.Fonts.Face(TextSize(ctx, size)*ctx.Scale, bold)
}

// Paragraph draws text folded to a width and returns the height it took; with dst nil it only
// measures.
func (th *Theme) Paragraph(dst *ebiten.Image, ctx *engine.Context, s string, x, y, w, size float64, bold bool, c color.Color, align engine.Align) float64 {
	f := Face(ctx, size, bold)
	lineH := f.Size * 1.3
	lines := th.paragraphLines(s, f, w)
	if dst != nil {
		switch align {
		case engine.Center:
			x += w / 2
		case engine.Right:
			x += w
		}
		for i, line := range lines {
			engine.Verbatim(dst, line, f, x, y+float64(i)*lineH, engine.Scale(c), align)
		}
	}
	return float64(len(lines)) * lineH
}

// paragraphLines are a paragraph's lines as drawn: said in the theme's words whole before it is
// folded, since a theme may say a phrase its own way (a finger's words for a pointer's) that a
// fold inside it would leave unsaid.
func (th *Theme) paragraphLines(s string, f *engine.Face, w float64) []string {
	return (&Theme{}).Wrap([]string{th.Say(s)}, f, w, "") // said once: folded and drawn verbatim
}

// Mix is a colour k of the way from a to b.
func Mix(a, b color.RGBA, k float64) color.RGBA {
	m := func(x, y uint8) uint8 { return uint8(math.Round(float64(x)*(1-k) + float64(y)*k)) }
	return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
}

// Card draws an opaque card (a dialog, the title's panel, a list's row) with a soft shadow and a
// thin edge, so nothing behind it shows through: a slab of the theme's material.
func (th *Theme) Card(dst *ebiten.Image, ctx *engine.Context, r Rect, fill color.RGBA) {
	u := ctx.Scale
	sf := Surface{Fill: fill, Edge: Mix(fill, th.Accent, 0.3), Radius: 10 * u, Rim: 1.2 * u, Lift: 0.8, Shadow: true, Woven: true}
	if th.Contrast {
		sf.Edge, sf.Rim = Mix(th.Text, th.Accent, 0.5), 2*u
	}
	if r.W > 200*u && r.H > 120*u { // a large card has a line of the accent inlaid inside its rim
		sf.Inlay = Mix(fill, th.Accent, 0.7)
	}
	th.Slab(dst, ctx, r, sf)
}

// Framed draws a dialog's card: a slab with the accent's rim, raised from what it covers.
func (th *Theme) Framed(dst *ebiten.Image, ctx *engine.Context, r Rect) {
	u := ctx.Scale
	th.Slab(dst, ctx, r, Surface{Fill: th.Box, Edge: th.Accent, Radius: 8 * u, Rim: 2 * u, Lift: 0.8, Shadow: true, Woven: true})
}
