//go:build !js

package remote

import (
	"context"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/server/servertest"
	"tigris/scenes/session"
	"tigris/storage"
)

func create(t *testing.T, base string, seats ...protocol.SeatRequest) protocol.Ticket {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	tk, err := client.Create(ctx, base, protocol.CreateRequest{Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	return tk
}

// until polls the session as frames would, until done holds; the deadline only fails the test.
func until(t *testing.T, s *Session, what string, done func() bool) {
	t.Helper()
	if !poll.Within(30*time.Second, func() bool {
		if done() {
			return true
		}
		s.Poll(time.Now())
		return false
	}) {
		t.Fatalf("waited in vain for %s (problem: %q, log end: %v)", what, s.Problem(), tail(s.Log()))
	}
}

func tail(l []string) []string { return l[max(0, len(l)-3):] }

// play plays the session's seat to the end as a person would on the board screen: a dialog's
// choice when one is asked, else a move a bot picks from the seat's view. dropAt, when positive,
// closes the connection once that many decisions were made.
func play(t *testing.T, s *Session, dropAt int) (mine int) {
	t.Helper()
	bot := ai.New(ai.Random, 7)
	dropped := false
	seen := -1
	until(t, s, "the end", func() bool {
		if s.Over() != nil {
			return true
		}
		if s.Decisions() != seen {
			seen = s.Decisions()
			if s.State().Over() && s.final == nil {
				t.Fatal("the end shown before the server revealed it: the others' scores are unknown")
			}
			for _, e := range s.Events() {
				// the board draws a point or a treasure in its colour
				if (e.Kind == game.EvScored || e.Kind == game.EvTreasure) && (e.Color < 0 || e.Color >= game.NumColors) {
					t.Fatalf("an event the board cannot draw: %v", e)
				}
			}
		}
		if !s.HumanToDecide() {
			return false
		}
		if !dropped && dropAt > 0 && mine >= dropAt {
			dropped = true
			s.drop <- struct{}{}
			return false
		}
		var m game.Move
		if d, ok := s.Dialog(); ok {
			m = d.Options[len(d.Options)-1].Move
		} else {
			if s.Pending().Kind != game.DecideAction {
				t.Fatalf("no dialog for %v", s.Pending().Kind)
			}
			m = bot.Choose(s.View())
		}
		if err := s.Try(m); err != nil {
			t.Fatalf("%v refused: %v", m, err)
		}
		if s.HumanToDecide() {
			t.Fatal("a decision on its way still lets the person decide")
		}
		mine++
		return false
	})
	return mine
}

// A game played to the end through the remote session against a server bot: every decision
// reaches the log once, the seat's view is the server's, and the end reveals the whole game.
func TestPlayToTheEnd(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	tk := create(t, base, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "bot", Level: "random"})
	s := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
	defer s.Close()
	until(t, s, "the game to arrive", s.Arrived)
	if s.Name(0) != "Ann" || s.Seat() != 0 || s.Code() != tk.Code {
		t.Fatalf("seat %d named %q in game %q", s.Seat(), s.Name(0), s.Code())
	}
	until(t, s, "this seat shown connected", func() bool { return s.Connected(0) })
	if mine := play(t, s, 0); mine == 0 {
		t.Fatal("the seat never decided")
	}
	over := s.Over()
	if !s.State().Over() || len(s.Record().Moves()) != over.Step {
		t.Fatalf("at the end: over %v, %d moves recorded of %d", s.State().Over(), len(s.Record().Moves()), over.Step)
	}
	if len(s.g.Updates) != over.Step {
		t.Fatalf("%d decisions followed of %d", len(s.g.Updates), over.Step)
	}
	if _, ok := s.SharedGame(); !ok {
		t.Fatal("the finished game cannot be shared")
	}
	if len(s.Log()) < over.Step/2 {
		t.Fatalf("a log of %d lines for %d decisions", len(s.Log()), over.Step)
	}
	// the rematch: a new deal whose seat this token holds
	if err := s.Rematch(); err != nil {
		t.Fatal(err)
	}
	until(t, s, "the rematch", func() bool { return s.Rematched() != nil })
	next := Dial(s.SeatOf(s.Rematched().Game))
	defer next.Close()
	until(t, next, "the rematch to arrive", next.Arrived)
	if next.Over() != nil || next.Name(0) != "Ann" {
		t.Fatalf("the rematch: over %v, seat 0 %q", next.Over(), next.Name(0))
	}
}

// The connection drops mid-game: the session connects again, resumes from the last step it saw
// and the game finishes with every decision in the log once.
func TestReconnect(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	tk := create(t, base, protocol.SeatRequest{Kind: "me"}, protocol.SeatRequest{Kind: "bot", Level: "random"})
	s := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
	defer s.Close()
	until(t, s, "the game to arrive", s.Arrived)
	play(t, s, 5)
	if len(s.g.Updates) != s.Over().Step {
		t.Fatalf("%d decisions followed of %d after a reconnection", len(s.g.Updates), s.Over().Step)
	}
	for i, u := range s.g.Updates {
		if u.Step != i {
			t.Fatalf("decision %d has step %d", i, u.Step)
		}
	}
}

// Undo goes through the server: an action taken back leaves the view as it was before it.
func TestUndo(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	tk := create(t, base, protocol.SeatRequest{Kind: "me"}, protocol.SeatRequest{Kind: "bot", Level: "random"})
	s := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
	defer s.Close()
	until(t, s, "my decision", s.HumanToDecide)
	if s.CanUndo() {
		t.Fatal("undo offered before any action")
	}
	before, made := s.View().Hand, s.g.Step // the decisions before this one (some may still be on their way)
	var m game.Move
	for _, lm := range s.State().LegalMoves() {
		if lm.Kind == game.MoveTile {
			m = lm
			break
		}
	}
	if err := s.Try(m); err != nil {
		t.Fatal(err)
	}
	until(t, s, "the action to come back", func() bool { return s.HumanToDecide() && s.View().Hand != before })
	if !s.CanUndo() {
		t.Fatal("no undo after one's own first action")
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	until(t, s, "the undo", func() bool { return s.HumanToDecide() && s.View().Hand == before })
	if s.CanUndo() || len(s.Record().Moves()) != made {
		t.Fatalf("after undo: can undo %v, %d moves", s.CanUndo(), len(s.Record().Moves()))
	}
}

// A seat handed to a bot from the menu is played by the server's bot to the end, and the
// session follows every decision.
func TestHandToBot(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	tk := create(t, base, protocol.SeatRequest{Kind: "me"}, protocol.SeatRequest{Kind: "bot", Level: "random"})
	s := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token, Delay: time.Millisecond})
	defer s.Close()
	until(t, s, "my decision", s.HumanToDecide)
	if err := s.HandToBot("easy"); err != nil {
		t.Fatal(err)
	}
	until(t, s, "the end", func() bool { return s.Over() != nil })
	if !s.State().Over() || len(s.g.Updates) != s.Over().Step {
		t.Fatalf("followed %d decisions of %d", len(s.g.Updates), s.Over().Step)
	}
}

// A finished game opened again is shown with its real end at once: the welcome's view (the
// others' scores unknown) is never shown as the end before the server's revealed record.
func TestFinishedGameOpensWithItsEnd(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	tk := create(t, base, protocol.SeatRequest{Kind: "me"}, protocol.SeatRequest{Kind: "bot", Level: "random"})
	s := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
	until(t, s, "my decision", s.HumanToDecide) // the step the resignation names stays the latest
	if err := s.Resign(); err != nil {
		t.Fatal(err)
	}
	until(t, s, "the end", func() bool { return s.Over() != nil })
	s.Close()
	for i := 0; i < 5; i++ { // the welcome and the end may come in one poll or two
		again := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
		until(t, again, "the finished game to arrive", again.Arrived)
		if again.final == nil || again.Over() == nil {
			t.Fatal("the finished game was shown before its end had come")
		}
		again.Close()
	}
}

// A finished game kept on this device is the table's game: the other person's seat is a
// person's and named, the bot's a bot's of its level (the board shows the others' decisions
// arriving as a bot's do, and the file said so: "seats human medium").
func TestFinishedGameKeptWithItsPeople(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	tk := create(t, base, protocol.SeatRequest{Kind: "me", Name: "Anna"}, protocol.SeatRequest{Kind: "human"}, protocol.SeatRequest{Kind: "bot", Level: "easy"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	bo, err := client.Join(ctx, base, tk.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	a := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
	defer a.Close()
	b := Dial(Config{Base: base, Game: bo.Game, Token: bo.Token})
	defer b.Close()
	until(t, a, "Anna's game", a.Arrived)
	until(t, b, "Bo's game", b.Arrived)
	if err := a.Resign(); err != nil {
		t.Fatal(err)
	}
	until(t, b, "Anna's resignation at Bo's", func() bool { return len(b.Resigned()) == 1 })
	if err := b.Resign(); err != nil {
		t.Fatal(err)
	}
	until(t, a, "the end", func() bool { return a.Over() != nil && a.final != nil })
	st := storage.NewMemory()
	if err := a.SaveAs(st, "kept"); err != nil {
		t.Fatal(err)
	}
	cfg, err := session.LoadConfig(st, "kept")
	if err != nil {
		t.Fatal(err)
	}
	want := []struct {
		human bool
		name  string
	}{{true, "Anna"}, {true, "Bo"}, {false, ""}}
	for i, w := range want {
		s := cfg.Seats[i]
		if s.Human != w.human || s.Name != w.name || (!s.Human && s.Level != ai.Easy) {
			t.Errorf("seat %d kept as %+v, want a person %v named %q", i, s, w.human, w.name)
		}
	}
}
