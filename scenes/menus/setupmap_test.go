//go:build display

package menus

import (
	"testing"

	"tigris/game"
)

// The map is chosen by the pictures of the two boards: pressing the advanced one plays on it, the
// standard one back; the chosen picture is drawn framed and full, the other dimmed.
func TestMapChosenByItsPicture(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	s := NewSetup(newTestHost().host())
	press := func(id string) {
		t.Helper()
		img := draw(ctx, s)
		defer img.Deallocate()
		for _, c := range s.ctl.Hits {
			if c.ID.String() == id {
				ctx.In.X, ctx.In.Y, ctx.In.Pressed, ctx.In.Down = int(c.R.X+c.R.W/2), int(c.R.Y+c.R.H/2), true, true
				s.Update(ctx)
				ctx.In.Pressed, ctx.In.Down, ctx.In.Released = false, false, true
				s.Update(ctx)
				ctx.In.Released = false
				ctx.In.X, ctx.In.Y = 0, 0
				return
			}
		}
		t.Fatalf("no control %s", id)
	}
	if s.opts.Map != game.StandardMap {
		t.Fatalf("the setup opens on map %v", s.opts.Map)
	}
	press("map-1")
	if s.opts.Map != game.AdvancedMap {
		t.Fatalf("the advanced map's picture pressed, the map is %v", s.opts.Map)
	}
	img := draw(ctx, s)
	defer img.Deallocate()
	th := s.sh.Look.Theme()
	for _, c := range s.ctl.Hits {
		k, ok := idMapChoice.Index(c.ID)
		if !ok {
			continue
		}
		framed := near(img.At(int(c.R.X+c.R.W/2), int(c.R.Y-1)), th.Accent)
		if framed != (k == 1) {
			t.Errorf("map %d: framed %v with the advanced map chosen", k, framed)
		}
	}
	press("map-0")
	if s.opts.Map != game.StandardMap {
		t.Fatalf("the standard map's picture pressed, the map is %v", s.opts.Map)
	}
}
