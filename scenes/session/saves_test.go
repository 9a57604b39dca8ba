package session

import (
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/storage"
)

// The game is saved after every decision: Continue finds exactly the position on screen.
func TestAutosaveAfterEveryDecision(t *testing.T) {
	st := storage.NewMemory()
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}},
		Start: position(t, twoHumans), Store: st})
	check := func(when string) {
		t.Helper()
		if err := s.Flush(); err != nil {
			t.Fatal(err)
		}
		cfg, err := LoadConfig(st, AutosaveKey)
		if err != nil {
			t.Fatalf("%s: %v", when, err)
		}
		if !cfg.Record.State().Equal(s.State()) {
			t.Fatalf("%s: the autosave differs from the game", when)
		}
		if !cfg.Seats[0].Human || cfg.Seats[1].Human || cfg.Seats[1].Level != ai.Easy {
			t.Fatalf("%s: seats came back as %+v", when, cfg.Seats)
		}
	}
	check("at the start")
	if ok, err := CanContinue(st); !ok || err != nil {
		t.Fatalf("a game under way cannot be continued: %v", err)
	}
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Green}, mustSpace("H5")); err != nil {
		t.Fatal(err)
	}
	check("after an action")
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	check("after undo")
	if err := s.Try(game.PassMove()); err != nil {
		t.Fatal(err)
	}
	untilHuman(t, s)
	check("after the bot's turn")
}

// Saves by name: listed newest first with players and turn; loading continues the same game; a
// damaged save is listed with its reason and refused when loaded.
func TestSavesByName(t *testing.T) {
	st := storage.NewMemory()
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Hard}},
		Start: position(t, twoHumans)})
	if err := s.SaveAs(st, "first"); err != nil {
		t.Fatal(err)
	}
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Green}, mustSpace("H5")); err != nil {
		t.Fatal(err)
	}
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Black}, mustSpace("A1")); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveAs(st, "second"); err != nil {
		t.Fatal(err)
	}
	if err := s.SaveAs(st, "a/b"); err == nil {
		t.Fatal("a name with a slash was accepted")
	}
	st.Put("saves/broken", []byte("tigris-euphrates save 2\nnothing else"))
	checkSaveList(t, st)
	cfg, err := LoadConfig(st, "second")
	if err != nil {
		t.Fatal(err)
	}
	if !cfg.Record.State().Equal(s.State()) || cfg.Seats[1].Level != ai.Hard {
		t.Fatal("the loaded game is not the saved one")
	}
	again := mustSession(t, cfg)
	if strings.Join(again.Log(), "\n") != strings.Join(s.Log(), "\n") {
		t.Fatalf("the loaded game's log:\n%s\nwant:\n%s", strings.Join(again.Log(), "\n"), strings.Join(s.Log(), "\n"))
	}
	checkRefusedAndDeleted(t, st)
}

// A new game never replaces the unfinished one behind Continue: that one is kept as a named
// save first. Continuing the game itself keeps nothing.
func TestNewGameKeepsTheUnfinishedOne(t *testing.T) {
	store := storage.NewMemory()
	seats := []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}
	a := mustSession(t, Config{Seats: seats, Seed: 3, Store: store})
	a.Ready()
	if err := a.Try(game.PassMove()); err != nil {
		t.Fatal(err)
	}
	if err := a.Flush(); err != nil {
		t.Fatal(err)
	}
	cfg, err := LoadConfig(store, AutosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Store = store
	again := mustSession(t, cfg)
	if again.KeptAs != "" {
		t.Fatalf("continuing the game kept it as %q", again.KeptAs)
	}
	b := mustSession(t, Config{Seats: seats, Seed: 4, Store: store})
	if b.KeptAs == "" || !strings.HasPrefix(b.KeptAs, "Unfinished: Archer v Bull, turn") {
		t.Fatalf("the unfinished game was kept as %q", b.KeptAs)
	}
	kept, err := LoadConfig(store, b.KeptAs)
	if err != nil || !kept.Record.State().Equal(a.State()) {
		t.Fatalf("the kept save does not hold the unfinished game: %v", err)
	}
}

// A damaged save behind Continue is not silently greyed out: the reason comes back.
func TestDamagedAutosaveSaysWhy(t *testing.T) {
	st := storage.NewMemory()
	if ok, err := CanContinue(st); ok || err != nil {
		t.Fatalf("with no game: %v, %v", ok, err)
	}
	st.Put(AutosaveKey, []byte("tigris save 2\ngarbage"))
	if ok, err := CanContinue(st); ok || err == nil {
		t.Fatalf("a damaged save gave %v, %v", ok, err)
	}
}

// checkSaveList checks the list of the saves "first", "second" and "broken": newest first, with
// players and turn, the damaged one with its reason.
func checkSaveList(t *testing.T, st storage.Store) {
	list, err := ListSaves(st)
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != 3 {
		t.Fatalf("%d saves listed", len(list))
	}
	byName := map[string]SaveEntry{}
	for _, e := range list {
		byName[e.Name] = e
	}
	if e := byName["second"]; e.Err != nil || e.Turn != 2 || e.Players != "Archer (human), Bull (hard)" || e.Saved.IsZero() {
		t.Fatalf("second: %+v", e)
	}
	if e := byName["first"]; e.Err != nil || e.Turn != 1 {
		t.Fatalf("first: %+v", e)
	}
	if e := byName["broken"]; e.Err == nil || !strings.Contains(e.Err.Error(), "truncated") {
		t.Fatalf("broken: %+v", e)
	}
	if list[0].Saved.Before(list[1].Saved) {
		t.Fatal("not newest first")
	}
}

// checkRefusedAndDeleted checks that a damaged or missing save is refused with its reason and that
// a deleted one leaves the list.
func checkRefusedAndDeleted(t *testing.T, st storage.Store) {
	if _, err := LoadConfig(st, "broken"); err == nil {
		t.Fatal("a broken save loaded")
	}
	if _, err := LoadConfig(st, "missing"); err == nil || !strings.Contains(err.Error(), "no saved game") {
		t.Fatalf("missing save: %v", err)
	}
	if err := DeleteSave(st, "first"); err != nil {
		t.Fatal(err)
	}
	if list, _ := ListSaves(st); len(list) != 2 {
		t.Fatalf("after delete: %d saves", len(list))
	}
}
