// Package remote is an online game for the board screen: a seat of a game on a tigris-server,
// seen through the server's messages (docs/PROTOCOL.md). It is the board screen's Session like
// the local one, so the screen plays both alike. The connection runs on its own goroutine; the
// screen's frames take what arrived in Poll and never wait on the network.
package remote

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/session"
	"tigris/storage"
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
}

// Session is one seat of an online game on screen. Its methods are called from the screen's
// goroutine only.
type Session struct {
	cfg    Config
	cancel context.CancelFunc
	in     chan any // messages and connection news from the connection's goroutine
	out    chan protocol.Message
	drop   chan struct{} // closes the connection standing (tests of reconnecting)

	g       client.Game
	queue   []protocol.Message // arrived, not yet taken in (live decisions are shown one at a time)
	welcome bool               // a welcome was taken in

	inner   *session.Session // the seat's view as a position, for dialogs, targets and hints
	final   *game.Record     // the whole game, once it is over
	watch   *session.Session // the final record, for sharing it
	seats   []session.Seat
	names   []string
	log     []string
	moves   []game.RecordedMove
	turns   int
	events  []game.Event
	changes int
	shown   time.Time
	waiting int // the step a decision was sent for and not yet answered, or -1
	// unanswered is a decision, undo or resignation sent that the server has not answered yet
	// (arrived messages count, taken in or not): closing now might lose it
	unanswered bool
	// holdUntil is when decisions may be sent again after the server refused them as too many
	holdUntil time.Time

	online  bool   // the connection stands
	problem string // why the connection does not stand, or a refusal
	stopped error  // the server refused the seat for good
}

// news is the connection's state, sent from its goroutine.
type news struct {
	online bool
	err    error
	final  bool // the seat cannot be connected to again
}

// Dial starts following the seat: it connects on its own goroutine, and again after a drop.
func Dial(cfg Config) *Session {
	ctx, cancel := context.WithCancel(context.Background())
	s := &Session{cfg: cfg, cancel: cancel, in: make(chan any, 256), out: make(chan protocol.Message, 16),
		drop: make(chan struct{}, 1), waiting: -1}
	go s.connect(ctx)
	return s
}

// Close ends the connection; the game stays on the server.
func (s *Session) Close() { s.cancel() }

// connect keeps the seat connected until Close or a refusal of the seat itself.
func (s *Session) connect(ctx context.Context) {
	var seen client.Game // the steps seen, to resume from
	step := 0            // the whole game the first time: the log is written from it
	put := func(v any) bool {
		select {
		case s.in <- v:
			return true
		case <-ctx.Done():
			return false
		}
	}
	wait := 100 * time.Millisecond
	for ctx.Err() == nil {
		c, err := client.Dial(ctx, s.cfg.Base, s.cfg.Game, s.cfg.Token, step)
		if err != nil {
			if !put(news{err: err}) {
				return
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(wait):
			}
			wait = min(2*wait, 5*time.Second)
			continue
		}
		wait = 100 * time.Millisecond
		put(news{online: true})
		cctx, stop := context.WithCancel(ctx)
		go func() {
			for {
				select {
				case m := <-s.out:
					if c.Send(cctx, m) != nil {
						return
					}
				case <-s.drop:
					c.Close()
					return
				case <-cctx.Done():
					return
				}
			}
		}()
		for {
			m, err := c.Read(ctx)
			if err != nil {
				break
			}
			if e, ok := m.(*protocol.Error); ok && (e.Code == protocol.ErrAuth || e.Code == protocol.ErrVersion) {
				stop()
				c.Close()
				put(news{err: &client.Refused{Code: e.Code, Message: e.Message}, final: true})
				return
			}
			seen.Apply(m)
			step = seen.Step
			if !put(m) {
				break
			}
		}
		stop()
		c.Close()
		if ctx.Err() == nil && !put(news{err: errors.New("the connection to the server dropped")}) {
			return
		}
	}
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
		u, isUpdate := m.(*protocol.Update)
		live := isUpdate && u.View != nil
		if !ending && live && s.welcome && now.Sub(s.shown) < s.cfg.Delay {
			break // a live decision waits for the last one to be seen
		}
		if !ending && live && u.View.Over() {
			break // the last decision is shown with the end, which reveals the real scores
		}
		if w, ok := m.(*protocol.Welcome); ok && !ending && (w.Over || w.View != nil && w.View.Over()) {
			break // a finished game is shown once its end, with the real scores, has come too
		}
		s.queue = s.queue[1:]
		s.take(m, now)
		changed = true
		if !ending && live && !u.View.Over() {
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
		if s.online && !v.online {
			s.trace("away")
		}
		s.online = v.online
		s.problem = ""
		if v.err != nil {
			s.problem = lostWords(v.err)
			s.trace("problem: " + v.err.Error())
		}
		if v.final {
			s.stopped = v.err
			s.unanswered = false // the seat is refused for good: nothing can reach the server
		}
		return true
	case protocol.Message:
		s.queue = append(s.queue, v)
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
				return s.unansweredErr()
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
	return s.unansweredErr()
}

// unansweredErr says that a decision sent has not reached the server, or is nil.
func (s *Session) unansweredErr() error {
	if !s.unanswered {
		return nil
	}
	why := "the server has not answered"
	if s.Problem() != "" { // the details are in the log's last line
		why = "not connected to the server"
	}
	return fmt.Errorf("your last decision has not reached the server (%s); leaving now loses it", why)
}

// endQueued reports that the game's end has arrived.
func (s *Session) endQueued() bool {
	for _, m := range s.queue {
		if _, ok := m.(*protocol.Over); ok {
			return true
		}
	}
	return false
}

// take takes one message into the game.
func (s *Session) take(m protocol.Message, now time.Time) {
	if err := s.g.Apply(m); err != nil {
		s.waiting = -1
		if r, ok := err.(*client.Refused); ok && r.Code == protocol.ErrRate {
			s.holdUntil = now.Add(time.Second) // the server drops what comes faster than its rate
		} else if ok && r.RetryAfter > 0 {
			s.holdUntil = now.Add(r.RetryAfter) // the server cannot store now (a full disk): it asks for patience
		}
		s.log = append(s.log, "The server refused: "+lostWords(err)) // its words, not its code
		s.changes++
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
		s.setSeats(m.Seats)
		if again {
			s.rebuild()
			return // connected again with nothing missed: nothing to animate
		}
	case *protocol.Seats:
		s.setSeats(m.Seats)
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
		if r, err := game.Unmarshal([]byte(m.Record)); err == nil {
			s.final = r
			s.watch, _ = session.New(session.Config{Record: r, Seats: s.seats, Watch: true})
		}
	case *protocol.Rematched:
		return
	}
	s.rebuild()
	s.changes++
}

// trace tells the Trace hook of a change of the connection.
func (s *Session) trace(line string) {
	if s.cfg.Trace != nil {
		s.cfg.Trace(line)
	}
}

// drawable are the events the board animates: another seat's points come without their colour
// (only their owner sees it), so they do not fly; a treasure flies as itself.
func drawable(ev []game.Event) []game.Event {
	out := ev[:0:0]
	for _, e := range ev {
		if e.Color < 0 || e.Color >= game.NumColors {
			switch e.Kind {
			case game.EvScored:
				continue
			case game.EvTreasure:
				e.Color = game.Red // its picture is the treasure's, whatever the colour
			}
		}
		out = append(out, e)
	}
	return out
}

// setSeats reads the seats: this device's is the one human here (the others' decisions arrive
// from elsewhere, and glide in as a bot's do).
func (s *Session) setSeats(ps []protocol.Seat) {
	seats := make([]session.Seat, len(ps))
	names := make([]string, len(ps))
	for i, p := range ps {
		d, _ := game.DynastyFromName(p.Dynasty)
		lv, err := ai.ParseLevel(p.Level)
		if err != nil {
			lv = ai.Medium
		}
		seats[i] = session.Seat{Dynasty: d, Human: i == s.g.Seat, Level: lv, Name: p.Name}
		names[i] = p.Name
		if names[i] == "" {
			names[i] = session.Capitalize(d.String())
		}
	}
	s.seats, s.names = seats, names
}

// rebuild writes the log and the position again from the decisions known.
func (s *Session) rebuild() {
	if s.g.View == nil || len(s.seats) != len(s.g.View.Players) {
		return
	}
	s.log, s.moves, s.turns = s.log[:0], s.moves[:0], 0
	for _, u := range s.g.Updates {
		ev, err := protocol.GameEvents(u.Events)
		if err != nil {
			continue
		}
		s.log = append(s.log, session.Describe(ev, s.names)...)
		for _, e := range ev {
			if e.Kind == game.EvTurnEnded {
				s.turns++
			}
		}
		if u.Seat < 0 || u.Seat >= len(s.seats) {
			continue
		}
		mv, err := parseMove(u, s.seats[u.Seat].Dynasty)
		if err == nil {
			s.moves = append(s.moves, game.RecordedMove{Seat: u.Seat, Move: mv})
		}
	}
	// the others' hands and the bag are dealt at random: only this seat's part of it is read
	st := s.g.View.Sample(game.NewRNG(uint64(s.g.Step)+1), nil)
	s.log = append([]string{s.opening(st)}, s.log...)
	in, err := session.New(session.Config{Start: st, Seats: s.seats, Sliced: s.cfg.Sliced})
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

// parseMove is a decision as this seat was told of it (another's swap keeps its tiles hidden).
func parseMove(u *protocol.Update, d game.Dynasty) (game.Move, error) {
	if u.Move == "" {
		return game.Move{Kind: game.MoveSwap}, nil
	}
	_, m, err := game.ParseMove(d.String() + " " + u.Move)
	return m, err
}

// Arrived reports that the game has come from the server (the screen shows it from then on).
func (s *Session) Arrived() bool { return s.inner != nil }

// lostWords says in a player's words why the connection does not stand: the server's refusal
// in its own words, else that it is lost (Go's words for a socket stay in the trace).
func lostWords(err error) string {
	var r *client.Refused
	if errors.As(err, &r) {
		return r.Message
	}
	return "the connection to the server is lost"
}

// Problem is why the seat is not connected now ("" when it is), in a player's words.
func (s *Session) Problem() string {
	if s.stopped != nil {
		return lostWords(s.stopped)
	}
	if s.online {
		return ""
	}
	return s.problem
}

// Connected reports whether seat p's player is connected now (bots always are).
func (s *Session) Connected(p int) bool {
	if p < 0 || p >= len(s.g.Seats) {
		return false
	}
	st := s.g.Seats[p]
	return st.Kind == "bot" || st.Connected && s.online // cut off, nobody is known to be here
}

// Lost is the banner while the connection is down ("" while it stands).
func (s *Session) Lost() string {
	switch {
	case s.stopped != nil:
		return "Not connected: " + lostWords(s.stopped)
	case s.Problem() != "":
		return "Connection lost — reconnecting…"
	}
	return ""
}

// EndWords says how a game the rules did not end came to its end (resignations), with who won;
// "" while it goes on or when the board shows its end itself.
func (s *Session) EndWords() string {
	o := s.g.Over
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

// Code is the game's code, to invite with.
func (s *Session) Code() string { return s.g.Code }

// Seat is this device's seat.
func (s *Session) Seat() int { return s.g.Seat }

// Over reports the game's end, once the server said it.
func (s *Session) Over() *protocol.Over { return s.g.Over }

// send hands a message to the connection.
func (s *Session) send(m protocol.Message) error {
	if s.stopped != nil {
		return s.stopped
	}
	select {
	case s.out <- m:
		return nil
	default:
		return fmt.Errorf("the server is not answering: wait a moment")
	}
}

// HandedToBot reports that a bot plays this seat for now.
func (s *Session) HandedToBot() bool {
	return s.g.Seat >= 0 && s.g.Seat < len(s.g.Seats) && s.g.Seats[s.g.Seat].Level != ""
}

// Rematch asks for a new deal with the same seats, once the game is over.
func (s *Session) Rematch() error { return s.send(&protocol.Rematch{}) }

// Rematched is the rematch once dealt (its seat is held with this seat's token), or nil.
func (s *Session) Rematched() *protocol.Rematched { return s.g.Rematch }

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
	if s.final != nil {
		return s.final.State().ViewFor(s.g.Seat)
	}
	return s.g.View
}

func (s *Session) Viewer() int           { return s.g.Seat }
func (s *Session) Seats() []session.Seat { return s.seats }
func (s *Session) Decisions() int        { return s.changes }
func (s *Session) Events() []game.Event  { return s.events }

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

// Name is a seat's name as its player typed it.
func (s *Session) Name(p int) string {
	if p < 0 || p >= len(s.names) {
		return ""
	}
	return s.names[p]
}

// Thinking reports that another seat owes the decision (the screen says it is thinking).
func (s *Session) Thinking() bool {
	return s.g.View != nil && s.final == nil && s.g.Over == nil && s.Pending().Player != s.g.Seat
}

// SeatIsBot reports whether a bot plays seat p, as the server says: the others' seats are not
// this device's, but only a bot's turn is thinking.
func (s *Session) SeatIsBot(p int) bool {
	return p >= 0 && p < len(s.g.Seats) && s.g.Seats[p].Kind == "bot"
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

// Pending is the decision the game waits for.
func (s *Session) Pending() game.Pending {
	if s.g.View == nil {
		return game.Pending{}
	}
	return s.g.View.Pending()
}

// HumanToDecide reports that this seat owes the decision and may make it now: the game shown is
// the server's latest and no decision of its own is on its way.
func (s *Session) HumanToDecide() bool {
	return s.inner != nil && s.final == nil && len(s.queue) == 0 && s.waiting < 0 && s.g.MyDecision() &&
		!time.Now().Before(s.holdUntil)
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
	s.waiting, s.unanswered = s.g.Step, true
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
	s.waiting, s.unanswered = s.g.Step, true
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

// SaveAs keeps the game once it is over (before, the server keeps it).
func (s *Session) SaveAs(st storage.Store, name string) error {
	if s.watch == nil {
		return fmt.Errorf("an online game is kept by its server until it is over")
	}
	return s.watch.SaveAs(st, name)
}

// SaveData is the whole game once it is over.
func (s *Session) SaveData() []byte {
	if s.watch == nil {
		return nil
	}
	return s.watch.SaveData()
}

// SharedPosition is "" before the end: the position holds others' hands.
func (s *Session) SharedPosition(seed uint64) string {
	if s.watch == nil {
		return ""
	}
	return s.watch.SharedPosition(seed)
}

// SharedGame is the whole game once it is over.
func (s *Session) SharedGame() (string, bool) {
	if s.watch == nil {
		return "", false
	}
	return s.watch.SharedGame()
}

// LinkQuery is the whole game's link once it is over.
func (s *Session) LinkQuery() string {
	if s.watch == nil {
		return ""
	}
	return s.watch.LinkQuery()
}
