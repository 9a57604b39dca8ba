package scenes

import (
	"fmt"
	"math"
	"strings"
	"tigris/lessons"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// lessonPart is the lesson box, the board screen's part in a tutorial lesson: which lesson, its
// scrolled text, the step it shows, its buttons once done, and the spaces it lights on the board.
// It reads the lesson through the board's session and registers its controls in the panel's.
type lessonPart struct {
	b      *boardView
	banner *banner
	ctl    *ui.Controls // the panel's
	index  int
	text   ui.Page
	kept   bool    // the completion was written to the settings
	step   int     // the step the box shows
	grow   float64 // how far the box reaches up over the board's foot this frame (growth)
}

// StartLesson opens lesson i on the board screen. A lesson is never saved and never replaces the
// game behind Continue.
func (sh *Shell) StartLesson(ctx *engine.Context, i int) error {
	if i < 0 || i >= len(lessons.All) {
		return fmt.Errorf("no lesson %d", i+1)
	}
	s, err := session.StartLesson(&lessons.All[i], sh.Sliced)
	if err != nil {
		return err
	}
	p := NewPlay(NewSession(s, s, s), sh.Hooks)
	p.host, p.gen, p.reach = sh.boardHost(), -1, sh.Reach
	p.lesson = &lessonPart{b: &p.boardView, banner: &p.banner, ctl: &p.ctl, index: i}
	ctx.Switch(p)
	return nil
}

// update keeps a completed lesson in the settings and takes the lesson box's buttons.
func (ls *lessonPart) update(ctx *engine.Context, clicked ui.ID) {
	t := lessonOf(ls.b.sess.Reader)
	if t.Done() && !ls.kept && ls.b.host.shell != nil {
		ls.kept = true
		ls.b.host.Prefs.Settings().MarkLesson(t.Lesson.ID)
		if msg := ls.b.host.Prefs.SaveSettings(); msg != "" {
			ls.banner.say(msg)
		}
	}
	if t.Step() != ls.step {
		// a step made: the refusal of a wrong try is old news
		ls.step, ls.banner.text = t.Step(), ""
		ls.text.ScrollTo(0)
	}
	ls.text.Update(ctx)
	switch clicked {
	case idLessonNext:
		if ls.index+1 < len(lessons.All) {
			if err := ls.b.host.Games.StartLesson(ctx, ls.index+1); err != nil {
				ls.banner.say(err.Error())
			}
			return
		}
		ctx.Switch(menus.NewLessonList(ls.b.host.Host))
	case idLessonRestart:
		if err := ls.b.host.Games.StartLesson(ctx, ls.index); err != nil {
			ls.banner.say(err.Error())
		}
	case idLessons:
		ctx.Switch(menus.NewLessonList(ls.b.host.Host))
	}
}

// lit are (none outside a lesson) the spaces the lesson asks for now, lit on the board while the learner decides.
func (ls *lessonPart) lit() []int {
	if ls == nil || !ls.b.sess.HumanToDecide() {
		return nil
	}
	return lessonOf(ls.b.sess.Reader).Lit()
}

// drawLit frames the spaces the lesson asks for, pulsing (steady with motion off).
func (ls *lessonPart) drawLit(dst *ebiten.Image, ctx *engine.Context, moving bool) {
	for _, c := range ls.lit() {
		pulse(dst, ctx, ls.b.lay.CellRect(c), ls.b.lay.U, moving)
	}
}

// lines are the lesson box's paragraphs: what the last move did, then what to do now.
func (ls *lessonPart) lines() (said, ask string) {
	t := lessonOf(ls.b.sess.Reader)
	said = t.Said
	if t.Step() == 0 {
		said = t.Lesson.Intro
	}
	ask = t.Ask()
	if t.Done() && ls.index+1 == len(lessons.All) {
		done := func(string) bool { return true }
		if ls.b.host.shell != nil {
			done = ls.b.host.Prefs.Settings().LessonDone
		}
		ask = session.LastLessonWords(t.Lesson.ID, done)
	}
	return said, ask
}

// keptBox is the lesson's box where a toast must leave it in sight: finished, it holds the way on
// (Next lesson, Lessons); grown over the board's foot, it stands where toasts go. None otherwise.
func (ls *lessonPart) keptBox() ui.Rect {
	if !lessonOf(ls.b.sess.Reader).Done() && ls.grow == 0 {
		return ui.Rect{}
	}
	r, _ := ls.box()
	return r
}

// box is where the lesson box stands (the log's place, or over the half of the board the
// lesson does not point at where the screen has no room for it) and the part of it its text
// scrolls in, above the buttons of a completed lesson.
func (ls *lessonPart) box() (box, text ui.Rect) {
	l := &ls.b.lay
	u := l.U
	r := l.LessonBox
	t := lessonOf(ls.b.sess.Reader)
	if t.Done() && l.Compact && !l.Portrait {
		r = l.Work // done: the hand and supply are idle, and the box takes their room too
	} else if t.Done() && l.Turned && r.H > 0 {
		r.H = l.Work.Bottom() - r.Y // done under a turned board: the box reaches down over the idle hand and supply
	}
	if r.H < 60*u {
		h := math.Min(l.Board.H*0.45, 220*u)
		r = ui.Rect{X: l.Board.X, Y: l.Board.Y, W: l.Board.W, H: h}
		for _, c := range t.Lit() {
			if cr := l.CellRect(c); cr.Y+cr.H/2 < l.Board.Y+l.Board.H/2 { // in the top half as shown (turned or not)
				r.Y = l.Board.Bottom() - h
			}
		}
	}
	btnH := 0.0
	if t.Done() {
		btnH = ui.TouchSize*u + 10*u
	}
	r.Y, r.H = r.Y-ls.grow, r.H+ls.grow
	return r, ui.Rect{X: r.X + 6*u, Y: r.Y + 2*u, W: r.W - 12*u, H: r.H - 8*u - btnH}
}

// draw draws the lesson box where the log is: the lesson's title, what happened and what to
// do, and once it is done the way on. Where the board names no spaces, the spaces the lesson
// points at carry their names.
func (ls *lessonPart) draw(dst *ebiten.Image, ctx *engine.Context) {
	th := ls.b.theme()
	l := &ls.b.lay
	u := l.U
	t := lessonOf(ls.b.sess.Reader)
	ls.grow = 0
	ls.grow = ls.growth(ctx)
	r, text := ls.box()
	// opaque: done, the box stands over the idle hand, which showed through it (review 5)
	ctx.Stamps.Box(dst, r.X+4*u, r.Y, r.W-8*u, r.H-4*u, 6*u, th.Log)
	engine.Frame(dst, r.X+4*u, r.Y, r.W-8*u, r.H-4*u, 2*u, th.Accent)
	inner := r.W - 32*u
	bh := ui.TouchSize * u
	from := len(ls.ctl.Hits)
	c, y := ls.text.Begin(dst, text)
	y += 8 * u
	y += th.Paragraph(c, ctx, ls.title(), r.X+16*u, y, inner, 15, true, th.Accent, engine.Left) + 6*u
	// what to do first, where a small box shows it without scrolling; then what happened
	said, ask := ls.lines()
	if ask != "" {
		y += th.Paragraph(c, ctx, ask, r.X+16*u, y, inner, 15, true, engine.RGB(255, 226, 140), engine.Left) + 8*u
	}
	if said != "" {
		y += th.Paragraph(c, ctx, said, r.X+16*u, y, inner, 14, false, th.Text, engine.Left) + 8*u
	}
	ls.text.End(dst, ctx, ls.ctl, from, y)
	if t.Done() {
		by := r.Y + r.H - 8*u - bh
		bw := (inner - 12*u) / 2
		ls.ctl.Styled(dst, ctx, ui.Rect{X: r.X + 16*u, Y: by, W: bw, H: bh}, ls.nextLabel(), idLessonNext, "Go on to the next lesson", true, ui.Primary)
		ls.ctl.Styled(dst, ctx, ui.Rect{X: r.X + 16*u + bw + 12*u, Y: by, W: bw, H: bh}, "Lessons", idLessons, "Back to the list of lessons", true, ui.Quiet)
	}
	if !l.Coords {
		ls.nameLit(dst, ctx)
	}
}

// title heads the box: the lesson's number and name, and whether it is done.
func (ls *lessonPart) title() string {
	t := lessonOf(ls.b.sess.Reader)
	title := fmt.Sprintf("Lesson %d of %d · %s", ls.index+1, len(lessons.All), t.Lesson.Title)
	if t.Done() {
		title += " — complete!"
	}
	return title
}

// growth is how far the box under a phone's turned board reaches up over the board's foot so
// that its first view shows what to do and the whole first sentence of what it explains (review
// 5: half a line of it showed under the scroll's chevron), never over a space the lesson points
// at nor over more than the board's lowest quarter; where that is not enough the rest scrolls.
func (ls *lessonPart) growth(ctx *engine.Context) float64 {
	l := &ls.b.lay
	u := l.U
	t := lessonOf(ls.b.sess.Reader)
	r, text := ls.box()
	if t.Done() || !l.Turned || r.Y < l.Board.Bottom() {
		return 0
	}
	th := ls.b.theme()
	inner := r.W - 32*u
	said, ask := ls.lines()
	need := 8*u + th.Paragraph(nil, ctx, ls.title(), 0, 0, inner, 15, true, th.Accent, engine.Left) + 6*u
	if ask != "" {
		need += th.Paragraph(nil, ctx, ask, 0, 0, inner, 15, true, th.Text, engine.Left) + 8*u
	}
	if first := firstSentence(said); first != said {
		// more follows: the page fades its foot under a chevron, unless the whole text fits
		all := need + th.Paragraph(nil, ctx, said, 0, 0, inner, 14, false, th.Text, engine.Left) + 9*u // a unit spare: no scroll bar for a rounding
		need = math.Min(all, need+th.Paragraph(nil, ctx, first, 0, 0, inner, 14, false, th.Text, engine.Left)+ui.FadeH*u)
	} else if said != "" {
		need += th.Paragraph(nil, ctx, said, 0, 0, inner, 14, false, th.Text, engine.Left) + 8*u
	}
	top := l.Board.Y + l.Board.H*0.75
	for _, c := range t.Lit() {
		top = math.Max(top, l.CellRect(c).Bottom()+4*u)
	}
	return math.Max(0, math.Min(need-text.H, r.Y-top))
}

// firstSentence is s up to the end of its first sentence.
func firstSentence(s string) string {
	if i := strings.Index(s, ". "); i >= 0 {
		return s[:i+1]
	}
	return s
}

// nextLabel is the words of the button that goes on from a finished lesson: to the next lesson,
// or after the last to the list.
func (ls *lessonPart) nextLabel() string {
	if ls.index+1 == len(lessons.All) {
		return "Finish"
	}
	return "Next lesson"
}

// nameLit writes each lit space's name (G4) on a tag above it, where the board is drawn
// without its column letters and row numbers: the lesson's words name spaces the player can find.
func (ls *lessonPart) nameLit(dst *ebiten.Image, ctx *engine.Context) {
	th := ls.b.theme()
	l := &ls.b.lay
	u := l.U
	f := ui.Face(ctx, 12, true)
	for _, c := range ls.lit() {
		r := l.CellRect(c)
		name := game.SpaceName(c)
		w := th.Width(name, f) + 8*u
		h := f.Size * 1.3
		x := math.Max(l.Board.X, math.Min(r.X+r.W/2-w/2, l.Board.X+l.Board.W-w))
		y := r.Y - h - 2*u
		if y < l.Board.Y {
			y = r.Bottom() + 2*u // the top row: the tag below its space
		}
		ctx.Stamps.Box(dst, x, y, w, h, 3*u, engine.RGBA(20, 20, 20, 220))
		th.Draw(dst, name, f, x+w/2, y+(h-f.Size*1.2)/2, engine.Scale(engine.RGB(255, 226, 140)), engine.Center)
	}
}
