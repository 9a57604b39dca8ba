// Package remote is an online game for the board screen: a seat of a game on a tigris-server,
// seen through the server's messages (docs/PROTOCOL.md). It is the board screen's Session like
// the local one, so the screen plays both alike. The connection runs on its own goroutine; the
// screen's frames take what arrived in Poll and never wait on the network.
package remote

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"tigris/game"
	"tigris/online/protocol"
	"tigris/scenes/session"
)

// Config names the seat to play.
type Config struct {
	Base, Game, Token string
	// Delay is the least time between two decisions shown, so a person can follow them.
	Delay time.Duration
	// Trace, when set, is told of the connection's changes ("welcome step N", "away"); never
	// of the token.
	Trace func(line string)
	// Sliced makes the hint think only in the slices Poll grants, as in the browser (for tests).
	Sliced bool
	Opener
}

// Session is one seat of an online game on screen, made of parts that each own their state: the
// connection (link), what arrived waiting to be shown (pacer), what this seat sent unanswered
// (outbox), who sits at the table (roster), the game told in words (story), the whole game
// once it is over (finished) and the game as the server told it (told). Its methods are called from the screen's goroutine only.
type Session struct {
	link
	pacer
	outbox
	roster
	story
	finished
	told

	inner *session.Session // the seat's view as a position, for dialogs, targets and hints
	said  saidLines        // chat.go
}

// Dial starts following the seat: it connects on its own goroutine, and again after a drop.
func Dial(cfg Config) *Session {
	ctx, cancel := context.WithCancel(context.Background())
	s := &Session{link: newLink(cfg), outbox: outbox{waiting: -1}}
	s.cancel = cancel
	go s.link.connect(ctx)
	return s
}

// Poll takes in what the connection brought; a decision of the game at most once in Delay.
func (s *Session) Poll(now time.Time) bool {
	changed := false
	if s.inner != nil {
		s.inner.Think() // a hint asked for thinks in the frame's slice where the host has one thread
	}
	for more := true; more; {
		select {
		case v := <-s.in:
			changed = s.intake(v) || changed
		default:
			more = false
		}
	}
	return s.takeQueued(now) || changed
}

// takeQueued takes in what the queue holds that may be shown now: a live decision at most once
// in Delay, everything at once when the end has come. It reports a change.
func (s *Session) takeQueued(now time.Time) bool {
	changed := false
	// once the end has come, everything before it is taken at once: a finished game opened
	// again is never shown over before its end reveals the real scores
	ending := s.endQueued()
	for len(s.queue) > 0 {
		m := s.queue[0]
		if !s.mayShow(m, now, s.cfg.Delay, ending) {
			break
		}
		s.queue = s.queue[1:]
		s.take(m, now)
		changed = true
		if !ending && live(m) {
			break // one live decision a frame, animated on its own (the last with the end)
		}
	}
	return changed
}

// intake takes what the connection's goroutine sent: news of the connection at once, messages
// into the queue (shown at the pace of Poll). It reports a change of the connection.
func (s *Session) intake(v any) bool {
	switch v := v.(type) {
	case news:
		s.hear(v)
		if v.final {
			s.unanswered = false // the seat is refused for good: nothing can reach the server
		}
		return true
	case protocol.Message:
		s.queue = append(s.queue, v)
		s.said.hear(v, s.g.Seat)
		if s.unanswered && answers(v, s.g.Seat) {
			s.unanswered = false
			s.trace("answered")
		}
	}
	return false
}

// answers reports that a message from the server answers what this seat sent: its decision or
// undo applied (by whoever played the seat), a refusal, a resignation told, or a welcome after a
// drop (the game as it stands: a decision not in it is asked again).
func answers(m protocol.Message, seat int) bool {
	switch m := m.(type) {
	case *protocol.Update:
		return m.Seat == seat
	case *protocol.Seats:
		return seat >= 0 && seat < len(m.Seats) && m.Seats[seat].Resigned
	case *protocol.Undone, *protocol.Error, *protocol.Welcome, *protocol.Over:
		return true
	}
	return false
}

// awaitAnswer waits at most d for the server to answer what this seat sent, taking in what
// arrives meanwhile, and reports what is still unanswered.
func (s *Session) awaitAnswer(d time.Duration) error {
	if s.unanswered && d > 0 {
		deadline := time.NewTimer(d)
		defer deadline.Stop()
		for s.unanswered {
			select {
			case v := <-s.in:
				s.intake(v)
			case <-deadline.C:
				return s.unansweredErr(s.Problem())
			}
		}
	}
	for more := true; more && s.unanswered; { // what has arrived already
		select {
		case v := <-s.in:
			s.intake(v)
		default:
			more = false
		}
	}
	return s.unansweredErr(s.Problem())
}

// take takes one message into the game.
func (s *Session) take(m protocol.Message, now time.Time) {
	if err := s.g.Apply(m); err != nil {
		s.outbox.refused(err, now)
		s.story.refused(lostWords(err)) // its words, not its code
		return
	}
	s.events = nil
	switch m := m.(type) {
	case *protocol.Welcome:
		s.trace(fmt.Sprintf("welcome step %d", m.Step))
		again := s.welcome && len(s.g.Updates) == m.Step
		s.welcome = true
		// connected again: a decision sent before the drop was either taken (it comes with the
		// decisions missed) or lost, and may be made again
		s.waiting = -1
		s.roster.set(m.Seats, s.g.Seat)
		if again {
			s.rebuild()
			return // connected again with nothing missed: nothing to animate
		}
	case *protocol.Seats:
		s.roster.set(m.Seats, s.g.Seat)
		return // nothing moved
	case *protocol.Update:
		if m.View != nil {
			ev, _ := protocol.GameEvents(m.Events)
			s.events = drawable(ev)
			s.shown = now
		}
		if m.Seat == s.g.Seat {
			s.waiting = -1
		}
	case *protocol.Undone:
		s.waiting = -1
	case *protocol.Over:
		s.end(m.Record, s.recorded())
	case *protocol.Rematched, *protocol.Chat, *protocol.Muted:
		return // nothing of the game moved
	}
	s.rebuild()
	s.changes++
}

// rebuild writes the log and the position again from the decisions known.
func (s *Session) rebuild() {
	if s.g.View == nil || len(s.seats) != len(s.g.View.Players) {
		return
	}
	s.write(s.g.Updates, &s.roster)
	// the others' hands and the bag are dealt at random: only this seat's part of it is read
	st := s.g.View.Sample(game.NewRNG(uint64(s.g.Step)+1), nil)
	s.log = append([]string{s.opening(st)}, s.log...)
	in, err := session.New(session.Config{Start: st, Seats: s.seats, Sliced: s.cfg.Sliced})
	if err != nil {
		// the server took the names, and a quick match or a lobby seat gives the dynasties: a
		// "Pot" may sit as the bull, two strangers may both be Bo. The local table's name rules
		// must not keep the board away; the position goes without names (the roster shows them).
		in, err = session.New(session.Config{Start: st, Seats: unnamed(s.seats), Sliced: s.cfg.Sliced})
	}
	if err == nil {
		s.inner = in
	}
}

// opening is the log's first line, as a local game's: who began, how many play, the map and the
// options. Who began is the seat of the game's first decision (st, now, may be another's turn).
func (s *Session) opening(st *game.State) string {
	if s.final != nil {
		return session.Opening(s.final.Start(), s.names)
	}
	names := slices.Clone(s.names)
	if len(s.g.Updates) > 0 && s.g.Updates[0].Step == 0 && s.g.Updates[0].Seat >= 0 {
		names[st.Turn()] = s.Name(s.g.Updates[0].Seat)
	}
	return session.Opening(st, names)
}

// Arrived reports that the game has come from the server (the screen shows it from then on).
func (s *Session) Arrived() bool { return s.inner != nil }

// Connected reports whether seat p's player is connected now (bots always are).
func (s *Session) Connected(p int) bool {
	if p < 0 || p >= len(s.g.Seats) {
		return false
	}
	st := s.g.Seats[p]
	return st.Kind == "bot" || st.Connected && s.online // cut off, nobody is known to be here
}

// EndWords says how a game the rules did not end came to its end (resignations), with who won;
// "" while it goes on or when the board shows its end itself.
func (s *Session) EndWords() string {
	o := s.g.Over
	if o != nil && o.Cancelled {
		return "The game was cancelled before it started"
	}
	if o == nil || s.State() == nil || s.State().Over() || len(o.Ranking) == 0 {
		return ""
	}
	var gave []string
	for _, r := range o.Resigned {
		gave = append(gave, s.Name(r))
	}
	words := "The game is over"
	if len(gave) > 0 {
		words += ": " + strings.Join(gave, ", ") + " resigned"
	}
	return words + " · " + s.Name(o.Ranking[0]) + " wins"
}

// Resigned are the seats that gave the game up, in the order they did once the server told the
// end, by seat before: the results rank them last, as the server does.
func (s *Session) Resigned() []int {
	if o := s.g.Over; o != nil {
		return o.Resigned
	}
	var gave []int
	for p, seat := range s.g.Seats {
		if seat.Resigned {
			gave = append(gave, p)
		}
	}
	return gave
}

// Rematch asks for a new deal with the same seats, once the game is over.
func (s *Session) Rematch() error { return s.send(&protocol.Rematch{}) }

// SeatOf is the seat of another game of this server held with this seat's token (a rematch).
func (s *Session) SeatOf(game string) Config {
	c := s.cfg
	c.Game = game
	return c
}

// Resign gives the game up for this seat.
func (s *Session) Resign() error {
	if err := s.send(&protocol.Resign{Step: s.g.Step}); err != nil {
		return err
	}
	s.unanswered = true
	return nil
}

// HandToBot lets a bot of level play this seat (level "" takes it back).
func (s *Session) HandToBot(level string) error { return s.send(&protocol.Control{Level: level}) }

// State is a position consistent with what this seat sees (the others' hands are made up: the
// board screen draws only what is public from it), or the real one once the game is over.
func (s *Session) State() *game.State {
	if s.final != nil {
		return s.final.State()
	}
	if s.inner == nil {
		return nil
	}
	return s.inner.State()
}

// View is the seat's view, from the server.
func (s *Session) View() *game.View {
	if s.cfg.Watching() {
		return nil // a spectator holds no seat: the board screen shows no hand and no points
	}
	if s.final != nil {
		return s.final.State().ViewFor(s.g.Seat)
	}
	return s.g.View
}

// Unsaved is why closing now would lose what this seat did: a decision sent that the server has
// not answered after waiting up to CloseWait for it (the server stores a decision before it
// answers), or nil.
func (s *Session) Unsaved() error { return s.awaitAnswer(CloseWait) }

// WriteNow is Unsaved for a page being closed: it waits up to PageCloseWait (none in the browser,
// whose page cannot hear the server while it runs the closing handler).
func (s *Session) WriteNow() error { return s.awaitAnswer(PageCloseWait) }

// CloseWait is the longest the window's closing waits for the server to answer a decision.
const CloseWait = 3 * time.Second

// Log is the game in words; while the connection is down its last line says so.
func (s *Session) Log() []string {
	if l := s.Lost(); l != "" {
		return append(s.log[:len(s.log):len(s.log)], l)
	}
	return s.log
}

// Thinking reports that another seat owes the decision (the screen says it is thinking).
func (s *Session) Thinking() bool {
	return s.g.View != nil && s.final == nil && s.g.Over == nil && s.Pending().Player != s.g.Seat
}

// SeatIsBot reports whether a bot plays seat p of an online game, as the server says: the others'
// seats are not this device's, but only a bot's turn is thinking. (A function: the Session has
// methods enough.)
func SeatIsBot(s *Session, p int) bool {
	return p >= 0 && p < len(s.g.Seats) && s.g.Seats[p].Kind == "bot"
}

// BotPlaysFor reports whether a bot plays a person's seat p for now (the person handed it over,
// or the server gave it to a bot on a timeout).
func BotPlaysFor(s *Session, p int) bool {
	return p >= 0 && p < len(s.g.Seats) && s.g.Seats[p].Kind != "bot" && s.g.Seats[p].Level != ""
}

// SeatLabel names a seat on the board with who plays it and whether its player is connected.
func (s *Session) SeatLabel(p int) string {
	if p < 0 || p >= len(s.g.Seats) || p >= len(s.seats) {
		return s.Name(p)
	}
	ps := s.g.Seats[p]
	if ps.Kind == "bot" {
		return s.Name(p) + " (" + ps.Level + " bot)"
	}
	who := s.Name(p) + " (" + session.Capitalize(s.seats[p].Dynasty.String()) + ")"
	switch {
	case ps.Resigned:
		return who + " · resigned"
	case ps.Level != "":
		return who + " · a bot plays"
	case !ps.Claimed:
		return who + " · invited"
	case ps.Connected && s.online:
		return who + " · here"
	}
	return who + " · away"
}

// Record is the decisions as this seat was told of them, on the position it sees (it is not
// replayed before the end); once the game is over, the whole game the server revealed.
func (s *Session) Record() *game.Record {
	if s.final != nil {
		return s.final
	}
	if st := s.State(); st != nil {
		return game.SeenRecord(st, s.moves, s.turns)
	}
	return nil
}

// HumanToDecide reports that this seat owes the decision and may make it now: the game shown is
// the server's latest and no decision of its own is on its way.
func (s *Session) HumanToDecide() bool {
	return s.inner != nil && s.final == nil && len(s.queue) == 0 && s.free(time.Now()) && s.g.MyDecision()
}

// Dialog is the decision asked of this seat, when it is not an action on the board.
func (s *Session) Dialog() (session.Dialog, bool) {
	if !s.HumanToDecide() {
		return session.Dialog{}, false
	}
	return s.inner.Dialog()
}

// Targets lists where a piece may go.
func (s *Session) Targets(p session.Piece) []int {
	if !s.HumanToDecide() {
		return nil
	}
	return s.inner.Targets(p)
}

// Preview lists the conflicts a piece would start.
func (s *Session) Preview(p session.Piece, cell int) []session.Clash {
	if !s.HumanToDecide() {
		return nil
	}
	return s.inner.Preview(p, cell)
}

// Drop makes the move of a dropped piece.
func (s *Session) Drop(p session.Piece, cell int) error {
	m, err := session.DropMove(p, cell)
	if err != nil {
		return err
	}
	return s.Try(m)
}

// Try sends a decision with the step it answers, once the rules here have found it legal; the
// server's answer shows it.
func (s *Session) Try(m game.Move) error {
	if !s.HumanToDecide() {
		return fmt.Errorf("it is not your decision")
	}
	if _, err := s.inner.State().Clone().Apply(m); err != nil {
		return err
	}
	if err := s.send(&protocol.Move{Step: s.g.Step, Move: m.String()}); err != nil {
		return err
	}
	s.sent(s.g.Step)
	return nil
}

// CanUndo reports whether the server allows taking back this seat's last action now.
func (s *Session) CanUndo() bool { return s.HumanToDecide() && s.g.CanUndo }

// Undo asks the server to take back this seat's latest action.
func (s *Session) Undo() error {
	if !s.CanUndo() {
		if s.HumanToDecide() {
			return fmt.Errorf("nothing to undo: only your own actions this turn, before anything hidden is revealed")
		}
		return fmt.Errorf("it is not your decision")
	}
	if err := s.send(&protocol.Undo{Step: s.g.Step}); err != nil {
		return err
	}
	s.sent(s.g.Step)
	return nil
}

// StartHint asks a bot, from this seat's view alone, what to do.
func (s *Session) StartHint() <-chan game.Move {
	if !s.HumanToDecide() {
		out := make(chan game.Move)
		close(out)
		return out
	}
	return s.inner.StartHint()
}

// DescribeHint words a hint.
func (s *Session) DescribeHint(m game.Move) session.Hint {
	if s.inner == nil {
		return session.Hint{Move: m, Cell: -1}
	}
	return s.inner.DescribeHint(m)
}
