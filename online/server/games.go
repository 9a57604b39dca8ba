package server

import (
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"tigris/ai"
	"tigris/game"
	"tigris/online/protocol"
	"tigris/online/store"
	"time"
)

// gameDesk answers the calls about games themselves: creating one, joining one by its code,
// listing the games of one's seats, a watch link, a map.
type gameDesk struct {
	common
	hub
	accounts *accountDesk // who a call is signed in as (accounts.go)
	addrs    *addresses   // the connections open by address (addresses.go)
	created  *creations   // the games created by address (expire.go)
	guesses  *guesses     // the wrong join codes tried, by address (server.go)
}

// links are the invitation and the seat's own link, on the address the request came to.
func links(r *http.Request, code, id, token string) (string, string) {
	scheme := "http"
	if r.TLS != nil || r.Header.Get("X-Forwarded-Proto") == "https" {
		scheme = "https"
	}
	base := scheme + "://" + r.Host + "/"
	// the token goes in the fragment, which browsers never send to a server or a proxy's log
	return base + "?join=" + code, base + "#" + protocol.SeatFragment(id, token)
}

func (gd *gameDesk) handleCreate(w http.ResponseWriter, r *http.Request) {
	s := gd
	var req protocol.CreateRequest
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	g, me, err := newGame(req, s.clock.Now())
	if err != nil {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, err.Error())
		return
	}
	if why := s.lost.check(); why != "" {
		httpError(w, http.StatusServiceUnavailable, protocol.ErrInternal, why)
		return
	}
	who := []string{"address " + remoteHost(r)}
	if c, ok := s.accounts.signedIn(r.Context(), r, ""); ok {
		who = append(who, "account "+c.Account) // an account's games are bounded from every address
	}
	if why := s.created.take(s.clock.Now(), who...); why != "" {
		s.obs.Refused(protocol.ErrRate)
		httpError(w, http.StatusTooManyRequests, protocol.ErrRate, why)
		return
	}
	token := newToken()
	g.Seats[me].TokenHash = tokenHash(token)
	for try := 0; ; try++ {
		g.Code = newCode()
		err = s.store.Create(r.Context(), g)
		if !errors.Is(err, store.ErrCodeTaken) || try == 5 {
			break
		}
	}
	if err != nil {
		wait := s.trouble.failed(s.placeOf(g.ID), "creating a game", err)
		w.Header().Set("Retry-After", strconv.Itoa(int(wait.Seconds())))
		httpError(w, http.StatusServiceUnavailable, protocol.ErrInternal, fmt.Sprintf("the game could not be stored; try again in %d seconds", int(wait.Seconds())))
		return
	}
	s.trouble.wrote(s.placeOf(g.ID))
	if req.Public {
		if err := publish(r.Context(), s.store, req, g.ID); err != nil { // lobby.go
			s.log.Warn("listing it", "game", g.ID, "err", err)
			httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the game could not be listed in the lobby; try again")
			return
		}
	}
	if err := s.useTable(g.ID, func(t *table) { t.next() }); err != nil {
		s.log.Warn("loading a new game", "game", g.ID, "err", err)
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the game could not be loaded")
		return
	}
	s.log.Info("game created", "game", g.ID, "seats", len(g.Seats))
	link, seatLink := links(r, g.Code, g.ID, token)
	s.accounts.bindSignedIn(r, g.ID, me) // accounts.go
	reply(w, protocol.Ticket{V: protocol.Version, Game: g.ID, Code: g.Code, Seat: me, Token: token, Link: link, SeatLink: seatLink})
}

// newGame checks a creation request and deals the game; it returns the creator's seat.
func newGame(req protocol.CreateRequest, now time.Time) (*store.Game, int, error) {
	o, err := gameOptions(req)
	if err != nil {
		return nil, 0, err
	}
	g := &store.Game{ID: newGameID(), Seed: newSeed(), TurnLimit: req.TurnLimit, TimeoutLevel: req.TimeoutLevel, Created: now}
	if req.TurnLimit != 0 && (req.TurnLimit < 60 || req.TurnLimit > 3*24*3600) {
		return nil, 0, fmt.Errorf("a turn limit is from 60 seconds to 3 days (259200), or 0 for none")
	}
	if req.TurnLimit != 0 || req.TimeoutLevel != "" {
		if g.TimeoutLevel == "" {
			g.TimeoutLevel = "medium"
		}
		if _, err := ai.ParseLevel(g.TimeoutLevel); err != nil {
			return nil, 0, err
		}
	}
	seats, dynasties, me, err := seatsOf(req.Seats)
	if err != nil {
		return nil, 0, err
	}
	g.Seats, o.Seats = seats, dynasties
	st, err := game.NewGame(o, g.Seed)
	if err != nil {
		return nil, 0, err
	}
	g.Start = st.String()
	return g, me, nil
}

// gameOptions are a creation request's map and options.
func gameOptions(req protocol.CreateRequest) (game.Options, error) {
	var o game.Options
	if req.Map != "" {
		m, err := game.MapFromName(req.Map)
		if err != nil {
			return o, err
		}
		o.Map = m
	}
	for _, w := range req.Options {
		if err := o.SetOption(w); err != nil {
			return o, err
		}
	}
	if len(req.Seats) < 2 || len(req.Seats) > 4 {
		return o, fmt.Errorf("a game has 2 to 4 seats, not %d", len(req.Seats))
	}
	return o, nil
}

// seatsOf checks a creation request's seats and gives each its dynasty (the one asked for, else
// the first free one); me is the creator's seat.
func seatsOf(req []protocol.SeatRequest) (seats []store.Seat, dynasties []game.Dynasty, me int, err error) {
	me = -1
	taken := map[game.Dynasty]bool{}
	for i, sr := range req {
		seat, err := seatOf(sr, i, taken)
		if err != nil {
			return nil, nil, 0, err
		}
		if sr.Kind == "me" {
			if me >= 0 {
				return nil, nil, 0, fmt.Errorf("one seat is \"me\", not two")
			}
			me = i
		}
		seats = append(seats, seat)
	}
	if me < 0 {
		return nil, nil, 0, fmt.Errorf("one seat is \"me\": the creator's")
	}
	for _, sr := range req {
		d := game.Dynasty(-1)
		if sr.Dynasty != "" {
			d, _ = game.DynastyFromName(sr.Dynasty)
		} else {
			for _, f := range []game.Dynasty{game.Archer, game.Bull, game.Pot, game.Lion} {
				if !taken[f] {
					d = f
					break
				}
			}
			taken[d] = true
		}
		dynasties = append(dynasties, d)
	}
	return seats, dynasties, me, nil
}

// seatOf checks seat i of a creation request, noting the dynasty it asks for in taken.
func seatOf(sr protocol.SeatRequest, i int, taken map[game.Dynasty]bool) (store.Seat, error) {
	if err := game.CheckPlayerName(sr.Name); err != nil {
		return store.Seat{}, fmt.Errorf("seat %d: %v", i, err)
	}
	if sr.Dynasty != "" {
		d, err := game.DynastyFromName(sr.Dynasty)
		if err != nil {
			return store.Seat{}, fmt.Errorf("seat %d: %v", i, err)
		}
		if taken[d] {
			return store.Seat{}, fmt.Errorf("dynasty %s is seated twice", d)
		}
		taken[d] = true
	}
	seat := store.Seat{Kind: "human", Name: strings.TrimSpace(sr.Name)}
	switch sr.Kind {
	case "me", "human":
	case "bot":
		lv, err := ai.ParseLevel(sr.Level)
		if err != nil {
			return store.Seat{}, fmt.Errorf("seat %d: %v", i, err)
		}
		seat.Kind, seat.Level = "bot", lv.String()
	default:
		return store.Seat{}, fmt.Errorf("seat %d: a seat is \"me\", \"human\" or \"bot\", not %q", i, clip(sr.Kind))
	}
	return seat, nil
}

func (gd *gameDesk) handleJoin(w http.ResponseWriter, r *http.Request) {
	s := gd
	req := protocol.JoinRequest{Seat: -1}
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	name, ok := playerName(w, req.Name)
	if !ok {
		return
	}
	addr := remoteHost(r)
	if !s.guesses.allowed(addr, s.clock.Now()) {
		s.addrs.knock(addr, s.clock.Now()) // guessing on once refused: the door closes for a while
		httpError(w, http.StatusTooManyRequests, protocol.ErrRate, guessRefused)
		return
	}
	code := NormalizeCode(req.Code)
	if retiredCode(w, r, s.store, code) { // waiting.go
		return
	}
	id, err := s.store.ByCode(r.Context(), code)
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			s.guesses.wrong(addr, s.clock.Now())
			httpError(w, http.StatusNotFound, protocol.ErrNotFound, "no game has the code "+clip(code))
			return
		}
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the game could not be looked up; try again")
		return
	}
	if why := s.lost.check(); why != "" {
		httpError(w, http.StatusServiceUnavailable, protocol.ErrInternal, why) // a seat claimed now would be lost
		return
	}
	tk, refusal := gd.claim(r, id, name, req.Seat, "no invited seat is free in this game", "joined")
	answerClaim(w, tk, refusal)
}

// playerName is the name a call gives a player, trimmed, or false once the call is answered
// with why it is no name.
func playerName(w http.ResponseWriter, name string) (string, bool) {
	name = strings.TrimSpace(name)
	if err := game.CheckPlayerName(name); err != nil {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, err.Error())
		return "", false
	}
	return name, true
}

// tokenHashes are the hashes of a call's seat tokens (100 at most), or false once the call is
// answered with why not.
func tokenHashes(w http.ResponseWriter, tokens []string) ([][]byte, bool) {
	if len(tokens) > 100 {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, "at most 100 tokens at once")
		return nil, false
	}
	var hashes [][]byte
	for _, tok := range tokens {
		hashes = append(hashes, tokenHash(tok))
	}
	return hashes, true
}

// answerClaim answers a claim of a seat: its ticket, or its refusal (a conflict, or the server's
// trouble).
func answerClaim(w http.ResponseWriter, tk protocol.Ticket, refusal *protocol.HTTPError) {
	if refusal == nil {
		reply(w, tk)
		return
	}
	status := http.StatusConflict
	if refusal.Code == protocol.ErrInternal {
		status = http.StatusInternalServerError
	}
	httpError(w, status, refusal.Code, refusal.Message)
}

// claim gives name a free invited seat of game id (seat -1: the first), with a new token; full
// is what a game with none says, how what the log says of it.
func (gd *gameDesk) claim(r *http.Request, id, name string, want int, full, how string) (protocol.Ticket, *protocol.HTTPError) {
	s := gd
	token := newToken()
	seat := -1
	var refusal *protocol.HTTPError
	var code string
	err := s.useTable(id, func(t *table) {
		code = t.code
		if t.cancelled {
			refusal = &protocol.HTTPError{Code: protocol.ErrOver, Message: "this game was cancelled"}
			return
		}
		for i, st := range t.seats {
			if st.Kind == "human" && len(st.TokenHash) == 0 && (want < 0 || want == i) {
				seat = i
				break
			}
		}
		if seat < 0 {
			refusal = &protocol.HTTPError{Code: protocol.ErrFull, Message: full}
			return
		}
		h := tokenHash(token)
		if err := s.store.Claim(r.Context(), t.id, seat, name, h); err != nil {
			refusal = &protocol.HTTPError{Code: protocol.ErrFull, Message: "that seat was just taken"}
			if !errors.Is(err, store.ErrSeatTaken) {
				refusal = &protocol.HTTPError{Code: protocol.ErrInternal, Message: "the seat could not be stored; try again"}
			}
			t.reload() // taken by way of another server, perhaps
			return
		}
		t.seats[seat].TokenHash, t.seats[seat].Name = h, name
		t.broadcastSeats()
		tellStart(t, seat) // notify.go
	})
	if err != nil {
		return protocol.Ticket{}, &protocol.HTTPError{Code: protocol.ErrInternal, Message: "the game could not be loaded; try again"}
	}
	if refusal != nil {
		return protocol.Ticket{}, refusal
	}
	s.log.Info("seat "+how, "game", id, "seat", seat)
	s.accounts.bindSignedIn(r, id, seat)
	link, seatLink := links(r, code, id, token)
	return protocol.Ticket{V: protocol.Version, Game: id, Code: code, Seat: seat, Token: token, Link: link, SeatLink: seatLink}, nil
}

func (gd *gameDesk) handleMine(w http.ResponseWriter, r *http.Request) {
	s := gd
	var req protocol.MineRequest
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	hashes, ok := tokenHashes(w, req.Tokens)
	if !ok {
		return
	}
	refs, err := s.store.SeatsOf(r.Context(), hashes)
	if err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the games could not be read")
		return
	}
	reply(w, protocol.Mine{V: protocol.Version, Games: myGames(gd, refs)})
}

// myGames is how the seats refs stand, as /api/mine tells them.
func myGames(s hub, refs []store.SeatRef) []protocol.MyGame {
	out := []protocol.MyGame{}
	for _, ref := range refs {
		s.useTable(ref.Game, func(t *table) {
			g := protocol.MyGame{Game: t.id, Code: t.code, Seat: ref.Seat, Step: t.step(), Over: t.over, ToMove: -1,
				Resigned: ref.Seat < len(t.seats) && t.seats[ref.Seat].Resigned, Cancelled: t.cancelled}
			for i := range t.seats {
				g.Names = append(g.Names, t.seatName(i))
			}
			if !t.over {
				g.ToMove = t.rec.State().Pending().Player
			}
			out = append(out, g)
		})
	}
	return out
}
