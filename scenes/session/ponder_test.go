package session

import (
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
)

// expertAgainstHuman is a session of a person against an Expert bot with a small budget, polled
// until the person is to decide.
func expertAgainstHuman(t *testing.T, sliced bool) *Session {
	t.Helper()
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Expert}}, Seed: 8, Sliced: sliced})
	s.bots[1].Iterations = 20
	s.Ready()
	poll.Until(t, time.Minute, "the person's decision", func() bool { s.Poll(time.Now()); return s.HumanToDecide() })
	return s
}

// TestExpertPondersWhilePeopleDecide: while the person decides, the Expert thinks ahead (its budget
// for each view it foresees) and no further; the person's move ends it, and the Expert's next search
// takes what it pondered.
func TestExpertPondersWhilePeopleDecide(t *testing.T) {
	s := expertAgainstHuman(t, false)
	s.Poll(time.Now())
	j := s.pondering
	if j == nil || j.seat != 1 {
		t.Fatal("the Expert does not ponder while the person decides")
	}
	select {
	case <-j.done:
	case <-time.After(20 * time.Second):
		t.Fatal("pondering never stopped at its cap")
	}
	if n := s.bots[1].Pondered(); n < 20 || n > 6*20 || n%20 != 0 {
		t.Fatalf("pondered %d iterations, want its budget of 20 for each view it foresaw (at most 6)", n)
	}
	s.Poll(time.Now())
	if s.pondering != nil {
		t.Fatal("a position already pondered is pondered again")
	}
	// the person plays until the Expert's turn; the Expert then decides with what it pondered
	for s.HumanToDecide() {
		if err := s.Try(s.State().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
		s.Poll(time.Now())
	}
	poll.Until(t, time.Minute, "the Expert's decision", func() bool { s.Poll(time.Now()); return s.State().Pending().Player != 1 })
	if s.bots[1].Pondered() != 0 {
		t.Fatal("the Expert's search left its pondering unused")
	}
}

// TestPonderingWaitsForSlices: on a single-threaded host the Expert ponders only in the slices
// the frames grant, and only while a person decides.
func TestPonderingWaitsForSlices(t *testing.T) {
	s := expertAgainstHuman(t, true)
	s.Poll(time.Now())
	j := s.pondering
	if j == nil {
		t.Fatal("no pondering while the person decides")
	}
	// it waits for slices as every sliced job does (TestSlicerWorksOnlyInGrantedSlices)
	if s.slices.live != 1 {
		t.Fatalf("%d jobs wait for the frames' slices, want the pondering alone", s.slices.live)
	}
	poll.Until(t, time.Minute, "pondering to finish in slices", func() bool {
		s.Poll(time.Now())
		select {
		case <-j.done:
			return true
		default:
			return false
		}
	})
	if s.bots[1].Pondered() == 0 {
		t.Fatal("slices granted, nothing pondered")
	}
}
