package scenes

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/boardlayout"
	"tigris/scenes/session"
	"tigris/scenes/ui"
	"tigris/storage"
)

// thinkingSeconds is the whole seconds the deciding bot has thought.
func thinkingSeconds(s Session, now time.Time) int {
	if c, ok := s.Reader.(thinkClock); ok {
		return int(c.ThinkingFor(now) / time.Second)
	}
	return 0
}

// drawTop draws the status line's parts (topParts) folded onto the lines the layout gives it.
func (p *boardView) drawTop(dst *ebiten.Image, ctx *engine.Context, swapping bool) {
	th := p.theme()
	l := &p.lay
	f := ui.Face(ctx, 15, true)
	lines := p.topLines(ctx, swapping)
	col := th.Text
	if saveErr(p.sess.Reader) != nil || lostConnection(p.sess) {
		col = ui.Bad
	}
	for i, line := range lines {
		th.Draw(dst, line, f, l.Top.X, l.Top.Y+(boardlayout.StatusInset+float64(i)*boardlayout.StatusLine)*l.U, engine.Scale(col), engine.Left)
	}
}

// topLines are the status line's parts folded onto the lines the layout gives it: a part that
// fits on no line left is dropped.
func (p *boardView) topLines(ctx *engine.Context, swapping bool) []string {
	th := p.theme()
	l := &p.lay
	f := ui.Face(ctx, 15, true)
	lines := []string{""}
	for _, part := range p.topParts(ctx, swapping) {
		last := &lines[len(lines)-1]
		switch {
		case *last == "":
			*last = part
		case th.Width(*last+" · "+part, f) <= l.Top.W:
			*last += " · " + part
		case len(lines) < l.TopLines:
			lines = append(lines, part)
		}
	}
	return lines
}

// topParts is what the status line says: whose turn, actions left, treasures left on the board
// (while a conflict is under way, that conflict), and what the game waits for (swapping: the player is choosing tiles to swap); while a decided
// conflict is staged, that conflict, since the turn and actions it reports belong to what comes
// after it (a bot's revolt must not read as the person's turn before it has been shown).
func (p *boardView) topParts(ctx *engine.Context, swapping bool) []string {
	st := p.sess.State()
	parts := p.turnParts(st)
	switch {
	case st.Over():
		parts = []string{"The game is over"}
	case lessonOf(p.sess.Reader) != nil && lessonOf(p.sess.Reader).Done():
		// the lesson's game stops there: the turn and actions it stood at read as a game going on
		parts = []string{"Lesson complete", "Next lesson, or Lessons for the list"}
	case p.anims.onStage().ok:
		parts = stagedWords(p.anims.onStage(), p.sess.Name)
	case needsHandoff(p.sess.Reader):
	case p.sess.Thinking():
		parts = append(parts, p.waitingWords(ctx, st)...)
	case p.sess.HumanToDecide() && st.Pending().Kind == game.DecideAction && st.ActionsLeft() == 0:
		parts = append(parts, heldWords(p.sess.CanUndo()))
	case p.sess.HumanToDecide() && st.Pending().Kind == game.DecideAction && swapping:
		// what to do comes after whose turn it is, the actions left after it and the treasures'
		// count not at all: a phone's lines were full before it and dropped it (review 6, m18)
		parts = append([]string{parts[0], "click the tiles to swap away, then Swap"}, parts[1:min(len(parts), 2)]...)
	case p.sess.HumanToDecide() && st.Pending().Kind == game.DecideAction:
		parts = append(parts, "drag pieces onto the board")
	case st.Pending().Player != st.Turn():
		parts = append(parts, fmt.Sprintf("%s decides", p.sess.Name(st.Pending().Player)))
	}
	parts = onlineStatus(p.sess, parts)
	if err := saveErr(p.sess.Reader); err != nil {
		// a game that is not being kept says so until it is again
		parts = []string{"Not saved: " + storage.Explain(err), "Menu › " + saveFileLabel + " keeps it elsewhere"}
	}
	return parts
}

// turnParts are the status line's first parts: whose turn, actions left, treasures left on the
// board (and tiles in the bag, if asked); while a conflict is under way, that conflict.
func (p *boardView) turnParts(st *game.State) []string {
	if war, ok := underWayWords(st, p.sess.Name); ok {
		return war // onewar.go: the conflict its markers and dialog are about
	}
	parts := []string{turnWords(p.sess.Seats(), st.Turn(), p.sess.Name(st.Turn())), // handedseat.go
		actionsWords(st),
		fmt.Sprintf("%d treasures on the board", st.TreasuresOnBoard())}
	if p.host.shell != nil && p.host.Prefs.Settings().ShowBag {
		parts = append(parts, fmt.Sprintf("%d tiles in the bag", st.BagCount()))
	}
	return parts
}

// heldWords say what a turn waiting for End turn asks: Undo only while it is on (a conflict's
// commitments, once they came to light, cannot be taken back, and the greyed button is not offered).
func heldWords(canUndo bool) string {
	if canUndo {
		return "End turn, or Undo to take the last action back"
	}
	return "click End turn" // "tap End turn" by touch (themes' tapWords)
}

// waitingWords say who the screen waits on: a bot thinking (timed when it is long, so it never
// looks stuck), or a person elsewhere deciding in another's turn (a person's own turn is said
// by the turn's words already).
func (p *boardView) waitingWords(ctx *engine.Context, st *game.State) []string {
	who := st.Pending().Player
	if !seatIsBot(p.sess.Reader, who) {
		if who != st.Turn() {
			return []string{fmt.Sprintf("%s decides", p.sess.Name(who))}
		}
		return nil
	}
	w := thinkingWords(p.sess.Reader, who, p.sess.Name(who)) // thinkwords.go
	if sec := thinkingSeconds(p.sess, ctx.Now); sec >= 2 {
		w += fmt.Sprintf(" %d s", sec)
	}
	return []string{w}
}

// stagedWords names the decided conflict being staged, in the words of its preview and dialog:
// two parts, so that a narrow screen folds long names onto a second line.
func stagedWords(cs conflictStage, name func(int) string) []string {
	kind := "Revolt"
	if cs.war {
		kind = "War"
	}
	return []string{fmt.Sprintf("%s of the %ss", kind, cs.color.LeaderName()),
		fmt.Sprintf("%s attacks, %s defends", name(cs.attacker), name(cs.defender))}
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// drawPanel: every player's public pieces, the viewer's points, hand, supply and catastrophes,
// the buttons and the log.
func (p *Play) drawPanel(dst *ebiten.Image, ctx *engine.Context) {
	th := p.theme()
	l := &p.lay
	st := p.sess.State()
	v := p.sess.View()
	engine.Rect(dst, l.Panel.X, l.Panel.Y, l.Panel.W, l.Panel.H, th.Panel)
	p.ctl.Begin(th)
	for i := 0; i < st.NumPlayers() && l.Players.H > 0; i++ {
		own := v
		if st.Over() || st.Options().OpenScoring {
			// the game is over, or played with open scoring: every player's points are out
			own = st.ViewFor(i)
		}
		p.drawPlayerRow(dst, ctx, &p.ctl, i, own)
	}
	if v == nil {
		th.Label(dst, ctx, session.SpectatorWords(st.Over()), l.Hand[0].X, l.Hand[0].Y, 13, false, th.Dim)
	} else {
		p.hand.drawHand(dst, ctx, &p.ctl, v)
		p.hand.drawSupply(dst, ctx, &p.ctl, v)
	}
	if st.Over() {
		// the game is over: the results, a replay and the way out take the buttons' places, the
		// row shared out evenly (no End turn to widen); a 360 px phone's fifth says "Scores"
		bs := l.EvenButtons()
		p.ctl.Button(dst, ctx, bs[0], p.theme().Fitting(ctx, bs[0].W, "Results", "Scores"), idResults, "Show the final scores again", true)
		p.ctl.Button(dst, ctx, bs[1], "Replay", idReplay, "Watch the game again from its start", p.host.shell != nil)
		closeTip := "Back to the title (Esc)"
		if p.lesson != nil {
			closeTip = "Back to the list of lessons (Esc)"
		}
		p.ctl.Button(dst, ctx, bs[2], "Close", idClose, closeTip, true)
		menu := bs[4]
		if b := bs[3]; b.Y == menu.Y { // Menu takes the place of the Hint it follows: no hole beside it
			menu.W, menu.X = menu.X+menu.W-b.X, b.X
		}
		p.ctl.Button(dst, ctx, menu, "Menu", idMenu, "Save, load, settings, rules, quit (Esc)", true)
		p.log.drawTab(dst, ctx, &p.ctl, &p.chat, p.dlg.ok || p.ask != nil)
		p.log.draw(dst, ctx)
		return
	}
	if !l.PublicFolded {
		p.drawPublic(dst, ctx)
	}
	act := p.canAct()
	swapLabel, swapOn, swapStyle := p.hand.swapButton(ctx, l.Buttons[1].W, act) // swapbutton.go
	// End turn and Undo never side by side: a finger that misses one must not press the other
	// the one thing left to do is the loud button: End turn once the turn waits for it, Swap once tiles are chosen
	endStyle := ui.Plain
	if p.turnHeld() {
		endStyle = ui.Primary
	}
	// a small phone's fifth of a row is too narrow for "End turn" with room at its edges
	p.ctl.Styled(dst, ctx, l.Buttons[2], p.theme().Fitting(ctx, l.Buttons[2].W, "End turn", "End"), idEnd, "End your turn: the tiles are drawn and the next player plays (Space)", p.canEndNow(), endStyle)
	p.ctl.Styled(dst, ctx, l.Buttons[1], swapLabel, idSwap, "Discard tiles from your hand and draw as many (an action)", swapOn, swapStyle)
	if p.hand.swapMode {
		p.ctl.Button(dst, ctx, l.Buttons[3], "Cancel", idCancelSwap, "Keep your tiles: no swap (Esc)", true)
	} else {
		p.ctl.Button(dst, ctx, l.Buttons[3], "Hint", idHint, "What a Medium bot would do now", act)
	}
	p.ctl.Button(dst, ctx, l.Buttons[0], "Undo", idUndo, "Take back your last action this turn, until something hidden is revealed (Z)", p.sess.CanUndo())
	p.ctl.Button(dst, ctx, l.Buttons[4], "Menu", idMenu, "Save, load, settings, rules, quit (Esc)", true)
	if p.lesson != nil {
		p.lesson.draw(dst, ctx)
	}
	if p.lesson == nil || l.LessonBox != l.Log {
		p.log.drawTab(dst, ctx, &p.ctl, &p.chat, p.dlg.ok || p.ask != nil)
		p.log.draw(dst, ctx)
		if l.PublicFolded && !p.dlg.ok && p.ask == nil {
			p.drawPublic(dst, ctx) // over the open log's ground (OpenLog)
		}
	}
}

// drawHand draws the viewer's hand, the tiles chosen to swap away marked, their tooltips
// registered in ctl.
func (h *handPart) drawHand(dst *ebiten.Image, ctx *engine.Context, ctl *ui.Controls, v *game.View) {
	th := h.b.theme()
	l := &h.b.lay
	title := fmt.Sprintf("%s's hand", h.b.sess.Name(v.Me))
	if h.swapMode {
		n := 0
		for _, on := range h.swapPick {
			if on {
				n++
			}
		}
		title = fmt.Sprintf("Choose tiles to swap away: %d chosen", n)
	}
	if l.Labels {
		th.Label(dst, ctx, title, l.Hand[0].X, l.HandY, 13, true, th.Text)
	}
	for i, r := range l.Hand {
		engine.Rect(dst, r.X, r.Y, r.W, r.H, th.Well)
		c, ok := h.tile(i)
		if !ok || h.carrying(i) {
			continue
		}
		h.drawHandTile(dst, ctx, ctl, i, r, c)
	}
}

// drawHandTile draws the i-th tile of the hand, of colour c, in r, with its tooltip.
func (h *handPart) drawHandTile(dst *ebiten.Image, ctx *engine.Context, ctl *ui.Controls, i int, r ui.Rect, c game.Color) {
	th := h.b.theme()
	u := h.b.lay.U
	if h.swapPick[i] {
		// chosen to go: faded, framed and labelled, so the choice is plain
		ui.DrawSprite(dst, h.b.panelSprites.Tiles[c], r, 0.45)
		engine.Frame(dst, r.X, r.Y, r.W, r.H, 3*u, ui.Bad)
		th.Draw(dst, "swap", ui.Face(ctx, 12, true), r.X+r.W/2, r.Y+r.H-18*u, engine.Scale(th.Text), engine.Center)
		ctl.Add(r, ui.ID{}, "This "+c.TileName()+" goes back to the bag: click to keep it", true)
		return
	}
	ui.DrawSprite(dst, h.b.panelSprites.Tiles[c], r, 1)
	tip := "A " + c.TileName() + ": drag it onto the board, or click it and then a space"
	if h.swapMode {
		tip = "Click to swap this " + c.TileName() + " away"
	}
	ctl.Add(r, ui.ID{}, tip, true)
}

// drawSupply draws the viewer's leaders in supply (not the one carried) and catastrophes, their
// tooltips registered in ctl.
func (h *handPart) drawSupply(dst *ebiten.Image, ctx *engine.Context, ctl *ui.Controls, v *game.View) {
	th := h.b.theme()
	l := &h.b.lay
	u := l.U
	if l.Labels {
		th.Label(dst, ctx, "Leaders in supply · catastrophes", l.Supply[0].X, l.SupplyY, 13, true, th.Text)
	}
	me := v.Players[v.Me]
	for c := game.Color(0); c < game.NumColors; c++ {
		r := l.Supply[c]
		engine.Rect(dst, r.X, r.Y, r.W, r.H, th.Well)
		if me.Leaders[c] < 0 && !h.carries(session.SupplyLeader, c) {
			ui.DrawSprite(dst, h.b.panelSprites.Leaders[me.Dynasty][c], r, 1)
			ctl.Add(r, ui.ID{}, "Your "+c.LeaderName()+": drag it next to a temple", true)
		}
	}
	r := l.Catas
	engine.Rect(dst, r.X, r.Y, r.W, r.H, th.Well)
	if me.Catastrophes > 0 {
		ui.DrawSprite(dst, h.b.panelSprites.Catastrophe, r, 1)
		ctl.Add(r, ui.ID{}, "A catastrophe: drag it onto an empty space or a tile to destroy it", true)
		count := fmt.Sprintf("×%d", me.Catastrophes)
		if right := r.X + r.W + 30*u; right <= l.Panel.X+l.Panel.W && (l.LogTab.W == 0 || right <= l.LogTab.X) {
			th.Label(dst, ctx, count, r.X+r.W+4*u, r.Y+r.H/2-9*u, 14, true, th.Text)
			return
		}
		// the supply takes the panel's width (a hand in two rows): the count stands on the tile's
		// corner, on a dark tab
		f := ui.Face(ctx, 13, true)
		w, h := th.Width(count, f)+8*u, f.Size*1.3
		engine.RoundRect(dst, r.X+r.W-w-2*u, r.Y+r.H-h-2*u, w, h, 4*u, ui.Alpha(th.Panel, 230))
		th.Draw(dst, count, f, r.X+r.W-w/2-2*u, r.Y+r.H-h-2*u+(h-f.Size*1.2)/2, engine.Scale(th.Text), engine.Center)
	}
}

// carries reports that a piece of kind and colour c is being carried.
func (h *handPart) carries(kind session.PieceKind, c game.Color) bool {
	return h.drag != nil && h.drag.piece.Kind == kind && h.drag.piece.Color == c
}

// carrying reports that the i-th hand tile is the one being carried (it is drawn at the pointer).
func (h *handPart) carrying(i int) bool {
	return h.drag != nil && h.drag.piece.Kind == session.HandTile && h.drag.slot == i
}

// rowName is how player i's row in the panel names them: who plays the seat, a bot with its level.
func (p *boardView) rowName(i int) string {
	who := p.sess.Name(i)
	if o, ok := p.sess.Reader.(seatLabeller); ok {
		who = o.SeatLabel(i) // an online game: who plays it, and whether they are here
	} else if seat := p.sess.Seats()[i]; !seat.Human {
		who += " (" + seat.Level.String() + " bot)"
	} else if seat.Name != "" {
		who += " (" + session.Capitalize(seat.Dynasty.String()) + ")"
	}
	return who
}

// rowShown is player i's name as its row shows it in room: without the dynasty in brackets where
// the whole does not fit (the row's colour band and leaders show the dynasty), cut short only
// where the name alone does not fit either: a phone's rows read "Rev (Archer…" and "Phoebe (Bu…"
// (review 4, F12).
func (p *boardView) rowShown(ctx *engine.Context, i int, face textFace, room float64) string {
	th := p.theme()
	who := p.rowName(i)
	if th.Width(who, face) > room {
		who = strings.Replace(who, " ("+session.Capitalize(p.sess.State().Player(i).Dynasty.String())+")", "", 1)
	}
	return shortened(th, rowWho(p, ctx, i, who, face, room), face, room)
}

// rowNote opens player i's second line with the strength its bot plays at on this device when
// that is below its level ("plays as hard here · "), else it is empty.
func (p *boardView) rowNote(i int) string {
	if _, online := p.sess.Reader.(seatLabeller); online {
		return "" // a bot online thinks on the server, not on this device
	}
	seat := p.sess.Seats()[i]
	if seat.Human {
		return ""
	}
	if note := botNote(p.reach, seat.Level, len(p.sess.Seats())); note != "" {
		return note + " · "
	}
	return ""
}

// drawPlayerRow draws a player's row in the panel: name, what all may see, and for the viewer v
// (nil: none) what stands behind the screen, its tooltips registered in ctl.
func (p *boardView) drawPlayerRow(dst *ebiten.Image, ctx *engine.Context, ctl *ui.Controls, i int, v *game.View) {
	th := p.theme()
	l := &p.lay
	u := l.U
	st := p.sess.State()
	pl := st.Player(i)
	r := l.PlayerRect(i)
	if i == st.Turn() {
		engine.Rect(dst, r.X+3*u, r.Y+2*u, r.W-6*u, r.H-4*u, th.Current)
	}
	p.drawHouseBand(dst, ctx, pl.Dynasty, r.X+3*u, r.Y+5*u, 4*u, r.H-10*u)
	name := ui.Face(ctx, 14, true)
	line := name.Size * 1.2
	top := r.Y + (r.H-2*line)/2
	ls := math.Min(18*u, line)
	who := p.rowShown(ctx, i, name, r.W-20*u-4*(ls+3*u)) // clear of the leaders at the row's right
	th.Draw(dst, who, name, r.X+10*u, top, engine.Scale(th.Text), engine.Left)
	// public: leaders in supply, catastrophes left, tiles in hand (R11.2)
	infoEnd := r.X + r.W // the second line's words end there (the screen's tokens fill it)
	if v != nil && v.Me == i {
		// private: the points and treasures are shown to their owner alone (R11.1)
		p.drawScreen(dst, ctx, ctl, ui.Rect{X: r.X + 6*u, Y: top + line, W: r.W - 12*u, H: line}, v)
	} else {
		info := p.rowNote(i) + fmt.Sprintf("%d tiles · %d catastrophe%s", pl.HandSize(), pl.Catastrophes, plural(int(pl.Catastrophes)))
		th.Label(dst, ctx, info, r.X+10*u, top+line, 12, false, th.Dim)
		infoEnd = r.X + 10*u + th.Width(info, ui.Face(ctx, 12, false))
	}
	drawRowPips(p, dst, ctx, ctl, i, r, r.X+10*u+th.Width(who, name), infoEnd, r.X+r.W-10*u-4*(ls+3*u), top, line)
	for c := game.Color(0); c < game.NumColors; c++ {
		lr := ui.Rect{X: r.X + r.W - 10*u - float64(4-int(c))*(ls+3*u), Y: top, W: ls, H: ls}
		alpha := float32(1)
		if pl.Leaders[c] >= 0 {
			alpha = 0.25
		}
		ui.DrawSprite(dst, p.panelSprites.Leaders[pl.Dynasty][c], lr, alpha)
		ctl.Add(lr, ui.ID{}, leaderRowTip(p.sess.Name(i), c, int(pl.Leaders[c])), true)
	}
}

// leaderRowTip says what a leader's icon in a player's row shows: lit in supply, dim on the board
// (its space named). The four icons had no word of explanation (issue 44, a new player's review).
func leaderRowTip(who string, c game.Color, at int) string {
	if at >= 0 {
		return fmt.Sprintf("%s's %s: on the board at %s (dim here)", who, c.LeaderName(), game.SpaceName(at))
	}
	return fmt.Sprintf("%s's %s: in supply, not on the board", who, c.LeaderName())
}

// drawScreen draws what stands behind a player's screen, seen by that player alone: a point token
// of each colour and the treasure coin, each with its count and a tooltip.
func (p *boardView) drawScreen(dst *ebiten.Image, ctx *engine.Context, ctl *ui.Controls, r ui.Rect, v *game.View) {
	th := p.theme()
	u := p.lay.U
	engine.Rect(dst, r.X, r.Y, r.W, r.H, th.Well) // the inside of the screen
	engine.Rect(dst, r.X, r.Y, r.W, math.Max(1, u), ui.Alpha(th.Accent, 120))
	f := ui.Face(ctx, 13, true)
	k := r.H * 0.9
	x, y := r.X+4*u, r.Y+(r.H-k)/2
	// token draws a sprite into the k-square at x (where in its image the piece sits: at, of side
	// size) and the count beside it
	token := func(img *ebiten.Image, at [2]float64, size float64, n int, col color.Color, tip string) {
		z := k / size
		ui.DrawSprite(dst, img, ui.Rect{X: x + k/2 - at[0]*z, Y: y + k/2 - at[1]*z, W: z, H: z}, 1)
		i := p.anims.counterSlot(x+k/2, y+k/2) // the points flying here land on it, and it ticks
		s := fmt.Sprint(n)
		tf, tc := p.anims.tick(ctx, f, col, v.Me, i, r.H)
		th.Draw(dst, s, tf, x+k+2*u, r.Y+(r.H-tf.Size*1.2)/2, engine.Scale(tc), engine.Left)
		w := k + 2*u + th.Width(s, f)
		ctl.Add(ui.Rect{X: x, Y: r.Y, W: w, H: r.H}, ui.ID{}, tip, true)
		x += w + 8*u
	}
	sp := p.panelSprites
	p.anims.counters = 0
	// the viewer's own screen; another's is shown once the game is over, and named
	whose, hidden := "Your", " (behind your screen; only your weakest colour counts at the end)"
	if v.Me != p.sess.Viewer() {
		whose, hidden = p.sess.Name(v.Me)+"'s", ""
	} else if v.Options.OpenScoring {
		hidden = " (open scoring: everyone sees them; only your weakest colour counts at the end)"
	}
	for c := game.Color(0); c < game.NumColors; c++ {
		token(sp.Tiles[c], [2]float64{0.5, 0.5}, 1, p.anims.shown(v.Me, int(c), int(v.Score[c])), th.Text,
			fmt.Sprintf("%s %s points: %d%s", whose, c, v.Score[c], hidden))
	}
	// the coin, 0.36 of its sprite across, sits at (0.76, 0.24) of it
	token(sp.Treasure, [2]float64{0.76, 0.24}, 0.36, p.anims.shown(v.Me, game.NumColors, v.Treasures), th.Accent,
		fmt.Sprintf("%s treasures: %d, each a point of any colour at the end", whose, v.Treasures))
}

// logBox draws the log's background where the layout has room for two lines or more (on dst, when
// not nil), and gives its face, line height and how many lines it shows (ok is false where there
// is no room).
func logBox(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, l *layout) (f textFace, lineH float64, rows int, ok bool) {
	u, r := l.U, l.Log
	if r.H < 30*u {
		return nil, 0, 0, false
	}
	f = ui.Face(ctx, 12, false)
	lineH = f.Size * 1.3
	rows = int((r.H - 10*u) / lineH) // text from 6u below the top, the box 4u short of the bottom
	if rows < 2 {
		return nil, 0, 0, false // a strip of one line reads as an empty box
	}
	if dst != nil {
		engine.Rect(dst, r.X+4*u, r.Y, r.W-8*u, r.H-4*u, th.Log)
	}
	return f, lineH, rows, true
}
