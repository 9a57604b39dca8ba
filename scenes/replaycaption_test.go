//go:build display

package scenes

import (
	"slices"
	"strings"
	"testing"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// A replay stepped with ► says what the decision did: the space a tile went to is marked on the
// board as the board screen marks another's placement, and on a phone, which has no log, the log's
// line for it stands below the controls, off the board; the bottom row's buttons fill the row.
func TestReplayStepSaysWhatHappened(t *testing.T) {
	drawtest.Start(t)
	over := finishedGame(t)
	for _, size := range []screenSize{{"phone-portrait-3x", 390, 844, 3}, {"phone-landscape-3x", 844, 390, 3}, {"desktop-1280x800", 1280, 800, 1}, {"desktop-1920x1080", 1920, 1080, 1}} {
		t.Run(size.name, func(t *testing.T) {
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			rp := NewReplay(sh, over.Record(), over.Seats(), sh.Title()).(*Replay)
			d := &driver{t: t, ctx: contextFor(t, size), scene: rp}
			d.look("")
			var placed game.Event
			for placed.Kind != game.EvTilePlaced {
				d.click("next")
				ev, _ := rp.r.Events()
				if i := slices.IndexFunc(ev, func(e game.Event) bool { return e.Kind == game.EvTilePlaced }); i >= 0 {
					placed = ev[i]
				}
			}
			img := d.draw("replay-step-" + size.name)
			l := &rp.view.lay
			// the space's top left tick, in the placer's colour
			r := l.CellRect(int(placed.Cell))
			side := min(r.W, r.H)
			w, arm := max(2, side*0.075), max(5, side*0.3)
			want := houseColour(rp.view.pal, rp.r.State().Player(int(placed.Player)).Dynasty)
			got := img.At(int(r.X+l.U+w/2), int(r.Y+l.U+arm/2))
			if !near(got, want, 12) {
				t.Errorf("%s, where the tile of the decision stepped to went, is not marked: %v, not the placer's %v", game.SpaceName(int(placed.Cell)), got, want)
			}
			phone := size.device > 1
			if c := rp.caption(); !strings.Contains(c, " places a ") || !strings.Contains(c, " at "+game.SpaceName(int(placed.Cell))) {
				t.Errorf("the caption %q does not name the placement at %s", c, game.SpaceName(int(placed.Cell)))
			}
			if cap := rp.captionAt; phone {
				if cap.H == 0 {
					t.Fatal("a phone's replay shows no caption of the decision")
				}
				if overlap(cap, l.Board) || cap.Y+cap.H > l.Buttons[0].Y || !inside(cap, d.ctx) {
					t.Errorf("the caption %v stands over the board %v or the buttons at %v", cap, l.Board, l.Buttons[0].Y)
				}
			}
			var foot []ui.Rect
			for _, id := range []string{"here", "others", "back", "review"} {
				foot = append(foot, controlRect(t, d.ctl(), id))
			}
			checkRowFilled(t, foot, l.EvenButtons(), d.ctx)
		})
	}
}

// checkRowFilled fails unless the buttons are on screen, apart, and fill the rows the panel's
// buttons (game) take from their left edge to their right.
func checkRowFilled(t *testing.T, foot, game []ui.Rect, ctx *engine.Context) {
	t.Helper()
	right := 0.0
	for _, b := range game {
		right = max(right, b.X+b.W)
	}
	reach := 0.0
	for i, b := range foot {
		if !inside(b, ctx) {
			t.Errorf("button %d at %v is off the screen", i, b)
		}
		for _, o := range foot[:i] {
			if overlap(b, o) {
				t.Errorf("buttons at %v and %v overlap", o, b)
			}
		}
		reach = max(reach, b.X+b.W)
		if b.X < game[0].X-0.5 {
			t.Errorf("button %d at %v starts left of the row at %.1f", i, b, game[0].X)
		}
	}
	if reach < right-0.5 {
		t.Errorf("the bottom row ends at %.1f, leaving a gap to %.1f", reach, right)
	}
	// each row of the foot ends at the row's right edge
	for i, b := range foot {
		last := i == len(foot)-1 || foot[i+1].Y != b.Y
		if last && b.X+b.W < right-0.5 {
			t.Errorf("the row of button %d ends at %.1f, a gap to %.1f", i, b.X+b.W, right)
		}
	}
}

// overlap reports that a and b share some area.
func overlap(a, b ui.Rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}
