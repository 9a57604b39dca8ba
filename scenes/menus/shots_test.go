//go:build display

package menus

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
)

// shotSize is a window in CSS pixels at a device scale.
type shotSize struct {
	name   string
	w, h   int
	device float64
}

// shotSizes are the sizes every menu is looked at in: the two desktops and a phone at 3x.
var shotSizes = []shotSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"phone-390x844-3x", 390, 844, 3}}

// contextAt is what the app gives a scene in a window of that size.
func contextAt(t *testing.T, s shotSize) *engine.Context {
	ctx := newContext(t, int(float64(s.w)*s.device), int(float64(s.h)*s.device), s.device)
	ctx.Scale = engine.UIScale(float64(s.w), float64(s.h), s.device)
	return ctx
}

// saveShot keeps a drawn screen where a person can look at it (TE_SCREENSHOTS=folder).
func saveShot(t *testing.T, img *ebiten.Image, name string) { drawtest.SavePicture(img, name) }

// withSaves keeps two games by name in the host's store, one of them played some turns.
func withSaves(t *testing.T, h *testHost) {
	t.Helper()
	for i, name := range []string{"Sunday with Bo", "Against the Expert"} {
		s, err := session.New(session.Config{Store: h.store, Seed: uint64(7 + i),
			Seats: []session.Seat{{Dynasty: game.Archer, Level: ai.Random}, {Dynasty: game.Bull, Level: ai.Random}, {Dynasty: game.Pot, Level: ai.Random}}})
		if err != nil {
			t.Fatal(err)
		}
		// the bots play on (the second game longer), so the boards differ
		poll.Until(t, 30*time.Second, "the bots' decisions", func() bool { // they think off this goroutine
			s.Poll(time.Now())
			return s.Decisions() >= 12+40*i || s.State().Over()
		})
		if err := s.SaveAs(h.store, name); err != nil {
			t.Fatal(err)
		}
	}
}

// Every menu at each size in both themes, kept for a person to look at (TE_SCREENSHOTS). With no
// pictures kept (CI) what is left to see is that each menu draws in both themes, at one size:
// every menu's fit at eight sizes, the themes taking turns, is scenes' TestEveryScreenFitsEverySize
// (the other two sizes here were 16 s of CI's processor time drawing pictures nobody kept).
func TestMenuShots(t *testing.T) {
	sizes := shotSizes[:1]
	if os.Getenv("TE_SCREENSHOTS") != "" { // pictures kept for a person: a high-density laptop too
		sizes = append(shotSizes, shotSize{"1280x800-2x", 1280, 800, 2}, shotSize{"1024x640", 1024, 640, 1}, shotSize{"2560x1440-2x", 1280, 720, 2})
	}
	for _, size := range sizes {
		for _, theme := range []int{0, settings.Space} {
			t.Run(fmt.Sprintf("%s-%s", size.name, settings.ThemeNames[theme]), func(t *testing.T) {
				ctx := contextAt(t, size)
				h := newTestHost()
				h.settings.Theme, h.theme = theme, themes.For(theme, false)
				if theme == settings.Space {
					h.pal = &assets.Space
				}
				withSaves(t, h)
				img := engine.NewImage(ctx.W, ctx.H)
				defer img.Deallocate()
				shot := func(sc engine.Scene, name string) {
					sc.Update(ctx)
					img.Clear()
					sc.Draw(img, ctx)
					saveShot(t, img, fmt.Sprintf("%s-%s-%s", size.name, settings.ThemeNames[theme], name))
				}
				shot(NewTitle(h.host()), "1-title")
				setup := NewSetup(h.host())
				shot(setup, "2-setup")
				setup.choosing = 1
				shot(setup, "3-setup-who")
				saves := NewSaves(h.host(), NewTitle(h.host()))
				for end := time.Now().Add(30 * time.Second); !saves.loaded(); {
					if time.Now().After(end) {
						t.Fatal("the saves were not read in 30 s")
					}
					saves.Update(ctx)
				}
				saves.shelves[inProgress].choose(1)
				shot(saves, "4-saves")
				shot(NewSettingsScene(h.host(), nil), "5-settings")
				shot(NewLessonList(h.host()), "6-lessons")
				r := NewRules(h.host(), nil)
				for i := range rulesPages {
					r.page = i
					shot(r, fmt.Sprintf("7-rules-%d", i+1))
				}
				// the wars page whole, as it scrolls
				tall := *ctx
				tall.H = 3 * ctx.H
				whole := engine.NewImage(tall.W, tall.H)
				defer whole.Deallocate()
				r.page = 4
				r.Draw(whole, &tall)
				saveShot(t, whole, fmt.Sprintf("%s-%s-8-rules-wars-whole", size.name, settings.ThemeNames[theme]))
			})
		}
	}
}
