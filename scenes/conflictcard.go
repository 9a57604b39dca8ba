package scenes

import (
	"fmt"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// A conflict the person on screen fought is held staged until read: its pieces raised, the totals
// counted and the winner's ringed, a card where a dialog stands saying who attacked and defended
// with what on the board and committed, and who won, until the person presses anything (Continue,
// a piece, a key). A revolt in which the person had nothing to commit was decided by the rules
// (R7.1) and the other side's bot within a second, and only its result was seen (issue 44). The
// defender gets the card as the attacker does, though his own commitment decided the conflict in
// a dialog that showed both totals: he had only the strip's toast, and a player expects the same
// card both ways (review 6, d19 and m09). Bots wait for the card a while at most (cardBotWait),
// never a frame for a bot.

// cardBotWait is how long the bots wait for a person to read a conflict's card before playing on.
const cardBotWait = 8 * time.Second

// cardHold is where the staging stands still while its card is read: the totals counted and
// the beaten pieces gone from the board (seconds at normal speed). The card held it before they
// toppled, and said "Pot's priest goes home" beside the priest still standing (review 5, #7).
const cardHold = holdEnd + toppleDur + 0.05

// conflictCard is the decided conflict whose card is shown (ok), for the viewer who fought it.
type conflictCard struct {
	ok                   bool
	viewer               int
	at                   int // the decisions made when it was decided: a later one takes it away
	cs                   conflictStage
	won                  game.Event
	kind                 string // "revolt" or "war"
	attTotal, defTotal   int
	attCommit, defCommit int
	// emptyHanded: the person committed nothing because he held no tile to commit, so the game
	// committed for him without asking; the card says why he never got a choice (review 3)
	emptyHanded bool
	removed     int // the tiles the loser's side lost in a war
	// scored: the points the conflict won the person, his own to see (R11.1), none if he lost
	scored game.Event
	before bool // a decision of the person's waits behind the card (nextdecision.go)
}

// botHolder is a session whose bots can be told to wait (a local game's).
type botHolder interface{ HoldBots(until time.Time) }

// cardFor is the card of the conflict decided in ev, staged as cs, when the person on screen
// fought it, attacking or defending, outside a lesson (a lesson explains its conflicts in its own
// words); else none.
func cardFor(sess Session, ev []game.Event, cs conflictStage, lesson bool) conflictCard {
	v := sess.Viewer()
	w := firstWon(ev)
	if !cs.ok || w < 0 || lesson || v < 0 || v >= len(sess.Seats()) || !sess.Seats()[v].Human || v != cs.attacker && v != cs.defender {
		return conflictCard{}
	}
	won := ev[w]
	c := conflictCard{ok: true, viewer: v, at: sess.Decisions(), cs: cs, won: won, kind: session.ConflictKind(ev, w), removed: len(removedAfter(ev[w+1:]))}
	c.attTotal, c.defTotal = int(won.N2), int(won.N)
	if cs.attacker == int(won.Player) {
		c.attTotal, c.defTotal = int(won.N), int(won.N2)
	}
	c.attCommit, c.defCommit = max(0, c.attTotal-cs.attBase), max(0, c.defTotal-cs.defBase)
	c.scored = wonPoints(ev[w+1:], v)
	own := c.attCommit
	if v == cs.defender {
		own = c.defCommit
	}
	// committed tiles leave the hand and none is drawn before the turn's end: a hand without the
	// colour after committing none held none to commit
	if view := sess.View(); view != nil && own == 0 && view.Hand[c.committedColor()] == 0 {
		c.emptyHanded = true
	}
	return c
}

// wonPoints is what viewer v scored for the conflict whose events after its result are ev (R7.1,
// R7.7): its winner's points, before any later conflict's; a zero event if he scored none.
func wonPoints(ev []game.Event, v int) game.Event {
	for _, e := range ev {
		switch {
		case e.Kind == game.EvConflictWon:
			return game.Event{}
		case e.Kind == game.EvScored && int(e.Player) == v && (e.Why == game.ScoredRevolt || e.Why == game.ScoredWar):
			return e
		}
	}
	return game.Event{}
}

// committedColor is the colour of the tiles the conflict's sides commit: temples in a revolt
// (R7.1), the war's colour in a war (R7.4).
func (c *conflictCard) committedColor() game.Color {
	if c.kind == "war" {
		return c.cs.color
	}
	return game.Red
}

// show starts the card of the decision just staged: the staging stands still at its height and
// the bots wait, until the person has read it or cardBotWait has passed.
func (ef *effectsPart) show(now time.Time, ev []game.Event, lesson bool) {
	ef.card = cardFor(ef.b.sess, ev, ef.b.anims.decided, lesson)
	if !ef.card.ok {
		return
	}
	if len(ef.b.anims.list) > 0 {
		ef.b.anims.held, ef.b.anims.told = cardHold, cardHold
	}
	if h, ok := ef.b.sess.Reader.(botHolder); ok {
		h.HoldBots(now.Add(cardBotWait))
	}
}

// cardWaits reports a conflict's card standing for viewer, waiting for Continue.
func (ef *effectsPart) cardWaits(viewer int) bool { return ef.card.ok && ef.card.viewer == viewer }

// follow takes the card away once the person pressed anything (a press on the board also ends the
// staging, as it always does) or another decision came; it reports a change to draw.
func (ef *effectsPart) follow(ctx *engine.Context) bool {
	c := &ef.card
	if !c.ok {
		return false
	}
	if !ctx.In.Pressed && len(ctx.In.Keys) == 0 && ef.b.sess.Decisions() == c.at && ef.b.sess.Viewer() == c.viewer {
		return false
	}
	readFirst(c, ctx.In) // nextdecision.go
	if len(ctx.In.Keys) > 0 {
		// the key that reads the card does nothing else (Space would end the turn), and the
		// staging plays on from its height rather than ending at once
		ctx.In.Keys = nil
	}
	c.ok = false
	ef.b.anims.held = 0
	if h, ok := ef.b.sess.Reader.(botHolder); ok {
		h.HoldBots(time.Time{})
	}
	return true
}

// lines are the card's title and what it says: each side, its leader's space, its strength on
// the board, what it committed and its total; then who won.
func (c *conflictCard) lines(name func(int) string) (string, []string) {
	cs := c.cs
	title := fmt.Sprintf("The %s of the %ss", c.kind, cs.color.LeaderName())
	side := func(who int, verb string, cell, base, commit, total int) string {
		return fmt.Sprintf("%s %s at %s: %d on the board + %d committed = %d", name(who), verb, game.SpaceName(cell), base, commit, total)
	}
	winner := name(int(c.won.Player))
	lines := []string{
		side(cs.attacker, "attacks", cs.attCell, cs.attBase, c.attCommit, c.attTotal),
		side(cs.defender, "defends", cs.defCell, cs.defBase, c.defCommit, c.defTotal),
	}
	if c.emptyHanded {
		lines = append(lines, "You hold no "+c.committedColor().TileName()+"s: nothing to commit.")
	}
	lines = append(lines, session.ConflictHeadline(winner, c.kind, c.won)+". "+c.lost(name))
	if n := int(c.scored.N); n > 0 {
		lines = append(lines, fmt.Sprintf("You score %d %s point%s.", n, c.scored.Color, plural(n)))
	}
	return title, lines
}

// lost says what the loser lost on the board: his leader, and in a war his side's tiles of its
// colour (R7.1, R7.5).
func (c *conflictCard) lost(name func(int) string) string {
	who := fmt.Sprintf("%s's %s goes home", name(int(c.won.Other)), c.cs.color.LeaderName())
	if c.kind != "war" {
		return who + "."
	}
	if c.removed == 0 {
		return who + "; no " + c.cs.color.TileName() + " leaves the board."
	}
	if c.removed == 1 {
		return fmt.Sprintf("%s, and 1 %s leaves the board with him.", who, c.cs.color.TileName())
	}
	return fmt.Sprintf("%s, and %d %ss leave the board with him.", who, c.removed, c.cs.color.TileName())
}

// cardPlace is where the conflict's card stands, and whether its Continue stands beside its
// title (bw wide) rather than under its words.
type cardPlace struct {
	r      ui.Rect
	beside bool
	bw     float64
	title  string // the card's words, as place measured them
	lines  []string
	titleH float64 // the title's height across the card's inner width
}

// place is where the card stands where a dialog would, with Continue under its words, or beside
// its title where the panel is too low for that (a phone's under a turned board: Continue stood
// over the panel's buttons); none while it is not shown.
func (c *conflictCard) place(p *Play, ctx *engine.Context) (cardPlace, bool) {
	if !c.ok || p.sess.Viewer() != c.viewer || p.anims.revealing() {
		return cardPlace{}, false // (the board tells the outcome first: the card comes as its totals stand counted)
	}
	th := p.theme()
	l := &p.lay
	u := l.U
	title, lines := c.lines(p.sess.Name)
	inner := l.Work.W - 32*u
	bh := ui.TouchSize * u
	titleH := th.Paragraph(nil, ctx, title, 0, 0, inner, 17, true, th.Accent, engine.Left)
	h := 14*u + titleH + 6*u
	for _, s := range lines {
		h += th.Paragraph(nil, ctx, s, 0, 0, inner, 13, false, th.Text, engine.Left) + 4*u
	}
	top, bottom := p.dlg.room(h+10*u+bh+14*u, p.lesson != nil)
	bw := math.Min(inner, 220*u)
	beside := bottom-top < h+10*u+bh+14*u
	if beside {
		bw = math.Min(120*u, inner/3)
		h += math.Max(0, bh-titleH) + 10*u
		top, bottom = p.dlg.room(h, p.lesson != nil)
	} else {
		h += 10*u + bh + 14*u
	}
	r := ui.Rect{X: l.Work.X, Y: top, W: l.Work.W, H: math.Min(h, bottom-top)}
	if r.Y > l.Players.Y && r.Y < l.Players.Bottom() {
		// over the players' rows: all of them, as a row cut in half across its names read as garbage
		r.H += r.Y - l.Players.Y
		r.Y = l.Players.Y
	}
	return cardPlace{r: r, beside: beside, bw: bw, title: title, lines: lines, titleH: titleH}, true
}

// draw draws the card where place puts it.
func (c *conflictCard) draw(p *Play, dst *ebiten.Image, ctx *engine.Context) {
	pl, ok := c.place(p, ctx)
	if !ok {
		return
	}
	th := p.theme()
	l := &p.lay
	u := l.U
	inner := l.Work.W - 32*u
	bh := ui.TouchSize * u
	r := pl.r
	card(dst, ctx, th, r)
	y := r.Y + 14*u
	at := ui.Rect{X: r.X + 16*u, W: pl.bw, H: bh}
	if pl.beside {
		at.X, at.Y = r.X+r.W-16*u-pl.bw, y-4*u
		y += math.Max(0, bh-pl.titleH)
		inner -= pl.bw + 8*u
	}
	y += th.Paragraph(dst, ctx, pl.title, r.X+16*u, r.Y+14*u, inner, 17, true, th.Accent, engine.Left) + 6*u
	inner = l.Work.W - 32*u
	for _, s := range pl.lines {
		y += th.Paragraph(dst, ctx, s, r.X+16*u, y, inner, 13, false, th.Text, engine.Left) + 4*u
	}
	if !pl.beside {
		at.Y = y + 10*u
	}
	p.ctl.Button(dst, ctx, at, "Continue", idSeenConflict, "See what it did on the board (any key)", true)
}
