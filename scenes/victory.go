package scenes

import (
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// victoryLen is how long the end's moment holds the screen before the results' card: long
// enough to be an occasion (review 3: "no fanfare, the win feels flat"), short enough not to
// keep a player from the sums; any touch or key skips it.
const victoryLen = 1800 * time.Millisecond

// victory reports that the end's moment is on: the game has just ended on this screen, it has
// not been skipped, and animations are on.
func (sw *shower) victory(now time.Time) bool {
	return sw.on(now) && !sw.skipped && now.Sub(sw.at) < victoryLen
}

// skipVictory ends the moment at a touch's end (its release would otherwise land on the card's
// buttons) or a key; it reports whether it took the input.
func (sw *shower) skipVictory(in *engine.Input, now time.Time) bool {
	if !sw.victory(now) || !(in.Released || len(in.Keys) > 0) {
		return false
	}
	sw.skipped = true
	return true
}

// drawVictory draws the end's moment over the stepped-back board: the winners' emblems rise
// from below into the middle with a glow that swells and pulses, the tiles shower in front,
// and "Anna wins!" stands large under them, in the theme's colours.
func (overMode) drawVictory(p *Play, dst *ebiten.Image, ctx *engine.Context) {
	th, l := p.theme(), &p.lay
	u := l.U
	k := math.Min(1, ctx.Now.Sub(p.shower.at).Seconds()/victoryLen.Seconds())
	rise := 1 - math.Pow(1-math.Min(1, k/0.45), 3)                           // eased: up fast, settling
	engine.Rect(dst, 0, 0, l.W, l.H, ui.Alpha(th.Frame, uint8(140+90*rise))) // the board steps back
	winners := game.WinnersResigned(p.sess.State(), resignedSeats(p.sess))
	title, _, _ := strings.Cut(session.WinnerTitle(p.sess.Name, p.sess.Seats(), winners), " (")
	size := math.Min(150*u, math.Min(l.W, l.H)*0.28)
	cy := l.H*0.42 + (1-rise)*l.H*0.5
	for i, seat := range winners {
		cx := l.W/2 + (float64(i)-float64(len(winners)-1)/2)*size*1.3
		for ring := 3; ring >= 1; ring-- { // the glow: rings that swell and pulse
			r := size/2 + float64(ring)*size*0.16*(0.6+0.4*math.Sin(k*math.Pi*3))
			ctx.Stamps.Box(dst, cx-r, cy-r, 2*r, 2*r, r, ui.Alpha(th.Accent, uint8(40*rise)))
		}
		p.drawEmblem(dst, ctx, seat, cx, cy, size)
	}
	p.shower.draw(dst, ctx)
	f := ctx.Fonts.Face(math.Min(56*u, l.W/14), true)
	ty := cy + size/2 + 24*u
	tw := th.Width(title, f) + 48*u
	ctx.Stamps.Box(dst, l.W/2-tw/2, ty-8*u, tw, f.Size*1.3+16*u, 12*u, ui.Alpha(th.Background, uint8(190*rise))) // the title's band, clear of the board
	th.Draw(dst, title, f, l.W/2+2*u, ty+2*u, engine.Scale(ui.Alpha(th.Background, uint8(200*rise))), engine.Center)
	th.Draw(dst, title, f, l.W/2, ty, engine.Scale(ui.Alpha(th.Accent, uint8(255*rise))), engine.Center)
	hint := ui.Face(ctx, 14, false)
	th.Draw(dst, "Touch or press a key for the results", hint, l.W/2, ty+f.Size*1.3+24*u, engine.Scale(ui.Alpha(th.Dim, uint8(255*rise))), engine.Center)
}
