package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// Before the first moves a tablet's log column was a large empty box, half the room under the
// board (review 6, t01): while the log's lines leave room for it, the foot of the box holds a
// short card of what a turn is and how one scores, as the rules say it, until the lines need the
// room. A lesson's box says its own.

// goalHeading and goalLines are the card's words (R4.1, R6.3, R10.2).
const goalHeading = "How to play"

var goalLines = []string{
	"Each turn is two actions: place a tile, place or move a leader, play a catastrophe, or swap tiles.",
	"A tile scores 1 point of its colour for the leader of that colour in its kingdom, else for its king.",
	"At the end your score is your weakest colour: keep all four growing.",
}

// drawGoal draws the card at the foot of the log's box r where the lines, which end at y, leave
// room for it; it returns where it stands (zero: not drawn).
func (g *logPart) drawGoal(dst *ebiten.Image, ctx *engine.Context, r ui.Rect, y float64) ui.Rect {
	if lessonOf(g.b.sess.Reader) != nil || g.scroll > 0 || g.b.lay.Compact {
		return ui.Rect{}
	}
	th, u := g.b.theme(), g.b.lay.U
	w := r.W - 24*u
	h := 14*u + ui.Face(ctx, 14, true).Size*1.4 + 12*u
	for _, s := range goalLines {
		h += th.Paragraph(nil, ctx, s, 0, 0, w-22*u, 13, false, th.Text, engine.Left) + 4*u
	}
	card := ui.Rect{X: r.X + 12*u, Y: r.Bottom() - 14*u - h, W: w, H: h}
	if card.Y < y+12*u {
		return ui.Rect{} // the lines need the room
	}
	th.Card(dst, ctx, card, th.Panel)
	th.Draw(dst, goalHeading, ui.Face(ctx, 14, true), card.X+12*u, card.Y+10*u, engine.Scale(th.Accent), engine.Left)
	ty := card.Y + 14*u + ui.Face(ctx, 14, true).Size*1.4
	for _, s := range goalLines {
		ctx.Stamps.Dot(dst, card.X+16*u, ty+8*u, 2.5*u, th.Dim)
		ty += th.Paragraph(dst, ctx, s, card.X+26*u, ty, w-38*u, 13, false, th.Text, engine.Left) + 4*u
	}
	return card
}
