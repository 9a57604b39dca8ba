//go:build js

package botworker

import (
	"encoding/json"
	"fmt"
	"log"
	"sync"
	"syscall/js"
	"time"

	"tigris/ai"
	"tigris/ai/reach"
	"tigris/game"
)

// Page is the page's side: it starts the worker and implements session.BotHost with it.
type Page struct {
	script string
	worker js.Value
	// Trace, when set, is told of every decision the worker answers (how many iterations, how long).
	Trace func(line string)

	mu       sync.Mutex
	next     int
	games    int // the sessions numbered (Game)
	choosing map[int]chosen
	pondered map[int]chan struct{}
	reviews  map[int]reviewing
	failed   bool
	reach    *reach.Reach // where the Expert's answers are measured, for the strength shown
}

type chosen struct {
	seat    int
	out     chan<- game.Move
	budget  Budget
	players int
}

// Start prepares the worker of script (build/web/worker.js), or says why the browser cannot run
// one: then bots think in the page's frames as before. The worker itself is started by Begin, or
// by the first request: its download and compilation would delay the page's first frame.
func Start(script string, rc *reach.Reach) (*Page, error) {
	if !js.Global().Get("Worker").Truthy() {
		return nil, fmt.Errorf("this browser has no Web Workers")
	}
	return &Page{script: script, choosing: map[int]chosen{}, pondered: map[int]chan struct{}{}, reviews: map[int]reviewing{}, reach: rc}, nil
}

// Game numbers a new session: the worker drops the last game's bots at its first request.
func (p *Page) Game() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.games++
	return p.games
}

// Begin starts the worker, once.
func (p *Page) Begin() {
	if p.worker.Truthy() || p.Failed() {
		return
	}
	defer func() {
		if r := recover(); r != nil {
			p.fail(fmt.Sprintf("the bots' worker could not start: %v", r)) // a js.Error thrown by the constructor
		}
	}()
	p.worker = js.Global().Get("Worker").New(p.script)
	p.worker.Set("onmessage", js.FuncOf(func(_ js.Value, args []js.Value) any {
		p.receive(args[0].Get("data").String())
		return nil
	}))
	p.worker.Set("onerror", js.FuncOf(func(_ js.Value, args []js.Value) any {
		p.fail("the bots' worker stopped: " + args[0].Get("message").String())
		return nil
	}))
}

// fail gives up on the worker: the sessions ask their bots again on the page's own thread.
func (p *Page) fail(why string) {
	p.mu.Lock()
	was := p.failed
	p.failed = true
	reviews := p.reviews
	p.reviews = map[int]reviewing{}
	p.mu.Unlock()
	for _, rv := range reviews { // a review under way ends with the worker
		rv.out <- Answer{Err: why}
	}
	if !was {
		log.Printf("WARN the bots think in the page's frames from now on why=%q", why)
		if p.Trace != nil {
			p.Trace("bots: in the page's frames (" + why + ")")
		}
	}
}

// Failed implements session.BotHost.
func (p *Page) Failed() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.failed
}

func (p *Page) receive(data string) {
	var a struct {
		Answer
		Ready  bool   `json:"ready"`
		Failed string `json:"failed"`
	}
	if err := json.Unmarshal([]byte(data), &a); err != nil {
		p.fail("the bots' worker answered something unreadable")
		return
	}
	if p.reviewAnswer(a.Answer) {
		return
	}
	switch {
	case a.Failed != "":
		p.fail(a.Failed)
		return
	case a.Ready:
		if p.Trace != nil {
			p.Trace("bots: in a worker beside the page")
		}
		return
	case a.Err != "":
		p.fail("the bots' worker refused a request: " + a.Err)
		return
	}
	p.mu.Lock()
	c, choosing := p.choosing[a.ID]
	done, pondering := p.pondered[a.ID]
	delete(p.choosing, a.ID)
	delete(p.pondered, a.ID)
	p.mu.Unlock()
	switch {
	case choosing:
		if p.Trace != nil {
			p.Trace(fmt.Sprintf("bot: seat %d iterations %d pondered %d ms %.0f", c.seat, a.Iterations, a.Pondered, a.Ms))
		}
		// the strength the page shows an Expert at comes from its answers
		Record(p.reach, c.budget, c.players, a.Answer, time.Duration(a.Ms*float64(time.Millisecond)))
		go func() { c.out <- a.Move }() // never block the worker's callback
	case pondering:
		close(done)
	}
}

func (p *Page) send(r Request) {
	p.Begin()
	if !p.worker.Truthy() {
		return // it failed: Failed says so, and the sessions think here
	}
	b, err := json.Marshal(r)
	if err != nil {
		p.fail("a request could not be written: " + err.Error())
		return
	}
	p.worker.Call("postMessage", string(b))
}

func (p *Page) request(op string, gameNo, seat int, b *ai.Bot, v *game.View) Request {
	view, err := json.Marshal(v)
	if err != nil {
		p.fail("a view could not be written: " + err.Error())
	}
	p.mu.Lock()
	p.next++
	id := p.next
	p.mu.Unlock()
	budget := BudgetOf(b)
	if b.Level == ai.Expert {
		budget.Stretch = p.reach.Stretch() // the kept measure, for a worker just started
	}
	return Request{Op: op, ID: id, Game: gameNo, Seat: seat, Bot: budget, View: view}
}

// Choose implements session.BotHost: the view is the seat's own, and all the worker is sent.
func (p *Page) Choose(gameNo, seat int, b *ai.Bot, v *game.View, out chan<- game.Move) {
	r := p.request("choose", gameNo, seat, b, v)
	p.mu.Lock()
	p.choosing[r.ID] = chosen{seat: seat, out: out, budget: r.Bot, players: len(v.Players)}
	p.mu.Unlock()
	p.send(r)
}

// Ponder implements session.BotHost.
func (p *Page) Ponder(gameNo, seat int, b *ai.Bot, v *game.View) (stop func(), done <-chan struct{}) {
	r := p.request("ponder", gameNo, seat, b, v)
	ch := make(chan struct{})
	p.mu.Lock()
	p.pondered[r.ID] = ch
	p.mu.Unlock()
	p.send(r)
	var once sync.Once
	return func() { once.Do(func() { p.send(Request{Op: "stop", ID: r.ID}) }) }, ch
}
