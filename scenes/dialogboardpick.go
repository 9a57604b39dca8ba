package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/boardpick"
	"tigris/scenes/carry"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// A dialog that asks for a space (a treasure to take, where the civilization building goes, a
// monument's square) is answered on the board too: its spaces are lit, the one under the pointer
// or the finger brighter, and a click or tap on one chooses it (boardpick). A new player looked
// for that and found buttons naming spaces alone (review).

// answerSpaces are the spaces each of the dialog's answers concerns (none for No building).
func answerSpaces(opts []session.Option) [][]int {
	out := make([][]int, len(opts))
	for i, o := range opts {
		out[i] = optionSpaces(o) // dialogspaces.go
	}
	return out
}

// boardAnswer follows the pointer over the board for the tap that answers: the answer chosen
// this frame, or -1.
func (g *dialogPart) boardAnswer(ctx *engine.Context) int {
	in := ctx.In
	at := carry.Pointer{X: in.X, Y: in.Y, Down: in.Down, Pressed: in.Pressed, Released: in.Released, Touch: in.Touch}
	return g.pick.Follow(at, g.b.lay.U, g.b.lay.CellAt(in.X, in.Y), answerSpaces(g.cur.Options))
}

// litAnswer is the answer whose spaces are drawn brighter: the one pressed, else the one under the
// mouse (a finger not on the screen points at nothing), else -1.
func (g *dialogPart) litAnswer(ctx *engine.Context, hover int) int {
	spaces := answerSpaces(g.cur.Options)
	if cell, ok := g.pick.Armed(); ok {
		return boardpick.Answer(spaces, cell)
	}
	if ctx.In.Touch && !ctx.In.Down {
		return -1
	}
	return boardpick.Answer(spaces, hover)
}

// boardLine is the dialog's line that says its spaces may be chosen on the board, where a space
// stands for an answer (not a square that two monuments may take).
func (g *dialogPart) boardLine(ctx *engine.Context) (string, bool) {
	spaces := answerSpaces(g.cur.Options)
	for i := range spaces {
		if choosable(spaces, i) {
			if ctx.In.TouchScreen {
				return "Or tap a lit space on the board.", true
			}
			return "Or click a lit space on the board.", true
		}
	}
	return "", false
}

// choosable reports that a tap on answer i's spaces chooses it.
func choosable(spaces [][]int, i int) bool {
	return len(spaces[i]) > 0 && boardpick.Answer(spaces, spaces[i][0]) == i
}

// drawLitSpaces fills the spaces of the answers a tap chooses, the lit answer's brighter, under
// their outlines: filled, they read as something to choose, not as the map's gold-cornered
// frames they were drawn like.
func drawLitSpaces(dst *ebiten.Image, l *layout, opts []session.Option, th *ui.Theme, lit int) {
	spaces := answerSpaces(opts)
	for i := range spaces {
		if !choosable(spaces, i) {
			continue
		}
		a := uint8(60)
		if i == lit {
			a = 130
		}
		for _, c := range spaces[i] {
			r := l.CellRect(c)
			engine.Rect(dst, r.X, r.Y, r.W, r.H, ui.Alpha(th.Accent, a))
		}
	}
}
