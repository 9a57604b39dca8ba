package session

import (
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
)

// The new-game screen's last choice is kept with the settings and read back the same; damaged
// values are refused and the usual game stands.
func TestLastGameKept(t *testing.T) {
	seats := []Seat{{Dynasty: game.Pot, Human: true}, {Dynasty: game.Lion, Level: ai.Hard}, {Dynasty: game.Archer, Human: true}}
	o := game.Options{Map: game.AdvancedMap, Wonder: true, English: true}
	s := DefaultSettings()
	s.LastSeats, s.LastGame = FormatSeats(seats), FormatOptions(o)
	back, err := UnmarshalSettings(s.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	gotSeats, err := ParseSeats(back.LastSeats)
	if err != nil || len(gotSeats) != 3 || gotSeats[1] != seats[1] || !gotSeats[2].Human {
		t.Fatalf("seats came back as %+v, %v", gotSeats, err)
	}
	gotOpts, err := ParseOptions(back.LastGame)
	if err != nil || gotOpts.Map != game.AdvancedMap || !gotOpts.Wonder || !gotOpts.English || gotOpts.Buildings {
		t.Fatalf("options came back as %+v, %v", gotOpts, err)
	}
	bad, err := UnmarshalSettings([]byte("seats archer:human\ngame moon\n"))
	if err == nil || bad.LastSeats != "" || bad.LastGame != "" {
		t.Fatalf("damaged last game: %+v, %v", bad, err)
	}
}

// Completed lessons and the statistics are kept with the settings and read back exactly; a bad
// count is refused.
func TestProgressKept(t *testing.T) {
	s := DefaultSettings()
	s.MarkLesson("tiles")
	s.MarkLesson("wars")
	s.MarkLesson("tiles")
	s.Count("medium", 3, true)
	s.Count("medium", 3, false)
	s.Count("hard", 2, false)
	back, err := UnmarshalSettings(s.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(back.Lessons, ",") != "tiles,wars" || !back.LessonDone("wars") || back.LessonDone("end") {
		t.Fatalf("lessons %v", back.Lessons)
	}
	want := []Stat{{"medium", 3, 2, 1}, {"hard", 2, 1, 0}}
	if len(back.Stats) != 2 || back.Stats[0] != want[0] || back.Stats[1] != want[1] {
		t.Fatalf("stats %v", back.Stats)
	}
	if _, err := UnmarshalSettings([]byte("stat hard 2 1 5\n")); err == nil {
		t.Fatal("more wins than games was read")
	}
	bad, _ := UnmarshalSettings([]byte("lessons tiles,nosuch\n"))
	if strings.Join(bad.Lessons, ",") != "tiles" {
		t.Fatalf("an unknown lesson was kept: %v", bad.Lessons)
	}
}

// Hot-seat players are named: the names are written with the seats (flags, links, the new-game
// screen's memory), kept in saves, and used in the log; a name a save could not carry is refused.
func TestPlayerNames(t *testing.T) {
	seats, err := ParseSeats("archer:human:Anna Lee,bull:human:Bo,pot:hard")
	if err != nil {
		t.Fatal(err)
	}
	if seats[0].Name != "Anna Lee" || seats[1].Name != "Bo" || seats[2].Name != "" {
		t.Fatalf("names %+v", seats)
	}
	if FormatSeats(seats) != "archer:human:Anna Lee,bull:human:Bo,pot:hard" {
		t.Fatal(FormatSeats(seats))
	}
	for _, bad := range []string{"archer:hard:Anna,bull:human", "archer:human:A|B,bull:human", "archer:human:Seventeen letters,bull:human"} {
		if _, err := ParseSeats(bad); err == nil {
			t.Errorf("%q was taken", bad)
		}
	}
	s := mustSession(t, Config{Seats: seats, Seed: 5})
	if s.Name(0) != "Anna Lee" || s.Name(2) != "Pot" {
		t.Fatalf("on screen: %q %q", s.Name(0), s.Name(2))
	}
	cfg, err := ConfigFromSave(s.SaveData())
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Seats[0].Name != "Anna Lee" || cfg.Seats[1].Name != "Bo" {
		t.Fatalf("after a save: %+v", cfg.Seats)
	}
	// a game without names is written in the format older versions read
	plain := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Seed: 5})
	if !strings.HasPrefix(string(plain.SaveData()), "tigris-euphrates save 2\n") {
		t.Fatal("a save without names is not in format 2")
	}
}

// The option without monuments is written and read like the others (flags, links, the new-game
// screen's memory, positions).
func TestNoMonumentsOption(t *testing.T) {
	o, err := ParseOptions("advanced,wonder,no-monuments")
	if err != nil || !o.NoMonuments || !o.Wonder {
		t.Fatalf("%+v %v", o, err)
	}
	if FormatOptions(o) != "advanced,wonder,no-monuments" {
		t.Fatal(FormatOptions(o))
	}
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Options: o, Seed: 3})
	st, err := StartPosition(s.State().String(), 1)
	if err != nil || !st.Options().NoMonuments {
		t.Fatalf("the position lost the option: %v", err)
	}
}
