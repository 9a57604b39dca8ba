package session

import (
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/storage"
)

// goLetters stands for the Go fonts' letters (engine.Fonts.Draws): Latin, Greek and Cyrillic,
// none of the Han characters.
var goLetters Letters = func(r rune) bool { return r < 0x2E80 }

// Names are trimmed, drawn by the fonts, counted in characters, free of invisible characters,
// distinct, and never another dynasty's.
func TestNames(t *testing.T) {
	if got, err := CleanName("  Anna  ", goLetters); err != nil || got != "Anna" {
		t.Fatalf("a padded name: %q, %v", got, err)
	}
	for _, good := range []string{"Ελένη", "Борис", "Zoë", strings.Repeat("é", 16), "", "   "} {
		if _, err := CleanName(good, goLetters); err != nil {
			t.Errorf("%q refused: %v", good, err)
		}
	}
	for bad, why := range map[string]string{
		"\u202eAnna":            "not",        // right-to-left override
		"An\u200bna":            "not",        // zero-width space
		"李明":                    "box",        // no such letters in the fonts
		"...":                   "a letter",   // nothing to read
		strings.Repeat("é", 17): "at most 16", // characters, not bytes
	} {
		if _, err := CleanName(bad, goLetters); err == nil || !strings.Contains(err.Error(), why) {
			t.Errorf("%q: %v, want %q", bad, err, why)
		}
	}
	seats := func(a, b string) []Seat {
		return []Seat{{Dynasty: game.Archer, Human: true, Name: a}, {Dynasty: game.Bull, Human: true, Name: b}, {Dynasty: game.Pot, Level: ai.Easy, Name: "ignored"}}
	}
	for _, tc := range []struct{ a, b, want string }{
		{"Anna", "anna ", "both called"},
		{"Bull", "", "another dynasty's"},
		{"Lion", "Bo", "another dynasty's"},
		{"", "Archer", "another dynasty's"},
		{"Pot", "", "another dynasty's"},
	} {
		if err := CheckSeatNames(seats(tc.a, tc.b), goLetters); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q and %q: %v, want %q", tc.a, tc.b, err, tc.want)
		}
	}
	ok := seats(" Archer ", "Bo")
	if err := CheckSeatNames(ok, goLetters); err != nil || ok[0].Name != "Archer" || ok[2].Name != "" {
		t.Fatalf("a player named after his own dynasty: %v, %+v", err, ok)
	}
	if _, err := New(Config{Seats: seats("Anna", "Anna"), Seed: 1}); err == nil {
		t.Fatal("a game with two players called Anna started")
	}
	rec, _ := game.NewRecord(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull, game.Pot}}, 1)
	loaded := mustSession(t, Config{Seats: seats("Anna", "Anna"), Record: rec})
	if loaded.Name(0) != "Archer" || loaded.Name(1) != "Bull" {
		t.Fatalf("a loaded game with two Annas plays as %q and %q", loaded.Name(0), loaded.Name(1))
	}
}

// A save's name is trimmed, counted in characters, and refused with invisible characters.
func TestSaveNames(t *testing.T) {
	for _, good := range []string{strings.Repeat("ü", storage.MaxNameRunes), "Jan's game (2)"} {
		if err := storage.CheckName(good); err != nil {
			t.Errorf("%q refused: %v", good, err)
		}
	}
	for _, bad := range []string{strings.Repeat("ü", storage.MaxNameRunes+1), "a\u202eb", "a\u2028b", "a\u00a0b", "tab\there", " lead", "a/b", "\u200b"} {
		if err := storage.CheckName(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	st := storage.NewMemory()
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Seed: 3, Letters: goLetters})
	if err := s.SaveAs(st, "  My game  "); err != nil {
		t.Fatal(err)
	}
	if _, err := st.Get("saves/My game"); err != nil {
		t.Fatalf("the save's name was not trimmed: %v", err)
	}
	if err := s.SaveAs(st, "李"); err == nil || !strings.Contains(err.Error(), "box") {
		t.Fatalf("a save name the fonts cannot draw: %v", err)
	}
}
