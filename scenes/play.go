package scenes

import (
	"fmt"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/lastmoves"
	"tigris/scenes/session"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
)

// Hooks lets tests and end-to-end checks watch the play scene.
type Hooks struct {
	// Applied is called with every decision's notation line once it is applied.
	Applied func(line string)
	// Layout is called when the layout changes, with the screen positions of the hand slots and
	// the centre of every board space.
	Layout func(hand [6][2]int, cells [game.NCells][2]int)
	// Over is called once when the game ends.
	Over func(s *game.State)
	// Await is called when a human's decision becomes available on screen, with his view and his
	// hand as its slots show it (handslots.Hand.Letters: "." for a slot emptied this turn).
	Await func(v *game.View, hand string)
	// Controls is called with a screen's name and its enabled controls ("id:x,y", centres in
	// pointer-event coordinates) every frame the screen is drawn; what watches says the lines
	// that changed (a screen shown again is a change).
	Controls func(line string)
	// Pieces is called with the layout, with the centres of the viewer's leaders in supply and
	// catastrophes (in the order red, blue, green, black, catastrophe).
	Pieces func(line string)
	// Hint is called with a hint's words when it comes.
	Hint func(text string)
	// Online is called when an online game's connection changes (docs/TRACE.md).
	Online func(line string)
	// YourTurn is called every frame the board shows a decision of this device's player in an
	// online game, with words naming the game (platform/attention: the tab's title, a desktop
	// notification) and whether he chose to be told of his turns there (the Notifications
	// screen's "My turn": the desktop notifies only then).
	YourTurn func(text string, tell bool)
}

// Play is the board screen: a small type that runs the frame and composes the parts below, each
// owning its state and drawing its rectangle over the board view they all read
// (docs/ARCHITECTURE.md, "The board screen: its parts and its modes").
type Play struct {
	boardView // the board, shared with the replay
	hooks     Hooks

	fadeDrawn int // the fadeStep last drawn
	thinkSec  int // the thinking seconds last drawn

	// the parts of the screen that own their state
	banner banner      // the toast
	hints  hintPart    // the hint asked for
	log    logPart     // the log's box
	hand   handPart    // the viewer's pieces: carried, dropped, chosen to swap
	fx     effectsPart // the sounds and animations of a decision, a conflict staged and announced
	dlg    dialogPart  // the rules' question to the person on screen
	shower shower      // the end's celebration
	chat   chatPart    // an online game's chat, sharing the log's box
	watch  watchAsk    // a watch link asked for in the menu
	wait   waitingPart // the menu's controls of a game whose invited seat is free (onlinewaiting.go)

	seenMoves  int
	logSeen    int          // the log's length after the last frame's decisions
	lines      appliedLines // the decisions handed to the Applied hook
	ask        *askMode
	themeAt    int // the theme (settings.ThemeNames) the game began in, its players named in it
	lastChange time.Time
	overSent   bool
	quit       bool
	awaitSent  int

	gen     int // the shell's settings generation this screen follows
	menu    menuMode
	ctl     ui.Controls // the panel's buttons, and its pieces for their tooltips
	lesson  *lessonPart // the lesson box in a tutorial lesson, or nil
	looking bool        // the results are put aside to look at the final board
	since   sinceCard   // what happened since the person's last turn, on a phone
	zoomTip onceTip     // how the board zooms, told once on a touch screen (zoomtip.go)
	turnTip onceTip     // that a phone's board is turned, told once (turntip.go)

	marks lastmoves.Moves // the changes since the person's last action, marked on the board (lastmoves.go)
}

// NewPlay makes the play scene for a session.
func NewPlay(s Session, hooks Hooks) *Play {
	p := &Play{boardView: boardView{sess: s, pal: &assets.Normal, hoverCell: -1, showStrength: true}, hooks: hooks, zoomTip: newZoomTip(), turnTip: newTurnTip()}
	p.log.b, p.shower.b = &p.boardView, &p.boardView
	p.dlg.b, p.dlg.hand, p.dlg.ctl = &p.boardView, &p.hand, &p.ctl
	p.fx.b, p.fx.banner = &p.boardView, &p.banner
	p.hand.b, p.hand.banner = &p.boardView, &p.banner
	p.banner.b, p.banner.log, p.banner.keep = &p.boardView, &p.log, func() []ui.Rect { return toastKeeps(p) }
	p.chat.attach(&p.boardView, s)
	p.menu.menuParts = menuParts{screen: p, b: &p.boardView, hand: &p.hand, hints: &p.hints, banner: &p.banner, watch: &p.watch, wait: &p.wait}
	if !s.None() {
		p.logSeen = len(s.Log()) // a game loaded with a conflict last: its lines are old news
	}
	return p
}

// Session is the game on this screen.
func (p *Play) Session() Session { return p.sess }

// ensureLayout fits the board to the screen and tells the hooks where things are.
func (p *Play) ensureLayout(ctx *engine.Context) {
	p.lessonLay = p.lesson != nil
	if !p.fit(ctx) {
		return
	}
	p.log.placeFold(&p.lay) // logfold.go: under a turned board the log opens over the hand
	p.chat.carve(&p.lay)
	p.fitLay = p.lay
	p.zoom.Fit()
	p.toldView = p.zoom.View
	p.hooks.tellLayout(&p.lay, ctx)
}

// tellLayout tells the hooks where the hand and the board's spaces are in l.
func (h Hooks) tellLayout(l *layout, ctx *engine.Context) {
	if h.Layout != nil {
		// in the coordinates of a pointer event: CSS pixels in the browser, window coordinates
		// on the desktop
		ev := engine.EventScale(ctx.Device)
		var hand [6][2]int
		var cells [game.NCells][2]int
		for i, r := range l.Hand {
			hand[i] = [2]int{int((r.X + r.W/2) / ev), int((r.Y + r.H/2) / ev)}
		}
		for i := range cells {
			x, y := l.CellCentre(i)
			cells[i] = [2]int{int(x / ev), int(y / ev)}
		}
		h.Layout(hand, cells)
	}
	if h.Pieces != nil {
		ev := engine.EventScale(ctx.Device)
		var b strings.Builder
		for _, r := range append(l.Supply[:], l.Catas) {
			fmt.Fprintf(&b, " %d,%d", int((r.X+r.W/2)/ev), int((r.Y+r.H/2)/ev))
		}
		h.Pieces("supply" + b.String())
	}
}

// Update implements engine.Scene.
func (p *Play) Update(ctx *engine.Context) (bool, error) {
	p.ctxFonts = ctx.Fonts
	p.followSettings()
	p.ensureLayout(ctx)
	attend(p) // yourturn.go: whatever is open over the board
	if p.quit {
		return false, ebiten.Termination
	}
	if p.menu.open {
		// the game goes on under the menu (an online game's moves, chat and presence, a bot's
		// move arriving, the menu's answers), its input the menu's alone
		in := ctx.In
		ctx.In = &engine.Input{X: -1 << 20, Y: -1 << 20, TouchScreen: in.TouchScreen}
		_, took := p.advance(ctx)
		ctx.In = in
		took = followRematch(p, ctx.Now) || took // onlinemenu.go
		redraw, leave := p.menu.update(ctx, p.lesson)
		if leave {
			p.leave(ctx)
		}
		return redraw || took, nil
	}
	zoomed := p.followFingers(ctx)
	zoomed = p.followFold(ctx.Now) || zoomed
	if k, ok := p.sess.Reader.(fileKeeper); ok && k.KeptName() != "" && p.banner.until.IsZero() {
		p.say("Your unfinished game was kept as “" + k.KeptName() + "”: Load brings it back.")
		p.banner.until = ctx.Now.Add(6 * time.Second)
	}
	zoomed = p.since.follow(p, ctx, p.sinceHeld()) || zoomed // sincecard.go
	if in := ctx.In; p.since.eats(in) {
		// the rest of the frame sees the pointer resting where it is, neither down nor up
		ctx.In = &engine.Input{X: in.X, Y: in.Y, Touch: in.Touch, TouchScreen: in.TouchScreen, Keys: in.Keys}
		defer func() { ctx.In = in }()
	}
	zoomed = p.followZoomTip(ctx) || zoomed
	clicked, redraw := p.advance(ctx)
	in := ctx.In
	p.hoverCell = p.lay.CellAt(in.X, in.Y)
	readDialog(p)
	p.dlg.waitStage(p.stagedAlone()) // onewar.go: one conflict at a time
	if p.hooks.Await != nil && p.sess.HumanToDecide() && !p.turnHeld() && !p.dlg.waiting && !dialogHeld(p) && p.awaitSent != p.sess.Decisions()+1 {
		p.awaitSent = p.sess.Decisions() + 1
		v := p.sess.View()
		p.hooks.Await(v, p.hand.slots.Of(v).Letters())
	}
	return p.mode().update(p, ctx, clicked, redraw || zoomed), nil
}

// advance moves the frame on for every part: the animations, the water and the pieces baked off
// the frame, the panel's controls (the one clicked is returned), the lesson, the sounds, the
// game and its bots, the hint, the decisions made since the last frame. It reports a change to
// draw.
func (p *Play) advance(ctx *engine.Context) (clicked ui.ID, redraw bool) {
	redraw = p.fx.follow(ctx) // a conflict's card read: before the staging it holds goes on
	redraw = p.anims.update(ctx, p.animSpeed()) || redraw
	redraw = p.settle() || redraw // pieces baked off the frame are ready
	redraw = p.waterMoves(ctx, p.animSpeed()) || redraw
	clicked, tip := p.ctl.Update(ctx)
	redraw = followLogTab(p, clicked) || redraw
	redraw = p.chat.update(ctx, clicked, !p.menu.open) || p.menu.takeAnswers() || redraw || tip
	if p.lesson != nil {
		p.lesson.update(ctx, clicked)
	}
	if p.host.shell != nil {
		p.fx.playSounds(ctx)
	}
	if p.sess.Poll(ctx.Now) {
		redraw = true
	}
	if text := p.hints.poll(p.sess, &p.banner); text != "" && p.hooks.Hint != nil {
		p.hooks.Hint(text)
	}
	if p.sess.Decisions() != p.seenMoves {
		p.anims.logFrom = min(p.logSeen, len(p.sess.Log())) // (undone: shorter)
		p.anims.logNext = nextConflictLine(p.sess.Log(), p.anims.logFrom, p.sess.Events(), p.sess.Name, p.sess.State().NumPlayers())
		p.afterMoves(ctx)
		redraw = true
	}
	p.logSeen = len(p.sess.Log())
	redraw = p.fading(ctx) || redraw
	if sec := thinkingSeconds(p.sess, ctx.Now); sec != p.thinkSec {
		p.thinkSec, redraw = sec, true // the status counts a long think's seconds
	}
	return clicked, redraw
}

// fading says whether what fades or pulses needs a new picture this frame: the spaces a move
// touched fade in steps (fadeStep), a toast is drawn and later taken away, the hinted or
// lesson-lit spaces pulse. Each full redraw costs a frame in a browser without a GPU, so
// nothing else is redrawn every frame while a bot thinks.
func (p *Play) fading(ctx *engine.Context) bool {
	redraw := false
	if step := fadeStep(ctx.Now.Sub(p.lastChange), p.animSpeed() > 0); step != p.fadeDrawn {
		p.fadeDrawn, redraw = step, true
	}
	redraw = p.banner.changed(ctx.Now) || p.banner.flashing(ctx.Now) || redraw
	pulsing := p.hints.shown != nil && p.hints.shown.Cell >= 0 && ctx.Now.Before(p.banner.until) || p.lesson != nil && len(p.lesson.lit()) > 0
	return redraw || pulsing && p.animSpeed() > 0 // with motion off the frame stands still
}

// fadeStep is how far a touched space's frame has faded: 0 just after the move, up to
// fadeSteps when it is gone (eight steps a second, not one a frame). With motion off it does not
// fade: it stays whole, then goes at once.
func fadeStep(age time.Duration, moving bool) int {
	step := min(fadeSteps, int(age.Seconds()*8))
	if !moving && step < fadeSteps {
		return 0
	}
	return step
}

const fadeSteps = 13 // 1.6 s

// afterMoves notes what the latest decisions touched, for a short highlight, and tells the hooks.
func (p *Play) afterMoves(ctx *engine.Context) {
	p.lines.send(p.sess.Reader, p.hooks.Applied)
	p.seenMoves = p.sess.Decisions()
	p.fx.start(ctx)
	p.fx.show(ctx.Now, p.sess.Events(), p.lesson != nil) // conflictcard.go
	p.fx.announce(ctx, p.sess.Events())
	p.marks.Note(p.sess.Events(), p.sess.State().NumPlayers())
	p.touched = p.touched[:0]
	for _, e := range p.sess.Events() {
		p.touched = append(p.touched, lastmoves.Changed(e)...)
	}
	p.lastChange = ctx.Now
	p.hints.drop(&p.banner) // a hint is for the position it was asked in
	p.hand.swapMode = false
	p.hand.swapPick = [6]bool{}
	p.log.scroll = 0
	if p.sess.State().Over() && !p.overSent {
		p.overSent = true
		p.banner.hush() // a war's or a refusal's words are old news under the results
		p.shower.at = ctx.Now
		if msg := countResult(p.host, p.sess.Reader); msg != "" {
			p.say(msg)
		}
		if p.hooks.Over != nil {
			p.hooks.Over(p.sess.State())
		}
	}
}

func (p *Play) handleKeys(ctx *engine.Context) {
	in := ctx.In
	if p.chat.typing() { // the keys are the chat's line
		return
	}
	if in.KeyPressed(ebiten.KeyEscape) {
		if p.hand.drag != nil || p.hand.swapMode {
			p.hand.drag, p.hand.targets, p.hand.swapMode = nil, nil, false
		} else {
			p.menu.show()
		}
	}
	if in.KeyPressed(ebiten.KeySpace) && p.canEndNow() {
		p.endTurn()
	}
	if in.KeyPressed(ebiten.KeyZ) {
		p.undo()
	}
}

// undo takes back the human's last action, or says why it cannot.
func (p *Play) undo() {
	p.hand.drag, p.hand.targets, p.hand.swapMode = nil, nil, false
	if err := p.sess.Undo(); err != nil {
		p.say(err.Error())
	}
}

// canAct reports that the person on screen may take an action now.
func (p *Play) canAct() bool {
	return p.canEnd() && !p.turnHeld()
}

// canEnd reports that the person on screen may end his turn now: with actions left, or with his
// turn waiting at its end.
func (p *Play) canEnd() bool {
	if t := lessonOf(p.sess.Reader); t != nil && t.Done() {
		return false // a finished lesson takes no more moves: End turn, Swap and Hint go dim (issue 44)
	}
	if p.fx.cardWaits(p.sess.Viewer()) {
		return false // a conflict's card waits for Continue: what is under it goes dim (issue 44)
	}
	return p.sess.HumanToDecide() && p.sess.Pending().Kind == game.DecideAction
}

// canEndNow is End turn lit: not while tiles are chosen to swap, where Swap or Cancel ends the
// choice and End turn, beside Swap, was the wrong button a hand hit (review 3).
func (p *Play) canEndNow() bool { return p.canEnd() && !p.hand.swapMode }

// turnHeld reports that the turn's last decision waits for End turn.
func (p *Play) turnHeld() bool {
	te, ok := p.sess.Reader.(turnEnder)
	return ok && te.TurnHeld()
}

// endTurn ends the turn on End turn or Space: a waiting turn at once, one with actions left once
// the player has said so (a tap must not pass a whole turn).
func (p *Play) endTurn() {
	if !p.canEnd() {
		return
	}
	if p.turnHeld() {
		if err := p.sess.Reader.(turnEnder).EndTurn(); err != nil {
			p.say(err.Error())
		}
		return
	}
	if t := lessonOf(p.sess.Reader); t != nil && t.Wants(game.PassMove()) {
		p.try(game.PassMove()) // the lesson asked for it: asking again whether to would only puzzle
		return
	}
	n := p.sess.State().ActionsLeft()
	p.hand.drag, p.hand.targets, p.hand.swapMode = nil, nil, false
	p.ask = &askMode{
		title: fmt.Sprintf("You have %d action%s left: end the turn?", n, plural(n)),
		text:  "Your turn passes to the next player; the actions left are lost.",
		yes:   "End turn", no: "Keep playing",
		then: func() { p.try(game.PassMove()) },
	}
}

// try makes a move and shows the rules' reason when it is refused.
func (p *Play) try(m game.Move) {
	if err := p.sess.Try(m); err != nil {
		p.say(err.Error())
	}
}

func (p *Play) say(msg string) { p.banner.say(msg) }

// handlePointer: picking up, carrying and dropping pieces, the hand in swap mode, the buttons
// (clicked is the panel control pressed this frame, or "").
func (p *Play) handlePointer(ctx *engine.Context, clicked ui.ID) {
	if p.chat.covers(ctx.In.X, ctx.In.Y) || p.log.covers(ctx.In.X, ctx.In.Y) { // a phone's chat or log over the hand: its buttons only
		clicked = ui.ID{}
		if p.hand.drag == nil {
			return
		}
	}
	if id := p.hand.pointer(ctx, clicked, p.canAct()); !id.IsZero() {
		p.pressButton(id)
	}
}

func (p *Play) pressButton(id ui.ID) {
	switch id {
	case idUndo:
		p.undo()
		return
	case idMenu:
		p.menu.show()
		return
	case idCancelSwap:
		p.hand.swapMode, p.hand.swapPick = false, [6]bool{}
		return
	case idEnd:
		p.endTurn()
		return
	}
	if !p.canAct() {
		return
	}
	switch id {
	case idSwap:
		if !p.hand.swapMode {
			p.hand.swapMode = true
			p.say("Click the tiles to discard, then Swap.")
			return
		}
		v := p.sess.View()
		var t [game.NumColors]int8
		var chosen []int
		for k, on := range p.hand.swapPick {
			if c, ok := p.hand.tile(k); ok && on {
				t[c]++
				chosen = append(chosen, k)
			}
		}
		if len(chosen) == 0 {
			p.hand.swapMode = false
			return
		}
		if v != nil {
			p.hand.slots.Of(v).Mark(chosen...) // the tiles drawn take the swapped tiles' slots
		}
		p.try(game.SwapMove(t))
	case idHint:
		if p.lesson != nil {
			p.say(lessonOf(p.sess.Reader).Ask())
			return
		}
		p.hints.ask(p.sess, &p.banner)
	}
}

// sortedColor is the colour of the i-th tile of the hand, tiles sorted by colour (the commit
// dialog's row of the hand, without gaps).
func sortedColor(v *game.View, i int) (game.Color, bool) {
	if v == nil {
		return 0, false
	}
	for c := game.Color(0); c < game.NumColors; c++ {
		if i < int(v.Hand[c]) {
			return c, true
		}
		i -= int(v.Hand[c])
	}
	return 0, false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// Draw implements engine.Scene.
func (p *Play) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := p.theme()
	p.ctxFonts = ctx.Fonts
	p.followSettings()
	p.ensureLayout(ctx)
	dst.Fill(th.Background)
	p.drawTop(dst, ctx, p.hand.swapMode)
	p.drawBoard(p.boardClip(dst), ctx)
	p.drawLastMoves(p.boardClip(dst), ctx) // lastmoves.go: on every layout, the phone's card's too
	p.banner.drawRefused(p.boardClip(dst), ctx, p.animSpeed() > 0)
	p.drawZoomEdges(dst, ctx)
	p.log.over = cardOverLog(p, ctx) // the log's newest lines beside the card over it, not under it
	p.drawPanel(dst, ctx)
	p.since.draw(p, dst, ctx)
	p.zoomTip.draw(dst, ctx, &p.fitLay, p.theme(), p.tipAvoid())
	p.turnTip.draw(dst, ctx, &p.fitLay, p.theme(), p.tipAvoid())
	p.hints.drawSource(dst, ctx, &p.lay, p.sess.Reader, p.hand.tile, p.banner.until, p.hand.drag != nil, p.animSpeed() > 0)
	p.chat.draw(dst, ctx, &p.ctl)
	p.addBoardTips()
	if p.hand.drag != nil {
		// the targets' dots under the preview's caption, which they crossed (an enlarged board's
		// stay in its window)
		p.hand.drawTargetDots(p.boardClip(dst), ctx, highlightOf(p.host))
	}
	p.hand.drawPreview(dst, ctx)
	p.hand.drawCarried(dst, ctx, p.dlg.ok)
	results := p.sess.State().Over() && !p.looking
	if !results {
		p.banner.draw(dst, ctx, !p.dlg.ok)
	}
	p.anims.draw(dst, ctx)
	// a mode's card stands over the pieces still moving, and the menu over everything
	p.mode().draw(p, dst, ctx)
	if results { // the toasts of the game went with its end: one said since stands over the card
		p.banner.drawTop(dst, ctx)
	}
	if p.menu.open {
		p.menu.draw(dst, ctx, p.lesson)
		p.menu.armShare(&p.boardView, ctx)
		p.menu.ctl.Trace(p.hooks.Controls, "menu", ctx)
	} else if tipMayShow(&p.ctl, &p.lay, &p.dlg, p.lesson, p.hand.drag != nil) {
		p.ctl.DrawTip(dst, ctx)
		p.ctl.Trace(p.hooks.Controls, "play", ctx)
	} else {
		p.ctl.Trace(p.hooks.Controls, "play", ctx)
	}
}

// followSettings redoes what depends on the settings when they changed, and on the first frame
// (drawn or updated: a screen switched to is drawn before its first update).
func (p *Play) followSettings() {
	if p.host.shell == nil || p.gen == p.host.shell.settingsGen() {
		return
	}
	p.gen = p.host.shell.settingsGen()
	if p.kept == nil {
		p.themeAt = p.host.Prefs.Settings().Theme // its players are named in it for the whole game
	}
	p.kept = themes.Contrasted(themes.KeepingNames(p.host.Prefs.Settings().Theme, p.themeAt, p.host.shell.touched()), p.host.Prefs.Settings().HighContrast)
	p.showStrength = p.host.Prefs.Settings().ShowStrengths
	if te, ok := p.sess.Reader.(turnEnder); ok {
		te.SetTurnEnd(session.TurnEnd(p.host.Prefs.Settings().TurnEnd()))
	}
	if pal := p.host.Look.Palette(); pal != p.pal {
		p.pal = pal
		p.layKey = [4]float64{} // ensureLayout draws the sprites anew
	}
	p.printed = p.host.Prefs.Settings().AsPrinted() // the layout's key: a new choice lays the screen out anew
}
