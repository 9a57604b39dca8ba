package scenes

import (
	"time"

	"tigris/game"
	"tigris/scenes/session"
	"tigris/storage"
)

// Session is the game the board screen shows and plays: what its view reads (Reader), what its
// input sends (Mover), and how it is kept and shared (Keeper). The local session
// (scenes/session.Session) is one, an online seat (scenes/remote.Session) another. What only some
// sessions have (hand-offs between people at one screen, lessons, a kept file, a bot's thinking
// time, the statistics, a turn waiting at its end, a seat handed to a bot) the screen asks for
// with a type assertion on its Reader to the small interfaces below, so no session stubs what it
// does not mean. Both sessions of the project are one value in the three parts.
type Session struct {
	Reader
	Mover
	Keeper
}

// NewSession is the session of these parts; a project session passes itself three times.
func NewSession(r Reader, m Mover, k Keeper) Session {
	return Session{Reader: r, Mover: m, Keeper: k}
}

// None reports that no game is held.
func (s Session) None() bool { return s.Reader == nil }

// Reader is what the board view reads of a game: the position and who sees it, the decision
// pending and who owes it.
type Reader interface {
	State() *game.State // the whole state: the board screen draws only what is public from it
	View() *game.View   // the viewer's view, or nil while no one may look (a hand-off)
	Viewer() int
	Seats() []session.Seat
	Name(player int) string
	Log() []string
	Record() *game.Record
	Pending() game.Pending
	HumanToDecide() bool
	Dialog() (session.Dialog, bool)
	Thinking() bool
}

// Mover is what the board screen's input sends to a game, and the news it takes back each frame:
// pieces dropped and dialog choices tried, undone, hints asked for, the decisions and their
// events since the last look.
type Mover interface {
	Targets(p session.Piece) []int
	Preview(p session.Piece, cell int) []session.Clash
	Drop(p session.Piece, cell int) error
	Try(m game.Move) error
	CanUndo() bool
	Undo() error
	Poll(now time.Time) bool // advances bots and timers; reports a change
	Decisions() int
	Events() []game.Event
	StartHint() <-chan game.Move
	DescribeHint(m game.Move) session.Hint
}

// Keeper is how a game is kept and shared from the board screen's menu.
type Keeper interface {
	Unsaved() error  // why the latest decision is not kept, or nil
	WriteNow() error // writes the latest decision at once (a page closing)
	SaveAs(st storage.Store, name string) error
	SaveData() []byte
	SharedPosition(seed uint64) string
	SharedGame() (string, bool)
	LinkQuery() string
}

var (
	_ Reader = (*session.Session)(nil)
	_ Mover  = (*session.Session)(nil)
	_ Keeper = (*session.Session)(nil)
)

// handOffer is a game several people play at one screen: between two of them the screen hides
// the hand until the next one says he is ready.
type handOffer interface {
	NeedsHandoff() bool
	HandoffTo() int
	Ready()
}

// needsHandoff reports that the screen waits for the next person at it.
func needsHandoff(s Reader) bool {
	h, ok := s.(handOffer)
	return ok && h.NeedsHandoff()
}

// lessonGame is a game played as a lesson of the tutorial.
type lessonGame interface {
	Lesson() *session.Tutorial // nil outside a lesson
}

// lessonOf is the lesson a game plays, or nil.
func lessonOf(s Reader) *session.Tutorial {
	if l, ok := s.(lessonGame); ok {
		return l.Lesson()
	}
	return nil
}

// fileKeeper is a game kept in a file here (autosaved), not by a server.
type fileKeeper interface {
	SaveErr() error   // why the last autosave failed, or nil
	Flush() error     // writes what waits to be autosaved
	KeptName() string // the name an unfinished game was kept under when this one began, or ""
}

// thinkClock is a game whose bots think here, and says for how long.
type thinkClock interface {
	ThinkingFor(now time.Time) time.Duration
}

// outcomer is a game against bots whose result goes into the statistics.
type outcomer interface {
	Outcome() (level string, players int, won bool, ok bool)
}

var (
	_ handOffer  = (*session.Session)(nil)
	_ lessonGame = (*session.Session)(nil)
	_ fileKeeper = (*session.Session)(nil)
	_ thinkClock = (*session.Session)(nil)
	_ outcomer   = (*session.Session)(nil)
)

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

// saveErr is why a game kept here was last not saved, or nil (always nil for one kept elsewhere).
func saveErr(s Reader) error {
	if k, ok := s.(fileKeeper); ok {
		return k.SaveErr()
	}
	return nil
}

// flush writes what waits to be kept of a game kept here; a server keeps the others.
func flush(s Reader) error {
	if k, ok := s.(fileKeeper); ok {
		return k.Flush()
	}
	return nil
}

// handoffTo is the person the screen waits for: the one a hand-off names, or who owes the
// pending decision.
func handoffTo(s Reader) int {
	if h, ok := s.(handOffer); ok {
		return h.HandoffTo()
	}
	return s.Pending().Player
}
