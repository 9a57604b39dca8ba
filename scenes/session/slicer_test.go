package session

import (
	"sync/atomic"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/lessons"
)

// A sliced job works only in the slices run grants: before the first, nothing of it has run; each
// run lets it go on exactly to its next yield, where it hands the thread back; the last slice
// ends the job. (A job cannot move between grants, so this needs no waiting to be sure.)
func TestSlicerWorksOnlyInGrantedSlices(t *testing.T) {
	sl := newSlicer()
	var steps atomic.Int32
	sl.think(func(yield func()) {
		for range 3 {
			steps.Add(1)
			yield() // a zero budget: every yield ends the slice
		}
	})
	if n := steps.Load(); n != 0 {
		t.Fatalf("%d steps ran before any slice was granted", n)
	}
	for k := int32(1); k <= 3; k++ {
		sl.run(0)
		if n := steps.Load(); n != k {
			t.Fatalf("after %d slices the job made %d steps", k, n)
		}
		if sl.live != 1 {
			t.Fatalf("the job ended after %d of its 3 steps", k)
		}
	}
	sl.run(0) // from the last yield to the job's end
	if sl.live != 0 {
		t.Fatal("the job's end was not taken")
	}
	sl.run(0) // no job: returns at once
}

// On a single-threaded host bots think only in the slices the frames' Poll grants: a bot's
// thinking and a hint are sliced jobs; with frames polling, the game goes on, each decision
// thinking over several slices, and the hint comes.
func TestBotsThinkOnlyInGrantedSlices(t *testing.T) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Level: ai.Hard}, {Dynasty: game.Bull, Level: ai.Medium}}, Seed: 5, Sliced: true, BotThink: 20 * time.Millisecond})
	t0 := time.Now()
	s.Poll(t0) // the bot starts, and waits for a slice
	if d := s.ThinkingFor(t0.Add(3 * time.Second)); !s.Thinking() || d != 3*time.Second {
		t.Fatalf("thinking %v for %v, want 3s", s.Thinking(), d)
	}
	if s.slices.live != 1 {
		t.Fatalf("%d jobs wait for slices, want the bot's", s.slices.live)
	}
	polls, moves := 0, 0
	poll.Until(t, time.Minute, "12 decisions in granted slices", func() bool {
		polls++
		if s.Poll(time.Now()) {
			moves++
		}
		return moves == 12
	})
	if polls < moves*2 {
		t.Fatalf("%d decisions in %d polls: each thinks over several slices", moves, polls)
	}

	h := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}}, Seed: 5, Sliced: true})
	h.Ready()
	poll.Until(t, time.Minute, "the human's decision", func() bool { h.Poll(time.Now()); return h.HumanToDecide() })
	out := h.StartHint()
	if h.slices.live != 1 {
		t.Fatalf("%d jobs wait for slices, want the hint's", h.slices.live)
	}
	var hint game.Move
	got := false
	poll.Until(t, time.Minute, "the hint", func() bool {
		h.Poll(time.Now())
		select {
		case m, ok := <-out:
			if !ok {
				t.Fatal("no hint")
			}
			hint, got = m, true
		default:
		}
		return got
	})
	if err := h.Try(hint); err != nil {
		t.Fatalf("the hint %v is not legal: %v", hint, err)
	}
}

// Whether bots think in the frames' slices is what the platform says (Config.Sliced, and a
// lesson's StartLesson), never read from the machine the code runs on: a lesson told it runs on
// one thread puts its bot's thinking in slices the frames grant, one told not thinks on a
// goroutine of its own.
func TestSlicedIsWhatThePlatformSays(t *testing.T) {
	l := &lessons.All[0]
	for _, sliced := range []bool{true, false} {
		s, err := StartLesson(l, sliced)
		if err != nil {
			t.Fatal(err)
		}
		if got := s.slices != nil; got != sliced {
			t.Errorf("a lesson started with sliced %v thinks in slices: %v", sliced, got)
		}
		s.Ready()
		poll.Until(t, time.Minute, "the lesson's bot done or the learner to decide", func() bool {
			s.Poll(time.Now())
			return s.HumanToDecide()
		})
	}
	if s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Seed: 3}); s.slices != nil {
		t.Error("a game not told it runs on one thread thinks in slices")
	}
}
