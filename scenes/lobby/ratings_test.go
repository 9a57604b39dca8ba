package lobby

import (
	"strings"
	"testing"
	"time"

	"tigris/internal/poll"
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
