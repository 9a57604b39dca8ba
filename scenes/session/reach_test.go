package session

import (
	"testing"
	"time"

	"tigris/ai"
	"tigris/ai/reach"
	"tigris/game"
	"tigris/internal/poll"
)

// TestSessionMeasuresTheExpertHere: an Expert whose searches here are cut by its cap is recorded
// in the session's reach, which then says it plays below Expert on this device.
func TestSessionMeasuresTheExpertHere(t *testing.T) {
	rc := &reach.Reach{}
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Expert}},
		Seed: 8, Reach: rc, BotThink: 100 * time.Millisecond})
	s.bots[1].Iterations = 1 << 20 // more than 100 ms runs: every decision is cut
	s.Ready()
	poll.Until(t, time.Minute, "the person's decision", func() bool { s.Poll(time.Now()); return s.HumanToDecide() })
	for s.HumanToDecide() {
		if err := s.Try(s.State().LegalMoves()[0]); err != nil {
			t.Fatal(err)
		}
		s.Poll(time.Now())
	}
	poll.Until(t, time.Minute, "the Expert's decision", func() bool { s.Poll(time.Now()); return s.State().Pending().Player != 1 })
	if got, _ := rc.Shares(); len(got) == 0 {
		t.Fatal("the Expert's decision was not measured")
	}
	if got := rc.Plays(2); got >= ai.Expert {
		t.Fatalf("cut searches: the Expert plays as %v here", got)
	}
}
