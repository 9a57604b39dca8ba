package scenes

import (
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/menus"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
)

// A tip told once (the board zooms, the board is turned): a card over the panel, shown the first
// time it applies while the board is the player's alone, gone at the first touch or key or a few
// seconds after its first picture, and remembered in the settings so it is told once. It stood
// over the board's foot, and on a phone with the board as printed it hid rows 6 to 11, the spaces
// a player places on, until the first touch (issue 44): it now lies over no space at all.

// tipFor is how long a tip stays when nobody touches the screen.
const tipFor = 9 * time.Second

// onceTip is one such tip and its state.
type onceTip struct {
	heading, words string
	taught         func(*settings.Settings) *bool // the setting that remembers it was shown
	on             bool
	until          time.Time // when it goes, counted from its first picture: a page's first frame may come seconds after its first update
	at             ui.Rect   // where it was drawn last
}

// follow shows the tip from the first frame it applies (applies) and the board is the player's
// alone (free), when the settings do not say it was shown, and keeps that in the settings at
// once; a touch, a key, its time or its no longer applying take it away. It reports a change to
// draw, and what a failed save of the settings says.
func (z *onceTip) follow(ctx *engine.Context, free, applies bool, prefs menus.Prefs) (redraw bool, msg string) {
	if z.on {
		if !applies || ctx.In.Pressed || len(ctx.In.Keys) > 0 || !z.until.IsZero() && !ctx.Now.Before(z.until) {
			z.on, z.until, z.at = false, time.Time{}, ui.Rect{}
			return true, ""
		}
		return false, ""
	}
	if !free || !applies || prefs == nil || *z.taught(prefs.Settings()) {
		return false, ""
	}
	*z.taught(prefs.Settings()) = true
	z.on = true
	return true, prefs.SaveSettings()
}

// draw shows the tip on a card over the panel (tipSpot), clear of avoid (a lesson's box).
func (z *onceTip) draw(dst *ebiten.Image, ctx *engine.Context, l *layout, th *ui.Theme, avoid []ui.Rect) {
	if !z.on {
		return
	}
	if z.until.IsZero() {
		z.until = ctx.Now.Add(tipFor)
	}
	u := l.U
	height := func(w float64) float64 {
		return 12*u + 22*u + th.Paragraph(nil, ctx, z.words, 0, 0, w-32*u, 14, false, th.Text, engine.Left) + 14*u
	}
	z.at = tipSpot(l, height, avoid)
	th.Card(dst, ctx, z.at, th.Panel)
	th.Draw(dst, z.heading, ui.Face(ctx, 15, true), z.at.X+16*u, z.at.Y+12*u, engine.Scale(th.Accent), engine.Left)
	th.Paragraph(dst, ctx, z.words, z.at.X+16*u, z.at.Y+34*u, z.at.W-32*u, 14, false, th.Text, engine.Left)
}

// tipSpot is a tip's card (as high as height says for a width) in the panel or over the log's
// own column (a tablet's), never over a space of the board: of the places down either, the one
// that hides least of what the first touch goes to (the hand three times, the leaders and
// catastrophes twice, the buttons once: the players' rows, the log and the row of what is beside
// the board are not needed before it) and of avoid (ten times), the lowest on a tie (badgespot.go's
// search). A tap on the card goes on to what lies under it, as a tap anywhere does: a tip that
// held the first tap to Menu cost a second one.
func tipSpot(l *layout, height func(w float64) float64, avoid []ui.Rect) ui.Rect {
	u := l.U
	weigh := func(s ui.Rect, rs []ui.Rect, k float64) float64 {
		c := 0.0
		for _, r := range rs {
			c += k * overlapArea(s, r)
		}
		return c
	}
	cost := func(s ui.Rect) float64 {
		if overlapArea(s, l.Board) > 0 {
			return math.Inf(1)
		}
		return weigh(s, l.Hand[:], 3) + weigh(s, append(l.Supply[:], l.Catas), 2) + weigh(s, l.Buttons, 1) + weigh(s, avoid, 10)
	}
	best, bestCost := ui.Rect{}, math.Inf(1)
	for _, col := range []ui.Rect{l.Log, l.Panel} { // the log first on a tie: its column is free
		if col.W < 200*u || col.H <= 0 {
			continue
		}
		w := math.Min(col.W-8*u, 420*u)
		h := height(w)
		var ys []float64
		for y := col.Bottom() - h; y >= col.Y; y -= 4 * u {
			ys = append(ys, y)
		}
		ys = append(ys, col.Y)
		r, ok := cheapestSpot([]float64{col.X + (col.W-w)/2}, ys, w, h, ui.Rect{W: l.W, H: l.H}, 0, cost)
		if c := cost(r); ok && c < bestCost {
			best, bestCost = r, c
		}
	}
	if best.W == 0 { // no room off the board: its foot, as it stood
		w := math.Min(l.Board.W-16*u, 420*u)
		h := height(w)
		best = ui.Rect{X: l.Board.X + (l.Board.W-w)/2, Y: l.Board.Bottom() - 8*u - h, W: w, H: h}
	}
	return best
}

// tipAvoid is what the tips' cards keep clear of besides the board: a lesson's box (a tip
// covered the lesson's words on a phone).
func (p *Play) tipAvoid() []ui.Rect {
	if p.lesson == nil {
		return nil
	}
	r, _ := p.lesson.box()
	return []ui.Rect{r}
}
