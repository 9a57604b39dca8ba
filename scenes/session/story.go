package session

import "tigris/game"

// story is the game told in words for the log, and the news of the latest decision for the
// screen: its events and a count that changes with every decision.
type story struct {
	names []string
	log   []logLine // loglines.go: each line whole and in its public form
	shown logFor    // the log as the person on screen reads it
	// LastEvents are the events of the latest decision, for animation.
	LastEvents []game.Event
	// Moves counts decisions applied (a frame can tell something changed).
	Moves int
	since sinceLast // the hand-off's summary, kept (SinceLastTurn)
}

// Name is a seat's name in the log and on screen.
func (t *story) Name(p int) string { return t.names[p] }

// tell adds the lines of a decision's events to the log.
func (t *story) tell(ev []game.Event) { t.log = append(t.log, describeLines(ev, t.names)...) }

// say adds a line everybody reads whole.
func (t *story) say(line string) { t.log = append(t.log, said(line)) }

// Decisions counts the decisions made since the session began (undone ones are taken off).
func (t *story) Decisions() int { return t.Moves }

// Events are the events of the latest decision, for animation.
func (t *story) Events() []game.Event { return t.LastEvents }

// cutLog keeps the log's first n lines, then adds more, and has the log read anew: the lines read
// before may be others at the same length (an undo cuts its action's line and says so in one).
func (s *story) cutLog(n int, more ...logLine) {
	s.log = append(s.log[:n], more...)
	s.shown = logFor{}
}
