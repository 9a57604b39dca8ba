package game

import "fmt"

// Record is a game kept as its starting position and the decisions made since (R2.3): save,
// load, replay and bug reports all come from it.
type Record struct {
	start *State
	state *State
	moves []RecordedMove
	turns int // turns ended so far
}

// RecordedMove is one decision and the seat that made it.
type RecordedMove struct {
	Seat int
	Move Move
}

// NewRecord starts a recorded game from setup.
func NewRecord(o Options, seed uint64) (*Record, error) {
	s, err := NewGame(o, seed)
	if err != nil {
		return nil, err
	}
	return RecordFrom(s), nil
}

// RecordFrom starts a recorded game from any position.
func RecordFrom(s *State) *Record {
	return &Record{start: s.Clone(), state: s.Clone()}
}

// State is the current position. Callers must not change it; use Apply.
func (r *Record) State() *State { return r.state }

// Start is the starting position.
func (r *Record) Start() *State { return r.start }

// Moves are the decisions made so far.
func (r *Record) Moves() []RecordedMove { return r.moves }

// Apply makes a move for the pending player and records it; an illegal move changes nothing.
func (r *Record) Apply(m Move) ([]Event, error) {
	seat := r.state.Pending().Player
	m, err := r.state.resolve(m)
	if err != nil {
		return nil, err
	}
	var ev []Event
	r.state.applyResolved(m, eventLog{list: &ev})
	for _, e := range ev {
		if e.Kind == EvTurnEnded {
			r.turns++
		}
	}
	// the canonical form is recorded (a monument with its square named), so saves replay exactly
	r.moves = append(r.moves, RecordedMove{Seat: seat, Move: m})
	return ev, nil
}

// Line writes a recorded move in the notation, dynasty first.
func (r *Record) Line(rm RecordedMove) string {
	return r.start.players[rm.Seat].Dynasty.String() + " " + rm.Move.String()
}

// Replay rebuilds the position after the first n moves.
func (r *Record) Replay(n int) (*State, error) {
	if n < 0 || n > len(r.moves) {
		return nil, fmt.Errorf("no position after %d moves", n)
	}
	s := r.start.Clone()
	for i, rm := range r.moves[:n] {
		if s.Pending().Player != rm.Seat {
			return nil, fmt.Errorf("move %d: %s is not the seat to decide", i+1, r.Line(rm))
		}
		if err := s.Play(rm.Move); err != nil {
			return nil, fmt.Errorf("move %d: %s: %v", i+1, r.Line(rm), err)
		}
	}
	return s, nil
}

// Turn numbers the turn under way, from 1.
func (r *Record) Turn() int { return r.turns + 1 }

// Truncate drops the moves after the first n (for undo) and rebuilds the position.
func (r *Record) Truncate(n int) error {
	if n < 0 || n > len(r.moves) {
		return fmt.Errorf("no position after %d moves", n)
	}
	back := RecordFrom(r.start)
	for i, rm := range r.moves[:n] {
		if _, err := back.Apply(rm.Move); err != nil {
			return fmt.Errorf("move %d: %s: %v", i+1, r.Line(rm), err)
		}
	}
	*r = *back
	return nil
}
