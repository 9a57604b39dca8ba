package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/menus"
	"tigris/scenes/remote"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// A bot's strength in its row of the board's panel, as the setup shows it: a row of pips, one lit
// for Random up to all five for Expert, beside its name where the row has room, else at the right
// of its second line. A person's row has none. (Functions of the board, not its methods: it has
// methods enough.)

// rowBot is seat i's seat when a bot plays it (an online game's as its server says), and
// whether one does.
func rowBot(p *boardView, i int) (session.Seat, bool) {
	seats := p.sess.Seats()
	if i < 0 || i >= len(seats) {
		return session.Seat{}, false
	}
	if r, ok := p.sess.Reader.(*remote.Session); ok {
		return seats[i], remote.SeatIsBot(r, i)
	}
	return seats[i], !seats[i].Human
}

// pipsGap is the room between a bot's name and its pips, in units.
const pipsGap = 8

// pipRadius is the radius of a row's pips: 4.4 CSS px across at the least.
func pipRadius(ctx *engine.Context, u float64) float64 { return math.Max(3.5*u, 2.2*ctx.Device) }

// rowWho is what bot i's row says for its name in room px: who (its name and level) where it
// fits with the pips after it, else its name alone, the pips saying its strength (their tooltip
// the level): on a phone's narrow rows "Bull (rando…" had no room left for them.
func rowWho(p *boardView, ctx *engine.Context, i int, who string, face textFace, room float64) string {
	if _, bot := rowBot(p, i); !bot || p.theme().Width(who, face)+(pipsGap+4)*p.lay.U+menus.PipsWidth(pipRadius(ctx, p.lay.U)) <= room { // as drawRowPips places them
		return who
	}
	return shortBotName(p.sess.Seats(), i, p.sess.Name(i)) // handedseat.go
}

// drawRowPips draws bot i's pips in its row r: after its name (ending at nameEnd, on the line at
// top) when they fit before the leaders in supply (from leadersX), else at the right end of the
// second line when they fit after its words (ending at infoEnd); their tooltip says the level.
func drawRowPips(p *boardView, dst *ebiten.Image, ctx *engine.Context, ctl *ui.Controls, i int, r ui.Rect, nameEnd, infoEnd, leadersX, top, line float64) {
	seat, bot := rowBot(p, i)
	if !bot {
		return
	}
	th := p.theme()
	u := p.lay.U
	rad := pipRadius(ctx, u)
	w := menus.PipsWidth(rad)
	right, cy := nameEnd+pipsGap*u+w, top+line/2
	if right > leadersX-4*u {
		right, cy = r.X+r.W-10*u, top+line*1.5
		if right-w < infoEnd+10*u {
			return // no room: the name says the level
		}
	}
	menus.DrawBotPips(dst, ctx, right, cy, rad, seat, th.Text, th.Text)
	lit, of := menus.PipsLit(seat)
	ctl.Add(ui.Rect{X: right - w - 2*u, Y: cy - rad - 3*u, W: w + 4*u, H: 2*rad + 6*u}, ui.ID{},
		fmt.Sprintf("%s bot: strength %d of %d", session.Capitalize(seat.Level.String()), lit, of), true)
}
