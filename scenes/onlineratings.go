package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/lobby"
	"tigris/scenes/ui"
)

// RatingsScreen is a server's leaderboard (Glicko-2 ratings from games between people signed
// in), with the player's own rating when signed in.
type RatingsScreen struct {
	placeScreen
	*lobby.Ratings
}

func newRatingsScreen(o *Online) *RatingsScreen {
	s := &RatingsScreen{placeScreen: placeScreen{o: o}, Ratings: lobby.NewRatings()}
	s.AskBoard(o.base())
	return s
}

// Update implements engine.Scene.
func (s *RatingsScreen) Update(ctx *engine.Context) (bool, error) {
	redraw := s.TakeRatings()
	if acc := s.o.Account(s.o.base()); acc.Name != "" {
		s.AskPlayer(s.o.base(), acc.Name)
	}
	id, r := s.update(ctx, false)
	if id == idRefresh && s.Asking == 0 {
		s.PlayerOf = ""
		s.AskBoard(s.o.base())
	}
	return redraw || r || s.Asking > 0, nil
}

// Draw implements engine.Scene.
func (s *RatingsScreen) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := s.o.sh.theme()
	p := s.begin(dst, ctx, "Ratings", s.Err, ui.Bad,
		ui.FootButton{Label: "Refresh", ID: idRefresh, Tip: "Ask the server again", Enabled: s.Asking == 0})
	if s.o.SignedIn() != "" {
		p.say(s.PlayerWords(), 15, th.Accent)
	} else {
		p.say("Sign in (the Sign in button on the online screen) to be rated: a game between people, each signed in, counts; a bot in the game makes it unrated.", 14, th.Dim)
	}
	p.heading("Best players on this server")
	switch {
	case s.BoardFor == "":
		p.say("Asking the server…", 14, th.Dim)
	case len(s.Board) == 0:
		p.say("Nobody is rated here yet.", 14, th.Dim)
	}
	u := p.u
	for i, pl := range s.Board {
		h := 34 * u
		fill := th.Panel
		if pl.Name == s.o.SignedIn() {
			fill = th.Row
		}
		engine.Rect(p.c, p.x0, p.y, p.cw, h, fill)
		ty := p.y + (h-18*u)/2
		engine.Verbatim(p.c, fmt.Sprintf("%d.", i+1), ui.Face(ctx, 15, true), p.x0+34*u, ty, engine.Scale(th.Dim), engine.Right)
		engine.Verbatim(p.c, pl.Name, ui.Face(ctx, 15, true), p.x0+46*u, ty, engine.Scale(th.Text), engine.Left)
		engine.Verbatim(p.c, lobby.RatingWords(pl), ui.Face(ctx, 14, false), p.x0+p.cw-12*u, ty, engine.Scale(th.Dim), engine.Right)
		p.y += h + 3*u
	}
	p.end("ratings")
}

// ratingLine is the player's own rating, asked once a server and name.
type ratingLine struct{ *lobby.Ratings }

func newRatingLine() *ratingLine { return &ratingLine{lobby.NewRatings()} }

// ask asks for the player's rating when not yet asked, and takes the answer in; it reports one.
func (r *ratingLine) ask(base, name string) bool {
	r.AskPlayer(base, name)
	return r.TakeRatings()
}

func (r *ratingLine) words() string { return r.PlayerWords() }
