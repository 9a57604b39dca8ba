package session

import (
	"fmt"

	"tigris/game"
)

// undoState says how far back a human may take his actions: to the start of any of his actions
// this turn, but never past something hidden coming to light (a tile drawn, a treasure taken,
// tiles committed to a conflict), another player's decision, or a bot's (the rule of the best
// online version of the game).
type undoState struct {
	floor  int         // the record length no undo goes below
	mover  int         // who made the latest decision
	starts []int       // record lengths at which a human's action began, above the floor
	logAt  map[int]int // the log's length at those points
}

// reveals lists the events after which a decision cannot be taken back.
var reveals = map[game.EventKind]bool{
	game.EvTilesDrawn: true, game.EvSwapped: true, game.EvTreasure: true, game.EvCommitted: true,
	game.EvTurnEnded: true, game.EvGameOver: true,
}

// note records a decision: before is the record's length before it, pend what it answered.
func (u *undoState) note(before, logLen int, pend game.Pending, human bool, ev []game.Event) {
	if pend.Player != u.mover {
		u.raise(before)
		u.mover = pend.Player
	}
	if human && pend.Kind == game.DecideAction {
		u.starts = append(u.starts, before)
		u.logAt[before] = logLen
	}
	hidden := !human
	for _, e := range ev {
		hidden = hidden || reveals[e.Kind]
	}
	if hidden {
		u.raise(before + 1)
	}
}

func (u *undoState) raise(floor int) {
	u.floor = max(u.floor, floor)
	for len(u.starts) > 0 && u.starts[0] < u.floor {
		delete(u.logAt, u.starts[0])
		u.starts = u.starts[1:]
	}
}

// CanUndo reports whether the human on screen may take back an action now.
func (s *Session) CanUndo() bool {
	if s.held != nil {
		return s.Tutorial == nil && s.HumanToDecide() && s.held.undoable(s.viewer, &s.undo)
	}
	return s.Tutorial == nil && s.HumanToDecide() && len(s.undo.starts) > 0 && s.undo.mover == s.viewer
}

// Undo takes back the human's latest action this turn, with every decision that followed it.
func (s *Session) Undo() error {
	if !s.CanUndo() {
		if s.Tutorial != nil {
			return fmt.Errorf("a lesson is not undone: Menu › Restart the lesson begins it again")
		}
		if s.HumanToDecide() {
			return fmt.Errorf("nothing to undo: only your own actions this turn, before anything hidden is revealed")
		}
		return fmt.Errorf("it is not your decision")
	}
	if held, err := s.undoHeld(); held {
		return err
	}
	return s.undoAction()
}

// undoAction takes back the latest action of the person on screen this turn.
func (s *Session) undoAction() error {
	u := &s.undo
	if len(u.starts) == 0 {
		return fmt.Errorf("nothing to undo: only your own actions this turn, before anything hidden is revealed")
	}
	to := u.starts[len(u.starts)-1]
	if err := s.rec.Truncate(to); err != nil {
		return err
	}
	u.starts = u.starts[:len(u.starts)-1]
	s.cutLog(u.logAt[to], said(s.names[s.viewer]+" takes back an action."))
	delete(u.logAt, to)
	s.LastEvents = nil
	s.Moves++
	s.autosave()
	return nil
}
