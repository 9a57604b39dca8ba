package session

import "errors"

// ErrUnfinishedNotKept is New's error when the unfinished game behind Continue could not be kept
// under a name; Config.LeaveUnfinished starts the new game all the same.
var ErrUnfinishedNotKept = errors.New("the unfinished game could not be kept")

// Unsaved is why the game's latest decision is not kept, after waiting for the write under
// way, or nil (a finished game, a lesson and a replay have nothing to lose).
func (s *Session) Unsaved() error {
	if s.saver == nil || s.State().Over() {
		return nil
	}
	return s.Flush()
}
