package menus

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// The title's buttons by keyboard: the arrows and Tab walk a ring from button to button in the
// order they are drawn (the loud ones first), Enter or Space presses the one ringed. A pointer
// that moves or presses takes the ring away, as a keyboard user does not aim.

// focusKeys moves the ring or presses its button for this frame's keys: it returns the button
// pressed (zero: none) and whether the ring moved.
func (t *Title) focusKeys(in *engine.Input) (ui.ID, bool) {
	if in.Moved || in.Pressed {
		moved := t.focus != 0
		t.focus = 0
		return ui.ID{}, moved
	}
	n := len(t.ctl.Hits)
	if n == 0 {
		return ui.ID{}, false
	}
	moved := false
	for _, k := range in.Keys {
		switch k {
		case ebiten.KeyArrowDown, ebiten.KeyArrowRight, ebiten.KeyTab:
			t.focus, moved = t.focus%n+1, true
		case ebiten.KeyArrowUp, ebiten.KeyArrowLeft:
			t.focus, moved = t.focus-1, true
			if t.focus < 1 { // from the first (or none) to the last
				t.focus = n
			}
		case ebiten.KeyEnter, ebiten.KeyNumpadEnter, ebiten.KeySpace:
			if t.focus > 0 && t.focus <= n && t.ctl.Hits[t.focus-1].Enabled {
				return t.ctl.Hits[t.focus-1].ID, true
			}
		}
	}
	return ui.ID{}, moved
}

// drawFocus rings the button the keyboard is on.
func (t *Title) drawFocus(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme) {
	if t.focus < 1 || t.focus > len(t.ctl.Hits) {
		return
	}
	u := ctx.Scale
	r := t.ctl.Hits[t.focus-1].R
	w := math.Max(2, 2.5*u)
	ring := ui.Mix(th.Accent, th.Text, 0.35)
	for _, e := range []ui.Rect{{X: r.X - 4*u, Y: r.Y - 4*u, W: r.W + 8*u, H: w}, {X: r.X - 4*u, Y: r.Bottom() + 4*u - w, W: r.W + 8*u, H: w},
		{X: r.X - 4*u, Y: r.Y - 4*u, W: w, H: r.H + 8*u}, {X: r.X + r.W + 4*u - w, Y: r.Y - 4*u, W: w, H: r.H + 8*u}} {
		engine.Rect(dst, e.X, e.Y, e.W, e.H, ring)
	}
}
