//go:build display

package menus

import (
	"fmt"
	"os"
	"testing"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
)

// titleSizes are the screens the title is composed for: desktops from a laptop to 2560x1440 (as
// a high-density 1280x720 at 2x), a phone held both ways at 3x, a small phone and a tablet held
// both ways. A person looking at the pictures (TE_SCREENSHOTS) gets 2560x1440 at 1x and the
// science-fiction theme too.
var titleSizes = []shotSize{
	{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"2560x1440-2x", 1280, 720, 2},
	{"1024x640", 1024, 640, 1}, {"phone-390x844-3x", 390, 844, 3}, {"phone-844x390-3x", 844, 390, 3},
	{"small-360x640-2x", 360, 640, 2}, {"tablet-820x1180-2x", 820, 1180, 2}, {"tablet-1180x820-2x", 1180, 820, 2},
}

// The title is composed for each screen, not one card scaled (issue 44): sideways the menu stands
// beside the picture, upright under it; the name, the monument, the four standards, the menu and
// the note each keep their own place on the screen, nothing the picture is about under a button,
// and every button on the panel, tall enough for a finger on a phone. With the statistics' note
// and without (the picture painted once for both).
func TestTitleComposedForEachScreen(t *testing.T) {
	sizes, themeList := titleSizes, []int{0}
	if os.Getenv("TE_SCREENSHOTS") != "" {
		sizes, themeList = append(sizes, shotSize{"2560x1440", 2560, 1440, 1}), []int{0, settings.Space}
	}
	for _, size := range sizes {
		for _, theme := range themeList {
			t.Run(fmt.Sprintf("%s-%s", size.name, settings.ThemeNames[theme]), func(t *testing.T) {
				ctx := contextAt(t, size)
				h := newTestHost()
				h.settings.Theme, h.theme = theme, themes.For(theme, false)
				if theme == settings.Space {
					h.pal = &assets.Space
				}
				lay := titleLayout(float64(ctx.W), float64(ctx.H), ctx.Scale)
				for _, stats := range []bool{true, false} {
					h.settings.Stats = nil
					name := fmt.Sprintf("title-%s-%s", size.name, settings.ThemeNames[theme])
					if stats {
						h.settings.Stats = []settings.Stat{{Level: "hard", Players: 2, Played: 4, Won: 1}, {Level: "medium", Players: 3, Played: 9, Won: 5}}
						name += "-stats"
					}
					title := NewTitle(h.host())
					img := draw(ctx, title)
					saveShot(t, img, name)
					img.Deallocate()
					checkComposition(t, size, title, lay)
				}
			})
		}
	}
}

// checkComposition checks one title's composition at a size.
func checkComposition(t *testing.T, size shotSize, title *Title, lay sceneLayout) {
	t.Helper()
	w, h := float64(size.w)*size.device, float64(size.h)*size.device
	screen := ui.Rect{W: w, H: h}
	if upright := size.h > size.w; lay.portrait != upright {
		t.Errorf("composed upright %v on a %dx%d screen", lay.portrait, size.w, size.h)
	}
	parts := map[string]ui.Rect{"the monument": lay.monument(), "the name": lay.heading, "the menu": title.card}
	for d := game.Dynasty(0); d < game.NumDynasties; d++ {
		parts["the "+d.String()+"'s standard"] = lay.standard(d)
	}
	if title.note.W > 0 {
		parts["the note"] = title.note
	}
	for name, r := range parts {
		if !within(r, screen) {
			t.Errorf("%s %v leaves the %vx%v screen", name, r, w, h)
		}
		for other, o := range parts {
			if name < other && ui.Overlaps(r, o) && !(isStandard(name) && isStandard(other)) {
				t.Errorf("%s %v overlaps %s %v", name, r, other, o)
			}
		}
	}
	if title.lettered > lay.heading.Bottom() {
		t.Errorf("the name's lettering reaches %.0f, below its room %v", title.lettered, lay.heading)
	}
	m, c := lay.monument(), title.card
	if lay.portrait && c.Y < m.Bottom() || !lay.portrait && c.X+c.W > m.X {
		t.Errorf("the menu %v is not %s the monument %v", c, map[bool]string{true: "under", false: "beside"}[lay.portrait], m)
	}
	for _, b := range title.Controls().Hits {
		if !within(b.R, c) {
			t.Errorf("%q %v is not on the menu's panel %v", b.Label, b.R, c)
		}
		if size.device > 1 && b.R.H/size.device < 44 {
			t.Errorf("%q is %.0f CSS px tall", b.Label, b.R.H/size.device)
		}
	}
}

// within reports that r lies inside o.
func within(r, o ui.Rect) bool {
	return r.X >= o.X-0.5 && r.Y >= o.Y-0.5 && r.X+r.W <= o.X+o.W+0.5 && r.Bottom() <= o.Bottom()+0.5
}

func isStandard(name string) bool { return len(name) > 9 && name[len(name)-9:] == " standard" }

// The layout is picked by the screen's shape and recomposed by its size, not scaled: upright
// when it is taller than wide (the menu under the picture), else sideways (the menu beside it);
// a larger desktop gives the picture a larger share and a far city or far ships where there is
// room, while the menu keeps the interface's size.
func TestTitleLayoutByShapeAndSize(t *testing.T) {
	drawtest.Start(t)
	for _, s := range []struct {
		w, h, u float64
		upright bool
	}{{1280, 800, 1, false}, {1920, 1080, 1.35, false}, {1024, 768, 1, false}, {844, 390, 1, false}, {1000, 1050, 1, false},
		{390, 844, 1, true}, {820, 1180, 1, true}, {768, 1024, 1, true}, {360, 640, 1, true}} {
		lay := titleLayout(s.w, s.h, s.u)
		if lay.portrait != s.upright {
			t.Errorf("%vx%v: upright %v", s.w, s.h, lay.portrait)
		}
		m := lay.monument()
		if lay.portrait && lay.menu.Y < m.Bottom() || !lay.portrait && lay.menu.X+lay.menu.W > m.X {
			t.Errorf("%vx%v: the menu's room %v is not %s the monument %v", s.w, s.h, lay.menu, map[bool]string{true: "under", false: "beside"}[lay.portrait], m)
		}
	}
	small, large := titleLayout(1280, 800, 1), titleLayout(1920, 1080, engine.UIScale(1920, 1080, 1))
	if share := func(l sceneLayout, w float64) float64 { return l.picture.W / w }; share(large, 1920) <= share(small, 1280) {
		t.Errorf("the picture is %.2f of 1920x1080's width, %.2f of 1280x800's: the same composition scaled", share(large, 1920), share(small, 1280))
	}
	if small.far || !large.far {
		t.Errorf("the far city at 1280x800 %v, at 1920x1080 %v", small.far, large.far)
	}
}
