package session

import (
	"fmt"
	"math/rand/v2"
	"time"

	"tigris/ai"
	"tigris/ai/reach"
	"tigris/game"
	"tigris/scenes/seating"
	"tigris/storage"
)

// Seat says who plays a dynasty (package seating writes and reads them).
type Seat = seating.Seat

// Config starts a session.
type Config struct {
	Seats   []Seat
	Options game.Options // Seats is filled from Config.Seats
	Seed    uint64
	Start   *game.State  // a position to start from instead of a new deal (optional)
	Record  *game.Record // a loaded game to continue (optional)
	// BotDelay is the least time between two bot decisions, so a person can follow them.
	BotDelay time.Duration
	// BotThink replaces the search levels' time cap per decision (zero keeps each level's own).
	BotThink time.Duration
	// Sliced makes bots and hints think only in the slices Poll grants: the platform runs the
	// game on one thread (the browser's WebAssembly) and says so (scenes.Shell.Sliced); tests
	// set it to play as the browser does.
	Sliced bool
	// Store, when set, receives the game after every decision (the title's Continue).
	Store storage.Store
	// LeaveUnfinished starts the game even when the unfinished one it replaces cannot be kept
	// (the player was asked).
	LeaveUnfinished bool
	// Watch shows a position to look at (a replay): nobody decides, no bot thinks, and no hand
	// or points are shown.
	Watch bool
	// TurnEnd says how a person's turn ends once its actions are done (the zero value: at once).
	TurnEnd TurnEnd
	// Letters are the characters the screen draws: players' and saves' names with others are
	// refused (nil: any).
	Letters Letters
	// Bots is where bots think away from the screen's thread, when the platform has such a place
	// (the browser's worker); nil: on goroutines, or in the frames' slices.
	Bots BotHost
	// Reach, when set, records how far the Expert's searches got when they ran here (the bot
	// host records its own): the strength the screens show it at on this device.
	Reach *reach.Reach
}

// Session is one game on screen, made of parts that each own their state: the game told in
// words (story), who looks at the screen and the hand-offs between people (seeing), a turn
// waiting at its end (turnEnd), the autosave (keeping), the bots and their thinking (bench) and
// the lesson played, if any. The session holds the record and moves the game on between them.
type Session struct {
	cfg   Config
	rec   *game.Record
	seats []Seat
	undo  undoState

	story
	seeing
	turnEnd
	keeping
	bench
	lesson
}

// New starts a session from a config.
func New(cfg Config) (*Session, error) {
	if err := settleNames(&cfg); err != nil {
		return nil, err
	}
	s := &Session{cfg: cfg, seeing: seeing{viewer: -1}, turnEnd: turnEnd{setting: cfg.TurnEnd}, bench: newBench(cfg)}
	s.snapshot, s.letters, s.record = s.marshal, cfg.Letters, s.keptRecord // saves.go, autosave.go
	switch {
	case cfg.Record != nil:
		s.rec = cfg.Record
		s.log = replayLog(cfg.Record, nameList(cfg.Seats))
	case cfg.Start != nil:
		s.rec = game.RecordFrom(cfg.Start)
	default:
		o := cfg.Options
		o.Seats = nil
		for _, st := range cfg.Seats {
			o.Seats = append(o.Seats, st.Dynasty)
		}
		r, err := game.NewRecord(o, cfg.Seed)
		if err != nil {
			return nil, err
		}
		s.rec = r
	}
	st := s.rec.State()
	if len(cfg.Seats) != st.NumPlayers() {
		return nil, fmt.Errorf("the game has %d players but %d seats were given", st.NumPlayers(), len(cfg.Seats))
	}
	s.names = nameList(cfg.Seats)
	s.log = append([]logLine{said(Opening(s.rec.Start(), s.names))}, s.log...) // the log is never an empty box
	for i, seat := range cfg.Seats {
		if st.Player(i).Dynasty != seat.Dynasty {
			return nil, fmt.Errorf("seat %d is %s in the game but %s was given", i+1, st.Player(i).Dynasty, seat.Dynasty)
		}
		var b *ai.Bot
		if !seat.Human {
			// from the system's random source: a bot's generator gives its seed back to whoever
			// sees its choices, and a seed taken from the deal's would give the bag's order
			b = ai.New(seat.Level, rand.Uint64())
			if cfg.BotThink > 0 {
				b.Think = cfg.BotThink
			}
		}
		s.bots = append(s.bots, b)
	}
	s.seats = cfg.Seats
	s.undo = undoState{floor: len(s.rec.Moves()), mover: -1, logAt: map[int]int{}}
	s.overAtStart = st.Over() // a game opened finished was kept where it was (finished.go)
	if cfg.Store != nil {
		// the unfinished game behind Continue is never lost to a new one
		kept, err := keepUnfinished(cfg.Store, s.rec, time.Now())
		if err != nil && !cfg.LeaveUnfinished {
			return nil, fmt.Errorf("%w (%s), so this one was not started", ErrUnfinishedNotKept, storage.Explain(err))
		}
		s.KeptAs = kept
		s.saver = newAutosaver(cfg.Store)
		s.autosave()
	}
	s.settleViewer(s.State(), s.seats, s.cfg.Watch)
	return s, nil
}

// nameList names the seats as the log and the screen do.
func nameList(seats []Seat) []string {
	var names []string
	for _, seat := range seats {
		if seat.Name != "" && (seat.Human || seat.BotFrom > 0) { // a seat a bot took keeps its person's name
			names = append(names, seat.Name)
		} else {
			names = append(names, Capitalize(seat.Dynasty.String()))
		}
	}
	return names
}

// replayLog rebuilds the log of a loaded game by playing its decisions again.
func replayLog(r *game.Record, names []string) []logLine {
	again := game.RecordFrom(r.Start())
	var log []logLine
	for _, rm := range r.Moves() {
		ev, err := again.Apply(rm.Move)
		if err != nil || len(names) < again.State().NumPlayers() {
			return log
		}
		log = append(log, describeLines(ev, names)...)
	}
	return log
}

// State is the game for drawing. It must only be read.
func (s *Session) State() *game.State {
	if s.held != nil {
		return s.held.look
	}
	return s.rec.State()
}

// Record is the game so far (for saving).
func (s *Session) Record() *game.Record { return s.rec }

// Seats are the seats as configured.
func (s *Session) Seats() []Seat { return s.seats }

// View is the viewer's view, or nil when nobody's private information may be shown.
func (s *Session) View() *game.View {
	if v := s.Viewer(); v >= 0 {
		return s.State().ViewFor(v)
	}
	return nil
}

// Pending is the decision the game waits for.
func (s *Session) Pending() game.Pending { return s.State().Pending() }

// HumanToDecide reports whether the pending decision is a human's and may be taken on screen now.
func (s *Session) HumanToDecide() bool {
	st := s.State()
	if st.Over() || s.handoff {
		return false
	}
	p := st.Pending().Player
	return s.seats[p].Human && p == s.viewer
}

// PassTo is the seat that decides next while the person on screen looks at what his decision did
// (hot seat), and whether that is so.
func (s *Session) PassTo() (int, bool) { return s.HandoffTo(), s.lookFirst }

// HandoffTo is the human who must take over.
func (s *Session) HandoffTo() int { return s.State().Pending().Player }

// Ready is the next human's "ready" on the hand-off screen.
func (s *Session) Ready() {
	if s.handoff {
		s.handoff, s.lookFirst, s.relay = false, false, false
		s.viewer = s.State().Pending().Player
		if s.held != nil && s.viewer == s.held.look.Turn() && s.held.seen.IsZero() {
			s.held.seen = time.Now()
		}
	}
}

// Try makes a human's move. A refused move returns the rules' reason and changes nothing.
func (s *Session) Try(m game.Move) error {
	if !s.HumanToDecide() {
		return fmt.Errorf("it is not your decision")
	}
	if s.held != nil {
		return fmt.Errorf("your actions are done: End turn, or Undo to take the last one back")
	}
	if s.Tutorial != nil {
		if err := s.Tutorial.check(s.State(), m); err != nil {
			return err
		}
	}
	if err := s.apply(m); err != nil {
		return err
	}
	if s.Tutorial != nil {
		s.Tutorial.made()
	}
	return nil
}

func (s *Session) apply(m game.Move) error {
	if s.holds(m, s.rec.State(), s.seats, s.cfg.Watch, s.Tutorial != nil) {
		if held, err := s.hold(m); err != nil || held {
			return err
		}
	}
	before, logLen := len(s.rec.Moves()), len(s.log)
	pend := s.Pending()
	ev, err := s.rec.Apply(m)
	if err != nil {
		return err
	}
	s.lastByViewer = s.seats[pend.Player].Human && pend.Player == s.viewer && !s.handoff && m.Kind != game.MovePass && worthSeeing(ev)
	s.undo.note(before, logLen, pend, s.seats[pend.Player].Human, ev)
	s.tell(ev)
	s.autosave()
	s.LastEvents = ev
	s.Moves++
	s.lastMove = time.Now()
	s.settleViewer(s.State(), s.seats, s.cfg.Watch)
	return nil
}

// Poll runs the bots: it starts a bot thinking off the UI goroutine when a bot owes the decision,
// and applies its choice once it is ready and the bot delay has passed. It reports whether a
// decision was applied or the autosave's outcome changed: either is news for the screen.
func (s *Session) Poll(now time.Time) bool {
	applied := s.poll(now)
	return s.saveNews() || applied
}

func (s *Session) poll(now time.Time) bool {
	if s.slices != nil {
		s.slices.run(sliceBudget) // the bots and the hint think in the frame's slice
	}
	st := s.State()
	if st.Over() || s.cfg.Watch {
		return false
	}
	if s.held != nil {
		if j := s.pondering; j != nil {
			j.stop.Store(true) // nothing is pondered on a turn that may be taken back
		}
		return s.due(now) && s.confirm() == nil // the setting's time has passed since its player saw it
	}
	if s.lookFirst {
		return false // the bot plays once the person on screen has looked (PassOn)
	}
	p := st.Pending().Player
	if s.seats[p].Human || s.Tutorial != nil && s.Tutorial.Done() {
		s.tendPonder(st, s.Moves, s.seats)
		return false // bots rest once a lesson is over
	}
	m, ok := s.decide(now, st, p, s.Moves, s.seats, s.cfg.BotDelay)
	if !ok {
		return false
	}
	if err := s.apply(m); err != nil {
		// a bot's illegal choice is a bug; stop the game visibly rather than loop
		s.say(fmt.Sprintf("%s's bot chose an illegal move (%v): %v", s.names[p], m, err))
		return false
	}
	return true
}
