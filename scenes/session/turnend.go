package session

import (
	"fmt"
	"time"

	"tigris/game"
)

// heldTurn is a turn's last decision made but not carried to the turn's end: the board shows
// its result, and the turn's player confirms it (End turn) or takes it back (Undo) before the
// turn's end draws tiles (R4.3). The record has it only once confirmed; a save has it whole.
type heldTurn struct {
	move   game.Move
	look   *game.State  // the position after it, before the turn's end
	full   *game.Record // the record with it applied whole
	rest   []game.Event // what the turn's end adds to the events already shown
	before int          // the record's length before it
	logLen int          // the log's length before it
	pend   game.Pending // the decision it answered
	human  bool         // a person made it
	shown  []game.Event // what it caused up to the turn's end
	seen   time.Time    // when the turn's player first had it on screen (zero: not yet)
}

// TurnEnd is how a person's turn ends once its actions are done.
type TurnEnd struct {
	Confirm bool          // the turn waits at its end for End turn (or Undo)
	After   time.Duration // when positive, the turn ends by itself this long after it is shown
}

// SetTurnEnd changes how a person's turn ends (a setting); a turn waiting now is not ended by it.
func (s *Session) SetTurnEnd(e TurnEnd) { s.cfg.TurnEnd = e }

// TurnHeld reports that the turn's last decision waits for its player to end the turn.
func (s *Session) TurnHeld() bool { return s.held != nil }

// holds says whether decision m, if it ends the turn, waits at the turn's end: a person's turn
// does where the setting asks, except for a pass (End turn is its own confirmation), in a lesson
// (its steps say what to do) and in a replay.
func (s *Session) holds(m game.Move) bool {
	st := s.rec.State()
	return s.cfg.TurnEnd.Confirm && s.held == nil && !s.cfg.Watch && s.Tutorial == nil &&
		m.Kind != game.MovePass && s.seats[st.Turn()].Human
}

// hold keeps decision m at the turn's end when it gets there, and reports whether it did.
func (s *Session) hold(m game.Move) (bool, error) {
	look := s.rec.State().Clone()
	shown, held, err := look.ApplyToTurnEnd(m)
	if err != nil || !held {
		return false, err
	}
	full := s.rec.Clone()
	all, err := full.Apply(m)
	if err != nil {
		return false, err
	}
	pend := s.Pending()
	h := &heldTurn{move: m, look: look, full: full, rest: all[len(shown):], before: len(s.rec.Moves()),
		logLen: len(s.log), pend: pend, human: s.seats[pend.Player].Human, shown: shown}
	s.held = h
	s.log = append(s.log, Describe(shown, s.names)...)
	s.LastEvents = shown
	s.Moves++
	s.lastMove = time.Now()
	s.lastByViewer = h.human && pend.Player == s.viewer && !s.handoff && worthSeeing(shown)
	s.autosave()
	s.settleViewer()
	if s.Viewer() == look.Turn() {
		h.seen = s.lastMove
	}
	return true, nil
}

// EndTurn ends the turn of the person on screen: a turn waiting at its end is carried on (the
// tiles are drawn); with actions left the turn is passed.
func (s *Session) EndTurn() error {
	h := s.held
	if h == nil {
		return s.Try(game.PassMove())
	}
	if !s.HumanToDecide() {
		return fmt.Errorf("it is not your decision")
	}
	return s.confirm()
}

// confirm carries the held decision to the turn's end, as if it had been applied whole.
func (s *Session) confirm() error {
	h := s.held
	s.held = nil
	s.rec = h.full
	s.undo.note(h.before, h.logLen, h.pend, h.human, append(append([]game.Event(nil), h.shown...), h.rest...))
	s.log = append(s.log, Describe(h.rest, s.names)...)
	s.LastEvents = h.rest
	s.Moves++
	s.lastMove = time.Now()
	s.lastByViewer = false // the player saw the turn before ending it
	s.autosave()
	s.settleViewer()
	return nil
}

// undoHeld takes the held decision back, if it revealed nothing; it reports whether one was held.
func (s *Session) undoHeld() (bool, error) {
	h := s.held
	if h == nil {
		return false, nil
	}
	if !s.heldUndoable() {
		return true, fmt.Errorf("nothing to undo: only your own actions this turn, before anything hidden is revealed")
	}
	s.held = nil
	s.log = s.log[:h.logLen]
	s.LastEvents = nil
	s.Moves++
	if h.pend.Kind == game.DecideAction {
		// the held decision was an action of its own: taking it back is the whole undo
		s.log = append(s.log, s.names[s.viewer]+" takes back an action.")
		s.autosave()
		return true, nil
	}
	// a decision inside an action (a monument, a treasure…): the action it ends goes back with it
	if err := s.undoAction(); err != nil {
		return true, err
	}
	return true, nil
}

// heldUndoable reports that the held decision is the viewer's own and revealed nothing, and that
// what it belongs to may be taken back.
func (s *Session) heldUndoable() bool {
	h := s.held
	if !h.human || h.pend.Player != s.viewer {
		return false
	}
	for _, e := range h.shown {
		if reveals[e.Kind] {
			return false
		}
	}
	if h.pend.Kind == game.DecideAction {
		return true // an action of its own, above the floor (nothing after the floor revealed)
	}
	return len(s.undo.starts) > 0 && s.undo.mover == s.viewer
}

// pollTurnEnd ends a waiting turn once the setting's time has passed since its player saw it.
func (s *Session) pollTurnEnd(now time.Time) bool {
	h := s.held
	if h == nil || s.cfg.TurnEnd.After <= 0 || h.seen.IsZero() || now.Sub(h.seen) < s.cfg.TurnEnd.After {
		return false
	}
	return s.confirm() == nil
}

// HeldLine is the held decision in the notation, dynasty first, or "" when none is held.
func (s *Session) HeldLine() string {
	if s.held == nil {
		return ""
	}
	return s.rec.Line(game.RecordedMove{Seat: s.held.pend.Player, Move: s.held.move})
}

// worthSeeing reports that a decision's events are worth a look by the person who made it before
// the screen goes to another (hot seat): points scored, a conflict decided, his turn ended.
func worthSeeing(ev []game.Event) bool {
	for _, e := range ev {
		switch e.Kind {
		case game.EvScored, game.EvConflictWon, game.EvTurnEnded:
			return true
		}
	}
	return false
}

// TurnEndsIn is how long the waiting turn has left before it ends by itself, and whether it will
// (a time is set and its player has seen it); it is never negative.
func (s *Session) TurnEndsIn(now time.Time) (time.Duration, bool) {
	h := s.held
	if h == nil || s.cfg.TurnEnd.After <= 0 || h.seen.IsZero() {
		return 0, false
	}
	return max(0, s.cfg.TurnEnd.After-now.Sub(h.seen)), true
}
