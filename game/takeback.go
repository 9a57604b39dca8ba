package game

// RevealsHidden reports whether a decision's events brought something hidden to light (a tile
// drawn, a swap, a treasure taken, tiles committed, the turn's or the game's end): such a decision
// is never taken back, locally or online.
func RevealsHidden(ev []Event) bool {
	for _, e := range ev {
		switch e.Kind {
		case EvTilesDrawn, EvSwapped, EvTreasure, EvCommitted, EvTurnEnded, EvGameOver:
			return true
		}
	}
	return false
}

// Takeback is the undo rule (the best online version's): a player may take back his own actions
// this turn, back to the start of any of them, but never past something hidden coming to light,
// another seat's decision, or a decision a bot made for him. Positions are record lengths.
type Takeback struct {
	floor  int   // the record length no undo goes below
	mover  int   // the seat that made the latest decision, -1 before any
	starts []int // record lengths at which a person's action began, above the floor
}

// NewTakeback starts the rule on a record of length at: nothing before it is taken back.
func NewTakeback(at int) Takeback { return Takeback{floor: at, mover: -1} }

// Note records a decision: before is the record's length before it, pend what it answered,
// byPerson whether a person (not a bot) made it, ev its events.
func (u *Takeback) Note(before int, pend Pending, byPerson bool, ev []Event) {
	if pend.Player != u.mover {
		u.raise(before)
		u.mover = pend.Player
	}
	if byPerson && pend.Kind == DecideAction {
		u.starts = append(u.starts, before)
	}
	if !byPerson || RevealsHidden(ev) {
		u.raise(before + 1)
	}
}

func (u *Takeback) raise(floor int) {
	u.floor = max(u.floor, floor)
	for len(u.starts) > 0 && u.starts[0] < u.floor {
		u.starts = u.starts[1:]
	}
}

// Target is the record length seat may go back to now, if any: the start of its latest action
// still above the floor. The caller checks that it is seat's decision.
func (u *Takeback) Target(seat int) (int, bool) {
	if u.mover != seat || len(u.starts) == 0 {
		return 0, false
	}
	return u.starts[len(u.starts)-1], true
}

// Taken records that the latest action was taken back (the record truncated to Target).
func (u *Takeback) Taken() {
	if len(u.starts) > 0 {
		u.starts = u.starts[:len(u.starts)-1]
	}
}

// EventsFor keeps the events seat may see: every public event, and points scored by seat
// itself; points others score stay hidden until the end (R11.1).
func EventsFor(ev []Event, seat int) []Event {
	out := make([]Event, 0, len(ev))
	for _, e := range ev {
		if e.Kind == EvScored && int(e.Player) != seat {
			continue
		}
		out = append(out, e)
	}
	return out
}

// PublicMove writes a decision as seat may see it in the notation: whole, except another seat's
// swap (the colours discarded are hidden, R11.1) and wonder point (the colour scored), which
// give "" — the events say what everybody saw.
func PublicMove(rm RecordedMove, seat int) string {
	if rm.Seat != seat && (rm.Move.Kind == MoveSwap || rm.Move.Kind == MoveWonderPoint) {
		return ""
	}
	return rm.Move.String()
}
