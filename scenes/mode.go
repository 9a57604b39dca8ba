package scenes

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/boardmode"
	"tigris/scenes/ui"
)

type textFace = *engine.Face

// boardMode is what the board screen does over the board this frame: take the input and draw what
// stands above the board (a dialog, the hand-off screen, the results, the menu). Each mode is a
// small type in a file of its own, so what a screen shows and what it answers are read together.
type boardMode interface {
	// update takes the frame's input once the game has moved on; clicked is the control pressed
	// this frame, redraw what the common part of the frame found. It reports a change to draw.
	update(p *Play, ctx *engine.Context, clicked ui.ID, redraw bool) bool
	// draw paints the mode over the board, panel and animations.
	draw(p *Play, dst *ebiten.Image, ctx *engine.Context)
}

// mode is the board screen's mode under the menu now, chosen from the game and what the player
// opened, in the order one covers the other. The menu (menuMode) stands over any of them.
func (p *Play) mode() boardMode {
	switch boardmode.Choose(boardmode.Now{
		Asking:  func() bool { return p.ask != nil },
		Over:    func() bool { return p.sess.State().Over() },
		Passing: func() bool { return passing(p.sess.Reader) },
		Handoff: func() bool { return needsHandoff(p.sess.Reader) },
		Dialog:  func() bool { return p.dlg.ok },
	}) {
	case boardmode.Ask:
		return p.ask
	case boardmode.Over:
		return overMode{}
	case boardmode.Pass:
		return passMode{}
	case boardmode.Handoff:
		return handoffMode{}
	case boardmode.Dialog:
		return dialogMode{}
	}
	return inputMode{}
}

// inputMode is the board waiting for the player: pieces picked up and dropped, the panel's
// buttons, the keys, the log scrolled.
type inputMode struct{}

func (inputMode) update(p *Play, ctx *engine.Context, clicked ui.ID, redraw bool) bool {
	p.handleKeys(ctx)
	p.handlePointer(ctx, clicked)
	p.log.wheel(ctx.In)
	_, counting := turnEndsIn(p.sess.Reader, ctx.Now)
	return redraw || counting // the countdown runs down every frame
}

// draw runs a waiting turn's countdown along the foot of End turn, where a time is set for it.
func (inputMode) draw(p *Play, dst *ebiten.Image, ctx *engine.Context) {
	p.fx.card.draw(p, dst, ctx) // a conflict the person fought, until read
	left, counting := turnEndsIn(p.sess.Reader, ctx.Now)
	if !counting || p.host.shell == nil || p.host.Prefs.Settings().TurnEnd().After <= 0 {
		return
	}
	u := p.lay.U
	for _, c := range p.ctl.Hits {
		if c.ID == idEnd {
			k := left.Seconds() / p.host.Prefs.Settings().TurnEnd().After.Seconds()
			engine.Rect(dst, c.R.X+4*u, c.R.Bottom()-6*u, (c.R.W-8*u)*k, 3*u, countdownColour(p.theme(), c.Style))
		}
	}
}

// countdownColour is the countdown bar's colour on a button of that style: the accent, or the
// words' dark colour on a button filled with the accent (End turn once the turn waits).
func countdownColour(th *ui.Theme, style ui.ButtonStyle) color.RGBA {
	if style == ui.Primary {
		return th.Background
	}
	return th.Accent
}

// turnEndsIn is the time left before the waiting turn of r ends by itself, if it will.
func turnEndsIn(r Reader, now time.Time) (time.Duration, bool) {
	if te, ok := r.(turnEnder); ok {
		return te.TurnEndsIn(now)
	}
	return 0, false
}

// card paints an opaque box for what stands over the board (a dialog, a question, the results):
// a soft shadow below it, its fill, and a frame in the accent colour. Nothing shows through it.
func card(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, r ui.Rect) {
	th.Framed(dst, ctx, r)
}

// drawEmblem draws a seat's dynasty as its king's disc (the emblem on every leader of the seat),
// centred on (cx, cy) in a square of side size.
func (p *boardView) drawEmblem(dst *ebiten.Image, _ *engine.Context, seat int, cx, cy, size float64) {
	if p.panelSprites == nil || seat < 0 || seat >= p.sess.State().NumPlayers() {
		return
	}
	d := p.sess.State().Player(seat).Dynasty
	ui.DrawSprite(dst, p.panelSprites.Leaders[d][game.Black], ui.Rect{X: cx - size/2, Y: cy - size/2, W: size, H: size}, 1)
}
