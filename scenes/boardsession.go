package scenes

import (
	"time"

	"tigris/game"
	"tigris/scenes/session"
	"tigris/storage"
)

// Session is the game the board screen shows and plays, as the screen sees it: what the viewer
// may see, the decision pending and who owes it, moves submitted and undone, the events since the
// last look, the players' names. The local session (scenes/session.Session) is one; a client of
// an online server is another.
type Session interface {
	// the position and who sees it
	State() *game.State // the whole state: the board screen draws only what is public from it
	View() *game.View   // the viewer's view, or nil while no one may look (a hand-off)
	Viewer() int
	Seats() []session.Seat
	Name(player int) string
	Log() []string
	Record() *game.Record

	// the decision pending
	Pending() game.Pending
	HumanToDecide() bool
	NeedsHandoff() bool
	HandoffTo() int
	Ready()
	Dialog() (session.Dialog, bool)
	Thinking() bool
	ThinkingFor(now time.Time) time.Duration

	// moves: dropped pieces and dialog choices, undone, and what they caused
	Targets(p session.Piece) []int
	Preview(p session.Piece, cell int) []session.Clash
	Drop(p session.Piece, cell int) error
	Try(m game.Move) error
	CanUndo() bool
	Undo() error
	Poll(now time.Time) bool // advances bots and timers; reports a change
	Decisions() int
	Events() []game.Event

	// help
	StartHint() <-chan game.Move
	DescribeHint(m game.Move) session.Hint
	Lesson() *session.Tutorial // nil outside a lesson

	// keeping and sharing
	SaveErr() error
	Unsaved() error  // why the latest decision is not kept, or nil
	WriteNow() error // writes the latest decision at once (a page closing)
	Flush() error
	SaveAs(st storage.Store, name string) error
	SaveData() []byte
	KeptName() string
	SharedPosition(seed uint64) string
	SharedGame() (string, bool)
	LinkQuery() string
	Outcome() (level string, players int, won bool, ok bool)
}

var _ Session = (*session.Session)(nil)

// turnEnder is what a session that lets a turn wait at its end offers besides Session: the
// board screen uses it where the session has it (the local one does; an online one may later).
type turnEnder interface {
	SetTurnEnd(e session.TurnEnd)
	TurnHeld() bool   // the turn's last decision waits for End turn
	HeldLine() string // that decision in the notation, "" when none waits
	EndTurn() error   // the waiting turn carried on, or the actions left passed
	// TurnEndsIn is the time left before a waiting turn ends by itself, if it will.
	TurnEndsIn(now time.Time) (time.Duration, bool)
	// PassTo is the next person at this screen while the one on it looks at what his decision
	// did (hot seat); PassOn brings the hand-off screen.
	PassTo() (int, bool)
	PassOn()
}

var _ turnEnder = (*session.Session)(nil)
