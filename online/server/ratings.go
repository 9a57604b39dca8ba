package server

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"tigris/game"
	"tigris/online/accounts"
	"tigris/online/protocol"
	"tigris/online/rating"
	"tigris/online/store"
)

// abandonAfter is how many decisions running the clock's bot makes for a person, at the end of a
// game, for the game to count as abandoned to the clock: lost for rating.
const abandonAfter = 3

// tableRating is a game that ended, as rating its accounts reads it: it is made by its table at
// the end, from the table's record, and reads nothing else of it.
type tableRating struct {
	common
	id    string
	seats []store.Seat
	rec   *game.Record
	byBot []bool // per decision
}

// rate rates a game that ended, when it was between people: every seat a person's, each held by
// an account of its own (a bot's seat makes the game unrated). A decision the timeout's bot or a
// bot handed the seat made counts as the person's; a seat abandoned to the clock, or resigned,
// ranks last.
func (rt *tableRating) rate() {
	t := rt
	rs, ok1 := store.As[store.Ratings](t.store)
	ac, ok2 := store.As[store.Accounts](t.store)
	if !ok1 || !ok2 {
		return
	}
	for _, s := range t.seats {
		if s.Kind == "bot" {
			return
		}
	}
	ctx, cancel := context.WithTimeout(context.Background(), storeTimeout)
	defer cancel()
	held, err := ac.SeatAccounts(ctx, t.id)
	if err != nil || len(held) != len(t.seats) {
		return
	}
	ids := make([]string, len(t.seats))
	distinct := map[string]bool{}
	for seat, acc := range held {
		ids[seat], distinct[acc] = acc, true
	}
	if len(distinct) != len(ids) {
		return // one account in two seats plays itself: unrated
	}
	ranks := rt.ratingRanks()
	now, err := rs.RatingsOf(ctx, ids)
	if err != nil {
		t.log.Warn("reading ratings", "game", t.id, "err", err)
		return
	}
	players := make([]rating.Player, len(ids))
	for i, id := range ids {
		players[i] = rating.New
		if r, ok := now[id]; ok {
			players[i] = rating.Player{Rating: r.Rating, RD: r.RD, Vol: r.Vol}
		}
	}
	after := rating.Game(players, ranks)
	out := make([]store.Rating, len(ids))
	for i, p := range after {
		out[i] = store.Rating{Account: ids[i], Rating: p.Rating, RD: p.RD, Vol: p.Vol, Updated: t.clock.Now()}
	}
	if err := rs.Rate(ctx, t.id, out, ranks); err != nil && !errors.Is(err, store.ErrRated) {
		t.log.Warn("storing ratings", "game", t.id, "err", err)
	}
}

// ratingRanks is each seat's rank for rating (0 the best, tied seats equal): the game's places,
// then the seats abandoned to the clock and the resigned ones, all last together.
func (rt *tableRating) ratingRanks() []int {
	t := rt
	_, place := game.Ranking(t.rec.State())
	ranks := make([]int, len(t.seats))
	last := len(t.seats)
	for i := range t.seats {
		ranks[i] = place[i] - 1
		if t.seats[i].Resigned || rt.abandoned(i) {
			ranks[i] = last
		}
	}
	// dense: 0, 1, … with ties sharing a rank
	distinct := map[int]bool{}
	for _, r := range ranks {
		distinct[r] = true
	}
	dense := make([]int, len(ranks))
	for i, r := range ranks {
		for o := range distinct {
			if o < r {
				dense[i]++
			}
		}
	}
	return dense
}

// abandoned reports a person's seat whose last abandonAfter decisions were all made by the
// clock's bot (a seat its person handed to a bot is not abandoned: the bot plays for them).
func (rt *tableRating) abandoned(seat int) bool {
	t := rt
	if t.seats[seat].Level != "" {
		return false
	}
	n := 0
	moves := t.rec.Moves()
	for i := len(moves) - 1; i >= 0 && n < abandonAfter; i-- {
		if moves[i].Seat != seat {
			continue
		}
		if !t.byBot[i] {
			return false
		}
		n++
	}
	return n == abandonAfter
}

// handleLeaderboard lists the server's best rated players.
func (ld *lobbyDesk) handleLeaderboard(w http.ResponseWriter, r *http.Request) {
	s := ld
	rs, ok := store.As[store.Ratings](s.store)
	if !ok {
		httpError(w, http.StatusNotFound, protocol.ErrNotFound, "this server keeps no ratings")
		return
	}
	lb, err := rs.Leaderboard(r.Context(), 100)
	if err != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the leaderboard could not be read; try again")
		return
	}
	out := protocol.Leaderboard{V: protocol.Version, Players: []protocol.PlayerRating{}}
	for _, p := range lb {
		out.Players = append(out.Players, playerRating(p))
	}
	reply(w, out)
}

func playerRating(r store.Rating) protocol.PlayerRating {
	return protocol.PlayerRating{Account: r.Account, Name: r.Name, Rating: r.Rating, RD: r.RD, Vol: r.Vol, Games: r.Games}
}

// handlePlayer tells a player's rating and rated games, by name.
func (ld *lobbyDesk) handlePlayer(w http.ResponseWriter, r *http.Request) {
	s := ld
	var req protocol.PlayerRequest
	if !readBody(w, r, &req) || !sameVersion(w, req.V) {
		return
	}
	rs, ok1 := store.As[store.Ratings](s.store)
	ac, ok2 := store.As[store.Accounts](s.store)
	if !ok1 || !ok2 {
		httpError(w, http.StatusNotFound, protocol.ErrNotFound, "this server keeps no ratings")
		return
	}
	a, err := ac.AccountByName(r.Context(), accounts.Skeleton(strings.TrimSpace(req.Name)))
	if errors.Is(err, store.ErrNoAccount) {
		httpError(w, http.StatusNotFound, protocol.ErrNotFound, "nobody is called "+clip(req.Name)+" here")
		return
	}
	got, err2 := rs.RatingsOf(r.Context(), []string{a.ID})
	hist, err3 := rs.History(r.Context(), a.ID, 100)
	if err != nil || err2 != nil || err3 != nil {
		httpError(w, http.StatusInternalServerError, protocol.ErrInternal, "the ratings could not be read; try again")
		return
	}
	p, ok := got[a.ID]
	if !ok {
		p = store.Rating{Account: a.ID, Name: a.Name, Rating: rating.New.Rating, RD: rating.New.RD, Vol: rating.New.Vol}
	}
	out := protocol.PlayerAnswer{V: protocol.Version, Player: playerRating(p), Games: []protocol.RatedGame{}}
	for _, g := range hist {
		out.Games = append(out.Games, protocol.RatedGame{Game: g.Game, Rank: g.Rank, Rating: g.Rating, RD: g.RD, At: g.At})
	}
	reply(w, out)
}

// rateLobby gives the listed seats held by rated accounts their ratings.
func (ld *lobbyDesk) rateLobby(ctx context.Context, games []protocol.LobbyGame) {
	s := ld
	rs, ok1 := store.As[store.Ratings](s.store)
	ac, ok2 := store.As[store.Accounts](s.store)
	if !ok1 || !ok2 {
		return
	}
	for gi := range games {
		held, err := ac.SeatAccounts(ctx, games[gi].Game)
		if err != nil || len(held) == 0 {
			continue
		}
		var ids []string
		for _, id := range held {
			ids = append(ids, id)
		}
		got, err := rs.RatingsOf(ctx, ids)
		if err != nil {
			continue
		}
		for seat, id := range held {
			if r, ok := got[id]; ok && seat < len(games[gi].Seats) {
				games[gi].Seats[seat].Rating = r.Rating
			}
		}
	}
}
