package lobby

import (
	"context"
	"fmt"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
)

// Ratings is a server's leaderboard and one player's rating (Glicko-2, docs/PROTOCOL.md), asked
// off the frame and taken in by TakeRatings.
type Ratings struct {
	answers  chan func()
	Board    []protocol.PlayerRating
	BoardFor string // the server the board is of ("" until it came)
	Player   *protocol.PlayerAnswer
	PlayerOf string // the server and name the player's answer is of
	Asking   int    // calls under way
	Err      string
}

// NewRatings is a server's ratings, none asked yet.
func NewRatings() *Ratings { return &Ratings{answers: make(chan func(), 4)} }

// TakeRatings takes in the answers that came; it reports whether one had.
func (r *Ratings) TakeRatings() bool {
	took := false
	for {
		select {
		case f := <-r.answers:
			r.Asking--
			f()
			took = true
		default:
			return took
		}
	}
}

func (r *Ratings) off(call func(ctx context.Context) func()) {
	r.Asking++
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		r.answers <- call(ctx)
	}()
}

// AskBoard asks the server for its best players.
func (r *Ratings) AskBoard(base string) {
	r.off(func(ctx context.Context) func() {
		b, err := client.Leaderboard(ctx, base)
		return func() {
			if err != nil {
				r.Err = "The ratings did not come: " + ExplainNet(err)
				return
			}
			r.Board, r.BoardFor = b.Players, base
		}
	})
}

// AskPlayer asks for a player's rating by name (once for each server and name).
func (r *Ratings) AskPlayer(base, name string) {
	of := base + " " + name
	if r.PlayerOf == of {
		return
	}
	r.PlayerOf = of
	r.off(func(ctx context.Context) func() {
		a, err := client.PlayerRating(ctx, base, name)
		return func() {
			if err != nil {
				r.Err = "Your rating did not come: " + ExplainNet(err)
				r.PlayerOf = ""
				return
			}
			r.Player = &a
		}
	})
}

// RatingWords says a rating as a player reads it: the figure, how sure it is (two deviations
// either side) and the rated games behind it.
func RatingWords(p protocol.PlayerRating) string {
	games := fmt.Sprintf("%d rated games", p.Games)
	if p.Games == 1 {
		games = "1 rated game"
	}
	return fmt.Sprintf("%.0f ± %.0f · %s", p.Rating, 2*p.RD, games)
}

// PlayerWords says the player's rating, or that it has not come.
func (r *Ratings) PlayerWords() string {
	if r.Player == nil {
		return "Your rating: asking the server…"
	}
	if r.Player.Player.Games == 0 {
		return fmt.Sprintf("Your rating: %.0f, not yet rated: a game of people only, each signed in, counts.", r.Player.Player.Rating)
	}
	return "Your rating: " + RatingWords(r.Player.Player)
}
