package server

import (
	"context"
	"errors"
	"net/http"
	"sync"
	"time"

	"tigris/ai"
	"tigris/online/protocol"
	"tigris/online/store"
)

// A quick match pairs the next two people who ask for a 2-player live game; one who waits
// quickWait in vain is offered a bot.
const (
	quickWait      = 30 * time.Second
	quickTurnLimit = 120 // seconds a decision: a live game
)

// quickBots are the levels offered after the wait.
var quickBots = []string{"easy", "medium", "hard"}

// quickMatch answers POST /api/quick: it holds the queue of people waiting for an opponent.
type quickMatch struct {
	common
	hub
	accounts *accountDesk // binds a signed-in player's seat (accounts.go)
	queue    quickQueue
}

// quickQueue is the people waiting for a quick match on this server, first come first paired.
type quickQueue struct {
	mu      sync.Mutex
	waiting []*quickWaiter
}

type quickWaiter struct {
	name   string
	paired chan quickSeat // given the seat once paired
	taken  bool           // paired (under the queue's lock)
}

// quickSeat is a seat of a quick match, for its player's ticket.
type quickSeat struct {
	game, code, token string
	seat              int
	err               error
}

// errStopping answers those waiting when the server stops.
var errStopping = errors.New("the server is restarting: ask again in a moment")

// drain answers everybody waiting (the server stops): they ask again, here once restarted or at
// another server.
func (q *quickQueue) drain() {
	for w := q.pop(); w != nil; w = q.pop() {
		w.paired <- quickSeat{err: errStopping}
	}
}

// queued is how many wait for a quick match now.
func (q *quickQueue) queued() int {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.waiting)
}

// pop takes the first one waiting, or nil; push puts w at the end.
func (q *quickQueue) pop() *quickWaiter {
	q.mu.Lock()
	defer q.mu.Unlock()
	if len(q.waiting) == 0 {
		return nil
	}
	w := q.waiting[0]
	q.waiting = q.waiting[1:]
	w.taken = true
	return w
}

func (q *quickQueue) push(w *quickWaiter) {
	q.mu.Lock()
	defer q.mu.Unlock()
	q.waiting = append(q.waiting, w)
}

// leave takes w out of the queue unless it was paired meanwhile (then false: its seat comes).
func (q *quickQueue) leave(w *quickWaiter) bool {
	q.mu.Lock()
	defer q.mu.Unlock()
	if w.taken {
		return false
	}
	for i, o := range q.waiting {
		if o == w {
			q.waiting = append(q.waiting[:i], q.waiting[i+1:]...)
			break
		}
	}
	return true
}

// handleQuick answers with a seat of a 2-player live game with the next person who asks (the
// call waits for them up to quickWait), or, asked with a bot's level, at once against that bot.
func (q *quickMatch) handleQuick(w http.ResponseWriter, r *http.Request) {
	var req protocol.QuickRequest
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	name, ok := playerName(w, req.Name)
	if !ok {
		return
	}
	var seat quickSeat
	switch {
	case req.Bot != "":
		if _, err := ai.ParseLevel(req.Bot); err != nil {
			httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, err.Error())
			return
		}
		seat = q.quickGame(r.Context(), []protocol.SeatRequest{{Kind: "me", Name: name}, {Kind: "bot", Level: req.Bot}}, nil)
	default:
		other := q.queue.pop()
		if other == nil {
			q.quickWait(w, r, name)
			return
		}
		seat = q.quickGame(r.Context(), []protocol.SeatRequest{{Kind: "me", Name: other.name}, {Kind: "human", Name: name}}, other)
	}
	q.quickAnswer(w, r, seat)
}

// quickWait queues name until somebody pairs with it, the wait ends, or the caller leaves.
func (q *quickMatch) quickWait(w http.ResponseWriter, r *http.Request, name string) {
	s := q
	me := &quickWaiter{name: name, paired: make(chan quickSeat, 1)}
	q.queue.push(me)
	waited := make(chan struct{})
	stop := s.clock.AfterFunc(quickWait, func() { close(waited) })
	defer stop()
	select {
	case seat := <-me.paired:
		q.quickAnswer(w, r, seat)
		return
	case <-waited:
	case <-r.Context().Done():
	}
	if !q.queue.leave(me) {
		q.quickAnswer(w, r, <-me.paired) // paired as the wait ended
		return
	}
	reply(w, protocol.QuickAnswer{V: protocol.Version, Waited: true, Bots: quickBots})
}

func (q *quickMatch) quickAnswer(w http.ResponseWriter, r *http.Request, seat quickSeat) {
	s := q
	if errors.Is(seat.err, errStopping) {
		httpError(w, http.StatusServiceUnavailable, protocol.ErrInternal, errStopping.Error())
		return
	}
	if seat.err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the game could not be made; try again")
		return
	}
	s.accounts.bindSignedIn(r, seat.game, seat.seat)
	link, seatLink := links(r, seat.code, seat.game, seat.token)
	reply(w, protocol.QuickAnswer{V: protocol.Version, Ticket: &protocol.Ticket{V: protocol.Version, Game: seat.game, Code: seat.code,
		Seat: seat.seat, Token: seat.token, Link: link, SeatLink: seatLink}})
}

// quickGame makes a live game of seats, every person's seat held from the start: seat 0 is the
// one who waited (told through other, when there is one), seat 1 the caller's, returned.
func (q *quickMatch) quickGame(ctx context.Context, seats []protocol.SeatRequest, other *quickWaiter) quickSeat {
	s := q
	g, me, err := newGame(protocol.CreateRequest{Seats: seats, TurnLimit: quickTurnLimit, TimeoutLevel: "medium"}, s.clock.Now())
	var toks [2]string
	if err == nil {
		for i := range g.Seats {
			if g.Seats[i].Kind == "human" {
				toks[i] = newToken()
				g.Seats[i].TokenHash = tokenHash(toks[i])
			}
		}
		err = q.createStored(ctx, g)
	}
	if err != nil {
		s.log.Warn("a quick match", "err", err)
	}
	mine := 1
	if other == nil {
		mine = me
	} else {
		other.paired <- quickSeat{game: g.ID, code: g.Code, token: toks[0], seat: 0, err: err}
	}
	if err != nil {
		return quickSeat{err: err}
	}
	s.log.Info("a quick match", "game", g.ID)
	return quickSeat{game: g.ID, code: g.Code, token: toks[mine], seat: mine}
}

// createStored stores a new game under a code of its own and brings it to the table.
func (q *quickMatch) createStored(ctx context.Context, g *store.Game) error {
	s := q
	var err error
	for try := 0; ; try++ {
		g.Code = newCode()
		err = s.store.Create(ctx, g)
		if !errors.Is(err, store.ErrCodeTaken) || try == 5 {
			break
		}
	}
	if err != nil {
		return err
	}
	return s.useTable(g.ID, func(t *table) { t.next() })
}
