// Package admin is the operator's controls of tigris-server, an HTTP API under /admin/ behind its
// own token (never a player's): list and search games, read a game's record, end a game or every
// game abandoned for a while, ban and unban an address, set the limits on new games. Every
// request to it, refused or done, is appended to an audit log (one JSON object a line, synced)
// before it is answered.
package admin

import (
	"context"
	"crypto/subtle"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"os"
	"strconv"
	"sync"
	"time"

	"tigris/online/limit"
	"tigris/online/protocol"
	"tigris/online/store"
)

// Ender ends games (the server): one by its id, or every game nobody decided in since before (at
// most a batch a call, the longest idle first; with dryRun only found), returning their ids, or
// store.ErrNoList when the store cannot list its games.
type Ender interface {
	End(id string) error
	EndIdle(ctx context.Context, before time.Time, dryRun bool) ([]string, error)
}

// Limits are the operator's limits on new games, changed without a restart.
type Limits struct {
	// NewGames false refuses every new game (a server to be stopped, a flood of creations).
	NewGames bool `json:"new_games"`
	// CreatesPerHour bounds the games one address creates in an hour (0: no bound).
	CreatesPerHour int `json:"creates_per_hour"`
}

// Ban is an address or a network refused.
type Ban struct {
	Prefix netip.Prefix `json:"address"`
	Until  time.Time    `json:"until,omitzero"` // zero: until unbanned
	Reason string       `json:"reason,omitempty"`
}

// Admin holds the controls' state.
type Admin struct {
	srv   Ender
	games store.Store
	token []byte
	audit *os.File
	bans  string // the file the bans are kept in across restarts ("" : none)

	sockets sockets

	created limit.PerHour // each address's creations, at the operator's limit

	mu     sync.Mutex
	banned map[netip.Prefix]Ban
	limits Limits
}

// New makes the controls. audit is the audit log's file (appended to), bans the file the bans
// are kept in (read now when it exists).
func New(srv Ender, games store.Store, token, audit, bans string) (*Admin, error) {
	f, err := os.OpenFile(audit, os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("the audit log: %w", err)
	}
	a := &Admin{srv: srv, games: games, token: []byte(token), audit: f, bans: bans,
		banned: map[netip.Prefix]Ban{}, limits: Limits{NewGames: true}}
	if b, err := os.ReadFile(bans); err == nil {
		var list []Ban
		if err := json.Unmarshal(b, &list); err != nil {
			f.Close()
			return nil, fmt.Errorf("the bans' file %s: %v", bans, err)
		}
		for _, b := range list {
			a.banned[b.Prefix] = b
		}
	}
	return a, nil
}

// Close closes the audit log.
func (a *Admin) Close() error { return a.audit.Close() }

// entry is one line of the audit log.
type entry struct {
	Time    time.Time `json:"time"`
	From    string    `json:"from"`
	Action  string    `json:"action"`
	Target  string    `json:"target,omitempty"`
	Outcome string    `json:"outcome"`
}

// record appends an entry and syncs it: an action is on disk before it is answered.
func (a *Admin) record(r *http.Request, action, target, outcome string) {
	b, _ := json.Marshal(entry{Time: time.Now().UTC(), From: clientAddr(r).String(), Action: action, Target: target, Outcome: outcome})
	a.mu.Lock()
	defer a.mu.Unlock()
	a.audit.Write(append(b, '\n'))
	a.audit.Sync()
}

func clientAddr(r *http.Request) netip.Addr {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		host = r.RemoteAddr
	}
	a, _ := netip.ParseAddr(host)
	return a.Unmap()
}

func answer(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func refuse(w http.ResponseWriter, status int, code, msg string) {
	answer(w, status, protocol.HTTPError{V: protocol.Version, Code: code, Message: msg})
}

// Handler is the API, every route behind the token.
func (a *Admin) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /admin/games", a.list)
	mux.HandleFunc("GET /admin/games/{id}", a.read)
	mux.HandleFunc("POST /admin/games/{id}/end", a.end)
	mux.HandleFunc("POST /admin/expire", a.expire)
	mux.HandleFunc("GET /admin/bans", a.listBans)
	mux.HandleFunc("POST /admin/bans", a.ban)
	mux.HandleFunc("DELETE /admin/bans", a.unban)
	mux.HandleFunc("GET /admin/limits", a.getLimits)
	mux.HandleFunc("PUT /admin/limits", a.setLimits)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), append([]byte("Bearer "), a.token...)) != 1 {
			a.record(r, r.Method+" "+r.URL.Path, "", "refused: no valid token")
			w.Header().Set("WWW-Authenticate", `Bearer realm="tigris admin"`)
			refuse(w, http.StatusUnauthorized, "auth", "the operator's token is needed")
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, 4096)
		mux.ServeHTTP(w, r)
	})
}

func (a *Admin) list(w http.ResponseWriter, r *http.Request) {
	l, ok := a.games.(store.Lister)
	if !ok {
		refuse(w, http.StatusNotImplemented, "internal", "this store cannot list its games")
		return
	}
	q := r.URL.Query().Get("q")
	limit, err := strconv.Atoi(r.URL.Query().Get("limit"))
	if err != nil || limit <= 0 || limit > 1000 {
		limit = 100
	}
	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
	defer cancel()
	games, err := l.List(ctx, q, limit)
	if err != nil {
		a.record(r, "list", q, "failed: "+err.Error())
		refuse(w, http.StatusInternalServerError, "internal", "the store did not answer")
		return
	}
	a.record(r, "list", q, fmt.Sprintf("%d games", len(games)))
	if games == nil {
		games = []store.Summary{}
	}
	answer(w, http.StatusOK, games)
}

// record is a game as the operator reads it: its seats without their tokens' hashes and its
// decisions; the seed and the starting bag only once it is over (before, they are the players'
// secret from everyone, the operator included).
type record struct {
	ID        string           `json:"id"`
	Code      string           `json:"code"`
	Created   time.Time        `json:"created"`
	Over      bool             `json:"over"`
	TurnLimit int              `json:"turn_limit"`
	Seed      string           `json:"seed,omitempty"`
	Start     string           `json:"start,omitempty"`
	Rematch   string           `json:"rematch,omitempty"`
	Seats     []seat           `json:"seats"`
	Decisions []store.Decision `json:"decisions"`
}

type seat struct {
	Kind, Name, Level string
	Claimed, Resigned bool
}

func (a *Admin) read(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Second)
	defer cancel()
	g, err := a.games.Load(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		a.record(r, "read", id, "no such game")
		refuse(w, http.StatusNotFound, "not_found", "no such game")
		return
	}
	if err != nil {
		a.record(r, "read", id, "failed: "+err.Error())
		refuse(w, http.StatusInternalServerError, "internal", "the store did not answer")
		return
	}
	rec := record{ID: g.ID, Code: g.Code, Created: g.Created, Over: g.Over, TurnLimit: g.TurnLimit, Rematch: g.Rematch, Decisions: g.Decisions}
	if rec.Decisions == nil {
		rec.Decisions = []store.Decision{}
	}
	if g.Over {
		rec.Seed, rec.Start = strconv.FormatUint(g.Seed, 10), g.Start
	}
	for _, s := range g.Seats {
		rec.Seats = append(rec.Seats, seat{Kind: s.Kind, Name: s.Name, Level: s.Level, Claimed: len(s.TokenHash) > 0, Resigned: s.Resigned})
	}
	a.record(r, "read", id, "ok")
	answer(w, http.StatusOK, rec)
}

func (a *Admin) end(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	err := a.srv.End(id)
	switch {
	case errors.Is(err, store.ErrNotFound):
		a.record(r, "end", id, "no such game")
		refuse(w, http.StatusNotFound, "not_found", "no such game")
	case err != nil:
		a.record(r, "end", id, "refused: "+err.Error())
		refuse(w, http.StatusConflict, "over", err.Error())
	default:
		a.record(r, "end", id, "ended")
		answer(w, http.StatusOK, map[string]string{"ended": id})
	}
}
