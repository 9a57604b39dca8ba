//go:build display

package scenes

import (
	"fmt"
	"os"
	"testing"

	"tigris/scenes/internal/drawtest"
)

// The wonder, every civilization building and two monuments on one board, in both themes, at a
// desktop's sizes and a phone's: the pictures (TE_SCREENSHOTS=folder) a person looks at to tell
// whether each reads at a glance. It makes pictures and checks nothing, so it runs only where
// pictures are kept (CI keeps none); what the pieces must be is checked in assets/relief.
func TestStructuresOnTheBoard(t *testing.T) {
	if os.Getenv("TE_SCREENSHOTS") == "" {
		t.Skip("pictures only: set TE_SCREENSHOTS to a folder to keep them")
	}
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"phone-3x", 390, 844, 3}} {
		for theme, name := range []string{"ancient", "space"} {
			t.Run(fmt.Sprintf("%s-%s", size.name, name), func(t *testing.T) {
				d := &driver{t: t, ctx: contextFor(t, size)}
				hotSeatAt(t, d, "structures.pos", theme)
				defer func() { d.free() }()
				d.look(fmt.Sprintf("structures-%s-%s", name, size.name))
			})
		}
	}
}
