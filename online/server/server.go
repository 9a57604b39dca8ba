// Package server is the online game's server (docs/PROTOCOL.md): an http.Handler that creates
// games, lets people join them by code, and plays them over WebSockets. It alone holds each
// game's seed, bag and hands; each connection receives its seat's view and the public events.
package server

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"mime"
	"net"
	"net/http"
	"runtime"
	"sync"
	"time"

	"tigris/online/limit"
	"tigris/online/notify"
	"tigris/online/protocol"
	"tigris/online/store"
	"tigris/online/webfiles"
)

// Config is what a server is made of.
type Config struct {
	Store store.Store
	Clock Clock        // nil: the real clock
	Log   *slog.Logger // nil: no log; never given a token
	// Web, when set, is the WebAssembly build's folder, served at / (its build's files only:
	// online/webfiles).
	Web string
	// Files, when set, serves the browser build at / instead (an embedded build).
	Files http.Handler
	// Rate and Burst bound each connection's messages: Rate a second on average, Burst at once
	// (zero: the defaults, 30 and 60).
	Rate, Burst float64
	// IdleAfter is how long a game nobody is connected to and nothing waits on stays in memory
	// (zero: two minutes); it is read again from the store when someone comes back.
	IdleAfter time.Duration
	// PingEvery is how often a connection is pinged; one that does not answer within as long is
	// closed and its seat shown away (zero: 30 seconds).
	PingEvery time.Duration
	// PerAddress is the WebSockets one client address may hold at once (zero: DefaultPerAddress;
	// negative: no limit, for a load tool whose every client shares one address).
	PerAddress int
	// Observer hears what is counted for the operator (nil: nobody).
	Observer Observer
	// MaxConns bounds the connections open at once (every kind; zero: no bound): below the
	// process's descriptors, so new players find room (idle keep-alive connections are shed).
	MaxConns int
	// CreatesPerHour bounds the games one address creates an hour (zero: DefaultCreatesPerHour;
	// negative: no bound).
	CreatesPerHour int
	// Expire is the rule ending the games nobody plays; Lister lists them (nil: Store, when it
	// lists).
	Expire Expiry
	Lister store.Lister
	// Timeouts bound the phases of an HTTP connection (zero fields: the defaults).
	Timeouts Timeouts
	// Notify, when set, tells players away when something waits on them (notify.go).
	Notify *notify.Notifier
	// Stats serves GET /api/stats: the games in memory, connections and memory (for the load
	// tool; it tells anyone how busy the server is).
	Stats bool
}

// Timeouts bound an HTTP connection's phases: its request's headers, its headers and body, the
// wait between its requests, the writing of an answer.
type Timeouts struct {
	Header, Body, Idle, Write time.Duration
}

// Stats is what GET /api/stats answers.
type Stats struct {
	Live        int    `json:"live"`        // games in memory
	Connections int    `json:"connections"` // WebSockets open to seats
	HeapBytes   uint64 `json:"heap_bytes"`  // memory in use by the heap (after a collection when asked ?gc=1)
	Goroutines  int    `json:"goroutines"`
}

// storeTimeout bounds one call to the store, most made under a game's lock: a database that
// hangs must not hold that game's players for ever.
const storeTimeout = 10 * time.Second

// Server plays online games.
type Server struct {
	common // parts.go: what every part is given
	web    string
	files  http.Handler
	rate   float64
	burst  float64
	mu     sync.Mutex // guards tables and closed; each table has its own lock
	tables map[string]*table
	bots   chan struct{} // bounds the bots thinking at once to the processors
	work   sync.WaitGroup
	closed bool

	idleAfter, pingEvery time.Duration
	stats                bool
	stop                 context.CancelFunc // ends the watcher and the sweeper
	// notes counts the other servers' changes announced, so a game read from the store while
	// one arrived is read again
	notes    uint64
	stale    map[string]bool // games changed elsewhere, to read again
	staleCh  chan struct{}
	guesses  guesses
	addrs    *addresses
	waiting  waiting
	door     *door
	created  creations
	trouble  trouble // common.trouble points here
	lost     lost    // common.lost points here
	expire   *expirer
	lister   store.Lister // the store's listing of its games (nil: it has none)
	timeouts struct{ header, body, idle, write time.Duration }
	// the parts of the HTTP side, each with its own state
	games    gameDesk    // creating, joining, listing one's games (games.go)
	accounts accountDesk // accounts and sessions (accounts.go)
	passkeys passkeyDesk // passkey ceremonies (passkeys.go)
	lobby    lobbyDesk   // the lobby and the ratings (lobby.go, ratings.go)
	quick    quickMatch  // quick match (quick.go)
	push     pushDesk    // notifications (notify.go)
	sockets  sockets     // the WebSockets (conn.go)
}

// guesses limits the wrong join codes each address may try: a code is 40 bits, and guessing one
// must cost more than a lifetime.
type guesses struct {
	mu sync.Mutex
	by map[string]*limit.Bucket
}

const (
	guessBurst   = 10       // wrong codes an address may try at once
	guessRate    = 10. / 60 // and then a second
	maxGuessers  = 10000    // addresses remembered at most (bounded memory under a flood)
	guessRefused = "too many wrong codes from your address: wait a minute and check the code"
)

// allowed reports whether addr may try a code now.
func (g *guesses) allowed(addr string, now time.Time) bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	b := g.by[addr]
	if b == nil {
		return true
	}
	probe := *b
	return probe.Take(now, guessRate, guessBurst)
}

// wrong takes one try from addr.
func (g *guesses) wrong(addr string, now time.Time) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.by == nil {
		g.by = map[string]*limit.Bucket{}
	}
	if len(g.by) >= maxGuessers {
		// forget the addresses whose tries have refilled; if none, forget all
		for a, b := range g.by {
			if now.Sub(b.At).Seconds()*guessRate >= guessBurst {
				delete(g.by, a)
			}
		}
		if len(g.by) >= maxGuessers {
			clear(g.by)
		}
	}
	b := g.by[addr]
	if b == nil {
		b = &limit.Bucket{}
		g.by[addr] = b
	}
	b.Take(now, guessRate, guessBurst)
}

func remoteHost(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// New makes a server and brings back every unfinished game from the store, so bots whose turn
// it is play on.
func New(cfg Config) (*Server, error) {
	s := &Server{common: common{store: cfg.Store, clock: cfg.Clock, log: cfg.Log, notify: cfg.Notify}, web: cfg.Web, files: cfg.Files, rate: cfg.Rate, burst: cfg.Burst,
		tables: map[string]*table{}, bots: make(chan struct{}, runtime.NumCPU()),
		idleAfter: cfg.IdleAfter, pingEvery: cfg.PingEvery, stats: cfg.Stats, stale: map[string]bool{}, staleCh: make(chan struct{}, 1)}
	s.common.trouble, s.common.lost = &s.trouble, &s.lost
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if s.obs = cfg.Observer; s.obs == nil {
		s.obs = noObserver{}
	}
	switch {
	case cfg.PerAddress == 0:
		s.addrs = newAddresses(DefaultPerAddress)
	case cfg.PerAddress < 0:
		s.addrs = newAddresses(0)
	default:
		s.addrs = newAddresses(cfg.PerAddress)
	}
	if s.idleAfter <= 0 {
		s.idleAfter = 2 * time.Minute
	}
	if s.pingEvery <= 0 {
		s.pingEvery = 30 * time.Second
	}
	if s.clock == nil {
		s.clock = realClock{}
	}
	if s.rate <= 0 {
		s.rate = 30
	}
	if s.burst <= 0 {
		s.burst = 60
	}
	bound(s, cfg)
	s.makeParts()
	ctx, stop := context.WithCancel(context.Background())
	s.stop = stop
	s.hearRelay() // relayed.go
	if sh, ok := s.store.(store.Shared); ok {
		s.work.Add(2)
		listening := make(chan struct{})
		var first sync.Once
		go func() {
			defer s.work.Done()
			sh.Watch(ctx, s.changed, func() {
				first.Do(func() { close(listening) })
				s.resync()
			}, s.logf)
		}()
		// a server that serves before it hears the others would keep its players waiting on
		// decisions made elsewhere
		select {
		case <-listening:
		case <-time.After(30 * time.Second):
			s.logf("not yet told of the other servers' changes: serving meanwhile")
		}
		go func() {
			defer s.work.Done()
			s.refresher(ctx)
		}()
	}
	ids, err := s.store.Unattended(context.Background())
	if err != nil {
		stop()
		s.work.Wait()
		return nil, err
	}
	for _, id := range ids {
		if err := s.useTable(id, func(t *table) { t.next() }); err != nil {
			// one damaged game must not keep the others from being played
			s.log.Warn("cannot be brought back", "game", id, "err", err)
		}
	}
	s.expire.schedule()
	s.lost.watch(ctx, &s.work)
	s.work.Add(1)
	go func() {
		defer s.work.Done()
		tick := time.NewTicker(s.idleAfter / 2)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				s.sweep(s.idleAfter)
			}
		}
	}()
	return s, nil
}

// changed notes that another server changed game id: the refresher reads it again if it is in
// memory (a game not in memory is read whole when next needed).
func (s *Server) changed(id string) {
	s.mu.Lock()
	s.notes++
	_, live := s.tables[id]
	if live {
		s.stale[id] = true
	}
	s.mu.Unlock()
	if live {
		select {
		case s.staleCh <- struct{}{}:
		default:
		}
	}
}

// resync has every game in memory read again (changes may have been missed), and tells again
// which seats this server has connections to (the database may have forgotten).
func (s *Server) resync() {
	s.mu.Lock()
	tables := make([]*table, 0, len(s.tables))
	for id, t := range s.tables {
		s.stale[id] = true
		tables = append(tables, t)
	}
	s.mu.Unlock()
	go func() {
		for _, t := range tables {
			t.locked(func() {
				for seat, cs := range t.conns {
					if len(cs) > 0 && !t.gone {
						t.present(seat, true)
					}
				}
			})
		}
	}()
	select {
	case s.staleCh <- struct{}{}:
	default:
	}
}

// refresher reads again the games changed elsewhere; many changes of one game waiting together
// cost one reading.
func (s *Server) refresher(ctx context.Context) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-s.staleCh:
		}
		var failed []string
		for {
			s.mu.Lock()
			var id string
			for k := range s.stale {
				id = k
				break
			}
			delete(s.stale, id)
			t := s.tables[id]
			s.mu.Unlock()
			if id == "" {
				break
			}
			if t == nil {
				continue
			}
			t.locked(func() {
				if !t.gone && t.reload() != nil {
					failed = append(failed, id)
				}
			})
		}
		if len(failed) > 0 {
			// the database is away: try again in a moment, or the game's players wait forever
			s.mu.Lock()
			for _, id := range failed {
				s.stale[id] = true
			}
			s.mu.Unlock()
			time.AfterFunc(200*time.Millisecond, func() {
				select {
				case s.staleCh <- struct{}{}:
				default:
				}
			})
		}
	}
}

// sweep lets go of the games nobody is connected to and nothing waits on (no bot thinking, no
// turn clock running) that have been so for idle: memory holds the games being played, not every
// game stored.
func (s *Server) sweep(idle time.Duration) int {
	s.mu.Lock()
	tables := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		tables = append(tables, t)
	}
	s.mu.Unlock()
	now, n := s.clock.Now(), 0
	for _, t := range tables {
		t.locked(func() {
			if t.gone || t.thinking || t.stopTurn != nil || now.Sub(t.used) < idle || t.stands.watched() {
				return
			}
			for _, cs := range t.conns {
				if len(cs) > 0 {
					return
				}
			}
			s.mu.Lock()
			if s.tables[t.id] == t {
				delete(s.tables, t.id)
				s.forget(t.id) // relayed.go
			}
			s.mu.Unlock()
			t.gone = true
			t.release()
			n++
		})
	}
	return n
}

func (s *Server) handleStats(w http.ResponseWriter, r *http.Request) {
	if r.URL.Query().Get("gc") == "1" {
		runtime.GC()
	}
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	s.mu.Lock()
	tables := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		tables = append(tables, t)
	}
	s.mu.Unlock()
	st := Stats{Live: len(tables), HeapBytes: ms.HeapAlloc, Goroutines: runtime.NumGoroutine()}
	for _, t := range tables {
		t.locked(func() {
			for _, cs := range t.conns {
				st.Connections += len(cs)
			}
		})
	}
	reply(w, st)
}

// Live is the number of games in memory.
func (s *Server) Live() int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.tables)
}

// Close stops the bots and timers; the store stays open (its owner closes it).
func (s *Server) Close() {
	s.mu.Lock()
	s.closed = true
	s.stop()
	tables := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		tables = append(tables, t)
	}
	s.mu.Unlock()
	for _, t := range tables {
		t.locked(func() {
			t.stopTimer()
			t.release()
			for _, cs := range t.conns {
				for c := range cs {
					c.close()
				}
			}
			t.stands.dropWatchers() // watch.go
		})
	}
	s.quick.queue.drain() // quick.go
	s.work.Wait()
}

// table finds a live game, loading it from the store when it is not in memory. The table may be
// let go of before its caller locks it: useTable is the safe way in.
func (s *Server) table(id string) (*table, error) {
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	s.mu.Lock()
	if t := s.tables[id]; t != nil {
		s.mu.Unlock()
		return t, nil
	}
	notes := s.notes
	s.mu.Unlock()
	// read without the server's lock: other games go on meanwhile
	g, err := s.store.Load(ctx, id)
	if err != nil {
		return nil, err
	}
	t, err := loadTable(s.common, s, g)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if other := s.tables[id]; other != nil {
		return other, nil // read twice at once: the first one in memory is the one
	}
	if s.notes != notes {
		// another server's change may have come between the reading and now
		s.stale[id] = true
		select {
		case s.staleCh <- struct{}{}:
		default:
		}
	}
	if t.rec.State().Over() && !t.over {
		// the server stopped between storing the last decision and marking the game over
		t.over = true
		if err := s.store.Finish(ctx, id); err != nil {
			s.log.Warn("marking it over", "game", id, "err", err)
		}
	}
	s.tables[id] = t
	s.follow(id) // relayed.go
	return t, nil
}

// useTable runs f on game id's table, holding its lock (the table is in memory meanwhile).
func (s *Server) useTable(id string, f func(t *table)) error {
	for {
		t, err := s.table(id)
		if err != nil {
			return err
		}
		if t.runLocked(f) {
			return nil
		}
	}
}

// runLocked runs f on t holding its lock, unless t was put away meanwhile (false). A panic in f
// (net/http recovers a handler's) must not leave the table locked: every later join would wait.
func (t *table) runLocked(f func(t *table)) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	if t.gone {
		return false
	}
	f(t)
	return true
}

// enlist counts one more piece of the server's work, which Close waits for, unless the server
// is closed (false): the caller then does nothing and must not call s.work.Done.
func (s *Server) enlist() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.closed {
		return false
	}
	s.work.Add(1)
	return true
}

// counted runs f as the server's work, which Close waits for, unless the server is closed.
func (s *Server) counted(f func()) {
	if !s.enlist() {
		return
	}
	defer s.work.Done()
	f()
}

// botWork runs a bot's thinking on its own goroutine, a processor's worth at a time.
func (s *Server) botWork(f func()) {
	if !s.enlist() {
		return
	}
	go func() {
		defer s.work.Done()
		s.bots <- struct{}{}
		defer func() { <-s.bots }()
		defer func() {
			// a bot's failure is logged, not the end of every game on the server
			if r := recover(); r != nil {
				s.log.Warn("a bot failed", "err", r)
			}
		}()
		f()
	}()
}

// Handler serves the HTTP calls, the WebSocket and (with Config.Web) the browser build.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /api/games", s.games.handleCreate)
	mux.HandleFunc("POST /api/join", s.games.handleJoin)
	mux.HandleFunc("POST /api/mine", s.games.handleMine)
	mux.HandleFunc("POST /api/watch", s.games.handleWatchLink)
	wd := waitDesk{s.common, s}
	mux.HandleFunc("POST /api/game/cancel", wd.handleCancel) // waiting.go
	mux.HandleFunc("POST /api/game/invite", wd.handleInvite)
	mux.HandleFunc("POST /api/game/bot", wd.handleBot)
	mux.HandleFunc("GET /api/lobby", s.lobby.handleLobby)
	mux.HandleFunc("POST /api/lobby", s.lobby.handleLobby)
	mux.HandleFunc("POST /api/lobby/take", s.lobby.handleTake)
	mux.HandleFunc("POST /api/quick", s.quick.handleQuick)
	mux.HandleFunc("POST /api/account/new", s.accounts.handleSignUp) // accounts.go
	mux.HandleFunc("POST /api/account/signin", s.accounts.handleSignIn)
	mux.HandleFunc("POST /api/account/recover", s.accounts.handleSignIn)
	mux.HandleFunc("POST /api/account/me", s.accounts.handleMe)
	mux.HandleFunc("POST /api/account/revoke", s.accounts.handleRevoke)
	mux.HandleFunc("POST /api/account/games", s.accounts.handleAccountGames)
	mux.HandleFunc("POST /api/account/settings", s.accounts.handleSettings)
	mux.HandleFunc("POST /api/account/passkey/begin", s.passkeys.handlePasskeyBegin) // passkeys.go
	mux.HandleFunc("POST /api/account/passkey/finish", s.passkeys.handlePasskeyFinish)
	mux.HandleFunc("POST /api/account/passkey/login/begin", s.passkeys.handlePasskeyLoginBegin)
	mux.HandleFunc("POST /api/account/passkey/login", s.passkeys.handlePasskeyLogin)
	mux.HandleFunc("GET /api/ratings", s.lobby.handleLeaderboard) // ratings.go
	mux.HandleFunc("POST /api/ratings", s.lobby.handleLeaderboard)
	mux.HandleFunc("POST /api/ratings/player", s.lobby.handlePlayer)
	mux.HandleFunc("GET /api/map/{name}", s.games.handleMap) // legal.go
	mux.HandleFunc("POST /api/map/{name}", s.games.handleMap)
	mux.HandleFunc("GET /api/push/key", s.push.handlePushKey)  // notify.go
	mux.HandleFunc("POST /api/push/key", s.push.handlePushKey) // a client that only posts
	mux.HandleFunc("POST /api/push/subscribe", s.push.handlePushSubscribe)
	mux.HandleFunc("POST /api/push/unsubscribe", s.push.handlePushForget)
	mux.HandleFunc("POST /api/push/choice", s.push.handlePushChoice) // notifychoice.go
	mux.HandleFunc("GET /ws", s.handleSocket)                        // conn.go
	if s.stats {
		mux.HandleFunc("GET /api/stats", s.handleStats)
	}
	if s.files == nil && s.web != "" {
		if dir, err := webfiles.Dir(s.web); err == nil {
			s.files = dir
		}
	}
	if s.files != nil {
		mux.Handle("GET /", s.files)
	} else {
		mux.HandleFunc("GET /{$}", func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/plain; charset=utf-8")
			fmt.Fprintln(w, "Tigris & Euphrates server: see docs/PROTOCOL.md. Join a game with its code in the game's Join by code.")
		})
	}
	return s.refuseBenched(mux)
}

func httpError(w http.ResponseWriter, status int, code, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(protocol.HTTPError{V: protocol.Version, Code: code, Message: msg})
}

// readBody reads a call's JSON body: declared as JSON (a form's or text/plain body is not: a page
// elsewhere could send those without asking), one value with nothing after it.
func readBody(w http.ResponseWriter, r *http.Request, v any) bool {
	if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); err != nil || mt != "application/json" {
		httpError(w, http.StatusUnsupportedMediaType, protocol.ErrBadMessage, "the body is JSON, sent with \"Content-Type: application/json\"")
		return false
	}
	if err := protocol.DecodeBody(http.MaxBytesReader(w, r.Body, protocol.MaxRequest), v); err != nil {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, "the body is not the JSON expected: "+err.Error())
		return false
	}
	return true
}

// sameVersion refuses a body of another protocol version.
func sameVersion(w http.ResponseWriter, v int) bool {
	if v != protocol.Version {
		httpError(w, http.StatusBadRequest, protocol.ErrVersion, fmt.Sprintf("protocol version %d is not spoken here (version %d)", v, protocol.Version))
		return false
	}
	return true
}

func clip(s string) string {
	if len(s) > 100 {
		return s[:100] + "…"
	}
	return s
}

func reply(w http.ResponseWriter, v any) {
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(v)
}
