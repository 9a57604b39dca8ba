package scenes

import (
	"fmt"
	"math"
	"tigris/lessons"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// lessonState is what the board screen keeps of a tutorial lesson: which one, and its scrolled
// text.
type lessonState struct {
	index int
	text  ui.Page
	kept  bool // the completion was written to the settings
	step  int  // the step the box shows
}

// StartLesson opens lesson i on the board screen. A lesson is never saved and never replaces the
// game behind Continue.
func (sh *Shell) StartLesson(ctx *engine.Context, i int) error {
	if i < 0 || i >= len(lessons.All) {
		return fmt.Errorf("no lesson %d", i+1)
	}
	s, err := session.StartLesson(&lessons.All[i])
	if err != nil {
		return err
	}
	p := NewPlay(s, sh.Hooks)
	p.shell, p.gen = sh, -1
	p.lesson = &lessonState{index: i}
	ctx.Switch(p)
	return nil
}

// updateLesson keeps a completed lesson in the settings and takes the lesson box's buttons.
func (p *Play) updateLesson(ctx *engine.Context, clicked ui.ID) {
	t := p.sess.Lesson()
	if t.Done() && !p.lesson.kept && p.shell != nil {
		p.lesson.kept = true
		p.shell.Settings.MarkLesson(t.Lesson.ID)
		if msg := p.shell.SaveSettings(); msg != "" {
			p.say(msg)
		}
	}
	if t.Step() != p.lesson.step {
		// a step made: the refusal of a wrong try is old news
		p.lesson.step, p.banner.text = t.Step(), ""
		p.lesson.text.ScrollTo(0)
	}
	p.lesson.text.Update(ctx)
	switch clicked {
	case idLessonNext:
		if p.lesson.index+1 < len(lessons.All) {
			if err := p.shell.StartLesson(ctx, p.lesson.index+1); err != nil {
				p.say(err.Error())
			}
			return
		}
		ctx.Switch(NewLessonList(p.shell))
	case idLessonRestart:
		p.menu.open = false
		if err := p.shell.StartLesson(ctx, p.lesson.index); err != nil {
			p.say(err.Error())
		}
	case idLessons:
		ctx.Switch(NewLessonList(p.shell))
	}
}

// lessonLit are the spaces the lesson asks for now, lit on the board while the learner decides.
func (p *Play) lessonLit() []int {
	if p.lesson == nil || !p.sess.HumanToDecide() {
		return nil
	}
	return p.sess.Lesson().Lit()
}

// drawLessonLit frames the spaces the lesson asks for, pulsing (steady with motion off).
func (p *Play) drawLessonLit(dst *ebiten.Image, ctx *engine.Context) {
	for _, c := range p.lessonLit() {
		pulse(dst, ctx, p.lay.cellRect(c), p.lay.U, p.animSpeed() > 0)
	}
}

// lessonLines are the lesson box's paragraphs: what the last move did, then what to do now.
func (p *Play) lessonLines() (said, ask string) {
	t := p.sess.Lesson()
	said = t.Said
	if t.Step() == 0 {
		said = t.Lesson.Intro
	}
	ask = t.Ask()
	if t.Done() && p.lesson.index+1 == len(lessons.All) {
		done := func(string) bool { return true }
		if p.shell != nil {
			done = p.shell.Settings.LessonDone
		}
		ask = session.LastLessonWords(t.Lesson.ID, done)
	}
	return said, ask
}

// lessonBox is where the lesson box stands (the log's place, or over the half of the board the
// lesson does not point at where the screen has no room for it) and the part of it its text
// scrolls in, above the buttons of a completed lesson.
func (p *Play) lessonBox() (box, text ui.Rect) {
	l := &p.lay
	u := l.U
	r := l.LessonBox
	t := p.sess.Lesson()
	if t.Done() && l.Compact && !l.Portrait {
		r = l.Work // done: the hand and supply are idle, and the box takes their room too
	}
	if r.H < 60*u {
		h := math.Min(l.Board.H*0.45, 220*u)
		r = ui.Rect{X: l.Board.X, Y: l.Board.Y, W: l.Board.W, H: h}
		for _, c := range t.Lit() {
			if c/game.Cols < game.Rows/2 {
				r.Y = l.Board.Bottom() - h
			}
		}
	}
	btnH := 0.0
	if t.Done() {
		btnH = ui.TouchSize*u + 10*u
	}
	return r, ui.Rect{X: r.X + 6*u, Y: r.Y + 2*u, W: r.W - 12*u, H: r.H - 8*u - btnH}
}

// drawLesson draws the lesson box where the log is: the lesson's title, what happened and what to
// do, and once it is done the way on. Where the board names no spaces, the spaces the lesson
// points at carry their names.
func (p *Play) drawLesson(dst *ebiten.Image, ctx *engine.Context) {
	th := p.theme()
	l := &p.lay
	u := l.U
	t := p.sess.Lesson()
	r, text := p.lessonBox()
	engine.Box(dst, r.X+4*u, r.Y, r.W-8*u, r.H-4*u, 6*u, ui.Alpha(th.Log, 245))
	engine.Frame(dst, r.X+4*u, r.Y, r.W-8*u, r.H-4*u, 2*u, th.Accent)
	inner := r.W - 32*u
	bh := ui.TouchSize * u
	from := len(p.ctl.Hits)
	c, y := p.lesson.text.Begin(dst, text)
	y += 8 * u
	title := fmt.Sprintf("Lesson %d of %d · %s", p.lesson.index+1, len(lessons.All), t.Lesson.Title)
	if t.Done() {
		title += " — complete!"
	}
	y += th.Paragraph(c, ctx, title, r.X+16*u, y, inner, 15, true, th.Accent, engine.Left) + 6*u
	// what to do first, where a small box shows it without scrolling; then what happened
	said, ask := p.lessonLines()
	if ask != "" {
		y += th.Paragraph(c, ctx, ask, r.X+16*u, y, inner, 15, true, engine.RGB(255, 226, 140), engine.Left) + 8*u
	}
	if said != "" {
		y += th.Paragraph(c, ctx, said, r.X+16*u, y, inner, 14, false, th.Text, engine.Left) + 8*u
	}
	p.lesson.text.End(dst, ctx, &p.ctl, from, y)
	if t.Done() {
		by := r.Y + r.H - 8*u - bh
		bw := (inner - 12*u) / 2
		next := "Next lesson"
		if p.lesson.index+1 == len(lessons.All) {
			next = "Finish"
		}
		p.ctl.Styled(dst, ctx, ui.Rect{X: r.X + 16*u, Y: by, W: bw, H: bh}, next, idLessonNext, "Go on to the next lesson", true, ui.Primary)
		p.ctl.Styled(dst, ctx, ui.Rect{X: r.X + 16*u + bw + 12*u, Y: by, W: bw, H: bh}, "Lessons", idLessons, "Back to the list of lessons", true, ui.Quiet)
	}
	if !l.Coords {
		p.nameLitSpaces(dst, ctx)
	}
}

// nameLitSpaces writes each lit space's name (G4) on a tag above it, where the board is drawn
// without its column letters and row numbers: the lesson's words name spaces the player can find.
func (p *Play) nameLitSpaces(dst *ebiten.Image, ctx *engine.Context) {
	th := p.theme()
	l := &p.lay
	u := l.U
	f := ui.Face(ctx, 12, true)
	for _, c := range p.lessonLit() {
		r := l.cellRect(c)
		name := game.SpaceName(c)
		w := th.Width(name, f) + 8*u
		h := f.Size * 1.3
		x := math.Max(l.Board.X, math.Min(r.X+r.W/2-w/2, l.Board.X+l.Board.W-w))
		y := r.Y - h - 2*u
		if y < l.Board.Y {
			y = r.Bottom() + 2*u // the top row: the tag below its space
		}
		engine.Box(dst, x, y, w, h, 3*u, engine.RGBA(20, 20, 20, 220))
		th.Draw(dst, name, f, x+w/2, y+(h-f.Size*1.2)/2, engine.Scale(engine.RGB(255, 226, 140)), engine.Center)
	}
}
