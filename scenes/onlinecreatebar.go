package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/lobby"
	"tigris/scenes/ui"
)

// createTip is what Create does, wherever it stands.
const createTip = "Make the game on the server: you get its code to invite with"

// createPinned is whether the online screen's Create stands under its column, above the footer,
// and not at the end of the new game's form: on a screen wider than a phone's, where a new player
// looked for it under 1280x800's fold (review). A phone keeps its little height for the column,
// the form's Create at its end: sideways, the bar left the column a finger's height.
func createPinned(ctx *engine.Context, cw float64, invited bool) bool {
	return !invited && cw >= 560*ctx.Scale && !ui.IsCompact(ctx)
}

// createBar draws Create above the footer, what it makes beside it (the form may be scrolled
// away), and returns the y above the bar, where the column ends.
func (o *Online) createBar(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, x0, cw, foot float64) float64 {
	u := ctx.Scale
	bh := ui.TouchSize * u
	y := foot - bh - 6*u
	bw := math.Min(220*u, cw/3)
	o.ctl.Styled(dst, ctx, ui.Rect{X: x0 + cw - bw, Y: y, W: bw, H: bh}, "Create", idCreate, createTip, o.Busy == "", ui.Primary)
	words := th.Fitting(ctx, cw-bw-12*u, createWords(o.Lobby, true), createWords(o.Lobby, false))
	th.Label(dst, ctx, words, x0, y+12*u, 14, false, th.Dim)
	return y - 6*u
}

// createWords say what Create makes: "New game: 3 players, standard map, 1 day a turn".
func createWords(l *lobby.Lobby, long bool) string {
	m := "standard"
	if l.Options.Map == "advanced" {
		m = "advanced"
	}
	turn := "no time limit"
	if t := lobby.TurnTimes[l.TurnTime]; t.Seconds > 0 {
		turn = t.Label + " a turn"
	}
	if !long {
		return fmt.Sprintf("%d players, %s map", len(l.Seats), m)
	}
	return fmt.Sprintf("New game: %d players, %s map, %s", len(l.Seats), m, turn)
}
