//go:build display

package menus

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/ai/reach"
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
			img := ebiten.NewImage(ctx.W, ctx.H)
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
			if r, after := expertRow("cut", cut); differ(before, after, r, ctx.W) == 0 || r.Y != full.Y {
				t.Errorf("the Expert's entry %v looks the same with the note as without (%v)", r, full)
			}
		})
	}
}

// differ counts the pixels of r that differ between two pictures w pixels wide.
func differ(a, b []byte, r ui.Rect, w int) int {
	n := 0
	for y := int(r.Y); y < int(r.Y+r.H); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			if i := 4 * (y*w + x); i+3 < len(a) && string(a[i:i+4]) != string(b[i:i+4]) {
				n++
			}
		}
	}
	return n
}
