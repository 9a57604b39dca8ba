package server

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"tigris/game"
	"tigris/online/protocol"
	"tigris/online/store"
)

// lobbyLimit is the most games the lobby lists at once.
const lobbyLimit = 100

// lobbyDesk answers the lobby's calls (listing, taking a seat) and the ratings' (ratings.go).
type lobbyDesk struct{ srv *Server }

// publish lists a new game in the lobby when its creator asked for it.
func (ld *lobbyDesk) publish(ctx context.Context, req protocol.CreateRequest, id string) error {
	s := ld.srv
	lb, ok := store.As[store.Lobby](s.store)
	if !ok {
		return errors.New("this server has no lobby")
	}
	m := req.Map
	if m == "" {
		m = "standard"
	}
	return lb.Publish(ctx, store.Listing{ID: id, Map: m, Options: req.Options, TurnLimit: req.TurnLimit})
}

// handleLobby lists the public games with a free invited seat.
func (ld *lobbyDesk) handleLobby(w http.ResponseWriter, r *http.Request) {
	s := ld.srv
	out := protocol.Lobby{V: protocol.Version, Games: []protocol.LobbyGame{}}
	lb, ok := store.As[store.Lobby](s.store)
	if !ok {
		reply(w, out)
		return
	}
	games, err := lb.OpenGames(r.Context(), lobbyLimit)
	if err != nil {
		s.logf("the lobby: %v", err)
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the lobby could not be read; try again")
		return
	}
	for _, g := range games {
		lg := protocol.LobbyGame{Game: g.ID, Map: g.Map, Options: g.Options, TurnLimit: g.TurnLimit, Seats: []protocol.LobbySeat{}}
		if lg.Options == nil {
			lg.Options = []string{}
		}
		for i, st := range g.Seats {
			ls := protocol.LobbySeat{Seat: i, Kind: st.Kind, Name: st.Name, Claimed: st.Claimed || st.Kind == "bot"}
			if st.Kind == "bot" {
				ls.Level = st.Level
			}
			if !ls.Claimed {
				lg.Open++
			}
			lg.Seats = append(lg.Seats, ls)
		}
		out.Games = append(out.Games, lg)
	}
	ld.rateLobby(r.Context(), out.Games) // ratings.go
	reply(w, out)
}

// handleTake takes a free seat of a public game in one call: the lobby's join, by the game's id.
func (ld *lobbyDesk) handleTake(w http.ResponseWriter, r *http.Request) {
	s := ld.srv
	req := protocol.TakeRequest{Seat: -1}
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	name := strings.TrimSpace(req.Name)
	if err := game.CheckPlayerName(name); err != nil {
		httpError(w, http.StatusBadRequest, protocol.ErrBadMessage, err.Error())
		return
	}
	lb, ok := store.As[store.Lobby](s.store)
	listed := false
	var err error
	if ok {
		listed, err = lb.Listed(r.Context(), req.Game)
	}
	if err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the lobby could not be read; try again")
		return
	}
	if !listed {
		httpError(w, http.StatusNotFound, protocol.ErrNotFound, "that game is not in the lobby: join it by its code")
		return
	}
	tk, refusal := ld.claim(r, req.Game, name, req.Seat)
	if refusal != nil {
		status := http.StatusConflict
		if refusal.Code == protocol.ErrInternal {
			status = http.StatusInternalServerError
		}
		httpError(w, status, refusal.Code, refusal.Message)
		return
	}
	reply(w, tk)
}

// claim gives name a free invited seat of game id (seat -1: the first), with a new token.
func (ld *lobbyDesk) claim(r *http.Request, id, name string, want int) (protocol.Ticket, *protocol.HTTPError) {
	s := ld.srv
	token := newToken()
	seat := -1
	var refusal *protocol.HTTPError
	var code string
	err := s.useTable(id, func(t *table) {
		code = t.code
		for i, st := range t.seats {
			if st.Kind == "human" && len(st.TokenHash) == 0 && (want < 0 || want == i) {
				seat = i
				break
			}
		}
		if seat < 0 {
			refusal = &protocol.HTTPError{Code: protocol.ErrFull, Message: "no invited seat is free in this game: somebody took it first"}
			return
		}
		h := tokenHash(token)
		if err := s.store.Claim(r.Context(), t.id, seat, name, h); err != nil {
			refusal = &protocol.HTTPError{Code: protocol.ErrFull, Message: "that seat was just taken"}
			if !errors.Is(err, store.ErrSeatTaken) {
				refusal = &protocol.HTTPError{Code: protocol.ErrInternal, Message: "the seat could not be stored; try again"}
			}
			t.reload()
			return
		}
		t.seats[seat].TokenHash, t.seats[seat].Name = h, name
		t.broadcastSeats()
	})
	if err != nil {
		return protocol.Ticket{}, &protocol.HTTPError{Code: protocol.ErrInternal, Message: "the game could not be loaded; try again"}
	}
	if refusal != nil {
		return protocol.Ticket{}, refusal
	}
	s.logf("game %s: seat %d taken from the lobby", id, seat)
	s.accounts.bindSignedIn(r, id, seat)
	link, seatLink := links(r, code, id, token)
	return protocol.Ticket{V: protocol.Version, Game: id, Code: code, Seat: seat, Token: token, Link: link, SeatLink: seatLink}, nil
}
