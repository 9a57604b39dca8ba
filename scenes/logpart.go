package scenes

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/boardlayout"
	"tigris/scenes/ui"
)

// logPart is the game's log in its box of the panel: the newest lines folded to the box's width,
// scrolled back by the wheel or by a drag (a finger on a phone). It owns its scroll and reads the
// session's log through the board.
type logPart struct {
	b      *boardView
	scroll int  // lines scrolled back from the newest
	open   bool // opened over the players' rows and the hand, where the panel has no room for it (logfold.go)
	// a drag that began on the box scrolls it: where it began, the scroll then, the line's height
	dragging bool
	dragY    int
	dragFrom int
	lineH    float64
	earlier  bool // the box, as last laid out, has lines before its first (a drag down shows them)
	// over is a card standing over the box (a dialog's, a conflict's result: empty, none): over
	// its lower part the box ends above it, so its newest lines show above the card rather than
	// under it; over its upper part the box begins below it (the result's card hid the top of a
	// desktop's log, review 5)
	over ui.Rect
	// goalAt is where the card of how to play stood in the box, as last drawn (zero: none)
	goalAt ui.Rect
}

// wheel scrolls the log when the wheel turns over its box, or a drag that began on the box moves
// (a phone has no wheel: a finger drags the lines, issue 44 review 3); it reports that it did.
func (g *logPart) wheel(in *engine.Input) bool {
	if in.Pressed && g.b.lay.Log.In(in.X, in.Y) && g.lineH > 0 {
		g.dragging, g.dragY, g.dragFrom = true, in.Y, g.scroll
	}
	if g.dragging {
		if !in.Down {
			g.dragging = false
		}
		// the lines follow the finger: dragged down, the earlier lines come into the box
		g.scroll = max(0, g.dragFrom+int(float64(in.Y-g.dragY)/g.lineH))
		return true
	}
	if in.Wheel == 0 || !g.b.lay.Log.In(in.X, in.Y) {
		return false
	}
	g.scroll = max(0, g.scroll+int(in.Wheel))
	return true
}

func (g *logPart) draw(dst *ebiten.Image, ctx *engine.Context) {
	th := g.b.theme()
	l := &g.b.lay
	if whole, part := l.Log, g.uncovered(); part != whole {
		l.Log = part // drawn in the part the card leaves, as laid out again after
		defer func() { l.Log = whole }()
	}
	u := l.U
	r := l.Log
	face, lineH, lines, ok := g.shown(dst, ctx)
	if !ok {
		return
	}
	for k, line := range lines {
		y := r.Y + 6*u + float64(k)*lineH
		if line.afterTurn { // a turn ended here: a thin rule between the lines, not a line of words
			engine.Rect(dst, r.X+10*u, y-1.5*u, r.W-20*u, max(1, u), ui.Alpha(th.Dim, 90))
		}
		if d, ok := lineDynasty(g.b, line.text); ok {
			g.b.drawHouseBand(dst, ctx, d, r.X+4*u, y+lineH*0.15, 3*u, lineH*0.7)
		}
		th.Draw(dst, line.text, face, r.X+10*u, y, engine.Scale(th.Text), engine.Left)
	}
	g.goalAt = g.drawGoal(dst, ctx, r, r.Y+6*u+float64(len(lines))*lineH) // loggoal.go
}

// cardOverLog is the card that stands over the panel this frame, which the log's lines make room
// for: a dialog's, or in inputMode (which draws it) a conflict's result; empty: none.
func cardOverLog(p *Play, ctx *engine.Context) ui.Rect {
	switch p.mode().(type) {
	case dialogMode:
		return p.dlg.plan(ctx, p.lesson != nil).card
	case inputMode:
		if pl, shown := p.fx.card.place(p, ctx); shown {
			return pl.r
		}
	}
	return ui.Rect{}
}

// uncovered is the part of the log's box the card over it leaves (the whole box where none
// stands over it): above a card over its lower part, below one over its upper part.
func (g *logPart) uncovered() ui.Rect {
	r, c, u := g.b.lay.Log, g.over, g.b.lay.U
	switch {
	case c.H <= 0 || c.X >= r.X+r.W || c.X+c.W <= r.X:
	case c.Y > r.Y && c.Y < r.Bottom():
		r.H = c.Y - r.Y
	case c.Y <= r.Y && c.Bottom() > r.Y && c.Bottom()+4*u < r.Bottom():
		r.H -= c.Bottom() + 4*u - r.Y // a hair below the card's shadow
		r.Y = c.Bottom() + 4*u
	}
	return r
}

// logLine is a line of the log's box: its words, and whether a turn ended just before it.
type logLine struct {
	text      string
	afterTurn bool
}

// isTurnEnd reports the log's "— end of X's turn —" entries, which the box draws as a rule.
func isTurnEnd(entry string) bool {
	return strings.HasPrefix(entry, "— end of ") && strings.HasSuffix(entry, "'s turn —")
}

// shown are the log's lines in its box, from the top (the box drawn on dst when it is not nil).
func (g *logPart) shown(dst *ebiten.Image, ctx *engine.Context) (face textFace, lineH float64, shown []logLine, ok bool) {
	th := g.b.theme()
	l := &g.b.lay
	face, lineH, rows, ok := logBox(dst, ctx, th, l)
	if !ok {
		return nil, 0, nil, false
	}
	g.lineH = lineH
	// fold only the lines that show, from the newest back: a long game's log is never folded
	// whole on every frame
	all := g.b.sess.Log()
	all = all[:g.b.anims.logShown(len(all))] // a conflict's end waits for the board's reveal
	var lines []string
	var marks []bool
	i := len(all) - 1
	for ; i >= 0 && len(lines) < rows+g.scroll; i-- {
		if isTurnEnd(all[i]) {
			if len(marks) > 0 {
				marks[0] = true
			}
			continue
		}
		folded := th.Wrap(all[i:i+1], face, l.Log.W-20*l.U, boardlayout.LogIndent)
		lines = append(folded, lines...)
		marks = append(make([]bool, len(folded)), marks...)
	}
	g.scroll = min(g.scroll, max(0, len(lines)-rows)) // scrolled past the first line: the first lines show
	start, end := boardlayout.LogWindow(lines, rows, g.scroll)
	g.earlier = start > 0 || i >= 0 // lines above the first shown, or entries not yet folded
	for k := start; k < end; k++ {
		shown = append(shown, logLine{lines[k], marks[k] && k > start})
	}
	return face, lineH, shown, true
}

// dragWords are the open sheet's words under its heading: that a drag brings the earlier turns,
// only while there are lines before the first it shows (the sheet of a game just begun said it
// over its one line, review 5).
func (g *logPart) dragWords(ctx *engine.Context) string {
	if _, _, _, ok := g.shown(nil, ctx); !ok || !g.earlier {
		return ""
	}
	return "Drag it down for earlier turns"
}

// full reports that the log's box is full: it holds earlier lines than the box shows.
func (g *logPart) full(ctx *engine.Context) bool {
	_, _, shown, ok := g.shown(nil, ctx)
	entries := 0 // the entries shown: their first rows are not indented
	for _, l := range shown {
		if !strings.HasPrefix(l.text, boardlayout.LogIndent) {
			entries++
		}
	}
	all := g.b.sess.Log()
	for _, l := range all[:g.b.anims.logShown(len(all))] {
		if !isTurnEnd(l) {
			entries--
		}
	}
	return ok && entries < 0
}

// textH is the height the log's lines take from the top of its box, and whether it shows any.
func (g *logPart) textH(ctx *engine.Context) (float64, bool) {
	_, lineH, shown, ok := g.shown(nil, ctx)
	return 6*g.b.lay.U + float64(len(shown))*lineH, ok
}

// edges are the tops of the log box's rows of words and the foot of the last (empty where the box
// shows no lines): where a toast over the box may begin or end without cutting a line in half.
func (g *logPart) edges(ctx *engine.Context) []float64 {
	_, lineH, rows, ok := logBox(nil, ctx, g.b.theme(), &g.b.lay)
	if !ok {
		return nil
	}
	top := g.b.lay.Log.Y + 6*g.b.lay.U
	out := make([]float64, rows+1)
	for k := range out {
		out[k] = top + float64(k)*lineH
	}
	return out
}

// wholeLines stretches r, a toast standing over the log's box with a ring of that width round
// it, to the edges of the box's rows: its top up to the foot of the row above it, its foot down
// to the top of the row below it, so that the lines beside it show whole or not at all (a line
// cut in half by a toast read as garbage: issue 44).
func (g *logPart) wholeLines(ctx *engine.Context, r ui.Rect, ring float64) ui.Rect {
	e := g.edges(ctx)
	if len(e) == 0 {
		return r
	}
	first, last := e[0], e[len(e)-1]
	top, bottom := r.Y-ring, r.Bottom()+ring
	if top > first && top < last {
		for _, y := range e {
			if y <= top {
				first = y
			}
		}
		top = first
	}
	if bottom > e[0] && bottom < last {
		for _, y := range e {
			if y >= bottom {
				bottom = y
				break
			}
		}
	}
	return ui.Rect{X: r.X, Y: top + ring, W: r.W, H: bottom - top - 2*ring}
}
