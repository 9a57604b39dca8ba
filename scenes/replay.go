package scenes

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// Replay watches a game again: the board of any position from its start, stepped, played, paused,
// jumped to a turn or to a line of the log; from any point a new game can go on with the same
// seats or others.
type Replay struct {
	sh      *Shell
	back    engine.Scene
	r       *session.Replay
	view    *boardView // draws the board of the position shown
	shown   int        // the decision count view shows, or -1
	ctl     ui.Controls
	playing bool
	nextAt  time.Time
	scroll  int // log lines scrolled back from the position's
	lineHit []logHit
	err     string
	// finished: the game replayed is over, so every player's points may be shown (R11.1 holds
	// only while it is played)
	finished bool
	rec      *game.Record // the game replayed, for its review once it is over
	// captionAt is where the decision's caption was last drawn (replaycaption.go), zero if not
	captionAt    ui.Rect
	captionBelow bool // the caption stands below the controls, not in the head's line
}

type logHit struct {
	r  ui.Rect
	at int
}

// replayStep is how long a played replay shows each decision.
const replayStep = 900 * time.Millisecond

// NewReplay opens the replay of a record; back is the screen Back returns to.
func NewReplay(sh *Shell, rec *game.Record, seats []session.Seat, back engine.Scene) engine.Scene {
	r, err := session.NewReplay(rec, seats)
	if err != nil {
		sh.Notice = "This game cannot be replayed: " + err.Error()
		return sh.Title()
	}
	return &Replay{sh: sh, back: back, r: r, shown: -1, finished: rec.State().Over(), rec: rec}
}

// sync makes the board show the position the replay is at.
func (rp *Replay) sync() {
	if rp.shown == rp.r.At() && rp.view != nil {
		return
	}
	w, err := rp.r.Watch()
	if err != nil {
		rp.err = err.Error()
		return
	}
	if rp.view == nil {
		// the board's colours and pieces are the theme's, as on the board screen and the review
		rp.view = &boardView{host: rp.sh.boardHost(), pal: rp.sh.Palette()}
	}
	rp.view.sess = NewSession(w, w, w)
	rp.shown = rp.r.At()
	rp.view.touched = rp.view.touched[:0] // nothing of another position stays lit
}

// Update implements engine.Scene.
func (rp *Replay) Update(ctx *engine.Context) (bool, error) {
	in := ctx.In
	id, _ := rp.ctl.Update(ctx)
	before := rp.r.At()
	if rp.step(ctx, id) {
		return true, nil // another screen, or a new game
	}
	if in.Pressed && id.IsZero() {
		for _, h := range rp.lineHit {
			if h.r.In(in.X, in.Y) {
				rp.r.Seek(h.at)
			}
		}
	}
	if in.Wheel != 0 {
		rp.scroll = max(0, rp.scroll+int(in.Wheel))
	}
	if rp.playing && !ctx.Now.Before(rp.nextAt) {
		rp.r.Seek(rp.r.At() + 1)
		rp.nextAt = ctx.Now.Add(replayStep)
		if rp.r.At() == rp.r.Len() {
			rp.playing = false
		}
	}
	if rp.r.At() != before {
		rp.scroll = 0
		if !id.IsZero() && id != idPlay {
			rp.playing = false // a step of one's own stops the play
		}
	}
	return true, nil // a replay may be playing: drawn every frame
}

// replayKeys are the replay's buttons with the key that does the same.
var replayKeys = []struct {
	id  ui.ID
	key ebiten.Key
}{
	{idBack, ebiten.KeyEscape}, {idStart, ebiten.KeyHome}, {idLast, ebiten.KeyEnd},
	{idPrev, ebiten.KeyArrowLeft}, {idNext, ebiten.KeyArrowRight},
	{idTurnPrev, ebiten.KeyPageUp}, {idTurnNext, ebiten.KeyPageDown}, {idPlay, ebiten.KeySpace},
}

// replayAction is the button pressed, or the one whose key was pressed, this frame (zero for none).
func replayAction(in *engine.Input, clicked ui.ID) ui.ID {
	for _, k := range replayKeys {
		if clicked == k.id || in.KeyPressed(k.key) {
			return k.id
		}
	}
	return clicked
}

// step does what the button or key asks; it reports that the replay left for another screen.
func (rp *Replay) step(ctx *engine.Context, clicked ui.ID) bool {
	turn, _ := rp.r.Turn()
	switch replayAction(ctx.In, clicked) {
	case idBack:
		ctx.Switch(rp.back)
		return true
	case idStart:
		rp.r.Seek(0)
	case idLast:
		rp.r.Seek(rp.r.Len())
	case idPrev:
		rp.r.Seek(rp.r.At() - 1)
	case idNext:
		rp.r.Seek(rp.r.At() + 1)
	case idTurnPrev:
		rp.r.SeekTurn(turn - 1)
	case idTurnNext:
		rp.r.SeekTurn(turn + 1)
	case idPlay:
		rp.playing = !rp.playing
		if rp.playing && rp.r.At() == rp.r.Len() {
			rp.r.Seek(0)
		}
		rp.nextAt = ctx.Now.Add(replayStep / 2)
	case idHere:
		rp.playFrom(ctx)
		return true
	case idOthers:
		ctx.Switch(NewSetupFrom(rp.sh, rp.r.State().Clone(), rp.r.Seats(), rp))
		return true
	case idReview:
		rp.playing = false
		rp.openReview(ctx)
		return true
	}
	return false
}

// playFrom starts a new game from the position shown, with the same seats.
func (rp *Replay) playFrom(ctx *engine.Context) {
	if rp.r.State().Over() {
		rp.err = "The game is over at this point: go back to an earlier one to play on."
		return
	}
	p, err := rp.sh.Play(rp.r.From(rp.r.Seats()))
	if err != nil {
		rp.err = err.Error()
		return
	}
	ctx.Switch(p)
}

// Draw implements engine.Scene: the board of the position, then in the panel the players, the
// replay's controls and the log, each line of which goes to its decision when clicked.
func (rp *Replay) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := rp.sh.theme()
	rp.sync()
	v := rp.view
	v.printed = rp.sh.Settings.AsPrinted() // a phone held upright shows the board as the game does
	v.fit(ctx)
	dst.Fill(th.Background)
	v.drawTop(dst, ctx, false)
	v.drawConflict(dst, ctx, v.drawPosition(dst, ctx, -1))
	drawMarks(v.boardClip(dst), &v.lay, v.pal, rp.r.State(), rp.replayMarks()) // replaycaption.go
	l := &v.lay
	u := l.U
	engine.Rect(dst, l.Panel.X, l.Panel.Y, l.Panel.W, l.Panel.H, th.Panel)
	rp.ctl.Begin(th)
	st := rp.r.State()
	// the controls stand below the players where the hand and the supply are; where that leaves
	// too little room (a phone held sideways) they take the players' place
	bh := ui.TouchSize * u
	gap := 6 * u
	need := 24*u + 2*bh + gap + 8*u
	top := math.Max(l.HandY, l.Players.Bottom()+4*u)
	if l.Buttons[0].Y-8*u-top < need {
		top = l.Panel.Y + 6*u
	} else {
		for i := 0; i < st.NumPlayers(); i++ {
			// each player's points at this position, once the game is over or all along with open scoring
			var own *game.View
			if rp.finished || st.Options().OpenScoring {
				own = st.ViewFor(i)
			}
			v.drawPlayerRow(dst, ctx, &rp.ctl, i, own)
		}
	}
	area := rp.controlsColumn(ui.Rect{X: l.Panel.X + 8*u, Y: top, W: l.Panel.W - 16*u, H: l.Buttons[0].Y - 8*u - top}) // replaylog.go
	turn, turns := rp.r.Turn()
	y := rp.drawHead(dst, ctx, area, 8*u+2*bh+gap+8*u) + 8*u // replaycaption.go
	play := "► Play"
	if rp.playing {
		play = "|| Pause"
	}
	steps := []ui.FootButton{
		{Label: "|◄", ID: idStart, Tip: "The start of the game (Home)", Enabled: rp.r.At() > 0},
		{Label: "◄", ID: idPrev, Tip: "One decision back (←)", Enabled: rp.r.At() > 0},
		{Label: play, ID: idPlay, Tip: "Play the game on, a decision at a time (Space)", Enabled: true},
		{Label: "►", ID: idNext, Tip: "One decision on (→)", Enabled: rp.r.At() < rp.r.Len()},
		{Label: "►|", ID: idLast, Tip: "The end of the game (End)", Enabled: rp.r.At() < rp.r.Len()},
	}
	widths := []float64{1, 1, 2, 1, 1}
	unit := (area.W - 4*gap) / 6
	x := area.X
	for i, b := range steps {
		w := unit * widths[i]
		rp.ctl.Button(dst, ctx, ui.Rect{X: x, Y: y, W: w, H: bh}, b.Label, b.ID, b.Tip, b.Enabled)
		x += w + gap
	}
	y += bh + gap
	half := (area.W - gap) / 2
	rp.ctl.Button(dst, ctx, ui.Rect{X: area.X, Y: y, W: half, H: bh}, "‹ Turn", idTurnPrev, "The start of the turn before (Page Up)", turn > 1 || rp.r.At() > 0)
	rp.ctl.Button(dst, ctx, ui.Rect{X: area.X + half + gap, Y: y, W: half, H: bh}, "Turn ›", idTurnNext, "The start of the next turn (Page Down)", turn < turns)
	y += bh + 8*u
	if rp.captionBelow {
		y += rp.drawCaption(dst, ctx, area.X, y, area.W) + 6*u
	}
	if rp.err != "" {
		y += th.Paragraph(dst, ctx, rp.err, area.X, y, area.W, 13, false, ui.Bad, engine.Left) + 6*u
	}
	rp.drawFoot(dst, ctx, st)
	rp.drawLog(dst, ctx, y, area)
	rp.ctl.DrawTip(dst, ctx)
	rp.ctl.Trace(rp.sh.Hooks.Controls, "replay", ctx)
}

// drawFoot draws the bottom row: play on from here, with other seats, back, and a finished game's
// review, the row shared out among them (no End turn to widen, no hole where the game's fifth
// button stood); a narrow button cuts long words at its edges.
func (rp *Replay) drawFoot(dst *ebiten.Image, ctx *engine.Context, st *game.State) {
	th := rp.sh.theme()
	n := 3
	if rp.finished {
		n = 4
	}
	buttons := rp.view.lay.ButtonsFor(n)
	fit := func(i int, words ...string) string {
		if i < len(buttons) {
			return th.Fitting(ctx, buttons[i].W, words...)
		}
		return words[0]
	}
	labels := []ui.FootButton{
		{Label: fit(0, "Play from here", "Play here", "Play on"), ID: idHere, Tip: "A new game from this position, with the same players", Enabled: !st.Over()},
		{Label: fit(1, "Other players…", "Players…", "Seats…"), ID: idOthers, Tip: "A new game from this position: choose who plays each seat", Enabled: !st.Over()},
		{Label: "Back", ID: idBack, Tip: "Leave the replay (Esc)", Enabled: true},
	}
	if rp.finished { // a finished game replayed is reviewed from here as from its results
		labels = append(labels, ui.FootButton{Label: fit(3, "Review the game", "Review"), ID: idReview, Tip: "The Expert weighs every decision: the largest mistakes, and the better moves", Enabled: true})
	}
	for i, b := range labels {
		if i < len(buttons) {
			rp.ctl.Button(dst, ctx, buttons[i], b.Label, b.ID, b.Tip, b.Enabled)
		}
	}
}

// drawLog shows the log up to the position shown, its last line at the foot, and nothing after
// it: one watching a game again should not read what comes next. The log's box starts below the
// controls, which end at top, where it shares their column col (replaylog.go). A click on a line goes
// to its decision.
func (rp *Replay) drawLog(dst *ebiten.Image, ctx *engine.Context, top float64, col ui.Rect) {
	th := rp.sh.theme()
	l := rp.logLayout(top, col)
	u := l.U
	r := l.Log
	rp.lineHit = rp.lineHit[:0]
	f, lineH, rows, ok := logBox(dst, ctx, th, l)
	if !ok {
		return
	}
	end := max(0, rp.linesShown()-rp.scroll)
	k := 0
	type shown struct {
		text      string
		at        int
		afterTurn bool // a turn ended before it: drawn as a rule, as the game's log does
	}
	var lines []shown
	for i := end - 1; i >= 0 && len(lines) < rows; i-- {
		if isTurnEnd(rp.r.Lines[i]) {
			if len(lines) > 0 {
				lines[0].afterTurn = true
			}
			continue
		}
		folded := th.Wrap(rp.r.Lines[i:i+1], f, r.W-20*u, "   ")
		for j := len(folded) - 1; j >= 0 && len(lines) < rows; j-- {
			lines = append([]shown{{folded[j], rp.r.LineAt[i], false}}, lines...)
		}
	}
	for _, ln := range lines {
		y := r.Y + 6*u + float64(k)*lineH
		col := th.Text
		if ln.at == rp.r.At() {
			engine.Rect(dst, r.X+6*u, y-1*u, r.W-12*u, lineH, th.Row)
		}
		if ln.afterTurn && k > 0 {
			engine.Rect(dst, r.X+10*u, y-1.5*u, r.W-20*u, max(1, u), ui.Alpha(th.Dim, 90))
		}
		if d, ok := lineDynasty(rp.view, ln.text); ok {
			rp.view.drawHouseBand(dst, ctx, d, r.X+4*u, y+lineH*0.15, 3*u, lineH*0.7)
		}
		th.Draw(dst, ln.text, f, r.X+10*u, y, engine.Scale(col), engine.Left)
		rp.lineHit = append(rp.lineHit, logHit{ui.Rect{X: r.X + 4*u, Y: y, W: r.W - 8*u, H: lineH}, ln.at})
		k++
	}
}
