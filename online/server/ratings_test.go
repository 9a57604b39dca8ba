package server

import (
	"math"
	"testing"

	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/rating"
	"tigris/online/store/postgres/pgtest"
)

// Ratings on SQLite: a scripted series of games between two accounts moves their ratings as
// Glicko-2 does (the first game's figures written out: 1662.31 and 1337.69, deviation 290.32);
// a game with a bot seat changes nothing; the leaderboard, each player's history and the lobby
// show them.
func TestRatingsSQLite(t *testing.T) { ratingsOn(t, startServer(t, "", 1e6)) }

// The same on PostgreSQL.
func TestRatingsPostgres(t *testing.T) { ratingsOn(t, onPostgres(t, pgtest.Database(t))) }

// account signs name up on a device of its own.
func account(t *testing.T, ts *testServer, name string) string {
	a, err := client.SignUp(ctxFor(t), ts.url, name, "a long password", name+"'s desk")
	if err != nil {
		t.Fatal(err)
	}
	return a.DeviceKey
}

// ratedGame plays a game of ann and bo to its end by loser's resignation.
func ratedGame(t *testing.T, ts *testServer, ann, bo string, loser int, extra ...protocol.SeatRequest) {
	t.Helper()
	ctx := ctxFor(t)
	a, b, ta, tb := twoPlayers(t, ts, extra...)
	if _, err := client.AccountGames(ctx, ts.url, ann, []string{ta.Token}); err != nil {
		t.Fatal(err)
	}
	if _, err := client.AccountGames(ctx, ts.url, bo, []string{tb.Token}); err != nil {
		t.Fatal(err)
	}
	s := []*seat{a, b}[loser]
	s.send(&protocol.Resign{Step: s.g.Step})
	if len(extra) == 0 {
		s.want("over")
		return
	}
	s.want("seats")
	// with a third seat the game goes on, the resigned seat's bot playing: resign the other too
	o := []*seat{a, b}[1-loser]
	o.send(&protocol.Resign{Step: o.g.Step})
	for {
		if _, ok := o.next().(*protocol.Over); ok {
			return
		}
		if e, ok := o.got[len(o.got)-1].(*protocol.Error); ok && e.Code == protocol.ErrStale {
			o.send(&protocol.Resign{Step: e.Step})
		}
	}
}

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

func ratingsOn(t *testing.T, ts *testServer) {
	ctx := ctxFor(t)
	ann, bo := account(t, ts, "Ann"), account(t, ts, "Bo")
	ratedGame(t, ts, ann, bo, 1)
	lb, err := client.Leaderboard(ctx, ts.url)
	if err != nil || len(lb.Players) != 2 || lb.Players[0].Name != "Ann" {
		t.Fatalf("the leaderboard after one game: %+v %v", lb, err)
	}
	if p := lb.Players; !near(p[0].Rating, 1662.31, 0.01) || !near(p[1].Rating, 1337.69, 0.01) || !near(p[0].RD, 290.32, 0.01) {
		t.Fatalf("after one win: %+v", p)
	}
	// the series goes on: Bo wins, then a game with a bot seat, rated for nobody
	want := rating.Game([]rating.Player{{Rating: lb.Players[0].Rating, RD: lb.Players[0].RD, Vol: lb.Players[0].Vol},
		{Rating: lb.Players[1].Rating, RD: lb.Players[1].RD, Vol: lb.Players[1].Vol}}, []int{1, 0})
	ratedGame(t, ts, ann, bo, 0)
	ratedGame(t, ts, ann, bo, 0, protocol.SeatRequest{Kind: "bot", Level: "random"})
	p, err := client.PlayerRating(ctx, ts.url, "ann")
	if err != nil || p.Player.Games != 2 || len(p.Games) != 2 || p.Games[0].Rank != 1 || p.Games[1].Rank != 0 {
		t.Fatalf("Ann's rating and games: %+v %v", p, err)
	}
	if !near(p.Player.Rating, want[0].Rating, 1e-6) || !near(p.Player.RD, want[0].RD, 1e-6) {
		t.Fatalf("Ann after losing: %.4f/%.4f, want %.4f/%.4f", p.Player.Rating, p.Player.RD, want[0].Rating, want[0].RD)
	}
	pub, err := client.Create(ctx, ts.url, protocol.CreateRequest{Public: true, Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := client.AccountGames(ctx, ts.url, ann, []string{pub.Token}); err != nil {
		t.Fatal(err)
	}
	if l, err := client.Lobby(ctx, ts.url); err != nil || len(l.Games) != 1 || !near(l.Games[0].Seats[0].Rating, p.Player.Rating, 1e-6) {
		t.Fatalf("the lobby's ratings: %+v %v", l, err)
	}
}

// A seat whose last decisions were all the clock's is abandoned: it ranks last for rating; one
// decision of the clock's among the person's counts as the person's.
func TestAbandonedToTheClock(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, ta, _ := twoPlayers(t, ts)
	p, q := toMove(a, b)
	for p.g.Step < 2*abandonAfter {
		s, o := toMove(p, q)
		s.move(quietTile(t, s))
		o.want("update")
		if s.g.View.Pending().Player == s.g.Seat {
			s.move(game.PassMove())
			o.want("update")
		}
	}
	var tb *table
	ts.useTable(ta.Game, func(t *table) { tb = t })
	tb.locked(func() {
		seat := p.g.Seat
		rating := &tableRating{id: tb.id, seats: tb.seats, rec: tb.rec, byBot: tb.byBot} // as the game's end makes it
		if rating.abandoned(seat) || rating.ratingRanks()[seat] != 0 && rating.ratingRanks()[1-seat] != 0 {
			t.Fatal("a seat that played is abandoned, or nobody ranks first")
		}
		mine := 0
		for i := len(tb.byBot) - 1; i >= 0; i-- {
			if tb.rec.Moves()[i].Seat == seat && mine < abandonAfter {
				tb.byBot[i] = true // as if the clock had played them
				mine++
				if mine == 1 && rating.abandoned(seat) {
					t.Fatal("one decision of the clock's abandons the seat")
				}
			}
		}
		if mine != abandonAfter || !rating.abandoned(seat) || rating.ratingRanks()[seat] != 1 {
			t.Fatalf("%d decisions of the clock's in a row: abandoned %v, rank %d", mine, rating.abandoned(seat), rating.ratingRanks()[seat])
		}
	})
}
