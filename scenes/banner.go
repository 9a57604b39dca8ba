package scenes

import (
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// banner is the toast: a short message (a refusal, a hint, a conflict's result) shown a few
// seconds where it covers no button and none of the log's text. It owns its words and its time.
type banner struct {
	b     *boardView
	log   *logPart // its lines are what the toast may stand below
	text  string
	until time.Time
	drawn string // the toast on the last picture ("" for none)
	// about is the board's space the toast speaks of (a hint's, a refused drop's) plus one, which
	// it never covers; 0 for none. refused: a drop refused there, said beside it (refusal.go).
	about   int
	near    []int // the other spaces it speaks of (a conflict's), which it keeps off (toastaway.go)
	refused bool
	since   time.Time // when it was said
	// keep is what the toast must leave in sight besides the layout's buttons: a dialog's card
	// (drawn after the toast, it hid it), a finished lesson's box with its Next lesson and Lessons
	keep func() []ui.Rect
}

// say shows msg, its first letter capital, for a few seconds.
func (t *banner) say(msg string) {
	t.text = strings.ToUpper(msg[:1]) + msg[1:]
	t.since = time.Now()
	t.until = t.since.Add(3500 * time.Millisecond)
	t.about, t.refused, t.near = 0, false, nil
}

// sayFor shows msg for d instead of the usual few seconds.
func (t *banner) sayFor(msg string, d time.Duration) {
	t.say(msg)
	t.until = time.Now().Add(d)
}

// hush takes the toast away at once.
func (t *banner) hush() { t.text = "" }

// changed reports that the toast came, went or was replaced since the last picture.
func (t *banner) changed(now time.Time) bool {
	shown := t.text
	if now.After(t.until) {
		shown = ""
	}
	if shown == t.drawn {
		return false
	}
	t.drawn = shown
	return true
}

// draw paints the toast; aside says the panel's free room may take it (no dialog or lesson box
// has it).
func (t *banner) draw(dst *ebiten.Image, ctx *engine.Context, aside bool) {
	if t.text == "" || ctx.Now.After(t.until) {
		return
	}
	t.paint(dst, ctx, t.rect(ctx, aside))
}

// drawTop paints the toast at the top of the screen, over the status line: where it stands over
// the results card, whose words it leaves in sight.
func (t *banner) drawTop(dst *ebiten.Image, ctx *engine.Context) {
	if t.text == "" || ctx.Now.After(t.until) {
		return
	}
	l := &t.b.lay
	u := l.U
	w := math.Min(t.b.theme().Width(t.text, ui.Face(ctx, 15, true))+30*u, l.W-16*u)
	h := t.b.theme().Paragraph(nil, ctx, t.text, 0, 0, w-24*u, 15, true, t.b.theme().Text, engine.Center) + 16*u
	t.paint(dst, ctx, ui.Rect{X: (l.W - w) / 2, Y: 6 * u, W: w, H: h})
}

// paint draws the toast's box and words in r.
func (t *banner) paint(dst *ebiten.Image, ctx *engine.Context, r ui.Rect) {
	th := t.b.theme()
	u := t.b.lay.U
	ctx.Stamps.Box(dst, r.X-1.5*u, r.Y-1.5*u, r.W+3*u, r.H+3*u, 7.5*u, ui.Alpha(th.Accent, 150)) // apart from the log's box it may stand on
	ctx.Stamps.Box(dst, r.X, r.Y, r.W, r.H, 6*u, th.Log)                                         // opaque: the lines under it do not show through
	h := th.Paragraph(nil, ctx, t.text, 0, 0, r.W-24*u, 15, true, th.Text, engine.Center)
	th.Paragraph(dst, ctx, t.text, r.X+12*u, r.Y+(r.H-h)/2, r.W-24*u, 15, true, th.Text, engine.Center) // (a box stretched to whole lines of the log is taller)
}

// rect is where the toast stands (place), moved over the board's foot or head where it would
// cover what it must keep in sight: on a phone a finished lesson's box reaches over the idle
// hand, and the result stood over its Next lesson, which a tap on the toast pressed (review 4,
// F10); a refusal of a dialog's choice stood under the dialog's card, unseen (F17).
func (t *banner) rect(ctx *engine.Context, aside bool) ui.Rect {
	r := t.place(ctx, aside)
	if t.keep == nil {
		return r
	}
	keep := t.keep()
	if !overlapsAny(r, keep) {
		return r
	}
	l := &t.b.lay
	u := l.U
	w := math.Min(r.W, l.Board.W-16*u)
	h := t.b.theme().Paragraph(nil, ctx, t.text, 0, 0, w-24*u, 15, true, t.b.theme().Text, engine.Center) + 16*u
	for _, y := range []float64{l.Board.Bottom() - h - 8*u, l.Board.Y + 8*u} {
		if c := (ui.Rect{X: l.Board.X + (l.Board.W-w)/2, Y: y, W: w, H: h}); !overlapsAny(c, keep) {
			return c
		}
	}
	return r
}

// overlapsAny reports that r overlaps one of rs (empty ones overlap nothing).
func overlapsAny(r ui.Rect, rs []ui.Rect) bool {
	for _, k := range rs {
		if k.W > 0 && k.H > 0 && ui.Overlaps(r, k) {
			return true
		}
	}
	return false
}

// place is where the toast stands, in the first place of these where it fits whole: under the
// board, the panel's free band above its buttons, the log's box below its lines; only where none
// has room, at the board's foot. It covers no button and none of the log's text (which says what
// the toast is about), and no space of the board while the screen has room elsewhere.
func (t *banner) place(ctx *engine.Context, aside bool) ui.Rect {
	th := t.b.theme()
	l := &t.b.lay
	u := l.U
	f := ui.Face(ctx, 15, true)
	size := func(maxW float64) (float64, float64) {
		w := math.Min(th.Width(t.text, f)+30*u, maxW)
		return w, th.Paragraph(nil, ctx, t.text, 0, 0, w-24*u, 15, true, th.Text, engine.Center) + 16*u
	}
	room := l.Board.W - 16*u
	if l.Turned {
		room = l.W - 16*u // the screen's width: a turned board's foot is the toast's last place, kept low
	}
	if r, ok := t.besideSpace(ctx, size); ok {
		return r
	}
	w, h := size(room)
	x := math.Max(8*u, l.Board.X+(l.Board.W-w)/2)
	under := ui.Rect{X: x, Y: l.Board.Bottom() + 8*u, W: w, H: h}
	if pub := l.Public; pub.X < l.Board.X && pub.H > 0 {
		under.Y = pub.Bottom() + 4*u // below what is beside the board, standing under it
	}
	if !l.Portrait && under.Bottom() <= l.H && !ui.Overlaps(under, l.Log) {
		return under
	}
	if r, ok := t.besidePublic(ctx, size); ok {
		return r
	}
	aside = aside && !l.Lesson // the lesson box has the panel's room
	if band := l.PanelBand(); aside && band.W > 0 {
		bw, bh := size(band.W)
		if bh <= band.H {
			return ui.Rect{X: band.X + (band.W-bw)/2, Y: band.Y + (band.H-bh)/2, W: bw, H: bh}
		}
	}
	if lg := l.Log; aside && lg.W > 0 {
		lw, lh := size(lg.W - 16*u)
		if used, ok := t.log.textH(ctx); ok && lg.Y+used+lh+8*u <= lg.Bottom()-4*u {
			return ui.Rect{X: lg.X + (lg.W-lw)/2, Y: lg.Y + used + 4*u, W: lw, H: lh}
		}
	}
	if r, ok := t.overOldLines(ctx, size); aside && ok {
		return r
	}
	return t.overPanel(ctx, under, size)
}

// overOldLines is the toast's place over the top of a full log's box, its oldest lines, where the
// newer half of the box stays in sight (on a phone over the row of monuments above the box as
// well): rather than over the hand and the leaders in supply,
// which hold the pieces a hint names (it used to hide the very leader or catastrophe it framed).
func (t *banner) overOldLines(ctx *engine.Context, size func(float64) (float64, float64)) (ui.Rect, bool) {
	l := &t.b.lay
	u := l.U
	lg := l.Log
	if lg.W == 0 || l.Lesson {
		return ui.Rect{}, false
	}
	if !t.log.full(ctx) {
		return ui.Rect{}, false // a log not yet full: the toast would hide the lines it is about
	}
	top := lg.Y
	if pub := l.Public; pub.H > 0 && pub.X >= l.Panel.X && pub.Y < lg.Y && pub.Bottom() >= lg.Y-12*u {
		top = pub.Y // and over the row of monuments just above it (a phone's panel): they wait
	}
	_, h := size(lg.W - 6*u)
	// the box's whole width, so no old line shows beside it, and whole lines below it
	r := t.log.wholeLines(ctx, ui.Rect{X: lg.X + 3*u, Y: top + 3*u, W: lg.W - 6*u, H: h}, 1.5*u)
	if r.Bottom()+3*u > lg.Y+lg.H/2 {
		return ui.Rect{}, false
	}
	return r, true
}

// overPanel is the toast's place where no free room holds it: over the room between the players'
// rows and the log's box (the hand, the supply, the monuments), from its foot, else over the
// log's box; never over the players' rows, which hold the score (issue 44), nor a button, nor the
// board's rows where the person places, nor his pieces while he plays (then on the board off the
// spaces it speaks of). Only where neither holds it, at the board's foot.
func (t *banner) overPanel(ctx *engine.Context, under ui.Rect, size func(float64) (float64, float64)) ui.Rect {
	l := &t.b.lay
	u := l.U
	ownLog := l.Lesson && l.LessonBox != l.Log // a lesson's log apart from its box (under the board)
	if lg := l.Log; ownLog && lg.W > 0 {
		if r, ok := t.overLog(ctx, size); ok {
			return r // over the log, which says the same: the lesson's box and its buttons stay clear
		}
	}
	if wk := t.workRoom(); wk.W > 0 {
		if w, h := size(wk.W - 8*u); h <= wk.H {
			if r := (ui.Rect{X: wk.X + (wk.W-w)/2, Y: wk.Bottom() - h, W: w, H: h}); !ui.Overlaps(r, l.Players) && !t.hidesOwnPieces(r) {
				return r // (a two-column panel's Work spans the players' rows too)
			}
		}
	}
	// on a phone the board is where the person places (issue 44): the toast goes on it only
	// where it would cover a space it speaks of at the board's foot (below)
	if r, ok := t.overBoardAway(ctx, size); ok && !l.Compact && (!l.Portrait || t.b.sess.HumanToDecide()) { // toastaway.go
		return r // his pieces stay in sight, and the board's spaces the toast speaks of
	}
	if !l.Lesson { // the lesson's words stay in sight
		if r, ok := t.overLog(ctx, size); ok {
			return r
		}
	}
	if r, ok := t.overIdleHand(size); ok {
		return r
	}
	under.Y = l.Board.Bottom() - under.H - 8*u
	if t.coversConcerned(under) {
		under.Y = l.Board.Y + 8*u // a space it speaks of is in the board's foot: at its head instead
	}
	if r, ok := t.overBoardAway(ctx, size); ok && t.coversConcerned(under) {
		return r // one is at its head too
	}
	return under
}

// overLog is the toast's place over the middle of the log's box, on whole lines.
func (t *banner) overLog(ctx *engine.Context, size func(float64) (float64, float64)) (ui.Rect, bool) {
	l := &t.b.lay
	u := l.U
	lg := l.Log
	if lg.W <= 0 {
		return ui.Rect{}, false
	}
	if w, h := size(lg.W - 8*u); h <= lg.H {
		r := t.log.wholeLines(ctx, ui.Rect{X: lg.X + (lg.W-w)/2, Y: lg.Y + (lg.H-h)/2, W: w, H: h}, 1.5*u)
		if r.Bottom() <= lg.Bottom() {
			return r, true
		}
	}
	return ui.Rect{}, false
}

// workRoom is the room over the panel's hand, supply and monuments a toast may take from its
// foot: clear of the log's tab, above the log's box (its lines say what the toast is about;
// folded behind its tab, it shows none) and above a lesson's box.
func (t *banner) workRoom() ui.Rect {
	l := &t.b.lay
	u := l.U
	wk := l.Work
	if wk.W <= 0 {
		return ui.Rect{}
	}
	if tab := l.LogTab; tab.W > 0 && tab.X > wk.X {
		wk.W = tab.X - 6*u - wk.X // clear of the tab that opens the log (under a turned board)
	}
	bottom := wk.Bottom()
	if lg := l.Log; lg.W > 0 && lg.H > 0 && lg.Y > wk.Y && lg.Y < bottom {
		bottom = lg.Y
	}
	if lb := l.LessonBox; l.Lesson && lb.H > 0 && lb.Y > wk.Y && lb.Y < bottom {
		bottom = lb.Y - 4*u // the lesson's words and its Next lesson button stay in sight (issue 44)
	}
	if tab := l.LogTab; tab.W > 0 && tab.Y > wk.Y && tab.Y < bottom {
		bottom = tab.Y - 4*u // the log's tab is a button: above its row, over the hand
	}
	wk.H = bottom - wk.Y
	return wk
}

// toastKeeps are what the toast leaves in sight besides the layout's buttons: the dialog's card
// as last drawn, a finished lesson's box or one grown over the board's foot.
func toastKeeps(p *Play) []ui.Rect {
	var out []ui.Rect
	if p.dlg.ok {
		out = append(out, p.dlg.at)
	}
	if p.lesson != nil {
		out = append(out, p.lesson.keptBox())
	}
	return out
}
