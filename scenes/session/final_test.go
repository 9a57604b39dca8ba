package session

import (
	"strings"
	"testing"
	"tigris/lessons"
	"time"

	"tigris/ai"
	"tigris/game"
)

// The end explains each player's colours in words, where the treasures went, and how a tie on the
// weakest colour was broken (the "end" lesson's position: 4 each, then 5 against 4).
func TestFinalExplained(t *testing.T) {
	s := endLessonPlayed(t)
	f := Explain(s.State(), []string{"Archer", "Bull"})
	if len(f.Rows) != 2 || f.Rows[0].Seat != 0 || f.Rows[0].Place != 1 || f.Rows[1].Place != 2 {
		t.Fatalf("rows %+v", f.Rows)
	}
	if got := f.Rows[0].Colours; got != "red 6 · blue 3 + 1 treasure = 4 · green 7 · black 5" {
		t.Fatalf("Archer's colours: %q", got)
	}
	if f.Rows[0].Weakest != "blue 4" || f.Rows[0].Score != 4 {
		t.Fatalf("Archer's weakest: %q", f.Rows[0].Weakest)
	}
	want := "Archer and Bull both have 4 in their weakest colour; the tie goes to the second weakest colour: Archer's 5 against Bull's 4."
	if f.Why != want {
		t.Fatalf("why:\n%s\nwant\n%s", f.Why, want)
	}
	if !strings.Contains(f.Rows[1].Colours, "black 6") {
		t.Fatalf("Bull's colours: %q", f.Rows[1].Colours)
	}
	if !strings.HasSuffix(f.Rows[1].Colours, " · level with Archer at 4; behind on the second weakest colour, 4 against 5") ||
		strings.Contains(f.Rows[0].Colours, "level") {
		t.Fatalf("the tie on the rows: %q, %q", f.Rows[0].Colours, f.Rows[1].Colours)
	}
}

// Online, Archer (first by points) resigned before the end: Bull wins, Archer's row says why it is
// last (an online game's results once ranked a resigned seat first).
func TestFinalResignedLast(t *testing.T) {
	s := endLessonPlayed(t)
	r := ExplainResigned(s.State(), []string{"Archer", "Bull"}, []int{0})
	if len(r.Rows) != 2 || r.Rows[0].Seat != 1 || r.Rows[0].Place != 1 || r.Rows[1].Seat != 0 || r.Rows[1].Place != 2 {
		t.Fatalf("resigned rows %+v", r.Rows)
	}
	if !strings.HasPrefix(r.Rows[1].Colours, "Resigned") || strings.HasPrefix(r.Rows[0].Colours, "Resigned") {
		t.Fatalf("rows' words: %q, %q", r.Rows[0].Colours, r.Rows[1].Colours)
	}
	if r.Why != "Archer resigned: Bull played on and wins." {
		t.Fatalf("why: %q", r.Why)
	}
}

// endLessonPlayed plays the "end" lesson to its end.
func endLessonPlayed(t *testing.T) *Session {
	t.Helper()
	l, _ := lessons.ByID("end")
	s, err := StartLesson(l, false)
	if err != nil {
		t.Fatal(err)
	}
	for _, step := range l.Steps {
		if err := s.Try(wantedMove(t, s, step.Want[0])); err != nil {
			t.Fatal(err)
		}
	}
	if !s.State().Over() {
		t.Fatal("the game did not end")
	}
	return s
}

// A finished game of one human against bots counts in the statistics by its strongest bot and its
// number of players only when the game dealt it and its bots thought at their full budget; a game
// started from a position, one with the bots' thinking capped, and a lesson do not count.
func TestOutcomeCounts(t *testing.T) {
	l, _ := lessons.ByID("end")
	st, err := StartPosition(l.Position(), 1)
	if err != nil {
		t.Fatal(err)
	}
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Hard}}, Start: st})
	if _, _, _, ok := s.Outcome(); ok {
		t.Fatal("an unfinished game counts")
	}
	for _, step := range l.Steps {
		if err := s.Try(wantedMove(t, s, step.Want[0])); err != nil {
			t.Fatal(err)
		}
	}
	if _, _, _, ok := s.Outcome(); ok || !s.State().Over() {
		t.Fatal("a game started from a position (a winning one) counts in the statistics")
	}
	lesson, _ := StartLesson(l, false)
	for _, step := range l.Steps {
		lesson.Try(wantedMove(t, lesson, step.Want[0]))
	}
	if _, _, _, ok := lesson.Outcome(); ok || !lesson.State().Over() {
		t.Fatal("a lesson counts in the statistics")
	}
}

// finishedDeal is a dealt game played to its end with random decisions.
func finishedDeal(t *testing.T, seed uint64) *game.Record {
	t.Helper()
	rec, err := game.NewRecord(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull}}, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := game.NewRNG(seed)
	for i := 0; i < 5000 && !rec.State().Over(); i++ {
		m, ok := rec.State().RandomMove(rng)
		if !ok {
			t.Fatal("no move")
		}
		if _, err := rec.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	if !rec.State().Over() {
		t.Fatal("the random game did not end")
	}
	return rec
}

func TestOutcomeCountsOnlyFairGames(t *testing.T) {
	seats := []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Expert}}
	rec := finishedDeal(t, 12)
	if level, players, _, ok := mustSession(t, Config{Seats: seats, Record: rec}).Outcome(); !ok || level != "expert" || players != 2 {
		t.Fatalf("a dealt game played to its end: %q %d %v", level, players, ok)
	}
	if _, _, _, ok := mustSession(t, Config{Seats: seats, Record: rec, BotThink: time.Nanosecond}).Outcome(); ok {
		t.Fatal("a game whose bots' thinking was capped counts")
	}
	pasted := game.RecordFrom(rec.State().Clone())
	if _, _, _, ok := mustSession(t, Config{Seats: seats, Record: pasted}).Outcome(); ok {
		t.Fatal("a game that started from a finished position counts")
	}
}
