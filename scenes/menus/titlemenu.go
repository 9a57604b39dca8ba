package menus

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
)

// The title's words and buttons where the composition (titlecompose.go) puts them: the name
// lettered over the picture's sky, the buttons on an opaque panel beside the picture (sideways)
// or under it (upright), and the statistics and any message on a card of their own.

// Draw implements engine.Scene.
func (t *Title) Draw(dst *ebiten.Image, ctx *engine.Context) {
	t.check()
	th := t.sh.Look.Theme()
	lay := titleLayout(float64(ctx.W), float64(ctx.H), ctx.Scale)
	t.drawBackdrop(dst, ctx, lay)
	t.ctl.Begin(th)
	t.lettered = t.drawHeading(dst, ctx, th, lay.heading)
	note, noteH := t.noteText(ctx, th, t.noteWidth(ctx, lay))
	t.card = t.drawMenu(dst, ctx, th, lay, noteH)
	t.note = t.placeNote(ctx, lay, noteH)
	if noteH > 0 {
		t.drawNote(dst, ctx, th, note, t.note)
	}
	t.drawFocus(dst, ctx, th)
	t.ctl.DrawTip(dst, ctx)
	t.ctl.Trace(t.sh.Look.TraceControls(), "title", ctx)
}

// drawHeading letters the game's name over the sky in r, as large as r's width allows, with the
// line under it, each over a soft shadow so that it reads on the painted sky. It returns how low
// the lettering reaches.
func (t *Title) drawHeading(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, r ui.Rect) float64 {
	u := ctx.Scale
	const name = "Tigris & Euphrates"
	size := 50.0
	for size > 22 && th.Width(name, ctx.Fonts.Face(size*u, true)) > r.W {
		size -= 2
	}
	face := ctx.Fonts.Face(size*u, true)
	cx := r.X + r.W/2
	shadow := engine.Scale(engine.RGB(8, 6, 12))
	shadow.ScaleAlpha(0.55)
	for _, d := range [][2]float64{{2, 2}, {0, 3}, {-1, 1}} {
		th.Draw(dst, name, face, cx+d[0]*u, r.Y+d[1]*u, shadow, engine.Center)
	}
	th.Draw(dst, name, face, cx, r.Y, engine.Scale(th.Accent), engine.Center)
	by := "a game by Reiner Knizia"
	if t.sh.Prefs.Settings().Theme == settings.Space {
		by += " · the science-fiction edition"
	}
	y := r.Y + size*1.25*u
	subW := math.Min(r.W, math.Max(th.Width(by, ui.Face(ctx, 17, false))+8*u, 200*u))
	th.Paragraph(dst, ctx, by, cx-subW/2+u, y+u, subW, 17, false, engine.RGB(8, 6, 12), engine.Center)
	subH := th.Paragraph(dst, ctx, by, cx-subW/2, y, subW, 17, false, th.Text, engine.Center)
	engine.Rect(dst, cx-70*u, y+subH+6*u, 140*u, math.Max(1, 1.5*u), ui.Alpha(th.Accent, 200))
	return y + subH + 6*u + math.Max(1, 1.5*u)
}

// drawMenu draws the buttons on their panel in the layout's room for the menu: the loud ones
// first, a row each, the ones aside two a row; where the layout asks for two columns the loud
// ones stand left and the others right. Sideways the panel stands in the middle of its column
// (with the note under it, when the note fits there); upright at the column's foot. It returns
// the panel.
func (t *Title) drawMenu(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, lay sceneLayout, noteH float64) ui.Rect {
	u := ctx.Scale
	rows := titleRows(t.entries())
	cols := [][][]titleEntry{rows}
	if lay.twoCols {
		split := len(rows)
		for i, r := range rows {
			if r[0].aside {
				split = i
				break
			}
		}
		var quiet [][]titleEntry // one a row beside the loud ones
		for _, r := range rows[split:] {
			for i := range r {
				quiet = append(quiet, r[i:i+1])
			}
		}
		cols = [][][]titleEntry{rows[:split], quiet}
	}
	pad, gap, colGap := menuPad*u, menuGap*u, menuGap*1.6*u
	inner := lay.menu.W - 2*pad
	bw := (inner - float64(len(cols)-1)*colGap) / float64(len(cols))
	bodyH := 0.0
	for _, c := range cols {
		bodyH = math.Max(bodyH, stackHeight(c, u))
	}
	panel := ui.Rect{X: lay.menu.X, W: lay.menu.W, H: bodyH + 2*pad}
	switch {
	case lay.portrait:
		panel.Y = lay.menu.Y + lay.menu.H - panel.H
	case noteH > 0 && panel.H+noteH+gap <= lay.menu.H:
		panel.Y = lay.menu.Y + (lay.menu.H-panel.H-noteH-gap)/2
	default:
		panel.Y = lay.menu.Y + (lay.menu.H-panel.H)/2
	}
	th.Card(dst, ctx, panel, th.Box)
	for k, c := range cols {
		y := panel.Y + pad
		x := panel.X + pad + float64(k)*(bw+colGap)
		for _, r := range c {
			rh := rowHeight(r, u)
			ew := (bw - float64(len(r)-1)*gap) / float64(len(r))
			for i, e := range r {
				t.ctl.Styled(dst, ctx, ui.Rect{X: x + float64(i)*(ew+gap), Y: y, W: ew, H: rh}, e.label, e.id, e.tip, true, e.style)
			}
			y += rh + gap
		}
	}
	return panel
}

// stackHeight is the height of a column of rows of buttons.
func stackHeight(rows [][]titleEntry, u float64) float64 {
	y := 0.0
	for _, r := range rows {
		y += rowHeight(r, u) + menuGap*u
	}
	return y - menuGap*u
}

// noteWidth is the width of the note's card: the menu's sideways, under the heading upright.
func (t *Title) noteWidth(ctx *engine.Context, lay sceneLayout) float64 {
	if lay.portrait {
		return math.Min(lay.heading.W, 720*ctx.Scale)
	}
	return lay.menu.W
}

// noteText is what the note says (the statistics, then any message) and its card's height at
// width w (0: no note).
func (t *Title) noteText(ctx *engine.Context, th *ui.Theme, w float64) (titleNote, float64) {
	u := ctx.Scale
	n := titleNote{msg: t.err}
	if n.msg == "" {
		n.msg = t.sh.Keep.Notice()
	}
	if t.askQuit {
		n.msg = "Quit the game? Press Esc again to quit, any other key to stay."
	}
	n.stats = strings.TrimPrefix(statsLine(t.sh.Prefs.Settings().Stats)+lossLine(t.sh.Prefs.Settings()), " · ")
	h := 0.0
	if n.stats != "" {
		h += th.Paragraph(nil, ctx, n.stats, 0, 0, w-24*u, 13, false, th.Dim, engine.Center) + 16*u
	}
	if n.msg != "" {
		h += th.Paragraph(nil, ctx, n.msg, 0, 0, w-24*u, 16, false, ui.Bad, engine.Center) + 16*u
	}
	return n, h
}

// titleNote is the title's note: the games played against bots and a message.
type titleNote struct{ stats, msg string }

// placeNote is where the note of height h goes: under the panel sideways when it fits there
// (drawMenu left it room), else at the foot of the picture; upright under the heading.
func (t *Title) placeNote(ctx *engine.Context, lay sceneLayout, h float64) ui.Rect {
	if h == 0 {
		return ui.Rect{}
	}
	u := ctx.Scale
	w := t.noteWidth(ctx, lay)
	switch {
	case lay.portrait:
		return ui.Rect{X: lay.heading.X + (lay.heading.W-w)/2, Y: lay.heading.Bottom() + 4*u, W: w, H: h}
	case t.card.Bottom()+menuGap*u+h <= lay.menu.Bottom():
		return ui.Rect{X: t.card.X, Y: t.card.Bottom() + menuGap*u, W: w, H: h}
	}
	p := lay.picture // as wide as measured, at the picture's foot
	return ui.Rect{X: p.X + (p.W-w)/2, Y: p.Bottom() - h - 8*u, W: w, H: h}
}

// drawNote draws the note's card at r.
func (t *Title) drawNote(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, n titleNote, r ui.Rect) {
	u := ctx.Scale
	th.Card(dst, ctx, r, th.Box)
	y := r.Y + 8*u
	if n.stats != "" {
		y += th.Paragraph(dst, ctx, n.stats, r.X+12*u, y, r.W-24*u, 13, false, th.Dim, engine.Center) + 16*u
	}
	if n.msg != "" {
		th.Paragraph(dst, ctx, n.msg, r.X+12*u, y, r.W-24*u, 16, false, ui.Bad, engine.Center)
	}
}
