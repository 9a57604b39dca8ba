//go:build display

package scenes

import (
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/review"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The results card offers the review: it opens the review's screen, which fits every size with
// its bar and Stop while the review is made, and Back returns to the results.
func TestResultsOpenTheReview(t *testing.T) {
	drawtest.Start(t)
	over := finishedGame(t)
	for _, size := range everySize {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			p := sh.show(over)
			d := &driver{t: t, ctx: ctx, scene: p}
			d.step(0, 0, false)
			d.draw(size.name + "-game-over-review")
			checkControls(t, ctx, "game over", d.ctl().Hits)
			d.click("review")
			sc, ok := d.scene.(*review.Screen)
			if !ok {
				t.Fatalf("Review the game opened %T", d.scene)
			}
			d.step(0, 0, false)
			d.draw(size.name + "-review-running")
			checkControls(t, ctx, "review", d.ctl().Hits)
			if !sc.Running() {
				t.Fatal("the review is not being made")
			}
			d.click("review-stop")
			d.click("back")
			if d.scene != p {
				t.Fatalf("Back went to %T", d.scene)
			}
		})
	}
}
