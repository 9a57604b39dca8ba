//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The hand-off's summary says "Since your last turn" only to a player who has played one: the
// second player's first hand-off said it too (issue 44, seen playing a hot-seat game).
func TestHandoffHeadingNamesALastTurnOnlyAfterOne(t *testing.T) {
	st, err := game.ParsePosition(stagedRevoltPosition("rbbggk"))
	if err != nil {
		t.Fatal(err)
	}
	rec := game.RecordFrom(st)
	want := func(p int, heading string) {
		t.Helper()
		if got := sinceHeading(rec, p); got != heading {
			t.Errorf("after %d decisions, seat %d's heading is %q, want %q", len(rec.Moves()), p, got, heading)
		}
	}
	want(0, "So far")
	want(1, "So far")
	for _, line := range []string{"archer tile g H5", "archer leader r A2", "archer commit 0"} {
		_, m, err := game.ParseMove(line)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rec.Apply(m); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	want(0, "Since your last turn")
	want(1, "So far")
}

// Handed back in the middle of his own turn (his leader began a revolt, he and Bull committed
// and the machine went to Bull and back), a player has no "last turn" behind him: the summary
// is of what happened while he waited (issue 44, a new player's review).
func TestHandoffHeadingMidTurnSaysWhileYouWaited(t *testing.T) {
	// Bull holds a red tile, so that he is asked for his support
	st, err := game.ParsePosition(strings.Replace(stagedRevoltPosition("rbbggk"), "hand bull bbbggk", "hand bull rbbggk", 1))
	if err != nil {
		t.Fatal(err)
	}
	rec := game.RecordFrom(st)
	for _, line := range []string{"archer leader r A2", "archer commit 0", "bull commit 0"} {
		_, m, err := game.ParseMove(line)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := rec.Apply(m); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
	}
	if rec.State().Turn() != 0 || rec.State().ActionsLeft() != 1 {
		t.Fatalf("the revolt did not leave Archer mid-turn: seat %d to play, %d actions left", rec.State().Turn(), rec.State().ActionsLeft())
	}
	if got := sinceHeading(rec, 0); got != "While you waited" {
		t.Errorf("Archer handed back mid-turn reads %q, want \"While you waited\"", got)
	}
}

// The same hand-back in a hot-seat game shows the hand-off to Archer with the summary under its
// heading; the pictures (TE_SCREENSHOTS) are the page at 1280x800, 1920x1080 and on a phone.
func TestHandoffMidTurnIsShown(t *testing.T) {
	drawtest.Start(t)
	pos := strings.Replace(stagedRevoltPosition("rbbggk"), "hand bull bbbggk", "hand bull rbbggk", 1)
	for _, size := range []screenSize{everySize[5], everySize[6], everyLayout[0]} {
		t.Run(size.name, func(t *testing.T) {
			st, err := game.ParsePosition(pos)
			if err != nil {
				t.Fatal(err)
			}
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			sh.Settings.AnimSpeed = 0
			seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}}
			p, err := sh.Play(session.Config{Seats: seats, Start: st})
			if err != nil {
				t.Fatal(err)
			}
			ctx := contextFor(t, size)
			s := p.Session().Reader.(*session.Session)
			p.Update(ctx)
			for _, line := range []string{"archer leader r A2", "archer commit 0", "bull commit 1"} {
				if s.NeedsHandoff() {
					s.Ready()
				}
				_, m, err := game.ParseMove(line)
				if err != nil {
					t.Fatal(err)
				}
				if err := s.Try(m); err != nil {
					t.Fatalf("%s: %v", line, err)
				}
				p.Update(ctx)
			}
			s.PassOn() // Bo has seen the revolt's end
			p.Update(ctx)
			if !s.NeedsHandoff() || handoffTo(s) != 0 {
				t.Fatalf("the machine is not handed back to Archer mid-turn (hand-off %v)", s.NeedsHandoff())
			}
			if got := sinceHeading(s.Record(), 0); got != "While you waited" {
				t.Errorf("the hand-off's heading is %q", got)
			}
			savePicture(render(p, ctx), "handoff-midturn-"+size.name)
		})
	}
}
