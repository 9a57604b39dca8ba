package session

import "tigris/game"

// What the board screen reads that the session keeps as fields, as methods, so the screen can
// talk to any session (this one, or a remote one) through one interface.

// Decisions counts the decisions made since the session began (undone ones are taken off).
func (s *Session) Decisions() int { return s.Moves }

// Events are the events of the latest decision, for animation.
func (s *Session) Events() []game.Event { return s.LastEvents }

// Lesson is the tutorial deciding which moves are taken, or nil outside a lesson.
func (s *Session) Lesson() *Tutorial { return s.Tutorial }

// KeptName names the save the unfinished game behind Continue was kept as when this one
// replaced it, or "".
func (s *Session) KeptName() string { return s.KeptAs }
