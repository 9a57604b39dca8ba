//go:build display

package menus

import (
	"image/color"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// Every rules page and the settings show whole at 1280x800 and 1920x1080: nothing under the
// footer, no scrolling (issue 44: the end's second picture and the settings' last section stood
// cut by the footer at 1920x1080 with only a thin scroll bar to say so).
func TestRulesAndSettingsFitADesktop(t *testing.T) {
	base := newContext(t, 1280, 800, 1) // the drawing thread, taken once a test
	for _, s := range []shotSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"1280x800-2x", 1280, 800, 2}} {
		ctx := *base
		ctx.W, ctx.H, ctx.Device = int(float64(s.w)*s.device), int(float64(s.h)*s.device), s.device
		ctx.Scale = engine.UIScale(float64(s.w), float64(s.h), s.device)
		h := newTestHost()
		r := NewRules(h.host(), nil)
		for i := range rulesPages {
			r.page = i
			draw(&ctx, r).Deallocate()
			if hid := r.scroll.Hidden(); hid > 0 {
				t.Errorf("%s: rules page %d (%s) hides %.0f px under its footer", s.name, i+1, rulesPages[i].Title, hid)
			}
		}
		set := NewSettingsScene(h.host(), nil)
		draw(&ctx, set).Deallocate()
		if hid := set.page.Hidden(); hid > 0 {
			t.Errorf("%s: the settings hide %.0f px under their footer", s.name, hid)
		}
	}
}

// Where a page must scroll (a phone), the pictures keep a readable size and the page says there
// is more below: a chevron over the fading foot of the content, gone once scrolled to the end.
func TestAPhonePageSaysThereIsMore(t *testing.T) {
	ctx := newContext(t, 390*3, 844*3, 3)
	ctx.Scale = engine.UIScale(390, 844, 3)
	r := NewRules(newTestHost().host(), nil)
	r.page = 4 // the wars: three pictures
	img := draw(ctx, r)
	defer img.Deallocate()
	if r.scroll.Hidden() == 0 {
		t.Skip("the wars page fits a phone: nothing to cue")
	}
	th := r.sh.Look.Theme()
	foot := r.ctl.Hits[0].R.Y // Back, the footer's first button
	chevron := func(img *ebiten.Image) bool {
		u := ctx.Scale
		for y := foot - 30*u; y < foot-10*u; y++ {
			if near(img.At(int(float64(ctx.W)/2), int(y)), th.Accent) {
				return true
			}
		}
		return false
	}
	if !chevron(img) {
		t.Error("a phone's rules page that scrolls shows no chevron above its footer")
	}
	r.scroll.ScrollTo(1e9)
	end := draw(ctx, r)
	defer end.Deallocate()
	if chevron(end) {
		t.Error("the chevron stays at the end of the page")
	}
}

// near reports a pixel within a little of a colour.
func near(c color.Color, want color.RGBA) bool {
	r, g, b, _ := c.RGBA()
	d := func(x uint32, y uint8) int { return max(int(x>>8)-int(y), int(y)-int(x>>8)) }
	return d(r, want.R)+d(g, want.G)+d(b, want.B) < 60
}

// Where the settings stand in two columns their heights match (issue 44, review 3: seven rows on
// the left beside three on the right left the right half empty), and Back, the page's one
// button, stands in the middle under them, not under the left column.
func TestSettingsColumnsAreBalanced(t *testing.T) {
	base := newContext(t, 1280, 800, 1)
	for _, s := range []shotSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}} {
		ctx := *base
		ctx.W, ctx.H, ctx.Device = s.w, s.h, s.device
		ctx.Scale = engine.UIScale(float64(s.w), float64(s.h), s.device)
		set := NewSettingsScene(newTestHost().host(), nil)
		draw(&ctx, set).Deallocate()
		mid := float64(ctx.W) / 2
		var left, right, rowH float64
		for _, h := range set.ctl.Hits {
			if h.ID == idBack {
				if c := h.R.X + h.R.W/2; c < mid-1 || c > mid+1 {
					t.Errorf("%s: Back's middle is at x %.0f, not the screen's %.0f", s.name, c, mid)
				}
				continue
			}
			rowH = max(rowH, h.R.H)
			if h.R.X+h.R.W < mid {
				left = max(left, h.R.Y+h.R.H)
			} else {
				right = max(right, h.R.Y+h.R.H)
			}
		}
		if left == 0 || right == 0 {
			t.Fatalf("%s: the settings stand in one column", s.name)
		}
		if d := left - right; d > 1.5*rowH || d < -1.5*rowH {
			t.Errorf("%s: the columns end %.0f px apart (a row is %.0f)", s.name, d, rowH)
		}
	}
}
