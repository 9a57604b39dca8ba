package scenes

import (
	"tigris/engine"
	"tigris/scenes/menus"
	"tigris/scenes/settings"
)

// Nothing told a new player on a touch screen that the board zooms (issue 44): the first time
// such a player reaches a board, a short tip at the board's foot says how, in a finger's words;
// it goes by itself a few seconds after it is first drawn, or at the first touch, and the
// settings remember it was shown, so it is shown once.

// zoomTipWords is the tip's text.
const zoomTipWords = "Double-tap the board to enlarge it where you tap, and double-tap again to fit it. Or pinch it with two fingers; drag an enlarged board to move it."

// newZoomTip is the zooming board's tip (oncetip.go).
func newZoomTip() onceTip {
	return onceTip{heading: "Zoom the board", words: zoomTipWords, taught: func(s *settings.Settings) *bool { return &s.ZoomTaught }}
}

// followZoomTip tells the tip whether the board is the player's alone, and says a failed save.
func (p *Play) followZoomTip(ctx *engine.Context) bool {
	var prefs menus.Prefs
	if p.host.shell != nil {
		prefs = p.host.Prefs
	}
	_, input := p.mode().(inputMode)
	free := input && !p.since.open && !p.menu.open && !p.sess.State().Over()
	// the turned board's tip first (turntip.go), the zoom's once it is gone
	turned, msg := p.turnTip.follow(ctx, free, p.lay.Turned, prefs)
	redraw, zmsg := p.zoomTip.follow(ctx, free && !p.turnTip.on, ctx.In.TouchScreen, prefs)
	for _, m := range []string{msg, zmsg} {
		if m != "" {
			p.say(m)
		}
	}
	return redraw || turned
}
