package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/summary"
	"tigris/scenes/ui"
)

// sinceTeller is a session that can say what happened since a seat's last turn (the local one:
// online, each device shows its own seat's board).
type sinceTeller interface {
	SinceSummary(p int) []summary.Line
}

// sinceLines are the lines of what happened since the next player's last turn that fit a box of
// width w and at most room high, with the box's height (0: nothing to show, or no room).
func sinceLines(p *Play, ctx *engine.Context, w, room float64) ([]string, float64) {
	st, ok := p.sess.Reader.(sinceTeller)
	if !ok {
		return nil, 0
	}
	return fitSince(p, ctx, st.SinceSummary(handoffTo(p.sess.Reader)), w, room)
}

// fitSince are the lines that fit a box of width w and at most room high, with the box's height
// (0: nothing to show, or no room): where not all fit, the routine placements go first, a
// conflict's line last (summary.Fit), and the first line says where to read them.
func fitSince(p *Play, ctx *engine.Context, lines []summary.Line, w, room float64) ([]string, float64) {
	th, u := p.theme(), p.lay.U
	lineH := func(s string) float64 { // as drawSince wraps it: measured wider, a line that
		// wrapped once more than measured stood out of the box's foot (a defended revolt's)
		return th.Paragraph(nil, ctx, s, 0, 0, w-46*u, 14, false, th.Text, engine.Left) + 4*u
	}
	tab := p.lay.LogTab.W > 0
	return summary.Fit(lines, 34*u+12*u, room, lineH, func(k int) string { return otherWords(k, tab) })
}

// otherWords is the summary's first line where its box holds only some lines: how many it left
// out and where to read them, the hand-off's log after Ready or a phone's Log tab (its card has
// no Ready).
func otherWords(k int, tab bool) string {
	where := "the log shows %s after Ready"
	if tab {
		where = "the Log tab shows %s"
	}
	if k == 1 {
		return "… 1 more event: " + fmt.Sprintf(where, "it")
	}
	return fmt.Sprintf("… %d more events: ", k) + fmt.Sprintf(where, "them")
}

// drawSince draws the summary on a card: a heading, then each line with a dot before it.
func drawSince(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, heading string, lines []string, r ui.Rect) {
	u := ctx.Scale
	th.Card(dst, ctx, r, th.Panel)
	th.Draw(dst, heading, ui.Face(ctx, 15, true), r.X+16*u, r.Y+12*u, engine.Scale(th.Accent), engine.Left)
	y := r.Y + 34*u + 4*u
	for _, l := range lines {
		ctx.Stamps.Dot(dst, r.X+20*u, y+9*u, 2.5*u, th.Dim)
		y += th.Paragraph(dst, ctx, l, r.X+30*u, y, r.W-46*u, 14, false, th.Text, engine.Left) + 4*u
	}
}

// sinceHeading heads the summary: a player who has not yet played has no last turn to speak of
// (the first hand-off said "Since your last turn" to the second player), nor one handed back in
// the middle of his own turn (after a conflict the others committed to): the lines are of what
// happened while he waited.
func sinceHeading(rec *game.Record, p int) string {
	if rec == nil {
		return "So far"
	}
	if midTurn(rec.State(), p) {
		return "While you waited"
	}
	for _, rm := range rec.Moves() {
		if rm.Seat == p && isAction(rm.Move.Kind) {
			return "Since your last turn"
		}
	}
	return "So far"
}

// midTurn reports p's own turn under way: an action of it taken (R4.1: two a turn).
func midTurn(st *game.State, p int) bool {
	return !st.Over() && st.Turn() == p && st.ActionsLeft() < 2
}

// isAction reports a move a player makes in his own turn (not a commitment or a choice he may owe
// in another's).
func isAction(k game.MoveKind) bool {
	switch k {
	case game.MoveTile, game.MoveLeader, game.MoveWithdraw, game.MoveCatastrophe, game.MoveSwap, game.MovePass:
		return true
	}
	return false
}
