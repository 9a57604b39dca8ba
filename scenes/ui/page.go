package ui

import (
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// Page is a screen's content above a footer of buttons that stays in place: content taller than
// the room scrolls with the wheel or by dragging it (a finger on a phone), so every screen fits
// any window and its Back button is always in reach.
type Page struct {
	off      float64 // how far the content is scrolled, in device pixels
	content  float64 // the content's height at the last draw
	view     Rect    // the scrolling area at the last draw
	dragging bool
	dragY    int
	dragOff  float64
}

// Update scrolls by wheel or drag; a Control in the content is clicked on release when the
// pointer did not move (see Controls.scrolled).
func (pg *Page) Update(ctx *engine.Context) (redraw bool) {
	in := ctx.In
	if in.Wheel != 0 {
		pg.ScrollTo(pg.off - in.Wheel*40*ctx.Scale)
		return true
	}
	if in.Pressed && pg.view.In(in.X, in.Y) && pg.content > pg.view.H {
		pg.dragging, pg.dragY, pg.dragOff = true, in.Y, pg.off
	}
	if pg.dragging {
		if !in.Down {
			pg.dragging = false
		}
		pg.ScrollTo(pg.dragOff - float64(in.Y-pg.dragY))
		return true
	}
	return false
}

// Off is how far the content is scrolled, in device pixels (0: at its top).
func (pg *Page) Off() float64 { return pg.off }

func (pg *Page) ScrollTo(off float64) {
	pg.off = math.Max(0, math.Min(off, pg.content-pg.view.H))
}

// Begin starts the content in the area view: it returns where to draw it (clipped to the area)
// and the y of its top.
func (pg *Page) Begin(dst *ebiten.Image, view Rect) (*ebiten.Image, float64) {
	pg.view = view
	clip := image.Rect(int(view.X), int(view.Y), int(math.Ceil(view.X+view.W)), int(math.Ceil(view.Y+view.H)))
	return dst.SubImage(clip).(*ebiten.Image), view.Y - pg.off
}

// End records how tall the content was (bottom is the y just below it, as drawn), trims the
// Controls registered since from to the area, and draws a scroll bar when the content is taller.
func (pg *Page) End(dst *ebiten.Image, ctx *engine.Context, ctl *Controls, from int, bottom float64) {
	pg.content = bottom + pg.off - pg.view.Y
	pg.ScrollTo(pg.off)
	ctl.Clip(from, pg.view)
	ctl.scrolled = Rect{}
	if pg.content <= pg.view.H {
		return
	}
	ctl.scrolled = pg.view
	u := ctx.Scale
	frac := pg.view.H / pg.content
	barH := pg.view.H * frac
	barY := pg.view.Y + (pg.view.H-barH)*pg.off/(pg.content-pg.view.H)
	ctx.Stamps.Box(dst, pg.view.X+pg.view.W-7*u, barY, 6*u, barH, 3*u, Alpha(ctl.theme.Text, 120))
	if pg.Hidden() > pg.off+u {
		pg.moreBelow(dst, ctx, ctl.theme)
	}
}

// Offset is how far the content is scrolled, and ViewHeight the height of its area, at the last
// draw (device pixels): a list scrolls a row chosen by a key into sight with them.
func (pg *Page) Offset() float64 { return pg.off }

// ViewHeight is the height of the scrolling area at the last draw.
func (pg *Page) ViewHeight() float64 { return pg.view.H }

// Hidden is how much of the content did not fit its area at the last draw (0: none), in device
// pixels: what scrolling shows.
func (pg *Page) Hidden() float64 { return math.Max(0, pg.content-pg.view.H) }

// FadeH is the height, in units, of the foot of a page's area that moreBelow fades: what stands
// there is not read.
const FadeH = 40

// moreBelow says that the content goes on under the area's foot, which a thin scroll bar alone
// did not (issue 44): the content fades into the ground there, under a chevron pointing down.
func (pg *Page) moreBelow(dst *ebiten.Image, ctx *engine.Context, th *Theme) {
	u, v := ctx.Scale, pg.view
	const strips = 16
	fade := FadeH * u
	for i := range strips {
		a := uint8(255 * (i + 1) / (strips + 1))
		y := v.Y + v.H - fade + float64(i)*fade/strips
		engine.Rect(dst, v.X, y, v.W-8*u, fade/strips+1, Alpha(th.Background, a))
	}
	cx, cy := v.X+v.W/2, v.Y+v.H-14*u
	engine.Line(dst, cx-11*u, cy-5*u, cx, cy+5*u, 3*u, th.Accent)
	engine.Line(dst, cx, cy+5*u, cx+11*u, cy-5*u, 3*u, th.Accent)
}

// FootButton is a button of a screen's footer.
type FootButton struct {
	Label   string
	ID      ID
	Tip     string
	Enabled bool
	Style   ButtonStyle // Plain unless said
}

// Footer draws the buttons along the bottom of the screen (the first at the left, the others at
// the right, or all across on a narrow screen) and returns the top of the footer.
func Footer(dst *ebiten.Image, ctx *engine.Context, ctl *Controls, cw float64, buttons ...FootButton) float64 {
	u := ctx.Scale
	w, h := float64(ctx.W), float64(ctx.H)
	bh := (TouchSize + 4) * u
	y := h - bh - 14*u
	engine.Rect(dst, 0, y-10*u, w, h-y+10*u, ctl.theme.Background)
	x0 := (w - cw) / 2
	n := float64(len(buttons))
	gap := 10 * u
	bw := math.Min(200*u, (cw-(n-1)*gap)/n)
	for i, b := range buttons {
		x := x0 + cw - (n-float64(i))*bw - (n-1-float64(i))*gap // right-aligned
		if i == 0 {
			x = x0
		}
		if n == 1 {
			x = (w - bw) / 2 // a lone button (Back) stands in the middle, under the page it closes
		}
		ctl.Styled(dst, ctx, Rect{X: x, Y: y, W: bw, H: bh}, b.Label, b.ID, b.Tip, b.Enabled, b.Style)
	}
	return y - 10*u
}

// ContentWidth is the width of a screen's column: its natural width, or the screen less margins.
func ContentWidth(ctx *engine.Context, natural float64) float64 {
	return math.Min(natural*ctx.Scale, float64(ctx.W)-32*ctx.Scale)
}

// Heading draws a screen's title, shrunk to fit the width, and returns the y below it.
func (th *Theme) Heading(dst *ebiten.Image, ctx *engine.Context, title string, y float64) float64 {
	size := th.FittedSize(ctx, title, 32, 18)
	th.Draw(dst, title, ctx.Fonts.Face(size*ctx.Scale, true), float64(ctx.W)/2, y, engine.Scale(th.Accent), engine.Center)
	return y + size*1.3*ctx.Scale
}

// FittedSize is the bold text size, from size down to least in steps of 2 units, at which a line
// fits the screen's width with margins.
func (th *Theme) FittedSize(ctx *engine.Context, text string, size, least float64) float64 {
	u := ctx.Scale
	for size > least && th.Width(text, ctx.Fonts.Face(size*u, true)) > float64(ctx.W)-32*u {
		size -= 2
	}
	return size
}

// Screen starts drawing a full screen: the background, its title, and a fresh set of controls.
// It returns the y below the title.
func Screen(dst *ebiten.Image, ctx *engine.Context, th *Theme, ctl *Controls, title string) float64 {
	dst.Fill(th.Background)
	ctl.Begin(th)
	return th.Heading(dst, ctx, title, 20*ctx.Scale)
}
