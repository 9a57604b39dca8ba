package lobby

import (
	"context"
	"strings"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/server/servertest"
	"tigris/storage"
)

// A server's ratings: a player signed in with no rated game yet is the new player's 1500, in
// words; the leaderboard of a server with no rated game is empty; a rating reads with its
// uncertainty and its games.
func TestRatingsAsked(t *testing.T) {
	base := servertest.Start(t)
	l := New(storage.NewMemory())
	l.Sign(base, AccountForm{Name: "Anna", Password: "river-of-reeds", Device: "desk"}, true, nil)
	answered(t, l)
	r := NewRatings()
	r.AskBoard(base)
	r.AskPlayer(base, "anna")
	r.AskPlayer(base, "anna") // asked once
	if r.Asking != 2 {
		t.Fatalf("%d calls under way, want 2", r.Asking)
	}
	poll.Until(t, 20*time.Second, "the ratings", func() bool { r.TakeRatings(); return r.Asking == 0 })
	if r.Err != "" || r.BoardFor != base || len(r.Board) != 0 || r.Player == nil {
		t.Fatalf("asked: err %q, board %+v, player %+v", r.Err, r.Board, r.Player)
	}
	if w := r.PlayerWords(); !strings.HasPrefix(w, "Your rating: 1500, not yet rated") {
		t.Fatalf("the player's words: %q", w)
	}
	if w := RatingWords(protocol.PlayerRating{Rating: 1662.31, RD: 290.32, Games: 1}); w != "1662 ± 581 · 1 rated game" {
		t.Fatalf("a rating reads %q", w)
	}
	r.AskPlayer(base, "Nobody")
	poll.Until(t, 20*time.Second, "the refusal", func() bool { r.TakeRatings(); return r.Asking == 0 })
	if !strings.HasPrefix(r.Err, "Your rating did not come: ") {
		t.Fatalf("an unknown name: %q", r.Err)
	}
}

// After a rated game (two people, each signed in, one resigning) the leaderboard lists the winner
// above 1500 first and the one who resigned below.
func TestLeaderboardAfterARatedGame(t *testing.T) {
	base := servertest.Start(t)
	a, b := New(storage.NewMemory()), New(storage.NewMemory())
	a.Create(base, "Anna")
	answered(t, a)
	b.Join(base, a.Ticket.Code, "Bo")
	answered(t, b)
	a.Sign(base, AccountForm{Name: "Anna", Password: "river-of-reeds", Device: "desk"}, true, nil)
	answered(t, a)
	b.Sign(base, AccountForm{Name: "Bo", Password: "reeds-of-river", Device: "desk"}, true, nil)
	answered(t, b)
	if a.Err != "" || b.Err != "" || b.Open == nil {
		t.Fatalf("signing up: %q %q", a.Err, b.Err)
	}
	resign(t, base, a.Ticket.Game, a.Ticket.Token)
	r := NewRatings()
	poll.Until(t, 20*time.Second, "the rated game on the leaderboard", func() bool {
		if r.Asking == 0 {
			if len(r.Board) == 2 {
				return true
			}
			r.AskBoard(base)
		}
		r.TakeRatings()
		return false
	})
	if r.Board[0].Name != "Bo" || r.Board[0].Rating <= 1500 || r.Board[1].Rating >= 1500 || r.Board[0].Games != 1 {
		t.Fatalf("the leaderboard: %+v", r.Board)
	}
	if w := RatingWords(r.Board[0]); !strings.HasSuffix(w, "· 1 rated game") {
		t.Fatalf("the winner's rating reads %q", w)
	}
}

// resign gives the game up for the seat of token, once the server has welcomed it.
func resign(t *testing.T, base, game, token string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	c, err := client.Dial(ctx, base, game, token, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	for {
		m, err := c.Read(ctx)
		if err != nil {
			t.Fatal(err)
		}
		switch m := m.(type) {
		case *protocol.Welcome:
			if err := c.Send(ctx, &protocol.Resign{Step: m.Step}); err != nil {
				t.Fatal(err)
			}
		case *protocol.Over:
			return
		}
	}
}
