//go:build display

package menus

import (
	"testing"

	"tigris/engine"
	"tigris/scenes/ui"
)

// The Settings screen offers how a phone held upright shows the board, in a player's words: a
// press turns "Turned" into "As printed" and back, the choice kept in the settings; on a phone
// the row's button stands on the screen, as tall as a finger.
func TestSettingsOfferTheBoardAsPrinted(t *testing.T) {
	ctx := newContext(t, 1170, 2532, 3)
	ctx.In = &engine.Input{}
	h := newTestHost()
	set := NewSettingsScene(h.host(), nil)
	press := func() ui.Control {
		t.Helper()
		for tries := 0; tries < 20; tries++ { // the page scrolled on until the row is in its view
			img := draw(ctx, set)
			c, ok := control(set, idPhoneBoard)
			back, _ := control(set, idBack)
			if !ok || c.R.Y < 150*ctx.Scale || c.R.Y+c.R.H > back.R.Y-40*ctx.Scale { // under the title, above the footer's shade
				img.Deallocate()
				set.page.ScrollTo(set.page.Off() + 100*ctx.Scale)
				continue
			}
			saveShot(t, img, "settings-phoneboard-phone-3x")
			img.Deallocate()
			if c.R.H < 44*ctx.Scale-0.5 {
				t.Fatalf("the board's setting %v is short", c.R)
			}
			ctx.In.X, ctx.In.Y, ctx.In.Pressed, ctx.In.Down = int(c.R.X+c.R.W/2), int(c.R.Y+c.R.H/2), true, true
			set.Update(ctx)
			ctx.In.Pressed, ctx.In.Down, ctx.In.Released = false, false, true
			set.Update(ctx)
			ctx.In.Released = false
			return c
		}
		t.Fatal("no setting of the board on an upright phone in the page's view")
		return ui.Control{}
	}
	if c := press(); c.Label != "Turned" && c.Label != "Turned (to fill the screen)" {
		t.Errorf("the first run's board is %q, want turned", c.Label)
	}
	if !h.Settings().AsPrinted() {
		t.Fatal("a press left the board turned")
	}
	if c := press(); c.Label != "As printed" {
		t.Errorf("after a press the button says %q", c.Label)
	}
	if h.Settings().AsPrinted() {
		t.Fatal("a second press left the board as printed")
	}
}

// control is the control id drawn last, if drawn.
func control(s *SettingsScene, id ui.ID) (ui.Control, bool) {
	for _, c := range s.ctl.Hits {
		if c.ID == id {
			return c, true
		}
	}
	return ui.Control{}, false
}
