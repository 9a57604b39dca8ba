package session

import (
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
)

// The end explains each player's colours in words, where the treasures went, and how a tie on the
// weakest colour was broken (the "end" lesson's position: 4 each, then 5 against 4).
func TestFinalExplained(t *testing.T) {
	l, _ := LessonByID("end")
	s, err := StartLesson(l)
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
}

// A finished game of one human against bots counts in the statistics by its strongest bot and its
// number of players; a lesson does not count.
func TestOutcomeCounts(t *testing.T) {
	l, _ := LessonByID("end")
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
	level, players, won, ok := s.Outcome()
	if !ok || level != "hard" || players != 2 || !won {
		t.Fatalf("outcome %q %d %v %v", level, players, won, ok)
	}
	lesson, _ := StartLesson(l)
	for _, step := range l.Steps {
		lesson.Try(wantedMove(t, lesson, step.Want[0]))
	}
	if _, _, _, ok := lesson.Outcome(); ok || !lesson.State().Over() {
		t.Fatal("a lesson counts in the statistics")
	}
}
