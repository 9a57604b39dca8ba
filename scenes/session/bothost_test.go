package session

import (
	"encoding/json"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"tigris/ai"
	"tigris/botworker"
	"tigris/game"
	"tigris/internal/poll"
)

// workerHost is the browser's worker without the browser: every request goes through the same
// JSON and botworker.Worker the page's worker runs, on a goroutine of its own.
type workerHost struct {
	mu       sync.Mutex // the worker handles one request at a time, as the page's does
	w        *botworker.Worker
	next     int
	requests []botworker.Request
	states   []*game.State // the game as it was when each request was sent
	st       func() *game.State
	silent   atomic.Bool // a worker that stopped answering
	failed   atomic.Bool
	games    int
}

func (h *workerHost) send(op string, g, seat int, b *ai.Bot, v *game.View) botworker.Request {
	view, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	h.next++
	r := botworker.Request{Op: op, ID: h.next, Game: g, Seat: seat, Bot: botworker.BudgetOf(b), View: view}
	h.requests = append(h.requests, r)
	h.states = append(h.states, h.st().Clone())
	return r
}

func (h *workerHost) Choose(g, seat int, b *ai.Bot, v *game.View, out chan<- game.Move) {
	r := h.send("choose", g, seat, b, v)
	if h.silent.Load() {
		return
	}
	go func() {
		h.mu.Lock()
		a, _ := h.w.Handle(&r, nil)
		h.mu.Unlock()
		out <- a.Move
	}()
}

func (h *workerHost) Ponder(g, seat int, b *ai.Bot, v *game.View) (func(), <-chan struct{}) {
	r := h.send("ponder", g, seat, b, v)
	done := make(chan struct{})
	go func() {
		h.mu.Lock()
		h.w.Handle(&r, nil)
		h.mu.Unlock()
		close(done)
	}()
	return func() { h.w.Stop(r.ID) }, done
}

func (h *workerHost) Failed() bool { return h.failed.Load() }

func (h *workerHost) Game() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.games++
	return h.games
}

// TestBotsThinkThroughTheHost: with a host (the browser's worker) every bot decision is asked
// there with the deciding seat's own view and no other, at the bot's budget, and the game goes on
// with its answers.
func TestBotsThinkThroughTheHost(t *testing.T) {
	h := &workerHost{w: botworker.NewWorker(func() uint64 { return 7 })}
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Level: ai.Hard}, {Dynasty: game.Bull, Level: ai.Medium}}, Seed: 4, Sliced: true, Bots: h})
	h.st = s.State
	s.bots[0].Iterations = 30
	poll.Until(t, time.Minute, "six decisions", func() bool { s.Poll(time.Now()); return s.Moves >= 6 })
	h.mu.Lock()
	defer h.mu.Unlock()
	if len(h.requests) < 6 {
		t.Fatalf("%d requests for %d decisions: the bots thought elsewhere", len(h.requests), s.Moves)
	}
	for i, r := range h.requests {
		var v game.View
		if err := json.Unmarshal(r.View, &v); err != nil {
			t.Fatal(err)
		}
		st := h.states[i]
		if v.Me != r.Seat || r.Seat != st.Pending().Player || v.Hand != st.Player(r.Seat).Hand {
			t.Fatalf("request %d for seat %d carried seat %d's view (hand %v, the seat holds %v)", i, r.Seat, v.Me, v.Hand, st.Player(r.Seat).Hand)
		}
		other := st.Player(1 - r.Seat)
		if v.Players[1-r.Seat].HandSize != other.HandSize() {
			t.Fatalf("request %d: the rival's hand size is wrong in the view", i)
		}
		if r.Seat == 0 && (r.Bot.Level != "hard" || r.Bot.Iterations != 30) {
			t.Fatalf("request %d asked for %+v, not the seat's bot", i, r.Bot)
		}
	}
}

// TestHostThatFailsIsAskedAgainHere: a bot waiting for a host that stopped answering decides on
// this thread, in the frames' slices, and the game goes on.
func TestHostThatFailsIsAskedAgainHere(t *testing.T) {
	h := &workerHost{w: botworker.NewWorker(func() uint64 { return 7 })}
	h.silent.Store(true)
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Level: ai.Medium}, {Dynasty: game.Bull, Level: ai.Medium}}, Seed: 4, Sliced: true, Bots: h})
	h.st = s.State
	for range 3 {
		s.Poll(time.Now())
	}
	if s.Moves != 0 || len(h.requests) != 1 {
		t.Fatalf("%d moves and %d requests before the host failed", s.Moves, len(h.requests))
	}
	h.failed.Store(true)
	poll.Until(t, time.Minute, "a decision on this thread", func() bool { s.Poll(time.Now()); return s.Moves >= 2 })
	if len(h.requests) != 1 {
		t.Fatalf("a failed host was asked again (%d requests)", len(h.requests))
	}
}
