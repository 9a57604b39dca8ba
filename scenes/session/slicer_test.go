package session

import (
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
)

// On a single-threaded host bots think only in the slices the frames' Poll grants: with no frame
// polling, a bot's decision never comes; with frames polling, the game goes on to its end, the
// hint included.
func TestBotsThinkOnlyInGrantedSlices(t *testing.T) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Level: ai.Hard}, {Dynasty: game.Bull, Level: ai.Medium}}, Seed: 5, Sliced: true, BotThink: 20 * time.Millisecond})
	t0 := time.Now()
	s.Poll(t0) // the bot starts, and waits for a slice
	if d := s.ThinkingFor(t0.Add(3 * time.Second)); !s.Thinking() || d != 3*time.Second {
		t.Fatalf("thinking %v for %v, want 3s", s.Thinking(), d)
	}
	time.Sleep(60 * time.Millisecond)
	select {
	case m := <-s.result:
		t.Fatalf("the bot decided %v without a slice", m)
	default:
	}
	polls, moves := 0, 0
	for moves < 12 {
		if polls++; polls > 20000 {
			t.Fatal("the bots made no progress in granted slices")
		}
		time.Sleep(time.Millisecond) // a frame's other work
		if s.Poll(time.Now()) {
			moves++
		}
	}
	if polls < moves*2 {
		t.Fatalf("%d decisions in %d polls: each thinks over several slices", moves, polls)
	}

	h := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}}, Seed: 5, Sliced: true})
	h.Ready()
	for i := 0; !h.HumanToDecide(); i++ {
		time.Sleep(time.Millisecond)
		if h.Poll(time.Now()); i > 20000 {
			t.Fatal("the human is never to decide")
		}
	}
	out := h.StartHint()
	time.Sleep(30 * time.Millisecond)
	select {
	case m := <-out:
		t.Fatalf("the hint came (%v) without a slice", m)
	default:
	}
	for i := 0; ; i++ {
		time.Sleep(time.Millisecond)
		h.Poll(time.Now())
		select {
		case m, ok := <-out:
			if !ok {
				t.Fatal("no hint")
			}
			if err := h.Try(m); err != nil {
				t.Fatalf("the hint %v is not legal: %v", m, err)
			}
			return
		default:
		}
		if i > 20000 {
			t.Fatal("the hint never came")
		}
	}
}
