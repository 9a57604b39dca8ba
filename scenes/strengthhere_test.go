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
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// TestRowsShowTheExpertsStrengthHere: where this device's Expert searches were cut below its
// iterations, the board's row says the strength it plays at here under its name, and the line
// fits in its row at every size; measured in full, the row says the level alone.
func TestRowsShowTheExpertsStrengthHere(t *testing.T) {
	drawtest.Start(t)
	cut := &reach.Reach{}
	for _, it := range []int{859, 2144, 1500} {
		cut.Add(reach.Decision{Iterations: it, Full: 4000, Took: 9 * time.Second, Cap: 9 * time.Second})
	}
	for _, size := range everySize {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Expert}}
			s, err := session.New(session.Config{Seats: seats, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			p := NewPlay(NewSession(s, s, s), Hooks{})
			p.reach = cut
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
			p.reach = &reach.Reach{}
			if note := p.rowNote(1); note != "" {
				t.Errorf("nothing measured: the row says %q", note)
			}
		})
	}
}

// TestFinishedGameKeepsTheExpertsReach: a finished game against the Expert keeps the device's
// measure in the settings, so the next start (and its setup) knows it.
func TestFinishedGameKeepsTheExpertsReach(t *testing.T) {
	drawtest.Start(t)
	rc := &reach.Reach{}
	rc.Add(reach.Decision{Iterations: 1500, Full: 4000, Took: 9 * time.Second, Cap: 9 * time.Second})
	// a game of two Random bots, replayed to its last decision: the person makes it here
	var moves []game.Move
	rec, err := game.NewRecord(game.Options{Seats: game.FirstDynasties(2)}, 9)
	if err != nil {
		t.Fatal(err)
	}
	bots := []*ai.Bot{ai.New(ai.Random, 1), ai.New(ai.Random, 2)}
	for n := 0; !rec.State().Over() && n < 3000; n++ {
		p := rec.State().Pending().Player
		m := bots[p].Choose(rec.State().ViewFor(p))
		if _, err := rec.Apply(m); err != nil {
			t.Fatal(err)
		}
		moves = append(moves, m)
	}
	rec, _ = game.NewRecord(game.Options{Seats: game.FirstDynasties(2)}, 9)
	for _, m := range moves[:len(moves)-1] {
		if _, err := rec.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	seats := []session.Seat{{Dynasty: game.Archer, Level: ai.Expert}, {Dynasty: game.Bull, Level: ai.Expert}}
	seats[rec.State().Pending().Player].Human = true
	s, err := session.New(session.Config{Seats: seats, Record: rec})
	if err != nil {
		t.Fatal(err)
	}
	ctx := contextFor(t, everySize[5])
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Reach: rc}
	d := &driver{t: t, ctx: ctx, scene: sh.show(NewSession(s, s, s))}
	d.step(0, 0, false)
	if err := s.Try(moves[len(moves)-1]); err != nil {
		t.Fatal(err)
	}
	d.step(0, 0, false)
	if !s.State().Over() {
		t.Fatal("the game did not end")
	}
	kept, err := settings.LoadSettings(sh.Store)
	if err != nil {
		t.Fatal(err)
	}
	loaded := &reach.Reach{}
	loaded.Load(kept.ExpertReach, kept.ExpertAtCap)
	if got := loaded.Plays(2); got != ai.Hard || len(kept.ExpertReach) != 1 {
		t.Fatalf("kept %v %v: the next start's Expert plays as %v, want hard", kept.ExpertReach, kept.ExpertAtCap, got)
	}
}
