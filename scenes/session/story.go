package session

import "tigris/game"

// story is the game told in words for the log, and the news of the latest decision for the
// screen: its events and a count that changes with every decision.
type story struct {
	names []string
	log   []string
	// LastEvents are the events of the latest decision, for animation.
	LastEvents []game.Event
	// Moves counts decisions applied (a frame can tell something changed).
	Moves int
	since sinceLast // the hand-off's summary, kept (SinceLastTurn)
}

// Name is a seat's name in the log and on screen.
func (t *story) Name(p int) string { return t.names[p] }

// Log is the game log in words, oldest first.
func (t *story) Log() []string { return t.log }

// Decisions counts the decisions made since the session began (undone ones are taken off).
func (t *story) Decisions() int { return t.Moves }

// Events are the events of the latest decision, for animation.
func (t *story) Events() []game.Event { return t.LastEvents }
