package server

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/online/protocol"
	"tigris/online/store"
)

// table is one live game: the whole record (the server alone holds the bag and every hand), the
// events of each decision, who sits where and who is connected. Every change happens under mu.
type table struct {
	mu sync.Mutex
	common
	hub       hub // the server holding the table: other tables, bots' goroutines (parts.go)
	id, code  string
	seed      uint64
	turnLimit int
	timeoutLv string

	rec       *game.Record
	events    [][]game.Event // per step, every event (filtered per seat when sent)
	byBot     []bool
	seats     []store.Seat
	conns     []map[*conn]bool // per seat
	take      game.Takeback
	over      bool
	cancelled bool // ended before its first decision by a seated player (waiting.go)
	resigned  []int
	bots      []*ai.Bot // per seat, made when first needed
	thinking  bool      // a bot is choosing for the current step
	stopTurn  func()    // stops the turn limit's timer
	owned     bool      // this server runs the game's bots and clock (always, on a store of one server)
	since     time.Time // when the decision awaited became due (the turn limit counts from it)
	// undos are the undos made (from the step, back to a step), so a client that reconnects is
	// sent again every decision that may have been replaced while it was away
	undos   []struct{ from, to int }
	rematch string // the rematch's id, once made
	// gen counts the changes of the record, so a bot's choice for a position since replaced
	// (an undo, another server's decision) is dropped even when the step number is the same
	gen  uint64
	gone bool // let go of by the server: a caller holding it must find the game again
	// helloRead is when a hello with an unknown token last had the game read again
	helloRead time.Time
	// elsewhere are the seats connected through other servers sharing the store
	elsewhere map[int]bool
	used      time.Time // when the last connection left (or the table was read)

	// the parts of a game beside its rules, each owning its state and driven by the table
	// under its lock
	talk   tableTalk   // the chat (chat.go)
	stands tableStands // the spectators (watch.go)
}

// refusal is an error sent back to one client; nothing changed.
type refusal struct {
	code, msg string
	retry     time.Duration // how long to wait before sending it again (0: not said)
}

func (r *refusal) Error() string { return r.msg }

func refuse(code, format string, args ...any) error {
	return &refusal{code: code, msg: fmt.Sprintf(format, args...)}
}

// load rebuilds a table from the store: the starting position with its bag, then every decision.
func loadTable(c common, h hub, g *store.Game) (*table, error) {
	start, err := game.ParsePosition(g.Start)
	if err != nil {
		return nil, fmt.Errorf("game %s: starting position: %v", g.ID, err)
	}
	t := &table{common: c, hub: h, id: g.ID, code: g.Code, seed: g.Seed, turnLimit: g.TurnLimit, timeoutLv: g.TimeoutLevel,
		rec: game.RecordFrom(start), seats: g.Seats, over: g.Over, rematch: g.Rematch}
	t.talk = tableTalk{common: c, id: g.ID}
	if len(g.Seats) != start.NumPlayers() {
		return nil, fmt.Errorf("game %s: %d seats for %d players", g.ID, len(g.Seats), start.NumPlayers())
	}
	for i, d := range g.Decisions {
		m, err := t.parse(d.Seat, d.Move)
		if err == nil && t.rec.State().Pending().Player != d.Seat {
			err = fmt.Errorf("seat %d decided for seat %d", d.Seat, t.rec.State().Pending().Player)
		}
		if err != nil {
			return nil, fmt.Errorf("game %s: decision %d: %v", g.ID, i, err)
		}
		ev, err := t.rec.Apply(m)
		if err != nil {
			return nil, fmt.Errorf("game %s: decision %d %q: %v", g.ID, i, d.Move, err)
		}
		t.events = append(t.events, ev)
		t.byBot = append(t.byBot, d.ByBot)
		t.since = d.At
	}
	if len(g.Decisions) == 0 {
		t.since = g.Created
	}
	t.conns = make([]map[*conn]bool, len(g.Seats))
	for i := range t.conns {
		t.conns[i] = map[*conn]bool{}
	}
	t.bots = make([]*ai.Bot, len(g.Seats))
	for i, s := range g.Seats {
		if s.Resigned {
			t.resigned = append(t.resigned, i)
		}
	}
	t.take = game.NewTakeback(len(t.events))
	t.used = c.clock.Now()
	t.elsewhere = map[int]bool{}
	for _, seat := range g.Elsewhere {
		t.elsewhere[seat] = true
	}
	noteCancelled(t) // waiting.go
	return t, nil
}

// present tells the other servers that this one has (or no longer has) a connection to seat.
func (t *table) present(seat int, here bool) {
	sh, ok := t.store.(store.Shared)
	if !ok {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := sh.Present(ctx, t.id, seat, here); err != nil {
		t.logf("game %s: seat %d's presence: %v", t.id, seat, err)
	}
}

// reload reads the game again from the store and brings the table to it, telling every
// connection what changed: decisions made or taken back by way of another server, seats, the end.
func (t *table) reload() error {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	g, err := t.store.Load(ctx, t.id)
	if err != nil {
		t.logf("game %s: reading it again: %v", t.id, err)
		return err
	}
	t.catchUp(g)
	return nil
}

// catchUp brings the table to g, the game as the store holds it now.
func (t *table) catchUp(g *store.Game) {
	defer t.tellWatchers()
	defer func() { t.talk.catchUp(t.conns, t.stands.watchers) }() // chat.go
	common, changed, ok := t.followUndo(g)
	if !ok {
		return
	}
	if t.applyStored(g.Decisions[common:]) {
		changed = true
	}
	if changed {
		t.thinking = false
	}
	if t.followSeats(g) {
		changed = true
	}
	t.followRematch(g)
	if (g.Over || t.rec.State().Over()) && !t.over {
		t.over = true
		t.stopTimer()
		noteCancelled(t) // waiting.go
		t.tellAll(t.overMessage())
		return
	}
	if changed {
		t.next()
	}
}

// tellAll sends m to every connection of the game.
func (t *table) tellAll(m protocol.Message) {
	for s := range t.seats {
		for c := range t.conns[s] {
			c.send(m)
		}
	}
}

// followUndo takes back the decisions the store no longer holds (an undo made by way of another
// server) and returns how many decisions the table and the store share; ok false: the table
// could not follow.
func (t *table) followUndo(g *store.Game) (common int, changed, ok bool) {
	moves := t.rec.Moves()
	for common < len(moves) && common < len(g.Decisions) && moves[common].Seat == g.Decisions[common].Seat &&
		moves[common].Move.String() == g.Decisions[common].Move {
		common++
	}
	from := len(moves)
	if common == from {
		return common, false, true
	}
	if err := t.rec.Truncate(common); err != nil {
		t.logf("game %s: following an undo to %d: %v", t.id, common, err)
		return common, false, false
	}
	t.events, t.byBot = t.events[:common], t.byBot[:common]
	t.undos = append(t.undos, struct{ from, to int }{from, common})
	t.take = game.NewTakeback(common)
	t.gen++
	undoer := t.rec.State().Pending().Player
	for s := range t.seats {
		u := &protocol.Undone{Step: common, Seat: undoer, View: t.rec.State().ViewFor(s), CanUndo: false}
		for c := range t.conns[s] {
			c.send(u)
		}
	}
	return common, true, true
}

// applyStored applies the decisions stored elsewhere and tells them; true: any was applied.
func (t *table) applyStored(ds []store.Decision) bool {
	changed := false
	for _, d := range ds {
		n := t.step()
		pend := t.rec.State().Pending()
		m, err := t.parse(d.Seat, d.Move)
		if err == nil && pend.Player != d.Seat {
			err = fmt.Errorf("seat %d decided for seat %d", d.Seat, pend.Player)
		}
		var ev []game.Event
		if err == nil {
			ev, err = t.rec.Apply(m)
		}
		if err != nil {
			t.logf("game %s: decision %d from the store: %v", t.id, n, err)
			break
		}
		t.events = append(t.events, ev)
		t.byBot = append(t.byBot, d.ByBot)
		t.since = d.At
		t.take.Note(n, pend, !d.ByBot, ev)
		t.gen++
		changed = true
		for s := range t.seats {
			u := t.update(n, s)
			for c := range t.conns[s] {
				c.send(u)
			}
		}
	}
	return changed
}

// followSeats takes the seats as the store holds them (claimed, named, handed to a bot,
// resigned, connected elsewhere) and tells them; true: a seat itself changed.
func (t *table) followSeats(g *store.Game) (changed bool) {
	seatsChanged := len(g.Elsewhere) != len(t.elsewhere)
	for _, seat := range g.Elsewhere {
		seatsChanged = seatsChanged || !t.elsewhere[seat]
	}
	if seatsChanged {
		clear(t.elsewhere)
		for _, seat := range g.Elsewhere {
			t.elsewhere[seat] = true
		}
	}
	for i := range min(len(g.Seats), len(t.seats)) {
		a, b := g.Seats[i], t.seats[i]
		if a.Name != b.Name || a.Level != b.Level || a.Resigned != b.Resigned || string(a.TokenHash) != string(b.TokenHash) {
			if a.Resigned && !b.Resigned {
				t.resigned = append(t.resigned, i)
			}
			t.seats[i] = a
			seatsChanged, changed = true, true
		}
	}
	if seatsChanged {
		t.broadcastSeats()
	}
	return changed
}

// followRematch tells the rematch made by way of another server.
func (t *table) followRematch(g *store.Game) {
	if g.Rematch == "" || t.rematch != "" {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	t.rematch = g.Rematch
	m := &protocol.Rematched{Game: g.Rematch}
	if ng, err := t.store.Load(ctx, g.Rematch); err == nil {
		m.Code = ng.Code
	}
	t.tellAll(m)
}

func (t *table) parse(seat int, text string) (game.Move, error) {
	d := t.rec.Start().Player(seat).Dynasty
	_, m, err := game.ParseMove(d.String() + " " + text)
	if err != nil {
		// the player wrote the move without the dynasty: the error quotes it as written
		err = errors.New(strings.Replace(err.Error(), strconv.Quote(d.String()+" "+text), strconv.Quote(text), 1))
	}
	return m, err
}

func (t *table) step() int { return len(t.rec.Moves()) }

// playedByBot reports whether a bot makes seat's decisions now.
func (t *table) playedByBot(seat int) bool {
	return t.seats[seat].Kind == "bot" || t.seats[seat].Level != ""
}

// decide applies a decision from a seat for step, durably, and tells everybody. A refusal
// changes nothing.
func (t *table) decide(seat, step int, text string, byBot bool) error {
	began := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if t.over {
		return refuse(protocol.ErrOver, "the game is over")
	}
	if why := t.lost.check(); why != "" {
		return &refusal{code: protocol.ErrInternal, msg: why, retry: maxRetry}
	}
	n := t.step()
	if step != n {
		if step < n && t.rec.Moves()[step].Seat == seat && t.rec.Moves()[step].Move.String() == text {
			return refuse(protocol.ErrDuplicate, "decision %d was made already", step)
		}
		return refuse(protocol.ErrStale, "step %d is not the decision awaited (%d decisions made)", step, n)
	}
	pend := t.rec.State().Pending()
	if pend.Player != seat {
		return refuse(protocol.ErrNotYourTurn, "it is not your decision")
	}
	if !byBot && t.playedByBot(seat) {
		return refuse(protocol.ErrNotYourTurn, "a bot plays your seat for now: take it back first")
	}
	m, err := t.parse(seat, text)
	if err != nil {
		return refuse(protocol.ErrIllegal, "%v", err)
	}
	if err := t.rec.State().Legal(m); err != nil {
		return refuse(protocol.ErrIllegal, "%s: %v", text, err)
	}
	ev, err := t.rec.Apply(m)
	if err != nil {
		return refuse(protocol.ErrIllegal, "%s: %v", text, err)
	}
	canon := t.rec.Moves()[n].Move.String()
	err = t.store.Append(ctx, t.id, store.Decision{Step: n, Seat: seat, Move: canon, ByBot: byBot, At: t.clock.Now()})
	if err != nil {
		if terr := t.rec.Truncate(n); terr != nil {
			t.log.Warn("cannot take back an unstored decision", "game", t.id, "err", terr)
		}
		if errors.Is(err, store.ErrStepTaken) {
			// another server's decision came first: the table follows the store
			t.reload()
			return refuse(protocol.ErrStale, "decision %d was made elsewhere", n)
		}
		wait := t.trouble.failed(t.placeOf(t.id), "game "+t.id+": decision "+strconv.Itoa(n), err)
		return &refusal{code: protocol.ErrInternal, retry: wait,
			msg: fmt.Sprintf("the server cannot store this game's decisions now; send it again in %d seconds", int(wait.Seconds()))}
	}
	t.trouble.wrote(t.placeOf(t.id))
	t.events = append(t.events, ev)
	t.byBot = append(t.byBot, byBot)
	t.since = t.clock.Now()
	t.take.Note(n, pend, !byBot, ev)
	t.thinking = false
	t.gen++
	for s := range t.seats {
		u := t.update(n, s)
		for c := range t.conns[s] {
			c.send(u)
		}
	}
	t.tellWatchers()
	t.obs.Decided(byBot, time.Since(began))
	if t.rec.State().Over() {
		t.finish()
		return nil
	}
	t.next()
	tellTurn(t, seat) // notify.go
	return nil
}

// update is decision n as seat may see it, with seat's view now (or none when view is false).
func (t *table) update(n, seat int) *protocol.Update {
	rm := t.rec.Moves()[n]
	ev := t.events[n]
	return &protocol.Update{Step: n, Seat: rm.Seat, Decision: rm.Move.DecisionOf().String(), Move: game.PublicMove(rm, seat),
		ByBot: t.byBot[n], Events: protocol.EventsOf(game.EventsFor(ev, seat)), View: t.rec.State().ViewFor(seat), CanUndo: t.canUndo(seat)}
}

func (t *table) canUndo(seat int) bool {
	if t.over || t.rec.State().Pending().Player != seat || t.playedByBot(seat) {
		return false
	}
	_, ok := t.take.Target(seat)
	return ok
}

// undo takes back seat's latest action this turn.
func (t *table) undo(seat, step int) error {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if t.over {
		return refuse(protocol.ErrOver, "the game is over")
	}
	if step != t.step() {
		return refuse(protocol.ErrStale, "step %d is not the decision awaited (%d decisions made)", step, t.step())
	}
	if !t.canUndo(seat) {
		return refuse(protocol.ErrNoUndo, "nothing to undo: only your own actions this turn, before anything hidden is revealed")
	}
	to, _ := t.take.Target(seat)
	from := t.step()
	if err := t.store.Truncate(ctx, t.id, to, from); err != nil {
		if errors.Is(err, store.ErrStepTaken) {
			t.reload()
			return refuse(protocol.ErrStale, "the game moved on elsewhere")
		}
		t.log.Warn("an undo", "game", t.id, "to", to, "err", err)
		return refuse(protocol.ErrInternal, "the undo could not be stored; try again")
	}
	if err := t.rec.Truncate(to); err != nil {
		// the store holds the shorter game; the restarted table will agree with it
		t.log.Warn("an undo", "game", t.id, "to", to, "err", err)
		return refuse(protocol.ErrInternal, "the undo failed")
	}
	t.events, t.byBot = t.events[:to], t.byBot[:to]
	t.undos = append(t.undos, struct{ from, to int }{from, to})
	t.since = t.clock.Now()
	t.take.Taken()
	t.thinking = false
	t.gen++
	for s := range t.seats {
		u := &protocol.Undone{Step: to, Seat: seat, View: t.rec.State().ViewFor(s), CanUndo: t.canUndo(s)}
		for c := range t.conns[s] {
			c.send(u)
		}
	}
	t.tellWatchers()
	t.next()
	return nil
}

// control hands seat to a bot of level, or back to its person ("").
func (t *table) control(seat int, level string) error {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if t.seats[seat].Kind != "human" {
		return refuse(protocol.ErrBadMessage, "a bot's seat stays a bot's")
	}
	if level != "" {
		if _, err := ai.ParseLevel(level); err != nil {
			return refuse(protocol.ErrBadMessage, "%v", err)
		}
	}
	if t.seats[seat].Resigned {
		return refuse(protocol.ErrOver, "you resigned")
	}
	if err := t.store.SetSeat(ctx, t.id, seat, level, false); err != nil {
		t.log.Warn("a seat's control", "game", t.id, "seat", seat, "err", err)
		return refuse(protocol.ErrInternal, "the change could not be stored")
	}
	if t.seats[seat].Level != "" && level == "" {
		t.since = t.clock.Now() // a person taking the seat back has the whole time
	}
	t.seats[seat].Level = level
	t.broadcastSeats()
	if !t.over {
		t.next()
	}
	return nil
}

// resign gives seat's game up: with two players the game ends; with more, a bot of the timeout
// level (Medium if none) plays the seat out and it ranks last.
func (t *table) resign(seat int) error {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if t.over {
		return refuse(protocol.ErrOver, "the game is over")
	}
	if t.seats[seat].Resigned {
		return refuse(protocol.ErrOver, "you resigned already")
	}
	level := t.timeoutLv
	if level == "" {
		level = "medium"
	}
	if err := t.store.SetSeat(ctx, t.id, seat, level, true); err != nil {
		return refuse(protocol.ErrInternal, "the resignation could not be stored")
	}
	t.seats[seat].Level, t.seats[seat].Resigned = level, true
	t.resigned = append(t.resigned, seat)
	active := 0
	for _, s := range t.seats {
		if !s.Resigned {
			active++
		}
	}
	t.broadcastSeats()
	if active <= 1 {
		t.finish()
		return nil
	}
	t.next()
	return nil
}

// finish ends the game: everything hidden is given to everybody.
func (t *table) finish() {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	t.over = true
	t.stopTimer()
	if err := t.store.Finish(ctx, t.id); err != nil {
		t.log.Warn("marking it over", "game", t.id, "err", err)
	}
	(&tableRating{common: t.common, id: t.id, seats: t.seats, rec: t.rec, byBot: t.byBot}).rate() // ratings.go
	tellOver(t)                                                                                   // notify.go
	o := t.overMessage()
	for s := range t.seats {
		for c := range t.conns[s] {
			c.send(o)
		}
	}
	t.tellWatchers()
}

func (t *table) overMessage() *protocol.Over {
	s := t.rec.State()
	rank, _ := game.RankingResigned(s, t.resigned)
	o := &protocol.Over{Step: t.step(), Seed: t.seed, Position: s.String(), Record: string(t.rec.MarshalInfo(t.saveInfo())),
		Ranking: rank, Resigned: t.resigned, Rematch: t.rematch, Cancelled: t.cancelled}
	for p := 0; p < s.NumPlayers(); p++ {
		pl := s.Player(p)
		o.Scores = append(o.Scores, [5]int{int(pl.Score[0]), int(pl.Score[1]), int(pl.Score[2]), int(pl.Score[3]), int(pl.Treasures)})
	}
	return o
}

func (t *table) saveInfo() game.SaveInfo {
	var info game.SaveInfo
	for _, s := range t.seats {
		who := "human"
		if s.Kind == "bot" {
			who = s.Level
		}
		info.Seats = append(info.Seats, who)
		info.Names = append(info.Names, s.Name)
	}
	return info
}

func (t *table) seatList() []protocol.Seat {
	var out []protocol.Seat
	for i, s := range t.seats {
		out = append(out, protocol.Seat{Seat: i, Dynasty: t.rec.Start().Player(i).Dynasty.String(), Name: s.Name, Kind: s.Kind,
			Level: s.Level, Claimed: s.Kind == "bot" || len(s.TokenHash) > 0, Connected: s.Kind == "bot" || len(t.conns[i]) > 0 || t.elsewhere[i],
			Resigned: s.Resigned})
	}
	return out
}

func (t *table) broadcastSeats() {
	m := &protocol.Seats{Seats: t.seatList()}
	for s := range t.seats {
		for c := range t.conns[s] {
			c.send(m)
		}
	}
	t.stands.watchSeats(m)
}

// welcome is where the game stands for seat, with the decisions after step it missed.
func (t *table) welcome(seat, step int) []protocol.Message {
	w := &protocol.Welcome{Game: t.id, Code: t.code, Seat: seat, Seats: t.seatList(), Step: t.step(),
		View: t.rec.State().ViewFor(seat), TurnLimit: t.turnLimit, CanUndo: t.canUndo(seat), Over: t.over}
	out := []protocol.Message{w}
	if step >= 0 {
		for _, u := range t.undos {
			// a client that saw a step between the two may have seen decisions taken back
			if step > u.to && step <= u.from {
				step = u.to
			}
		}
		for n := max(step, t.step()-maxMissed); n < t.step(); n++ {
			u := t.update(n, seat)
			u.View, u.CanUndo = nil, false // the welcome's view is the one that holds now
			out = append(out, u)
		}
	}
	if t.over {
		out = append(out, t.overMessage())
	}
	return out
}

// maxMissed is the most decisions a reconnecting client is sent again.
const maxMissed = 1000

// next sets up what the game waits for: a bot's choice, or the turn limit's clock.
func (t *table) next() {
	t.stopTimer()
	t.hub.unwait(t)
	if t.over {
		return
	}
	p := t.rec.State().Pending().Player
	if (t.playedByBot(p) || t.turnLimit > 0) && !t.owns() {
		return
	}
	if t.playedByBot(p) {
		level := t.seats[p].Level
		t.think(p, level, false)
		return
	}
	if t.turnLimit > 0 {
		step := t.step()
		left := max(0, time.Duration(t.turnLimit)*time.Second-t.clock.Now().Sub(t.since))
		unremind := remind(t, p, step, left) // notify.go
		stop := t.clock.AfterFunc(left, func() {
			t.locked(func() {
				if !t.over && t.step() == step && !t.playedByBot(p) {
					t.log.Info("a seat's time ran out", "game", t.id, "seat", p, "step", step)
					t.think(p, t.timeoutLv, true)
				}
			})
		})
		t.stopTurn = func() { stop(); unremind() }
	}
}

func (t *table) stopTimer() {
	if t.stopTurn != nil {
		t.stopTurn()
		t.stopTurn = nil
	}
}

// ownRetry is how long a server that does not own a game waits before it tries again (its owner
// may have let it go, or died, without a decision to announce it).
const ownRetry = 5 * time.Second

// owns reports whether this server runs the game's bots and clock: on a store shared by servers,
// one server at a time does; the others ask again with the server's other waiting games.
func (t *table) owns() bool {
	o, ok := t.store.(store.Owning)
	if !ok || t.owned {
		return true
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	got, err := o.Own(ctx, []string{t.id})
	if err != nil {
		// the database is away: thinking in vain is better than a game that waits for ever
		t.log.Warn("taking its bots", "game", t.id, "err", err)
		return true
	}
	if got[t.id] {
		t.owned = true
		return true
	}
	t.hub.wait(t)
	return false
}

// release lets another server own the game (this one lets it go).
func (t *table) release() {
	t.hub.unwait(t)
	o, ok := t.store.(store.Owning)
	if !ok || !t.owned {
		return
	}
	t.owned = false
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if err := o.Release(ctx, t.id); err != nil {
		t.log.Warn("letting its bots go", "game", t.id, "err", err)
	}
}

// think has a bot of level choose seat's pending decision off the table's lock; its choice is
// applied as any decision, and dropped if the game moved on meanwhile. timedOut: a person's time
// ran out, and the bot plays this decision only.
func (t *table) think(seat int, level string, timedOut bool) {
	if t.thinking || t.over || t.rec.State().Over() {
		return
	}
	lv, err := ai.ParseLevel(level)
	if err != nil {
		lv = ai.Medium
	}
	bot := t.bots[seat]
	if bot == nil || bot.Level != lv {
		bot = ai.New(lv, newSeed())
		t.bots[seat] = bot
	}
	t.thinking = true
	view := t.rec.State().ViewFor(seat)
	step, gen := t.step(), t.gen
	t.hub.botWork(func() {
		m := bot.Choose(view)
		t.locked(func() {
			if t.gen != gen || t.over || t.gone {
				return
			}
			if !timedOut && !t.playedByBot(seat) {
				// the person took the seat back while the bot thought
				t.thinking = false
				t.next()
				return
			}
			if err := t.decide(seat, step, m.String(), true); err != nil {
				t.thinking = false
				var r *refusal
				if !errors.As(err, &r) || r.code != protocol.ErrInternal {
					t.log.Warn("a bot's decision", "game", t.id, "seat", seat, "step", step, "err", err)
				} else {
					// the store failed (a full disk, its database away): try again, later at each
					// refusal running, or the seat waits for ever (the trouble is logged once)
					gen := t.gen
					t.clock.AfterFunc(r.retry, func() {
						t.locked(func() {
							if t.gen == gen && !t.gone {
								t.next()
							}
						})
					})
				}
			}
		})
	})
}

// makeRematch deals a new game for the same seats once this one is over; every seat keeps its
// token. It returns the rematch's id and code (the same ones to whoever asks again).
func (t *table) makeRematch() (m *protocol.Rematched, fresh bool, err error) {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	if !t.over {
		return nil, false, refuse(protocol.ErrBadMessage, "a rematch is asked for once the game is over")
	}
	if t.cancelled {
		return nil, false, refuse(protocol.ErrOver, "this game was cancelled before it started: there is nothing to play again")
	}
	if t.rematch != "" {
		g, err := t.store.Load(ctx, t.rematch)
		if err != nil {
			return nil, false, refuse(protocol.ErrInternal, "the rematch could not be loaded")
		}
		return &protocol.Rematched{Game: g.ID, Code: g.Code}, false, nil
	}
	g := &store.Game{ID: newGameID(), Seed: newSeed(), TurnLimit: t.turnLimit, TimeoutLevel: t.timeoutLv, Created: t.clock.Now()}
	for _, s := range t.seats {
		ns := store.Seat{Kind: s.Kind, Name: s.Name, TokenHash: s.TokenHash}
		if s.Kind == "bot" {
			ns.Level = s.Level
		}
		g.Seats = append(g.Seats, ns)
	}
	st, nerr := game.NewGame(t.rec.Start().Options(), g.Seed)
	if nerr != nil {
		return nil, false, refuse(protocol.ErrInternal, "the rematch could not be dealt")
	}
	g.Start = st.String()
	for try := 0; ; try++ {
		g.Code = newCode()
		err = t.store.CreateRematch(ctx, t.id, g)
		if !errors.Is(err, store.ErrCodeTaken) || try == 5 {
			break
		}
	}
	if errors.Is(err, store.ErrRematched) {
		// another server made it first: take the store's word
		if og, lerr := t.store.Load(ctx, t.id); lerr == nil && og.Rematch != "" {
			t.rematch = og.Rematch
			return t.makeRematch()
		}
	}
	if err != nil {
		t.log.Warn("rematch", "game", t.id, "err", err)
		return nil, false, refuse(protocol.ErrInternal, "the rematch could not be stored")
	}
	t.rematch = g.ID
	if lerr := t.hub.useTable(g.ID, func(nt *table) { nt.next() }); lerr != nil {
		return nil, false, refuse(protocol.ErrInternal, "the rematch could not be loaded")
	}
	t.log.Info("rematch", "game", t.id, "rematch", g.ID)
	m = &protocol.Rematched{Game: g.ID, Code: g.Code}
	for s := range t.seats {
		for c := range t.conns[s] {
			c.send(m)
		}
	}
	return m, true, nil
}

// locked runs f holding t's lock.
func (t *table) locked(f func()) {
	t.mu.Lock()
	defer t.mu.Unlock()
	f()
}
