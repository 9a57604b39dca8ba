//go:build display

package scenes

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// The in-game menu has one order a player can read (issue 44: five filled buttons and four
// outlined ones, the outlined looking disabled): Resume alone filled in gold, every choice in one
// style, and Quit to title, the way out, alone in the outline, set apart below the others. The two
// ways to save say where each puts the game.
func TestMenuHasOneOrder(t *testing.T) {
	drawtest.Start(t)
	seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}
	p, d := localGame(t, seats, 3)
	p.menu.show()
	d.look("menu-order")
	hits := p.menu.ctl.Hits
	if len(hits) < 6 {
		t.Fatalf("the menu drew %d buttons", len(hits))
	}
	labels := map[string]string{}
	for i, h := range hits {
		labels[h.ID.String()] = h.Label
		want := ui.Plain
		switch i {
		case 0:
			want = ui.Primary
		case len(hits) - 1:
			want = ui.Quiet
		}
		if h.Style != want {
			t.Errorf("%q (%d of %d) is drawn in style %d, want %d", h.Label, i+1, len(hits), h.Style, want)
		}
	}
	if hits[0].ID != idResume || hits[len(hits)-1].ID != idTitle {
		t.Errorf("the menu runs from %q to %q, want Resume to Quit to title", hits[0].Label, hits[len(hits)-1].Label)
	}
	step := hits[2].R.Y - hits[1].R.Y
	last, before := hits[len(hits)-1].R, hits[len(hits)-2].R
	if last.Y-before.Y < step+8*d.ctx.Scale {
		t.Errorf("Quit to title stands %.0f below the item above it, as the others do (%.0f): not set apart", last.Y-before.Y, step)
	}
	if !strings.Contains(labels["save"], "name") || !strings.Contains(labels["copy"], "file") {
		t.Errorf("the two saves are %q and %q: neither says where it puts the game", labels["save"], labels["copy"])
	}
	if os.Getenv("TE_SCREENSHOTS") == "" {
		return
	}
	// for a person to look at: the menu at a laptop's, a large and a high-density screen's size
	// in both themes
	for _, theme := range []int{0, settings.Space} {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
		sh.Settings.Theme = theme
		p := sh.show(p.sess)
		for _, size := range []screenSize{{"1024x640", 1024, 640, 1}, {"1920x1080", 1920, 1080, 1}, {"2560x1440-2x", 1280, 720, 2}} {
			d := &driver{t: t, ctx: contextFor(t, size), scene: p}
			p.menu.show()
			d.look(fmt.Sprintf("menu-order-%s-%s", size.name, settings.ThemeNames[theme]))
			d.free()
		}
	}
}
