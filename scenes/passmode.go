package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/ui"
)

// passMode is the person who just decided looking at what it did (points scored, a conflict's
// result, the turn's end) before the screen goes to the next person at it (hot seat): his own
// hand and points stay, and a card where the hand is says to whom he passes it.
type passMode struct{}

// passing reports that the person on screen looks before passing it on.
func passing(r Reader) bool {
	te, ok := r.(turnEnder)
	if !ok {
		return false
	}
	_, looking := te.PassTo()
	return looking
}

func (passMode) update(p *Play, ctx *engine.Context, clicked ui.ID, redraw bool) bool {
	in := ctx.In
	p.hand.drag, p.hand.targets = nil, nil
	switch {
	case clicked == idPassOn || in.KeyPressed(ebiten.KeyEnter):
		p.sess.Reader.(turnEnder).PassOn()
		return true
	case clicked == idMenu || in.KeyPressed(ebiten.KeyEscape):
		p.menu.show()
		return true
	}
	redraw = p.log.wheel(in) || redraw
	return redraw
}

func (passMode) draw(p *Play, dst *ebiten.Image, ctx *engine.Context) {
	if p.fx.cardWaits(p.sess.Viewer()) {
		// the conflict he defended first, where the pass card stands: the press or key that reads
		// it does nothing else (effectsPart.follow), so Enter does not pass the screen unread
		p.fx.card.draw(p, dst, ctx)
		return
	}
	th := p.theme()
	l := &p.lay
	u := l.U
	to, _ := p.sess.Reader.(turnEnder).PassTo()
	who := p.sess.Name(to)
	title := "Next: " + who
	text := fmt.Sprintf("See what your decision did, then pass the screen to %s.", who)
	button, tip := "Pass to "+who, "Hide your hand and points and hand the screen over (Enter)"
	if !p.sess.Seats()[to].Human {
		text = fmt.Sprintf("See what your decision did, then let %s play.", who)
		button, tip = "Let "+who+" play", "Hide your hand and points while the bot plays (Enter)"
	}
	inner := l.Work.W - 32*u
	bh := ui.TouchSize * u
	h := 14*u + th.Paragraph(nil, ctx, title, 0, 0, inner, 17, true, th.Accent, engine.Left) + 6*u +
		th.Paragraph(nil, ctx, text, 0, 0, inner, 13, false, th.Text, engine.Left) + 12*u + bh + 14*u
	// where a dialog would stand: below the hand, whatever it covers covered whole
	top, bottom := p.dlg.room(h, p.lesson != nil)
	r := ui.Rect{X: l.Work.X, Y: top, W: l.Work.W, H: bottom - top}
	card(dst, ctx, th, r)
	// a card taller than its words holds the next player's seal large over them, the whole
	// centred: its words alone at its top left it mostly empty (review 4, F5)
	emblem := math.Min(r.H-h-20*u, 96*u)
	y, x, align := r.Y+14*u+math.Max(0, r.H-h)/2, r.X+16*u, engine.Left
	bw := math.Min(inner, 260*u)
	bx := x
	if emblem >= 40*u {
		y = r.Y + (r.H-h-emblem-10*u)/2 + 14*u
		d := p.sess.State().Player(to).Dynasty
		ui.DrawSprite(dst, sealPicture(ctx, p.pal, d, int(emblem)), ui.Rect{X: r.X + (r.W-emblem)/2, Y: y, W: emblem, H: emblem}, 1)
		y += emblem + 10*u
		align, bx = engine.Center, r.X+(r.W-bw)/2
	}
	y += th.Paragraph(dst, ctx, title, x, y, inner, 17, true, th.Accent, align) + 6*u
	y += th.Paragraph(dst, ctx, text, x, y, inner, 13, false, th.Text, align) + 12*u
	p.ctl.Button(dst, ctx, ui.Rect{X: bx, Y: y, W: bw, H: bh}, button, idPassOn, tip, true)
}

// handoffWhy says what the person taking the screen is to do, in a few words ("defend the revolt").
func handoffWhy(st *game.State, to int, held bool) string {
	pend := st.Pending()
	switch pend.Kind {
	case game.DecideAction:
		if held {
			return "see how your turn went, then end it"
		}
		return "your turn"
	case game.DecideCommit:
		cf, _ := st.Conflict()
		fight := "revolt"
		if cf.War {
			fight = "war"
		}
		if to == cf.Defender {
			return "defend the " + fight
		}
		return "attack in the " + fight
	case game.DecideWar:
		return "choose which war is fought first"
	case game.DecideTreasure:
		return "take a treasure"
	case game.DecideMonument:
		return "build a monument?"
	case game.DecideBuilding:
		return "place a civilization building?"
	case game.DecideWonder:
		return "erect the wonder?"
	case game.DecideWonderPoint:
		return "choose the wonder's point"
	}
	return "your decision"
}
