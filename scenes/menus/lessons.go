package menus

import (
	"fmt"
	"tigris/lessons"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// LessonList is the tutorial's screen: the lessons in order, those completed marked, each started
// with a click.
type LessonList struct {
	sh   Host
	ctl  ui.Controls
	page ui.Page
	err  string
}

// NewLessonList opens the list of lessons.
func NewLessonList(sh Host) *LessonList { return &LessonList{sh: sh} }

// Update implements engine.Scene.
func (l *LessonList) Update(ctx *engine.Context) (bool, error) {
	if ctx.In.KeyPressed(ebiten.KeyEscape) {
		ctx.Switch(NewTitle(l.sh))
		return true, nil
	}
	id, redraw := l.ctl.Update(ctx)
	redraw = l.page.Update(ctx) || redraw
	switch {
	case id == idBack:
		ctx.Switch(NewTitle(l.sh))
	case id == idNext:
		l.start(ctx, l.firstUndone())
	default:
		if i, ok := idLesson.Index(id); ok {
			l.start(ctx, i)
		}
	}
	return redraw || !id.IsZero(), nil
}

func (l *LessonList) firstUndone() int {
	for i := range lessons.All {
		if !l.sh.Prefs.Settings().LessonDone(lessons.All[i].ID) {
			return i
		}
	}
	return 0
}

func (l *LessonList) start(ctx *engine.Context, i int) {
	if err := l.sh.Games.StartLesson(ctx, i); err != nil {
		l.err = err.Error()
	}
}

// Draw implements engine.Scene.
func (l *LessonList) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := l.sh.Look.Theme()
	u := ctx.Scale
	w := float64(ctx.W)
	top := ui.Screen(dst, ctx, th, &l.ctl, "Learn to play")
	done := len(l.sh.Prefs.Settings().Lessons)
	intro := fmt.Sprintf("Short lessons on prepared positions, with the real rules: each asks for a move, lights where it goes and explains what happened. %d of %d completed.", done, len(lessons.All))
	lay := l.arrange(ctx, intro, top)
	cw, x0 := lay.width, (w-lay.width)/2
	next := "Start"
	if done > 0 && done < len(lessons.All) {
		next = "Next lesson"
	}
	foot := ui.Footer(dst, ctx, &l.ctl, cw,
		ui.FootButton{Label: "Back", ID: idBack, Tip: "Back to the title (Esc)", Enabled: true, Style: ui.Quiet},
		ui.FootButton{Label: next, ID: idNext, Tip: "The first lesson not yet completed", Enabled: true, Style: ui.Primary})
	if l.err != "" {
		foot -= th.Paragraph(nil, ctx, l.err, 0, 0, cw, 14, false, ui.Bad, engine.Left) + 8*u
		th.Paragraph(dst, ctx, l.err, x0, foot+4*u, cw, 14, false, ui.Bad, engine.Left)
	}
	from := len(l.ctl.Hits)
	c, y := l.page.Begin(dst, ui.Rect{X: 0, Y: top, W: w, H: foot - top})
	y += th.Paragraph(c, ctx, intro, x0, y, cw, 15, false, th.Dim, engine.Left) + 14*u
	for row, h := range lay.rows {
		for col := range lay.cols {
			i := col*len(lay.rows) + row
			if i >= len(lessons.All) {
				break
			}
			r := ui.Rect{X: x0 + float64(col)*(lay.colW+lessonGap*u), Y: y, W: lay.colW, H: h}
			l.drawLesson(c, ctx, i, r)
		}
		y += h + lay.gap
	}
	l.page.End(dst, ctx, &l.ctl, from, y+8*u)
	l.ctl.DrawTip(dst, ctx)
	l.ctl.Trace(l.sh.Look.TraceControls(), "lessons", ctx)
}

// drawLesson draws lesson i's card in r: its number in a disc, its title and what it teaches, and
// whether it is completed; a click on it starts the lesson.
func (l *LessonList) drawLesson(c *ebiten.Image, ctx *engine.Context, i int, r ui.Rect) {
	th := l.sh.Look.Theme()
	u := ctx.Scale
	ls := &lessons.All[i]
	done := l.sh.Prefs.Settings().LessonDone(ls.ID)
	m := lessonMeasure(ctx, th, ls, r.W, done)
	x0, y, h := r.X, r.Y, r.H
	fill := th.Panel
	if ctx.In.Hovers() && r.In(ctx.In.X, ctx.In.Y) {
		fill = th.Row
	}
	th.Card(c, ctx, r, fill)
	// the lesson's number in a disc, gold once it is done
	disc := lessonDisc * u
	dc, nc := th.Well, th.Text
	if done {
		dc, nc = th.Accent, th.Background
	}
	engine.Circle(c, x0+14*u+disc/2, y+h/2, disc/2, dc)
	nf := ui.Face(ctx, 15, true)
	th.Draw(c, fmt.Sprint(i+1), nf, x0+14*u+disc/2, y+h/2-nf.Size*0.62, engine.Scale(nc), engine.Center)
	th.Paragraph(c, ctx, ls.Title, x0+m.tx, y+10*u, m.titleW, 16, true, th.Text, engine.Left)
	th.Paragraph(c, ctx, ls.About, x0+m.tx, y+12*u+m.titleH+2*u, m.textW, 13, false, th.Dim, engine.Left)
	markX := x0 + r.W - 12*u
	if done {
		if ic := ui.Icon(&ctx.Stamps, idLessonTick, int(m.tick)); ic != nil {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(markX-m.tick, y+12*u-m.tick*0.05)
			op.ColorScale = engine.Scale(m.col)
			c.DrawImage(ic, op)
		}
		markX -= m.tick + 4*u
	}
	th.Draw(c, m.mark, m.markF, markX, y+12*u, engine.Scale(m.col), engine.Right)
	l.ctl.Add(r, idLesson.At(i), "Start this lesson", true)
}
