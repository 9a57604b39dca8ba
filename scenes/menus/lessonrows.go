package menus

import (
	"image/color"
	"math"

	"tigris/engine"
	"tigris/lessons"
	"tigris/scenes/ui"
)

// At 1280x800 the eleven lessons did not fit one column and the last three scrolled under the
// fade (review 6, d02): where one column does not fit and the screen is wide enough, the lessons
// stand in two columns, read down the first and then the second, in a wider list. A phone keeps
// one column, which scrolls.

const (
	lessonDisc = 34   // the number's disc, in units
	lessonGap  = 12   // between two columns, in units
	lessonWide = 1100 // the two columns' natural width together, in units
	lessonCol  = 330  // the narrowest column two columns may have, in units
)

// lessonLayout is how the list stands: its width, its columns' width and count, and the height of
// each row of cards.
type lessonLayout struct {
	width, colW float64
	cols        int
	rows        []float64
	gap         float64 // between two rows
}

// arrange lays the list out under top: one column of the natural width when it fits above the
// footer (or two would be too narrow), else two.
func (l *LessonList) arrange(ctx *engine.Context, intro string, top float64) lessonLayout {
	th := l.sh.Look.Theme()
	u := ctx.Scale
	room := float64(ctx.H) - (ui.TouchSize+4)*u - 24*u - top // above the footer
	one := l.rowsOf(ctx, ui.ContentWidth(ctx, 760), 1)
	if one.height(ctx, th, intro)+8*u <= room {
		return one
	}
	two := l.rowsOf(ctx, ui.ContentWidth(ctx, lessonWide), 2)
	if two.colW < lessonCol*u {
		return one
	}
	// the room two columns leave goes between their rows, up to a little more than a card's margin
	two.gap = math.Min(18*u, two.gap+math.Max(0, room-two.height(ctx, th, intro)-8*u)/float64(len(two.rows)))
	return two
}

// rowsOf is the list laid out in cols columns across width: each row as tall as its tallest card.
func (l *LessonList) rowsOf(ctx *engine.Context, width float64, cols int) lessonLayout {
	th := l.sh.Look.Theme()
	u := ctx.Scale
	lay := lessonLayout{width: width, cols: cols, colW: (width - float64(cols-1)*lessonGap*u) / float64(cols), gap: 8 * u}
	n := (len(lessons.All) + cols - 1) / cols
	lay.rows = make([]float64, n)
	for i := range lessons.All {
		ls := &lessons.All[i]
		m := lessonMeasure(ctx, th, ls, lay.colW, l.sh.Prefs.Settings().LessonDone(ls.ID))
		lay.rows[i%n] = math.Max(lay.rows[i%n], m.h)
	}
	return lay
}

// height is how tall the intro and the cards stand, as Draw lays them.
func (lay lessonLayout) height(ctx *engine.Context, th *ui.Theme, intro string) float64 {
	u := ctx.Scale
	h := th.Paragraph(nil, ctx, intro, 0, 0, lay.width, 15, false, th.Dim, engine.Left) + 14*u
	for _, r := range lay.rows {
		h += r + lay.gap
	}
	return h
}

// lessonLook is a card's words measured for its width.
type lessonLook struct {
	tx, textW, titleW, titleH, tick, h float64
	mark                               string
	col                                color.RGBA
	markF                              *engine.Face
}

// lessonMeasure measures lesson ls's card w wide: where its words start and how wide they may
// be, its completed mark, and its height.
func lessonMeasure(ctx *engine.Context, th *ui.Theme, ls *lessons.Lesson, w float64, done bool) lessonLook {
	u := ctx.Scale
	m := lessonLook{tx: 14*u + lessonDisc*u + 14*u, markF: ui.Face(ctx, 13, true), mark: "not yet", col: th.Dim}
	if done {
		m.mark, m.col = "completed", th.Accent
	}
	// the tick is drawn: the fonts Go ships have no "✓" (it drew as an empty box)
	m.tick = math.Round(m.markF.Size * 1.1)
	markW := th.Width(m.mark, m.markF) + m.tick + 16*u
	m.textW = w - 12*u - m.tx
	m.titleW = m.textW - markW
	m.titleH = th.Paragraph(nil, ctx, ls.Title, 0, 0, m.titleW, 16, true, th.Text, engine.Left)
	m.h = max(ui.TouchSize*u, 12*u+m.titleH+4*u+th.Paragraph(nil, ctx, ls.About, 0, 0, m.textW, 13, false, th.Dim, engine.Left)+12*u)
	return m
}
