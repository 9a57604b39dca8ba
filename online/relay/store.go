package relay

import (
	"context"
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
	logf      func(format string, args ...any)
	p         presence
	reads     atomic.Int64
}

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
		// the others may have counted this server gone meanwhile: say again who is here
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
			s.publish(Message{Game: id, Kind: Ask})
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
	case Ask:
		for _, p := range s.p.of(m.Game) {
			s.publish(p)
		}
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
var _ store.Owning = (*Store)(nil)
