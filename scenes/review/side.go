package review

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	airev "tigris/ai/review"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/coords"
	"tigris/scenes/ui"
)

// tallLayout splits a tall screen's area (margin m, unit u) into the chart, the board and the rest
// below them. Turned (a phone held upright), the board runs down the screen as the game's does,
// its spaces as large as leave the words and the list of mistakes room beneath.
func tallLayout(area ui.Rect, m, u float64, turned bool) (chartR, boardR, rest ui.Rect) {
	chartH := math.Min(area.H*0.2, 180*u)
	below := 0.0 // the room kept under the board
	if turned {
		chartH = math.Max(110*u, math.Min(area.H*0.16, 150*u))
		below = 140 * u // the words and the list scroll there: the board takes what it can
	}
	chartR = ui.Rect{X: area.X, Y: area.Y, W: area.W, H: chartH}
	room := ui.Rect{X: area.X, Y: chartR.Bottom() + m, W: area.W, H: area.H - chartH - m - below}
	g := fitGrid(room, coords.Room*u, turned) // as the board will draw it
	_, h := g.Size()
	boardR = ui.Rect{X: area.X, Y: room.Y, W: area.W, H: g.Y - room.Y + h}
	rest = ui.Rect{X: area.X, Y: boardR.Bottom() + m, W: area.W, H: area.Bottom() - boardR.Bottom() - m}
	return chartR, boardR, rest
}

// drawSide draws, in r, scrolled where it is longer than its room: the words of the position
// shown (words: they have no place under the board), how the review goes (its progress and
// budget, or why there is none), each seat's final score, and the largest mistakes, found so far
// while the rest are weighed. The half screen under the board was empty while the Expert weighed
// (issue 44).
func (sc *Screen) drawSide(dst *ebiten.Image, ctx *engine.Context, r ui.Rect, words bool) {
	if r.H < 20*ctx.Scale {
		return
	}
	c, y := sc.page.Begin(dst, r)
	from := len(sc.ctl.Hits)
	if words { // a phone's: the words of the move shown, then the mistakes to go to, then how the review goes
		y = sc.drawWords(c, ctx, r.X, y, r.W, sc.ghosts(sc.h.Theme))
		y = sc.drawList(c, ctx, r.X, y, r.W)
		y = sc.drawStatus(c, ctx, r.X, y, r.W)
	} else {
		y = sc.drawStatus(c, ctx, r.X, y, r.W)
		y = sc.drawList(c, ctx, r.X, y, r.W)
	}
	if sc.rec.State().Over() {
		y += sc.h.Theme.Paragraph(c, ctx, sc.scoresLine(), r.X, y, r.W, 13, false, sc.h.Theme.Text, engine.Left) + 6*ctx.Scale
	}
	sc.page.End(dst, ctx, &sc.ctl, from, y)
}

// drawStatus draws how the review goes from y: while it is made, what it does, its budget and how
// long it will take at this device's pace, with a bar and Stop; stopped or failed, why, with
// Review again. It returns where it ends.
func (sc *Screen) drawStatus(dst *ebiten.Image, ctx *engine.Context, x, y, w float64) float64 {
	th := sc.h.Theme
	u := ctx.Scale
	para := func(s string, size float64, bold bool, c color.Color) {
		y += th.Paragraph(dst, ctx, s, x, y, w, size, bold, c, engine.Left) + 6*u
	}
	bh := ui.TouchSize * u
	switch {
	case sc.run != nil:
		done, total := sc.Progress()
		para(sc.runningWords(done, total, time.Since(sc.run.began)), 13, false, th.Dim)
		bw := math.Max(0, w-130*u)
		ctx.Stamps.Box(dst, x, y+bh/2-6*u, bw, 12*u, 6*u, th.Well)
		if total > 0 {
			ctx.Stamps.Box(dst, x, y+bh/2-6*u, bw*float64(done)/float64(total), 12*u, 6*u, th.Accent)
		}
		sc.ctl.Button(dst, ctx, ui.Rect{X: x + w - 120*u, Y: y, W: 120 * u, H: bh}, "Stop", idStop, "Stop the review", true)
		y += bh + 8*u
	case sc.r == nil:
		para(sc.msg, 13, false, ui.Bad)
		if sc.rec.State().Over() {
			sc.ctl.Button(dst, ctx, ui.Rect{X: x, Y: y, W: math.Min(w, 220*u), H: bh}, "Review again", idAgain, "Start the review again", true)
			y += bh + 8*u
		}
	case sc.msg != "":
		para(sc.msg, 12, false, ui.Bad)
	}
	return y
}

// runningWords says what the review does while it is made: the Expert's budget, the order it
// weighs in, that ◄ ► step through the game meanwhile, and, once a few decisions tell this
// device's pace, how long the rest will take at that budget (a phone may need many minutes: it is
// said, not hidden by a weaker search).
func (sc *Screen) runningWords(done, total int, spent time.Duration) string {
	o := sc.h.Options
	iters := o.Iterations
	if iters <= 0 {
		iters = airev.DefaultIterations
	}
	budget := fmt.Sprintf("at its full budget (%d playouts)", iters)
	if iters < airev.DefaultIterations {
		budget = fmt.Sprintf("at %d playouts (its full budget is %d)", iters, airev.DefaultIterations)
	}
	s := fmt.Sprintf("The Expert weighs each decision %s, the chart's rings first, and lists each mistake as it "+
		"finds it; ◄ ► step through the game meanwhile. %d of %d weighed", budget, done, total)
	base := 0 // the decisions kept from before took no time now: the pace is the rest's
	if sc.run != nil {
		base = min(done, int(sc.run.known.Load()))
	}
	if left := timeLeft(done-base, total-base, spent); left != "" {
		s += ", " + left
	}
	return s + "."
}

// timeLeft is the time the rest of a review will take at the pace of the decisions weighed so far
// ("" until a few are).
func timeLeft(done, total int, spent time.Duration) string {
	if done < 3 || done >= total {
		return ""
	}
	left := time.Duration(float64(spent) / float64(done) * float64(total-done))
	switch {
	case left < time.Minute:
		return "under a minute left"
	case left < 90*time.Second:
		return "about a minute left"
	case left < 90*time.Minute:
		return fmt.Sprintf("about %d minutes left on this device", int(math.Round(left.Minutes())))
	}
	return fmt.Sprintf("about %.0f hours left on this device", left.Hours())
}

// scoresLine is each seat's final score: its weakest colour with its treasures placed (R10.2).
func (sc *Screen) scoresLine() string {
	s := sc.rec.State()
	var parts []string
	for i := 0; i < s.NumPlayers(); i++ {
		parts = append(parts, fmt.Sprintf("%s %d", sc.seatName(i), game.FinalScore(s.Player(i))[0]))
	}
	return "Final score (each one's weakest colour): " + strings.Join(parts, " · ")
}

// drawList draws the largest mistakes from y, each a button that shows it on the board: the
// review's, or while it is made those found so far. It returns where it ends.
func (sc *Screen) drawList(dst *ebiten.Image, ctx *engine.Context, x, y, w float64) float64 {
	th := sc.h.Theme
	u := ctx.Scale
	r := sc.shown()
	if r == nil && sc.run == nil {
		return y
	}
	threshold := sc.h.Options.Threshold
	if threshold <= 0 {
		threshold = airev.DefaultThreshold
	}
	para := func(s string, size float64, bold bool, c color.Color) {
		y += th.Paragraph(dst, ctx, s, x, y, w, size, bold, c, engine.Left) + 6*u
	}
	switch {
	case sc.r != nil:
		para(fmt.Sprintf("Largest mistakes (a loss of %.1f points or more):", sc.r.Threshold), 13, true, th.Accent)
		if len(sc.list) == 0 {
			para("None: every decision was about as good as the best the Expert found.", 13, false, th.Dim)
		}
	default:
		para(fmt.Sprintf("Largest mistakes found so far (a loss of %.1f points or more):", threshold), 13, true, th.Accent)
		if len(sc.list) == 0 {
			para("None yet.", 13, false, th.Dim)
		}
	}
	bh := ui.TouchSize * u
	for k, ch := range sc.list {
		label := fmt.Sprintf("%s, turn %d: −%.1f points", sc.seatName(ch.Seat), ch.Turn, ch.Loss)
		style := ui.Plain
		if ch.Move == sc.at {
			style = ui.Primary
		}
		sc.ctl.Styled(dst, ctx, ui.Rect{X: x, Y: y, W: w - 8*u, H: bh}, label, idMistake.At(k), "Show it on the board", true, style)
		y += bh + 4*u
	}
	return y
}
