package session

import (
	"reflect"
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

// Settings survive a restart; damaged values fall back to the defaults with a message.
func TestSettingsPersist(t *testing.T) {
	st := storage.NewMemory()
	got, err := LoadSettings(st)
	if err != nil || !reflect.DeepEqual(got, DefaultSettings()) {
		t.Fatalf("first run: %+v, %v", got, err)
	}
	want := Settings{Volume: 0.25, Mute: true, Fullscreen: true, AnimSpeed: 0, Highlight: 3, ShowStrengths: false, ShowBag: true, HighContrast: true, Theme: Space}
	if err := want.Save(st); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadSettings(st); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("came back as %+v, %v", got, err)
	}
	st.Put(settingsKey, []byte("volume 7\nmute perhaps\nanimation fast\nfuture-option 3\ntheme moon\n"))
	got, err = LoadSettings(st)
	if err == nil || !strings.Contains(err.Error(), "volume") || !strings.Contains(err.Error(), "mute") || !strings.Contains(err.Error(), "theme") {
		t.Fatalf("damaged settings: %v", err)
	}
	d := DefaultSettings()
	if got.Volume != d.Volume || got.Mute != d.Mute || got.AnimSpeed != 3 || got.Theme != d.Theme {
		t.Fatalf("damaged settings gave %+v", got)
	}
}

func FuzzSettings(f *testing.F) {
	f.Add(DefaultSettings().Marshal())
	f.Add([]byte("volume NaN\nhighlight \n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		s, _ := UnmarshalSettings(data)
		if s.Volume < 0 || s.Volume > 1 || s.AnimSpeed < 0 || s.AnimSpeed > 3 || s.Highlight < 1 || s.Highlight > 3 || s.Theme < 0 || s.Theme >= len(ThemeNames) {
			t.Fatalf("out of range: %+v", s)
		}
		back, err := UnmarshalSettings(s.Marshal())
		if err != nil || !reflect.DeepEqual(back, s) {
			t.Fatalf("%+v does not round-trip: %+v, %v", s, back, err)
		}
	})
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
