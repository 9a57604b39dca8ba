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
	line   string       // the decision in the notation, dynasty first
	seen   time.Time    // when the turn's player first had it on screen (zero: not yet)
}

// TurnEnd is how a person's turn ends once its actions are done.
type TurnEnd struct {
	Confirm bool          // the turn waits at its end for End turn (or Undo)
	After   time.Duration // when positive, the turn ends by itself this long after it is shown
}

// turnEnd is how a person's turn ends (a setting) and the turn waiting at its end, if any.
type turnEnd struct {
	setting TurnEnd
	held    *heldTurn // the turn's last decision, waiting at the turn's end
}

// SetTurnEnd changes how a person's turn ends (a setting); a turn waiting now is not ended by it.
func (t *turnEnd) SetTurnEnd(e TurnEnd) { t.setting = e }

// TurnHeld reports that the turn's last decision waits for its player to end the turn.
func (t *turnEnd) TurnHeld() bool { return t.held != nil }

// holds says whether decision m, if it ends the turn, waits at the turn's end: a person's turn
// does where the setting asks, except for a pass (End turn is its own confirmation), in a lesson
// (its steps say what to do) and in a replay (watch). st is the game m is made in.
func (t *turnEnd) holds(m game.Move, st *game.State, seats []Seat, watch, lesson bool) bool {
	return t.setting.Confirm && t.held == nil && !watch && !lesson && m.Kind != game.MovePass && seats[st.Turn()].Human
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
		logLen: len(s.log), pend: pend, human: s.seats[pend.Player].Human, shown: shown,
		line: s.rec.Line(game.RecordedMove{Seat: pend.Player, Move: m})}
	s.held = h
	s.tell(shown)
	s.LastEvents = shown
	s.Moves++
	s.lastMove = time.Now()
	s.lastByViewer = h.human && pend.Player == s.viewer && !s.handoff && worthSeeing(shown)
	s.autosave()
	s.settleViewer(s.State(), s.seats, s.cfg.Watch)
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
	s.tell(h.rest)
	s.LastEvents = h.rest
	s.Moves++
	s.lastMove = time.Now()
	s.lastByViewer = false // the player saw the turn before ending it
	s.autosave()
	s.settleViewer(s.State(), s.seats, s.cfg.Watch)
	return nil
}

// undoHeld takes the held decision back, if it revealed nothing; it reports whether one was held.
func (s *Session) undoHeld() (bool, error) {
	h := s.held
	if h == nil {
		return false, nil
	}
	if !h.undoable(s.viewer, &s.undo) {
		return true, fmt.Errorf("nothing to undo: only your own actions this turn, before anything hidden is revealed")
	}
	s.held = nil
	s.cutLog(h.logLen)
	s.LastEvents = nil
	s.Moves++
	if h.pend.Kind == game.DecideAction {
		// the held decision was an action of its own: taking it back is the whole undo
		s.say(s.names[s.viewer] + " takes back an action.")
		s.autosave()
		return true, nil
	}
	// a decision inside an action (a monument, a treasure…): the action it ends goes back with it
	if err := s.undoAction(); err != nil {
		return true, err
	}
	return true, nil
}

// undoable reports that the held decision is viewer's own and revealed nothing, and that what it
// belongs to may be taken back (u says how far back viewer may go).
func (h *heldTurn) undoable(viewer int, u *undoState) bool {
	if !h.human || h.pend.Player != viewer {
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
	return len(u.starts) > 0 && u.mover == viewer
}

// due reports that a waiting turn's time has passed since its player saw it: it ends now.
func (t *turnEnd) due(now time.Time) bool {
	left, timed := t.TurnEndsIn(now)
	return timed && left <= 0
}

// HeldLine is the held decision in the notation, dynasty first, or "" when none is held.
func (t *turnEnd) HeldLine() string {
	if t.held == nil {
		return ""
	}
	return t.held.line
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
func (t *turnEnd) TurnEndsIn(now time.Time) (time.Duration, bool) {
	h := t.held
	if h == nil || t.setting.After <= 0 || h.seen.IsZero() {
		return 0, false
	}
	return max(0, t.setting.After-now.Sub(h.seen)), true
}
