package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
)

// While the person chooses which of several wars is fought first (R7.4), the war a button names
// is shown on the board as it would be fought: its two leaders with their strengths on their
// badges and each side's tiles that count ringed, as the conflict's own staging shows them once
// chosen. The buttons' words alone ("The kings' war: Anna 2 against Bo 3") left the player
// looking for the leaders (issue 44, a reviewer who knows the board game). By mouse the war under
// the pointer is shown; by finger, where a press is already a click, the first tap on a war shows
// it and a second tap on it fights it first.

// warLook is the war shown on the board while the order of the wars is chosen.
type warLook struct {
	armed   int // the option a finger tapped once, plus one (0: none)
	hovered int // the option under the mouse, plus one (0: none)
	at      int // the decision armed was tapped at (the session's count of decisions)
	// shown is the position with the shown war begun (its conflict under way), for the option
	// shownFor at decision shownAt; nil when that war is decided at once (nobody may commit)
	shown    *game.State
	shownFor int
	shownAt  int
}

// warOrder reports that the dialog asks which war is fought first.
func (g *dialogPart) warOrder() bool {
	return g.ok && g.b.sess.State().Pending().Kind == game.DecideWar
}

// follow finds the war looked at: the option under the mouse (the controls drawn last frame).
func (g *dialogPart) follow(ctx *engine.Context) {
	w := &g.war
	w.hovered = 0
	if !g.warOrder() || ctx.In.Touch {
		return
	}
	for _, h := range g.ctl.Hits {
		if i, ok := idOption.Index(h.ID); ok && h.R.In(ctx.In.X, ctx.In.Y) {
			w.hovered = i + 1
		}
	}
}

// firstTap reports that option i was tapped for the first time by a finger while the wars' order
// is asked: it is shown, not yet chosen.
func (g *dialogPart) firstTap(ctx *engine.Context, i int) bool {
	if !g.warOrder() || !ctx.In.Touch || g.war.armed == i+1 && g.war.at == g.b.sess.Decisions() {
		return false
	}
	g.war.armed, g.war.at = i+1, g.b.sess.Decisions()
	return true
}

// lookedAt is the option whose war is shown, or -1.
func (g *dialogPart) lookedAt() int {
	switch {
	case !g.warOrder():
		return -1
	case g.war.hovered > 0:
		return g.war.hovered - 1
	case g.war.armed > 0 && g.war.at == g.b.sess.Decisions():
		return g.war.armed - 1
	}
	return -1
}

// warShown is the position with the looked-at war begun, its two leaders' spaces and whether
// there is one to show.
func (g *dialogPart) warShown() (st *game.State, att, def int, ok bool) {
	i := g.lookedAt()
	if i < 0 || i >= len(g.cur.Options) || g.cur.Options[i].Move.Kind != game.MoveWar {
		return nil, -1, -1, false
	}
	w := &g.war
	if w.shownFor != i || w.shownAt != g.b.sess.Decisions() || w.shown == nil {
		w.shown, w.shownFor, w.shownAt = g.b.sess.State().Clone(), i, g.b.sess.Decisions()
		if _, err := w.shown.Apply(g.cur.Options[i].Move); err != nil {
			w.shown = nil
			return nil, -1, -1, false
		}
	}
	cf, ok := w.shown.Conflict()
	if !ok {
		return nil, -1, -1, false // decided at once: its strengths are on its button
	}
	return w.shown, cf.AttackerCell, cf.DefenderCell, true
}

// drawWar shows the looked-at war on the board: its leaders framed in the theme's accent, its
// supporters ringed and the two strengths on the leaders' badges (conflictview.go).
func (g *dialogPart) drawWar(dst *ebiten.Image, ctx *engine.Context) {
	st, att, def, ok := g.warShown()
	if !ok {
		return
	}
	l := &g.b.lay
	for _, c := range []int{att, def} {
		pulse(dst, ctx, l.CellRect(c), l.U, false)
	}
	g.b.drawConflict(dst, ctx, st)
}

// lines are the dialog's lines of text, led by finger while the wars' order is asked by how a war
// is shown and then chosen (first: a phone's card scrolls its text), ended where an answer
// stands on a space by the word that it may be chosen there.
func (g *dialogPart) lines(ctx *engine.Context) []string {
	lines := g.cur.Lines
	if g.b.lay.Compact && g.cur.Brief != nil { // a phone's card has room for a few lines
		lines = g.cur.Brief
	}
	if line, ok := g.boardLine(ctx); ok { // dialogboardpick.go
		return append(append([]string(nil), lines...), line)
	}
	if !g.warOrder() || !ctx.In.TouchScreen {
		return lines
	}
	if g.b.lay.Compact {
		return append([]string{"Tap a war to see it; tap it again to fight it first."}, lines...)
	}
	return append([]string{"Tap a war to see it on the board; tap it again to fight it first."}, lines...)
}
