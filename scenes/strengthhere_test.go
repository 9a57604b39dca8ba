//go:build display

package scenes

import (
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/ai/reach"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// TestRowsShowTheExpertsStrengthHere: where this device's Expert searches were cut below its
// iterations, the board's row says the strength it plays at here under its name, and the line
// fits in its row at every size; measured in full, the row says the level alone.
func TestRowsShowTheExpertsStrengthHere(t *testing.T) {
	drawtest.Start(t)
	keep := deviceReach
	defer func() { deviceReach = keep }()
	cut := &reach.Reach{}
	for _, it := range []int{859, 2144, 1500} {
		cut.Add(reach.Decision{Iterations: it, Full: 4000, Took: 9 * time.Second, Cap: 9 * time.Second})
	}
	for _, size := range everySize {
		t.Run(size.name, func(t *testing.T) {
			deviceReach = cut
			ctx := contextFor(t, size)
			seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Expert}}
			s, err := session.New(session.Config{Seats: seats, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			p := NewPlay(NewSession(s, s, s), Hooks{})
			frame(p, ctx, 0, 0, false)
			img := render(p, ctx)
			savePicture(img, "strength-here-"+size.name)
			img.Deallocate()
			if who := p.rowName(1); !strings.HasSuffix(who, "(expert bot)") {
				t.Errorf("the Expert's row is named %q", who)
			}
			note := p.rowNote(1)
			if note != "plays as hard here · " {
				t.Fatalf("the Expert's row says %q under its name", note)
			}
			line := note + "6 tiles · 2 catastrophes"
			face := ui.Face(ctx, 12, false)
			if w, room := p.theme().Width(line, face), p.lay.Players.W-20*p.lay.U; w > room {
				t.Errorf("the row's line %q is %.0f px wide in a row of %.0f", line, w, room)
			}
			if p.rowNote(0) != "" {
				t.Errorf("the person's row says %q", p.rowNote(0))
			}
			deviceReach = &reach.Reach{}
			if note := p.rowNote(1); note != "" {
				t.Errorf("nothing measured: the row says %q", note)
			}
		})
	}
}
