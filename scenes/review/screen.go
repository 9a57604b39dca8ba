// Package review is the review of a finished game on screen: a chart of each player's expected
// lead turn by turn with the big swings ringed, each person's largest mistakes, each shown on the
// board as the move made beside the better one (ghosted) with its sentence in the rules' words,
// and stepping through the game from any point of the chart. The review (ai/review) runs off the
// frame with a progress bar and can be stopped; once made it is kept in the store.
package review

import (
	"cmp"
	"fmt"
	"image/color"
	"math"
	"slices"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"

	airev "tigris/ai/review"
	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/boardlayout"
	"tigris/scenes/ui"
	"tigris/storage"
)

// The screen's controls.
var (
	idBack    = ui.Named("back")
	idPrev    = ui.Named("prev")
	idNext    = ui.Named("next")
	idStop    = ui.Named("review-stop")
	idAgain   = ui.Named("review-again")
	idMistake = ui.Numbered("mistake")
)

// largest is how many of each person's largest mistakes the list shows.
const largest = 3

// Host is what the screen needs of the game around it.
type Host struct {
	Theme *ui.Theme
	Pal   *assets.Palette
	// AsPrinted: a phone held upright shows the board as printed, not turned (the player's
	// setting, as the game's board)
	AsPrinted bool
	Store     storage.Store // where the review is kept (nil: nowhere)
	// Options are the review's settings (the zero value: the defaults).
	Options airev.Options
	// Run makes the review (nil: here, on goroutines of its own).
	Run Runner
	// Made, when set, is told of a review made now (not one read back from the store): for the
	// statistics, which count each game once.
	Made func(r *airev.Review)
	// Trace, when set, is told of the screen's enabled controls as they change (the -trace lines
	// the browser's checks aim by: "controls: review …").
	Trace func(line string)
}

// Screen is the review of one finished game.
type Screen struct {
	h      Host
	back   engine.Scene
	rec    *game.Record
	names  []string
	chart  []airev.Point
	swings []airev.SwingAt
	r      *airev.Review // nil until made
	sofar  *airev.Review // while it is made: the decisions weighed so far
	told   int           // how many of the job's decisions sofar holds
	// shownFirst: the first mistake found was shown (once); stepped: the player chose a position,
	// which the review never moves away from
	shownFirst, stepped bool
	run                 *job   // the review under way, or nil
	msg                 string // why there is no review (stopped, failed)
	at                  int    // the position shown: the record's moves made before it
	states              map[int]*game.State
	turns               []int          // each move's turn, counted from the record's start (turnOf)
	list                []airev.Choice // the mistakes listed, by person
	ctl                 ui.Controls
	page                ui.Page // the list of mistakes, scrolled where it is longer than its room
	plot                chart
	board               board
	grid                boardlayout.Grid // where the board was drawn last, turned or not
}

// New opens the review of a finished game (names: the seats' names, "" for a dynasty's) and
// starts making it, unless it is kept; back is where Back returns.
func New(h Host, rec *game.Record, names []string, back engine.Scene) *Screen {
	sc := &Screen{h: h, back: back, rec: rec, names: names, states: map[int]*game.State{}, board: board{pal: h.Pal}}
	chart, swings, err := airev.Chart(rec)
	if err != nil {
		// an online game's seat holds only what it saw, not the start's bag: its record is not whole
		sc.msg = "This game cannot be reviewed here: its record is not whole (" + err.Error() + ")."
		return sc
	}
	sc.chart, sc.swings = chart, swings
	if !rec.State().Over() {
		sc.msg = "Only a finished game can be reviewed."
		return sc
	}
	sc.run = start(h.Store, rec, names, h.Options, h.Run)
	return sc
}

// Review is the review once made (nil before).
func (sc *Screen) Review() *airev.Review { return sc.r }

// Running reports that the review is being made; Progress how far it is.
func (sc *Screen) Running() bool { return sc.run != nil }

// Progress is the decisions weighed and their number.
func (sc *Screen) Progress() (done, total int) {
	if sc.run == nil {
		return 0, 0
	}
	return int(sc.run.done.Load()), int(sc.run.total.Load())
}

// seatName is a seat's name on screen.
func (sc *Screen) seatName(seat int) string {
	if seat < len(sc.names) && sc.names[seat] != "" {
		return sc.names[seat]
	}
	d := sc.rec.Start().Player(seat).Dynasty.String()
	return string(d[0]-'a'+'A') + d[1:]
}

// Update implements engine.Scene.
func (sc *Screen) Update(ctx *engine.Context) (bool, error) {
	in := ctx.In
	id, redraw := sc.ctl.Update(ctx)
	redraw = sc.page.Update(ctx) || redraw
	if sc.run != nil {
		redraw = true // the bar moves
		sc.takeWeighed()
		if res, ok := sc.run.poll(); ok {
			sc.finish(res)
		}
	}
	last := len(sc.rec.Moves())
	switch {
	case id == idBack || in.KeyPressed(ebiten.KeyEscape):
		if sc.run != nil {
			sc.run.stop()
		}
		sc.board.dispose()
		ctx.Switch(sc.back)
		return true, nil
	case id == idStop:
		sc.run.stop()
	case id == idAgain:
		sc.msg, sc.sofar, sc.told = "", nil, 0
		sc.run = start(sc.h.Store, sc.rec, sc.names, sc.h.Options, sc.h.Run)
	case id == idPrev || in.KeyPressed(ebiten.KeyArrowLeft):
		sc.step(max(0, sc.at-1))
	case id == idNext || in.KeyPressed(ebiten.KeyArrowRight):
		sc.step(min(last, sc.at+1))
	}
	if k, ok := idMistake.Index(id); ok && k < len(sc.list) {
		sc.step(sc.list[k].Move)
	}
	if in.Pressed && id.IsZero() {
		if i := sc.plot.pointAt(in.X, in.Y); i >= 0 {
			sc.step(sc.chart[i].Move)
			redraw = true
		}
	}
	return redraw || !id.IsZero() || in.Pressed, nil
}

// finish takes the review's result: the review and its list of mistakes, or why there is none.
func (sc *Screen) finish(res jobResult) {
	sc.run = nil
	switch {
	case res.r == nil:
		sc.msg = "The review was stopped before it was finished."
		return
	case res.err != nil:
		sc.msg = "The review could not be kept: " + res.err.Error()
	}
	sc.r = res.r
	if res.fresh && sc.h.Made != nil {
		sc.h.Made(sc.r)
	}
	sc.relist(sc.r)
	if !sc.stepped { // the largest mistake of all first
		sc.at = sc.largestListed()
	}
}

// takeWeighed takes the decisions weighed since the last frame: the list of mistakes fills in while
// the rest are weighed.
func (sc *Screen) takeWeighed() {
	more := sc.run.weighedSince(sc.told)
	if len(more) == 0 {
		return
	}
	var all []airev.Choice
	if sc.sofar != nil {
		all = sc.sofar.Decisions
	}
	sc.told += len(more)
	sc.sofar = airev.Partial(sc.rec, sc.names, sc.h.Options.Threshold, append(all, more...))
	sc.relist(sc.sofar)
	if !sc.stepped && !sc.shownFirst && len(sc.list) > 0 { // the first mistake found, once, unless the player stepped
		sc.at, sc.shownFirst = sc.largestListed(), true
	}
}

// step shows the position after the record's first n moves, as the player chose.
func (sc *Screen) step(n int) { sc.at, sc.stepped = n, true }

// largestListed is the move of the largest mistake listed: the list's first.
func (sc *Screen) largestListed() int {
	if len(sc.list) == 0 {
		return 0
	}
	return sc.list[0].Move
}

// relist lists each person's largest mistakes of review r, the largest of all first as the
// list's heading says (not each person's in turn), mistakes that read alike in the game's order.
func (sc *Screen) relist(r *airev.Review) {
	sc.list = sc.list[:0]
	for seat := range r.Seats {
		sc.list = append(sc.list, r.Largest(seat, largest)...)
	}
	slices.SortStableFunc(sc.list, func(a, b airev.Choice) int {
		if c := cmp.Compare(shownLoss(b.Loss), shownLoss(a.Loss)); c != 0 {
			return c
		}
		return cmp.Compare(a.Move, b.Move)
	})
}

// shownLoss is a loss as the list writes it, to a tenth of a point.
func shownLoss(loss float64) float64 {
	v, _ := strconv.ParseFloat(fmt.Sprintf("%.1f", loss), 64)
	return v
}

// shown is the review the screen shows: the one made, or the decisions weighed so far (nil: none).
func (sc *Screen) shown() *airev.Review {
	if sc.r != nil {
		return sc.r
	}
	return sc.sofar
}

// state is the position after the record's first n moves.
func (sc *Screen) state(n int) *game.State {
	if s, ok := sc.states[n]; ok {
		return s
	}
	s, err := sc.rec.Replay(n)
	if err != nil {
		s = sc.rec.Start()
	}
	sc.states[n] = s
	return s
}

// decision is the review's judgement of the decision at the position shown, if it was weighed.
func (sc *Screen) decision() (airev.Choice, bool) {
	r := sc.shown()
	if r == nil {
		return airev.Choice{}, false
	}
	for _, c := range r.Decisions {
		if c.Move == sc.at {
			return c, true
		}
	}
	return airev.Choice{}, false
}

// chartPoint is the chart's point of the turn the position shown belongs to.
func (sc *Screen) chartPoint() int {
	at := 0
	for i, p := range sc.chart {
		if p.Move <= sc.at {
			at = i
		}
	}
	return at
}

// Draw implements engine.Scene: on a wide screen the board at the left and the chart, the words
// and the list at the right; on a tall one each below the other.
func (sc *Screen) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := sc.h.Theme
	u := ctx.Scale
	top := ui.Screen(dst, ctx, th, &sc.ctl, "Review of the game")
	W := float64(ctx.W)
	foot := ui.Footer(dst, ctx, &sc.ctl, ui.ContentWidth(ctx, 900),
		ui.FootButton{Label: "Back", ID: idBack, Tip: "Back (Esc)", Enabled: true, Style: ui.Quiet},
		ui.FootButton{Label: "◄", ID: idPrev, Tip: "One decision back (←)", Enabled: sc.at > 0},
		ui.FootButton{Label: "►", ID: idNext, Tip: "One decision on (→)", Enabled: sc.at < len(sc.rec.Moves())})
	m := 12 * u
	area := ui.Rect{X: m, Y: top, W: W - 2*m, H: foot - top - 4*u}
	var boardR, side, below ui.Rect
	turned := false
	if area.W > area.H*1.2 { // wide: the board at the left, the rest at the right
		bw := math.Min(area.W*0.58, area.H*game.Cols/game.Rows)
		boardR = ui.Rect{X: area.X, Y: area.Y, W: bw, H: area.H}
		if bh := math.Floor(bw/game.Cols) * game.Rows; area.H-bh >= 90*u {
			// the board leaves room beneath it: the words of the position shown go there, by the moves
			// they name, and the side keeps the chart and the list
			boardR.H = bh
			below = ui.Rect{X: area.X, Y: area.Y + bh + m, W: bw, H: area.H - bh - m}
		}
		side = ui.Rect{X: area.X + bw + m, Y: area.Y, W: area.W - bw - m, H: area.H}
		chartH := math.Min(side.H*0.4, 220*u)
		sc.plot.draw(dst, ctx, th, ui.Rect{X: side.X, Y: side.Y, W: side.W, H: chartH}, sc.chart, sc.swings, sc.seatNames(), sc.seatMarks(), sc.seatInks(), sc.chartPoint())
		side.Y += chartH + m
		side.H -= chartH + m
	} else { // tall: the chart, the board (turned a quarter on a phone held upright, as the game's), the rest
		turned = ui.IsCompact(ctx) && float64(ctx.H) > float64(ctx.W)*1.05 && !sc.h.AsPrinted
		var chartR ui.Rect
		chartR, boardR, side = tallLayout(area, m, u, turned)
		sc.plot.draw(dst, ctx, th, chartR, sc.chart, sc.swings, sc.seatNames(), sc.seatMarks(), sc.seatInks(), sc.chartPoint())
	}
	ghosts := sc.ghosts(th)
	sc.grid = sc.board.draw(dst, ctx, th, boardR, sc.state(sc.at), ghosts, turned)
	drawn := gridRect(sc.grid)
	if below.H > 0 {
		below.X, below.W = drawn.X, drawn.W // the words aligned with the board they speak of
		sc.drawWords(dst, ctx, below.X, below.Y, below.W, ghosts)
		sc.drawSide(dst, ctx, side, false)
	} else {
		sc.drawSide(dst, ctx, side, true)
	}
	sc.ctl.DrawTip(dst, ctx)
	sc.ctl.Trace(sc.h.Trace, "review", ctx)
}

// seatNames are the seats' names on screen.
func (sc *Screen) seatNames() []string {
	var out []string
	for i := 0; i < sc.rec.Start().NumPlayers(); i++ {
		out = append(out, sc.seatName(i))
	}
	return out
}

// seatMarks are the seats' kings, drawn beside their names on the chart (nil until the board's
// pieces are made).
func (sc *Screen) seatMarks() []*ebiten.Image {
	sp := sc.board.sp
	if sp == nil {
		return nil
	}
	var out []*ebiten.Image
	for i := 0; i < sc.rec.Start().NumPlayers(); i++ {
		out = append(out, sp.Leaders[sc.rec.Start().Player(i).Dynasty][game.Black])
	}
	return out
}

// seatInks are the seats' house colours, their lines on the chart (nil without a palette).
func (sc *Screen) seatInks() []color.RGBA {
	if sc.h.Pal == nil {
		return nil
	}
	var out []color.RGBA
	for i := 0; i < sc.rec.Start().NumPlayers(); i++ {
		out = append(out, sc.h.Pal.House[sc.rec.Start().Player(i).Dynasty])
	}
	return out
}

// Colours of the move made and the better one on the board.
var (
	playedInk = engine.RGB(236, 120, 80)
	betterInk = engine.RGB(120, 220, 140)
)

// ghosts are the move made at the position shown and, where the review found a better one, that
// one faint beside it.
func (sc *Screen) ghosts(th *ui.Theme) []ghost {
	c, ok := sc.decision()
	if !ok || c.Loss == 0 {
		return sc.madeGhost()
	}
	d := sc.rec.Start().Player(c.Seat).Dynasty.String()
	_, played, err1 := game.ParseMove(d + " " + c.Played)
	_, best, err2 := game.ParseMove(d + " " + c.Best)
	if err1 != nil || err2 != nil {
		return nil
	}
	var out []ghost // a swap or a pass is on no space: no ring, no key
	if played.Cell >= 0 {
		out = append(out, ghost{m: played, alpha: 1, ring: playedInk, label: "played"})
	}
	if best.Cell >= 0 {
		out = append(out, ghost{m: best, alpha: 0.5, ring: betterInk, label: "better"})
	}
	return out
}

// madeGhost is the move made at the position shown, ringed where it puts a piece on a space: the
// words say it, and the board shows the position before it, so without the ring the first entry
// read "the farm at G1" over a board without it (issue 44).
func (sc *Screen) madeGhost() []ghost {
	moves := sc.rec.Moves()
	if sc.at >= len(moves) {
		return nil
	}
	switch m := moves[sc.at].Move; m.Kind {
	case game.MoveTile, game.MoveLeader, game.MoveCatastrophe:
		return []ghost{{m: m, alpha: 1, ring: playedInk, label: "the move played"}}
	}
	return nil
}

// drawWords draws the words of the position shown from y in the column x, w wide: which ring on
// the board is which, what was played and what the review thinks of it, with the reason; it
// returns where they end.
func (sc *Screen) drawWords(dst *ebiten.Image, ctx *engine.Context, x, y, w float64, ghosts []ghost) float64 {
	th := sc.h.Theme
	u := ctx.Scale
	y = sc.ringKey(dst, ctx, x, y, ghosts)
	y += th.Paragraph(dst, ctx, sc.describe(), x, y, w, 14, true, th.Text, engine.Left) + 6*u
	if c, ok := sc.decision(); ok && c.Reason != "" {
		y += th.Paragraph(dst, ctx, c.Reason, x, y, w, 13, false, th.Dim, engine.Left) + 6*u
	}
	return y
}

// ringKey says which ring on the board is which, in a line above the words: the rings on the
// board carry no tags, which hid the spaces beside them (issue 44, a phone player's review).
func (sc *Screen) ringKey(dst *ebiten.Image, ctx *engine.Context, x, y float64, ghosts []ghost) float64 {
	if len(ghosts) == 0 {
		return y
	}
	th := sc.h.Theme
	u := ctx.Scale
	f := ui.Face(ctx, 12, true)
	h := f.Size * 1.4
	for _, g := range ghosts {
		engine.Ring(dst, x+h/2, y+h/2, h/2-u, math.Max(2, 2.5*u), g.ring)
		x += h + 5*u
		th.Draw(dst, g.label, f, x, y+h*0.12, engine.Scale(g.ring), engine.Left)
		x += th.Width(g.label, f) + 16*u
	}
	return y + h + 4*u
}

// describe says what the position shown is: whose decision, what was played, what the review
// thinks of it.
func (sc *Screen) describe() string {
	moves := sc.rec.Moves()
	if sc.at >= len(moves) {
		return "The end of the game."
	}
	rm := moves[sc.at]
	who := sc.seatName(rm.Seat)
	turn := sc.turnOf(sc.at)
	played := airev.MoveWords(rm.Move)
	c, ok := sc.decision()
	switch {
	case !ok:
		return fmt.Sprintf("Turn %d · %s: %s.", turn, who, played)
	case c.Loss == 0:
		return fmt.Sprintf("Turn %d · %s: %s, as good as the best the Expert found.", turn, who, played)
	}
	d := sc.rec.Start().Player(rm.Seat).Dynasty.String()
	_, best, _ := game.ParseMove(d + " " + c.Best)
	return fmt.Sprintf("Turn %d · %s: %s; better was %s (%.1f points).", turn, who, played, airev.MoveWords(best), c.Loss)
}

// turnOf is the turn move n belongs to: the turns ended before it, plus one. It is counted move
// by move, not read from the chart, whose points stand only where a turn starts whole: a record
// that starts within a turn put its first decisions under the next turn (issue 44).
func (sc *Screen) turnOf(n int) int {
	if sc.turns == nil {
		s := sc.rec.Start().Clone()
		turn := 1
		for _, rm := range sc.rec.Moves() {
			sc.turns = append(sc.turns, turn)
			ev, err := s.Apply(rm.Move)
			if err != nil {
				break
			}
			for _, e := range ev {
				if e.Kind == game.EvTurnEnded {
					turn++
				}
			}
		}
	}
	if n < len(sc.turns) {
		return sc.turns[n]
	}
	return sc.turns[len(sc.turns)-1]
}

// Controls are the screen's controls as last drawn (for the drawing tests' clicks).
func (sc *Screen) Controls() *ui.Controls { return &sc.ctl }
