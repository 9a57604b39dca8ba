package relay

import (
	"context"
	"errors"
	"sync"
	"sync/atomic"
	"time"

	"tigris/online/store"
	"tigris/online/store/postgres"
)

// Store is the PostgreSQL store with its announcements moved to a Relay: the database is written
// without NOTIFY, and each change is published after its commit (a decision whole, on its game's
// subject); who is connected where lives in the relay alone (presence.go).
type Store struct {
	*postgres.DB
	r Relay

	mu        sync.Mutex
	follows   map[string]bool
	decided   func(id string, d store.Decision) bool
	elsewhere func(id string, seats []int)
	changed   func(id string)
	serve     func(id string, f store.Forwarded) store.Refusal
	logf      func(format string, args ...any)
	p         presence
	reads     atomic.Int64
	answered  atomic.Int64
}

// Answered is how many decisions forwarded by other servers this one made as their game's owner.
func (s *Store) Answered() int64 { return s.answered.Load() }

// Reads is how many times a game was read whole from the database: when a server first holds
// it, and to catch up (a change other than a decision, a message lost), never for a decision
// heard.
func (s *Store) Reads() int64 { return s.reads.Load() }

// NewStore moves db's announcements to r (db notifies no more).
func NewStore(db *postgres.DB, r Relay) *Store {
	db.Quiet()
	s := &Store{DB: db, r: r, follows: map[string]bool{}, logf: func(string, ...any) {}}
	s.p.init()
	return s
}

// Close closes the relay and the database.
func (s *Store) Close() error {
	s.r.Close()
	return s.DB.Close()
}

func (s *Store) Hear(decided func(id string, d store.Decision) bool, elsewhere func(id string, seats []int)) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.decided, s.elsewhere = decided, elsewhere
}

// publish tells the other servers; a message that cannot be sent is caught up from the
// database by its readers (their link is reset, or the next message shows the gap).
func (s *Store) publish(m Message) {
	if err := s.r.Publish(m); err != nil {
		s.logf("telling the other servers of game %s: %v", m.Game, err)
	}
}

// Follow has this server receive game id's messages, and asks the others who is connected.
func (s *Store) Follow(id string) {
	s.mu.Lock()
	fresh := !s.follows[id]
	s.follows[id] = true
	s.mu.Unlock()
	if !fresh {
		return
	}
	if err := s.r.Follow(id); err != nil {
		s.logf("following game %s: %v", id, err)
		return
	}
	s.publish(Message{Game: id, Kind: Ask})
}

func (s *Store) Forget(id string) {
	s.mu.Lock()
	delete(s.follows, id)
	s.mu.Unlock()
	s.r.Unfollow(id)
	s.p.forget(id)
}

// Load follows the game before reading it: a change committed after the reading is delivered.
func (s *Store) Load(ctx context.Context, id string) (*store.Game, error) {
	s.Follow(id)
	s.reads.Add(1)
	g, err := s.DB.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	g.Elsewhere = s.p.elsewhere(id)
	return g, nil
}

func (s *Store) Append(ctx context.Context, id string, d store.Decision) error {
	if err := s.DB.Append(ctx, id, d); err != nil {
		return err
	}
	s.publish(Message{Game: id, Kind: Decided, Decision: &d})
	return nil
}

// changedAfter publishes a change of game id other than a decision once err says it is stored.
func (s *Store) changedAfter(id string, err error) error {
	if err == nil {
		s.publish(Message{Game: id, Kind: Changed})
	}
	return err
}

func (s *Store) Truncate(ctx context.Context, id string, steps, from int) error {
	return s.changedAfter(id, s.DB.Truncate(ctx, id, steps, from))
}

func (s *Store) Claim(ctx context.Context, id string, seat int, name string, hash []byte) error {
	return s.changedAfter(id, s.DB.Claim(ctx, id, seat, name, hash))
}

func (s *Store) SetSeat(ctx context.Context, id string, seat int, level string, resigned bool) error {
	return s.changedAfter(id, s.DB.SetSeat(ctx, id, seat, level, resigned))
}

func (s *Store) Finish(ctx context.Context, id string) error {
	return s.changedAfter(id, s.DB.Finish(ctx, id))
}

func (s *Store) CreateRematch(ctx context.Context, id string, g *store.Game) error {
	return s.changedAfter(id, s.DB.CreateRematch(ctx, id, g))
}

// social is the database's chat, whose lines are published as a change of their game.
type social struct {
	store.Social
	s *Store
}

func (so social) AddChat(ctx context.Context, id string, l store.ChatLine) (int64, error) {
	n, err := so.Social.AddChat(ctx, id, l)
	return n, so.s.changedAfter(id, err)
}

// Parts are the database's (store.As finds them), its chat published.
func (s *Store) Parts() []any {
	ps := s.DB.Parts()
	for i, p := range ps {
		if so, ok := p.(store.Social); ok {
			ps[i] = social{so, s}
		}
	}
	return ps
}

// Present tells the other servers whether this one has a connection to a seat; nothing is
// written to the database.
func (s *Store) Present(ctx context.Context, id string, seat int, here bool) error {
	s.p.mine(id, seat, here)
	s.publish(Message{Game: id, Kind: Present, Seat: seat, Here: here})
	return nil
}

// Watch delivers the other servers' changes until ctx ends: decisions to Hear's decided (else
// changed), presence to Hear's elsewhere; resync when the relay's link comes up.
func (s *Store) Watch(ctx context.Context, changed func(id string), resync func(), logf func(format string, args ...any)) {
	s.mu.Lock()
	s.changed, s.logf = changed, logf
	s.mu.Unlock()
	done := make(chan struct{})
	defer func() { <-done }()
	go func() {
		defer close(done)
		s.beat(ctx)
	}()
	s.r.Run(ctx, s.got, func() {
		// the others may have counted this server gone meanwhile: say again who is here; and
		// what it published as its link died may be lost, so they read its games again (Back)
		for _, m := range s.p.all() {
			s.publish(m)
		}
		s.mu.Lock()
		ids := make([]string, 0, len(s.follows))
		for id := range s.follows {
			ids = append(ids, id)
		}
		s.mu.Unlock()
		for _, id := range ids {
			s.publish(Message{Game: id, Kind: Back})
		}
		resync()
	}, logf)
}

func (s *Store) got(m Message) {
	s.mu.Lock()
	decided, elsewhere, changed := s.decided, s.elsewhere, s.changed
	s.mu.Unlock()
	s.p.heard(m.Origin, time.Now())
	switch m.Kind {
	case Decided:
		if m.Decision == nil {
			return
		}
		if decided == nil || !decided(m.Game, *m.Decision) {
			changed(m.Game)
		}
	case Changed:
		changed(m.Game)
	case Present:
		if s.p.theirs(m.Game, m.Origin, m.Seat, m.Here) && elsewhere != nil {
			elsewhere(m.Game, s.p.elsewhere(m.Game))
		}
	case Ask, Back:
		if m.Kind == Back {
			changed(m.Game)
		}
		for _, p := range s.p.of(m.Game) {
			s.publish(p)
		}
	case Decide:
		if m.Forward != nil && m.Reply != "" {
			// off the delivering goroutine: the game's lock and the database are waited on
			go s.answer(m)
		}
	}
}

// Own takes the games ids in the database (their advisory locks) and answers the decisions
// forwarded for those this server holds from now on.
func (s *Store) Own(ctx context.Context, ids []string) (map[string]bool, error) {
	got, err := s.DB.Own(ctx, ids)
	for id := range got {
		if err := s.r.Own(id); err != nil {
			s.logf("answering for game %s: %v", id, err)
		}
	}
	return got, err
}

// Release lets another server own game id, and answer for it.
func (s *Store) Release(ctx context.Context, id string) error {
	s.r.Disown(id)
	return s.DB.Release(ctx, id)
}

func (s *Store) Serve(decide func(id string, f store.Forwarded) store.Refusal) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.serve = decide
}

func (s *Store) Forward(id string, f store.Forwarded, wait time.Duration) (bool, store.Refusal) {
	a, err := s.r.Request(Message{Game: id, Kind: Decide, Forward: &f}, wait)
	if err != nil {
		if !errors.Is(err, ErrNoOwner) {
			s.logf("game %s: forwarding a decision to its owner: %v", id, err)
		}
		return false, store.Refusal{}
	}
	if a.Kind != Answer {
		return false, store.Refusal{}
	}
	if a.Refusal == nil {
		return true, store.Refusal{}
	}
	return true, *a.Refusal
}

// answer makes a forwarded decision and answers it; a game this server no longer holds is
// answered as not owned (its sender decides itself).
func (s *Store) answer(m Message) {
	s.mu.Lock()
	serve := s.serve
	s.mu.Unlock()
	a := Message{Game: m.Game, Kind: Answer}
	if serve == nil {
		a.Kind = Changed
	} else if r := serve(m.Game, *m.Forward); r.Code == store.NotOwner {
		a.Kind = Changed
	} else if r.Code != "" {
		a.Refusal = &r
	} else {
		s.answered.Add(1)
	}
	if err := s.r.Respond(m, a); err != nil {
		s.logf("game %s: answering a forwarded decision: %v", m.Game, err)
	}
}

// AliveEvery is how often a server says it runs; DeadAfter without a word from it, its
// connections are no longer counted (a killed server's players are shown away).
const (
	AliveEvery = time.Second
	DeadAfter  = 4 * AliveEvery
)

// beat says this server runs, and forgets the connections of servers gone silent.
func (s *Store) beat(ctx context.Context) {
	tick := time.NewTicker(AliveEvery)
	defer tick.Stop()
	for {
		s.publish(Message{Kind: Alive})
		select {
		case <-ctx.Done():
			return
		case now := <-tick.C:
			games := s.p.bury(now.Add(-DeadAfter))
			s.mu.Lock()
			elsewhere := s.elsewhere
			s.mu.Unlock()
			for _, id := range games {
				if elsewhere != nil {
					elsewhere(id, s.p.elsewhere(id))
				}
			}
		}
	}
}

var _ store.Relayed = (*Store)(nil)
var (
	_ store.Owning = (*Store)(nil)
	_ store.Shared = (*Store)(nil)
)
