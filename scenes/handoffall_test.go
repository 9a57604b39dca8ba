//go:build display

package scenes

import (
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/summary"
)

// A hot-seat game of four people: when a hand-off's summary is long the hand-off page at
// 1920x1080 shows every line (they were cut to the last 12, the oldest opponents' moves lost with
// no word: issue 44, review 2), and at 1280x800 it keeps every conflict's line, which names who
// began it (review 5), leaving out placements first. The pictures (TE_SCREENSHOTS) show the page.
func TestHandoffShowsTheWholeSummary(t *testing.T) {
	drawtest.Start(t)
	var seats []session.Seat
	for i, d := range []game.Dynasty{game.Archer, game.Bull, game.Pot, game.Lion} {
		seats = append(seats, session.Seat{Dynasty: d, Human: true, Name: []string{"Anna", "Bo", "Cy", "Di"}[i]})
	}
	// a summary starts after its reader's last decision, so a game may have none that long: the
	// first of a few deals that has one
	var s *session.Session
	for seed := uint64(7); s == nil && seed < 47; seed++ {
		s = longSummary(t, seats, seed)
	}
	if s == nil {
		t.Fatal("no hand-off with a summary of 10 lines and a conflict in 40 games")
	}
	for _, size := range []screenSize{everySize[6], everySize[5]} {
		ctx := contextFor(t, size)
		p := NewPlay(NewSession(s, s, s), Hooks{})
		frame(p, ctx, 0, 0, false)
		savePicture(render(p, ctx), "handoff-summary-"+size.name)
		want := s.SinceSummary(s.HandoffTo())
		lines, h := sinceLines(p, ctx, 640*p.lay.U, p.lay.H-400*p.lay.U)
		if h == 0 {
			t.Fatalf("%s: the hand-off shows no summary", size.name)
		}
		if size == everySize[6] && (len(lines) != len(want) || strings.HasPrefix(lines[0], "…")) {
			t.Errorf("the hand-off shows %d of the summary's %d lines (first %q)", len(lines), len(want), lines[0])
		}
		for _, l := range want {
			if l.Weight == summary.Conflict && !containsLine(lines, l.Text) {
				t.Errorf("%s: the hand-off leaves out the conflict %q", size.name, l.Text)
			}
		}
	}
}

// longSummary plays a hot-seat game of random moves until a hand-off's summary is 10 lines or more
// with a conflict's, and returns it there; nil when the game ends first.
func longSummary(t *testing.T, seats []session.Seat, seed uint64) *session.Session {
	s, err := session.New(session.Config{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	me := ai.New(ai.Random, 5)
	found := false
	poll.Until(t, time.Minute, "a long hand-off summary with a conflict, or the game's end", func() bool {
		switch {
		case s.State().Over():
			return true
		case s.NeedsHandoff():
			if l := s.SinceSummary(s.HandoffTo()); len(l) >= 10 && hasConflictLine(l) {
				found = true
				return true
			}
			s.Ready()
		case s.TurnHeld():
			if err := s.EndTurn(); err != nil {
				t.Fatal(err)
			}
		case s.HumanToDecide():
			if err := s.Try(me.Choose(s.View())); err != nil {
				t.Fatal(err)
			}
		default:
			s.PassOn()
		}
		return false
	})
	if !found {
		return nil
	}
	return s
}
