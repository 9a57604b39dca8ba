package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/session"
)

// LessonList is the tutorial's screen: the lessons in order, those completed marked, each started
// with a click.
type LessonList struct {
	sh   *Shell
	ctl  controls
	page page
	err  string
}

// NewLessonList opens the list of lessons.
func NewLessonList(sh *Shell) *LessonList { return &LessonList{sh: sh} }

// Update implements engine.Scene.
func (l *LessonList) Update(ctx *engine.Context) (bool, error) {
	if ctx.In.KeyPressed(ebiten.KeyEscape) {
		ctx.Switch(l.sh.Title())
		return true, nil
	}
	id, redraw := l.ctl.update(ctx)
	redraw = l.page.update(ctx) || redraw
	var i int
	switch {
	case id == "back":
		ctx.Switch(l.sh.Title())
	case id == "next":
		l.start(ctx, l.firstUndone())
	default:
		if _, err := fmt.Sscanf(id, "lesson%d", &i); err == nil {
			l.start(ctx, i)
		}
	}
	return redraw || id != "", nil
}

func (l *LessonList) firstUndone() int {
	for i := range session.Lessons {
		if !l.sh.Settings.LessonDone(session.Lessons[i].ID) {
			return i
		}
	}
	return 0
}

func (l *LessonList) start(ctx *engine.Context, i int) {
	if err := l.sh.StartLesson(ctx, i); err != nil {
		l.err = err.Error()
	}
}

// Draw implements engine.Scene.
func (l *LessonList) Draw(dst *ebiten.Image, ctx *engine.Context) {
	u := ctx.Scale
	w := float64(ctx.W)
	top := screen(dst, ctx, &l.ctl, "Learn to play")
	cw := contentWidth(ctx, 760)
	x0 := (w - cw) / 2
	done := len(l.sh.Settings.Lessons)
	next := "Start"
	if done > 0 && done < len(session.Lessons) {
		next = "Next lesson"
	}
	foot := footer(dst, ctx, &l.ctl, cw,
		footButton{"Back", "back", "Back to the title (Esc)", true},
		footButton{next, "next", "The first lesson not yet completed", true})
	if l.err != "" {
		foot -= paragraph(nil, ctx, l.err, 0, 0, cw, 14, false, colBad, engine.Left) + 8*u
		paragraph(dst, ctx, l.err, x0, foot+4*u, cw, 14, false, colBad, engine.Left)
	}
	from := len(l.ctl.hits)
	c, y := l.page.begin(dst, rect{0, top, w, foot - top})
	intro := fmt.Sprintf("Short lessons on prepared positions, with the real rules: each asks for a move, lights where it goes and explains what happened. %d of %d completed.", done, len(session.Lessons))
	y += paragraph(c, ctx, intro, x0, y, cw, 15, false, colDim, engine.Left) + 14*u
	for i := range session.Lessons {
		ls := &session.Lessons[i]
		about := ls.About
		textW := cw - 110*u
		h := max(touchSize*u, 12*u+19*u+paragraph(nil, ctx, about, 0, 0, textW, 13, false, colDim, engine.Left)+10*u)
		r := rect{x0, y, cw, h}
		fill := colPanel
		if r.in(ctx.In.X, ctx.In.Y) {
			fill = colRow
		}
		engine.Rect(c, r.X, r.Y, r.W, r.H, fill)
		label(c, ctx, fmt.Sprintf("%d. %s", i+1, ls.Title), x0+12*u, y+10*u, 16, true, colText)
		paragraph(c, ctx, about, x0+12*u, y+12*u+19*u, textW, 13, false, colDim, engine.Left)
		mark, col := "not yet", colDim
		if l.sh.Settings.LessonDone(ls.ID) {
			mark, col = "completed", colAccent
		}
		engine.Text(c, mark, face(ctx, 13, true), x0+cw-12*u, y+12*u, engine.Scale(col), engine.Right)
		l.ctl.add(r, fmt.Sprintf("lesson%d", i), "Start this lesson", true)
		y += h + 8*u
	}
	l.page.end(dst, ctx, &l.ctl, from, y+8*u)
	l.ctl.drawTip(dst, ctx)
	l.ctl.trace(l.sh.Hooks.Controls, "lessons", ctx)
}
