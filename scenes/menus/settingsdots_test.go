//go:build display

package menus

import (
	"testing"

	"tigris/scenes/settings"
)

// A setting that cycles shows a dot a step under its value, the one it stands at lit, and each row
// says what it does under its name: a new player had to press each to learn its values (issue 44).
func TestCyclingSettingsShowTheirSteps(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	h := newTestHost()
	set := NewSettingsScene(h.host(), nil)
	h.Settings().AnimSpeed = 1
	img := draw(ctx, set)
	defer img.Deallocate()
	th := h.Theme()
	u := ctx.Scale
	found := false
	for _, c := range set.ctl.Hits {
		if c.ID != idAnim {
			continue
		}
		found = true
		steps := len(settings.AnimNames)
		gap := 11 * u
		y := c.R.Y + c.R.H - 7*u
		for i := 0; i < steps; i++ {
			x := c.R.X + c.R.W/2 - gap*float64(steps-1)/2 + gap*float64(i)
			lit := near(img.At(int(x), int(y)), th.Accent)
			if lit != (i == 1) {
				t.Errorf("step %d of Animation at (%.0f,%.0f): lit %v with the setting at step 1", i, x, y, lit)
			}
		}
	}
	if !found {
		t.Fatal("no Animation button drawn")
	}
}
