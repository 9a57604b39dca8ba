//go:build display

package menus

import (
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/ai/reach"
	"tigris/engine"
	"tigris/scenes/ui"
)

// TestSetupSaysTheExpertsStrengthHere: when this device cut its Expert's recent searches, the
// list of players says before the game that the Expert plays as Hard here (its entry grows to
// hold it); measured in full, it says nothing more.
func TestSetupSaysTheExpertsStrengthHere(t *testing.T) {
	cut := &reach.Reach{}
	for _, it := range []int{859, 2144, 1500} {
		cut.Add(reach.Decision{Iterations: it, Full: 4000, Took: 9 * time.Second, Cap: 9 * time.Second})
	}
	for _, size := range shotSizes {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextAt(t, size)
			h := newTestHost()
			img := engine.NewImage(ctx.W, ctx.H)
			defer img.Deallocate()
			expertRow := func(name string, rc *reach.Reach) (ui.Rect, []byte) {
				host := h.host()
				host.Reach = rc
				setup := NewSetup(host)
				setup.choosing = 1
				setup.Update(ctx)
				img.Clear()
				setup.Draw(img, ctx)
				saveShot(t, img, "strength-here-"+size.name+"-"+name)
				pix := make([]byte, 4*ctx.W*ctx.H)
				img.ReadPixels(pix)
				for _, c := range setup.ctl.Hits {
					if c.ID == idPick.At(int(ai.Expert)+1) {
						return c.R, pix
					}
				}
				t.Fatal("no Expert in the list of players")
				return ui.Rect{}, nil
			}
			if about := whoAbout(&reach.Reach{}, int(ai.Expert)+1, 2); strings.Contains(about, "plays as") {
				t.Fatalf("nothing measured: the Expert's entry says %q", about)
			}
			full, before := expertRow("full", &reach.Reach{})
			if about := whoAbout(cut, int(ai.Expert)+1, 2); !strings.Contains(about, "On this device it plays as Hard for now") {
				t.Fatalf("cut searches: the Expert's entry says %q", about)
			}
			if about := whoAbout(cut, int(ai.Hard)+1, 2); strings.Contains(about, "plays as") {
				t.Fatalf("Hard's entry says %q", about)
			}
			// the card is centred on its content, so the grown entry may stand a little higher:
			// compared from its top left corner
			if r, after := expertRow("cut", cut); differAt(before, full, after, r, ctx.W) == 0 {
				t.Errorf("the Expert's entry %v looks the same with the note as without (%v)", r, full)
			}
		})
	}
}

// differAt counts the pixels that differ between ra of picture a and rb of picture b (both w
// pixels wide), laid one on the other by their top left corners, over the shorter's height.
func differAt(a []byte, ra ui.Rect, b []byte, rb ui.Rect, w int) int {
	n := 0
	for dy := 0; dy < int(min(ra.H, rb.H)); dy++ {
		for dx := 0; dx < int(min(ra.W, rb.W)); dx++ {
			i, j := 4*((int(ra.Y)+dy)*w+int(ra.X)+dx), 4*((int(rb.Y)+dy)*w+int(rb.X)+dx)
			if i+3 < len(a) && j+3 < len(b) && string(a[i:i+4]) != string(b[j:j+4]) {
				n++
			}
		}
	}
	return n
}
