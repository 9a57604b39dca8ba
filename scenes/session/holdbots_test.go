package session

import (
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
)

// While a person reads what happened on the board (HoldBots), a bot's choice, ready, is not
// applied; at the hold's end it is, without anyone doing anything: a bots' game waits a while
// for a person, never for ever.
func TestHoldBotsDelaysTheBotsDecision(t *testing.T) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Level: ai.Easy}, {Dynasty: game.Bull, Level: ai.Easy}}, Seed: 3, BotDelay: time.Nanosecond})
	now := time.Now()
	s.HoldBots(now.Add(8 * time.Second))
	s.Poll(now) // the first bot starts thinking
	poll.Until(t, 10*time.Second, "the bot's choice", func() bool { return len(s.result) == 1 })
	for i := 0; i < 5; i++ {
		if s.Poll(now.Add(time.Duration(i) * time.Second)) {
			t.Fatalf("%d s into an 8 s hold the bot's decision was applied", i)
		}
	}
	if s.Decisions() != 0 {
		t.Fatalf("%d decisions made during the hold", s.Decisions())
	}
	if !s.Poll(now.Add(9 * time.Second)) {
		t.Fatal("after the hold the bot's ready choice is not applied")
	}
}
