package session

import (
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
)

// A finished game replays position by position: each decision's position is the one the game had,
// its log lines name the decision they belong to, turns can be jumped to, and a new game can start
// from any point.
func TestReplay(t *testing.T) {
	seats := []Seat{{Dynasty: game.Archer, Level: ai.Easy}, {Dynasty: game.Bull, Level: ai.Easy}}
	s, err := New(Config{Seats: seats, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	poll.Until(t, time.Minute, "the game's end", func() bool { s.Poll(time.Now().Add(time.Hour)); return s.State().Over() })
	r, err := NewReplay(s.Record(), seats)
	if err != nil {
		t.Fatal(err)
	}
	if r.Len() != len(s.Record().Moves()) || len(r.Lines) != len(s.Log()) {
		t.Fatalf("%d decisions and %d lines, the game had %d and %d", r.Len(), len(r.Lines), len(s.Record().Moves()), len(s.Log()))
	}
	t.Run("seeking", func(t *testing.T) { checkSeeking(t, r, s.Record()) })
	t.Run("log", func(t *testing.T) { checkReplayLog(t, r) })
	w, err := r.Watch()
	if err != nil {
		t.Fatal(err)
	}
	if w.View() != nil || w.HumanToDecide() || w.Poll(time.Now().Add(time.Hour)) {
		t.Fatal("a watched position shows a hand or lets someone decide")
	}
	// play on from turn 3 with a human in the first seat
	mine := append([]Seat(nil), seats...)
	mine[0].Human = true
	g, err := New(r.From(mine))
	if err != nil {
		t.Fatal(err)
	}
	if !g.State().Equal(r.State()) || g.State().Over() {
		t.Fatal("the new game does not start from the position shown")
	}
}

// checkSeeking checks that the replay r of rec shows each decision's position, stops at the end
// and jumps to a turn's start.
func checkSeeking(t *testing.T, r *Replay, rec *game.Record) {
	for _, n := range []int{0, 1, r.Len() / 2, r.Len()} {
		r.Seek(n)
		want, err := rec.Replay(n)
		if err != nil {
			t.Fatal(err)
		}
		if !r.State().Equal(want) {
			t.Fatalf("the position after %d decisions differs", n)
		}
	}
	r.Seek(r.Len() + 5)
	if r.At() != r.Len() || !r.State().Over() {
		t.Fatal("seeking past the end does not stop at it")
	}
	r.SeekTurn(3)
	if k, _ := r.Turn(); k != 3 || r.At() == 0 {
		t.Fatalf("turn 3 shows turn %d at decision %d", k, r.At())
	}
	// the position shown is a turn's start: every player holds six tiles, two actions are left
	if r.State().ActionsLeft() != 2 {
		t.Fatalf("turn 3 starts with %d actions left", r.State().ActionsLeft())
	}
}

// checkReplayLog checks that the replay's log opens with the game's opening and that its lines
// belong to decisions in order.
func checkReplayLog(t *testing.T, r *Replay) {
	if r.Lines[0] != "Archer begins · 2 players · standard map" || r.LineAt[0] != 0 {
		t.Fatalf("the replay's log begins %q at decision %d, not with the game's opening", r.Lines[0], r.LineAt[0])
	}
	for i, at := range r.LineAt[1:] {
		i++
		if at < 1 || at > r.Len() || i > 0 && at < r.LineAt[i-1] {
			t.Fatalf("line %d belongs to decision %d", i, at)
		}
	}
}
