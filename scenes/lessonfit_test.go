//go:build display

package scenes

import (
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// A lesson reads on every screen: its box holds several lines of its text (and scrolls for the
// rest), never covers the lower half of the board (under a phone's turned board it may reach up
// over the board's lowest quarter: lessonphone_test.go), and once done its buttons stand below
// the text, not over it.
func TestLessonBoxReadsEverywhere(t *testing.T) {
	drawtest.Start(t)
	sizes := []screenSize{everySize[0], everySize[1], everySize[3], everySize[5], {"desktop-1024x768", 1024, 768, 1}, everySize[6]}
	for _, size := range sizes {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			d := &driver{t: t, ctx: ctx, scene: sh.Title()}
			defer func() { d.free() }()
			if err := sh.StartLesson(ctx, 0); err != nil {
				t.Fatal(err)
			}
			d.scene = ctx.TakeSwitch()
			p := d.scene.(*Play)
			d.step(0, 0, false)
			d.look(size.name + "-lesson")
			box, text := p.lesson.box()
			l := &p.lay
			lower := l.Board
			lower.Y, lower.H = l.Board.Y+l.Board.H/2, l.Board.H/2
			if l.Turned {
				lower.H = l.Board.H / 4
			}
			if ui.Overlaps(box, lower) {
				t.Errorf("the lesson box %v covers the lower half of the board %v", box, lower)
			}
			if lines := text.H / (14 * 1.3 * l.U); lines < 5 {
				t.Errorf("the lesson's text has room for %.1f lines", lines)
			}
			for _, m := range []game.Move{game.TileMove(game.Green, mustSpace(t, "G4")), game.TileMove(game.Blue, mustSpace(t, "E3"))} {
				if err := p.Session().Try(m); err != nil {
					t.Fatal(err)
				}
			}
			d.step(0, 0, false)
			d.look(size.name + "-lesson-done")
			_, text = p.lesson.box()
			next := controlRect(t, &p.ctl, "lesson-next")
			if text.Y+text.H > next.Y {
				t.Errorf("the completion text %v runs under its buttons %v", text, next)
			}
			if lines := text.H / (14 * 1.3 * l.U); lines < 4 {
				t.Errorf("the completed lesson's text has room for %.1f lines", lines)
			}
		})
	}
}
