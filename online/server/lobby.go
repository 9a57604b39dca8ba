package server

import (
	"context"
	"errors"
	"net/http"

	"tigris/online/protocol"
	"tigris/online/store"
)

// lobbyLimit is the most games the lobby lists at once.
const lobbyLimit = 100

// lobbyDesk answers the lobby's calls (listing, taking a seat) and the ratings' (ratings.go).
type lobbyDesk struct {
	common
	games *gameDesk // takes a seat for a player (games.go)
}

// publish lists a new game in the lobby when its creator asked for it.
func publish(ctx context.Context, st store.Store, req protocol.CreateRequest, id string) error {
	lb, ok := store.As[store.Lobby](st)
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
	s := ld
	out := protocol.Lobby{V: protocol.Version, Games: []protocol.LobbyGame{}}
	lb, ok := store.As[store.Lobby](s.store)
	if !ok {
		reply(w, out)
		return
	}
	games, err := lb.OpenGames(r.Context(), lobbyLimit)
	if err != nil {
		s.log.Warn("the lobby", "err", err)
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
	s := ld
	req := protocol.TakeRequest{Seat: -1}
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	name, ok := playerName(w, req.Name)
	if !ok {
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
	tk, refusal := ld.games.claim(r, req.Game, name, req.Seat, "no invited seat is free in this game: somebody took it first", "taken from the lobby")
	answerClaim(w, tk, refusal)
}
