// Package botworker lets bots think beside the page instead of inside its frames: the page sends
// a seat's view as JSON to a second WebAssembly instance in a Web Worker (cmd/tigris-worker),
// which keeps that seat's bot and answers its move. This file is the exchange, in plain Go, so
// both sides and their tests share it.
package botworker

import (
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"tigris/ai"
	"tigris/ai/reach"
	airev "tigris/ai/review"
	"tigris/game"
)

// Request is one message from the page to the worker.
type Request struct {
	Op   string `json:"op"` // "choose", "ponder", "review" or "stop"
	ID   int    `json:"id"` // answers carry it back; "stop" names the pondering to end
	Game int    `json:"game"`
	Seat int    `json:"seat"`
	Bot  Budget `json:"bot"`
	// View is the seat's view (game.View's JSON): all the bot may know.
	View json.RawMessage `json:"view,omitempty"`
	// Save and Review are a "review" request's finished game and settings (see review.go).
	Save   string        `json:"save,omitempty"`
	Review ReviewRequest `json:"review,omitempty"`
}

// Budget is what makes a bot: its level and the search's budgets, as the page's session set them.
type Budget struct {
	Level       string `json:"level"`
	Iterations  int    `json:"iterations"`
	Iterations4 int    `json:"iterations4"`
	ThinkMs     int64  `json:"think_ms"`
	// Stretch is how much longer the page's kept measure (ai/reach, from the settings) lets an
	// Expert think, for a worker that has not measured its own decisions yet (0: none).
	Stretch float64 `json:"stretch,omitempty"`
}

// BudgetOf describes a bot for a request.
func BudgetOf(b *ai.Bot) Budget {
	return Budget{Level: b.Level.String(), Iterations: b.Iterations, Iterations4: b.Iterations4, ThinkMs: b.Think.Milliseconds()}
}

// Answer is one message from the worker to the page.
type Answer struct {
	ID   int       `json:"id"`
	Move game.Move `json:"move"`
	// Iterations and Pondered are the search's iterations for this decision and how many of them
	// pondering had run before it (Hard and Expert); Ms is the time the worker took.
	Iterations int     `json:"iterations"`
	Pondered   int     `json:"pondered"`
	Ms         float64 `json:"ms"`
	Done       bool    `json:"done,omitempty"` // a pondering ended
	Err        string  `json:"err,omitempty"`
	// Progress and Total are a review's decisions weighed so far, Weighed the decisions weighed
	// since the last progress (the page lists the mistakes found while the rest are weighed);
	// Review the review made (ai/review's JSON), Stopped a review ended by a "stop".
	Progress int             `json:"progress,omitempty"`
	Total    int             `json:"total,omitempty"`
	Weighed  []airev.Choice  `json:"weighed,omitempty"`
	Review   json.RawMessage `json:"review,omitempty"`
	Stopped  bool            `json:"stopped,omitempty"`
}

// Worker keeps the bots of the page's games, one per seat, so a bot's memory (its pondering,
// what it carried from the turn's first action, its passes in a row) lasts as on the desktop.
type Worker struct {
	game     int
	bots     map[int]*ai.Bot
	newSeed  func() uint64
	mu       sync.Mutex
	stopping map[int]bool // ponderings asked to stop, by request id (Stop comes from another goroutine)
	// Post, when set, sends an answer before the request's last (a review's progress).
	Post func(Answer)
	// reach is how far this device's Expert searches get: its cap follows it (see reach.Stretch).
	reach *reach.Reach
}

// NewWorker makes a worker whose bots are seeded by newSeed (the system's random source: never
// the deal's, see ai.New).
func NewWorker(newSeed func() uint64) *Worker {
	return &Worker{bots: map[int]*ai.Bot{}, newSeed: newSeed, stopping: map[int]bool{}, reach: &reach.Reach{}}
}

// bot is the bot of a seat of a game; a request from another game drops the previous game's bots.
func (w *Worker) bot(r *Request) (*ai.Bot, error) {
	lv, err := ai.ParseLevel(r.Bot.Level)
	if err != nil {
		return nil, err
	}
	if r.Game != w.game {
		w.game, w.bots = r.Game, map[int]*ai.Bot{}
	}
	b := w.bots[r.Seat]
	if b == nil || b.Level != lv {
		b = ai.New(lv, w.newSeed())
		w.bots[r.Seat] = b
	}
	b.Iterations, b.Iterations4, b.Think = r.Bot.Iterations, r.Bot.Iterations4, time.Duration(r.Bot.ThinkMs)*time.Millisecond
	if own := ai.New(lv, 0).Think; b.Think == own {
		b.Think = own * slowerHere // a cap set on purpose (-think) stays as set
		if lv == ai.Expert {
			b.Think = w.stretch(r.Bot, b.Think) // a busy device's Expert still runs its iterations
		}
	}
	return b, nil
}

// stretch is an Expert's cap own as this device needs it: from the worker's own measure once it
// has one, else from the page's kept one, never over reach.MaxStretch times.
func (w *Worker) stretch(b Budget, own time.Duration) time.Duration {
	if got, _ := w.reach.Shares(); len(got) > 0 || b.Stretch <= 1 {
		return w.reach.Cap(own)
	}
	return time.Duration(float64(own) * min(b.Stretch, reach.MaxStretch))
}

// slowerHere is how many times slower the search runs as WebAssembly in a browser than natively
// (build/bench-web.sh on an idle machine: 1,878 playouts a second natively, 625 in Chromium):
// a level's own time cap grows as much in the worker, so its iterations, not the clock, decide
// its strength there as on the desktop (docs/BOTS.md).
const slowerHere = 3

// ponderFor bounds an Expert's pondering while a person decides: a phone's core is not kept busy
// (its battery, its heat) longer than one of the Expert's own decisions would keep it.
const ponderFor = 3 * time.Second * slowerHere

// view reads the request's view, which must be the requesting seat's own.
func (r *Request) view() (*game.View, error) {
	var v game.View
	if err := json.Unmarshal(r.View, &v); err != nil {
		return nil, err
	}
	if v.Me != r.Seat {
		return nil, fmt.Errorf("seat %d was sent seat %d's view", r.Seat, v.Me)
	}
	return &v, nil
}

// Stop marks a pondering to end at its bot's next yield.
func (w *Worker) Stop(id int) {
	w.mu.Lock()
	w.stopping[id] = true
	w.mu.Unlock()
}

func (w *Worker) stopped(id int) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.stopping[id]
}

// forget drops the stops of ponderings up to id, which have all ended (requests are handled in
// order), so stops that came after their pondering ended do not pile up.
func (w *Worker) forget(id int) {
	w.mu.Lock()
	for k := range w.stopping {
		if k <= id {
			delete(w.stopping, k)
		}
	}
	w.mu.Unlock()
}

// Handle answers one request, in the order they came; yield is called often while a bot thinks
// (the worker reads its messages then, and a "stop" among them calls Stop at once). A "stop"
// has no answer (ok false).
func (w *Worker) Handle(r *Request, yield func()) (a Answer, ok bool) {
	a.ID = r.ID
	start := time.Now()
	defer func() { a.Ms = float64(time.Since(start).Microseconds()) / 1000 }()
	if r.Op == "stop" {
		w.Stop(r.ID)
		return a, false
	}
	if r.Op == "review" {
		return w.review(r, yield), true
	}
	b, err := w.bot(r)
	if err == nil && r.Op != "choose" && r.Op != "ponder" {
		err = errors.New("unknown request " + r.Op)
	}
	var v *game.View
	if err == nil {
		v, err = r.view()
	}
	if err != nil {
		a.Err = err.Error()
		return a, true
	}
	b.Yield = yield
	if r.Op == "ponder" {
		until := start.Add(ponderFor)
		b.Ponder(v, func() bool { return w.stopped(r.ID) || time.Now().After(until) })
		w.forget(r.ID)
		a.Done = true
		return a, true
	}
	b.LastIterations, b.LastPondered = 0, 0
	a.Move = b.Choose(v)
	a.Iterations, a.Pondered = b.LastIterations, b.LastPondered
	Record(w.reach, r.Bot, len(v.Players), a, time.Since(start))
	return a, true
}

// Record adds an answered decision of a bot of budget b in a game of n players to rc when it is
// an Expert's, against the level's own cap in the worker: the worker keeps it for its cap, the
// page for the strength it shows.
func Record(rc *reach.Reach, b Budget, n int, a Answer, took time.Duration) {
	if b.Level != ai.Expert.String() {
		return
	}
	own := time.Duration(b.ThinkMs) * time.Millisecond
	if own == ai.New(ai.Expert, 0).Think {
		own *= slowerHere
	}
	rc.Add(reach.Decision{Iterations: a.Iterations, Pondered: a.Pondered, Full: Full(b, n), Took: took, Cap: own})
}

// Full is the iterations a bot of budget b runs in a game of n players when no cap cuts it.
func Full(b Budget, n int) int {
	if n == 4 && b.Iterations4 > 0 {
		return b.Iterations4
	}
	return b.Iterations
}
