package session

import (
	"fmt"

	"tigris/game"
)

// Replay is a game watched again: every position from its start, its log with the decision each
// line belongs to, and where each turn began.
type Replay struct {
	seats  []Seat
	states []*game.State // states[n] is the position after n decisions
	// Lines is the log; LineAt[i] is the number of decisions made once line i was written.
	Lines  []string
	LineAt []int
	turns  []int          // the decision counts at which each turn began
	events [][]game.Event // events[n-1] are what decision n did, for the board to mark
	movers []int          // movers[n-1] is the seat that made decision n
	at     int
}

// NewReplay plays a record again from its start.
func NewReplay(rec *game.Record, seats []Seat) (*Replay, error) {
	if len(seats) != rec.Start().NumPlayers() {
		return nil, fmt.Errorf("the game has %d players but %d seats were given", rec.Start().NumPlayers(), len(seats))
	}
	names := nameList(seats)
	again := game.RecordFrom(rec.Start())
	r := &Replay{seats: seats, states: []*game.State{again.State().Clone()}, turns: []int{0},
		Lines: []string{Opening(rec.Start(), names)}, LineAt: []int{0}} // as the game's log began
	for i, rm := range rec.Moves() {
		ev, err := again.Apply(rm.Move)
		if err != nil {
			return nil, fmt.Errorf("decision %d (%s) does not replay: %v", i+1, rec.Line(rm), err)
		}
		r.states = append(r.states, again.State().Clone())
		r.events = append(r.events, ev)
		r.movers = append(r.movers, rm.Seat)
		for _, line := range Describe(ev, names) {
			r.Lines = append(r.Lines, line)
			r.LineAt = append(r.LineAt, i+1)
		}
		for _, e := range ev {
			if e.Kind == game.EvTurnEnded && i+1 < len(rec.Moves()) {
				r.turns = append(r.turns, i+1)
			}
		}
	}
	return r, nil
}

// Len is the number of decisions in the game.
func (r *Replay) Len() int { return len(r.states) - 1 }

// At is the number of decisions made in the position shown.
func (r *Replay) At() int { return r.at }

// Seek shows the position after n decisions (clamped to the game).
func (r *Replay) Seek(n int) { r.at = max(0, min(n, r.Len())) }

// State is the position shown. It must only be read.
func (r *Replay) State() *game.State { return r.states[r.at] }

// Seats are the game's seats.
func (r *Replay) Seats() []Seat { return r.seats }

// SeatsAt are the seats as they were in the turn shown: a seat a bot took over from a person is
// the person's until the turn it was handed over (Seat.BotFrom).
func (r *Replay) SeatsAt() []Seat {
	turn, _ := r.Turn()
	return seatsInTurn(r.seats, turn)
}

// Events are what the decision that led to the position shown did, and the seat that made it:
// none at the start.
func (r *Replay) Events() ([]game.Event, int) {
	if r.at == 0 {
		return nil, -1
	}
	return r.events[r.at-1], r.movers[r.at-1]
}

// Turn is the turn shown (1-based) and how many turns the game had.
func (r *Replay) Turn() (int, int) {
	k := 0
	for k+1 < len(r.turns) && r.turns[k+1] <= r.at {
		k++
	}
	return k + 1, len(r.turns)
}

// SeekTurn shows the start of turn k (1-based, clamped).
func (r *Replay) SeekTurn(k int) {
	k = max(1, min(k, len(r.turns)))
	r.Seek(r.turns[k-1])
}

// Watch is a session showing the position, for the board screen to draw: nobody decides in it.
func (r *Replay) Watch() (*Session, error) {
	return New(Config{Seats: r.SeatsAt(), Start: r.State(), Watch: true})
}

// From is the config of a new game starting from the position shown, with these seats.
func (r *Replay) From(seats []Seat) Config {
	return Config{Seats: seats, Start: r.State().Clone()}
}
