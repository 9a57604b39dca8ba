package menus

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// A bot's strength read at a glance: a row of pips, one lit for Random up to all five for
// Expert, beside its name on the seat's button and in the list it is chosen from; a person has
// none. The words say the level, the pips say how strong that is among the others.

// botPips is how many of the pips seat s lights: 0 for a person, 1 (Random) to
// len(ai.Levels()) (Expert) for a bot.
func botPips(s session.Seat) int {
	if s.Human {
		return 0
	}
	return int(s.Level) + 1
}

// allPips is how many pips a row holds: one a level.
func allPips() int { return len(ai.Levels()) }

// drawPips draws a row of pips of radius r ending at right, centred on cy: lit ones first, then
// the rest as rings.
func drawPips(dst *ebiten.Image, ctx *engine.Context, right, cy, r float64, lit int, on, off color.RGBA) {
	n := allPips()
	gap := r * 0.9
	x := right - float64(n)*(2*r+gap) + gap + r
	for k := 0; k < n; k++ {
		if k < lit {
			ctx.Stamps.Dot(dst, x, cy, r, on)
		} else {
			engine.Ring(dst, x, cy, r-0.5, ctx.Scale, ui.Alpha(off, 170))
		}
		x += 2*r + gap
	}
}

// pipsWidth is how wide a row of pips of radius r is.
func pipsWidth(r float64) float64 {
	n := float64(allPips())
	return n*2*r + (n-1)*r*0.9
}

// DrawBotPips draws seat s's pips (a person has none) ending at right, centred on cy, of radius
// r: the board's rows of players show a bot's strength as the setup does.
func DrawBotPips(dst *ebiten.Image, ctx *engine.Context, right, cy, r float64, s session.Seat, on, off color.RGBA) {
	if lit := botPips(s); lit > 0 {
		drawPips(dst, ctx, right, cy, r, lit, on, off)
	}
}

// PipsWidth is how wide a row of pips of radius r is.
func PipsWidth(r float64) float64 { return pipsWidth(r) }

// PipsLit is how many of the pips seat s lights, of how many.
func PipsLit(s session.Seat) (lit, of int) { return botPips(s), allPips() }
