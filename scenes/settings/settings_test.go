package settings

import (
	"math"
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/seating"
	"tigris/storage"
)

// Settings survive a restart; damaged values fall back to the defaults with a message.
func TestSettingsPersist(t *testing.T) {
	st := storage.NewMemory()
	got, err := LoadSettings(st)
	if err != nil || !reflect.DeepEqual(got, DefaultSettings()) {
		t.Fatalf("first run: %+v, %v", got, err)
	}
	want := Settings{Volume: 0.25, Mute: true, Fullscreen: true, AnimSpeed: 0, Highlight: 3, ShowStrengths: false, ShowBag: true, HighContrast: true, Theme: Space, EndTurn: 2, PhoneBoard: 1}
	if err := want.Save(st); err != nil {
		t.Fatal(err)
	}
	if got, err := LoadSettings(st); err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("came back as %+v, %v", got, err)
	}
	st.Put(Key, []byte("volume 7\nmute perhaps\nanimation fast\nfuture-option 3\ntheme moon\nendturn never\n"))
	got, err = LoadSettings(st)
	if err == nil || !strings.Contains(err.Error(), "volume") || !strings.Contains(err.Error(), "mute") || !strings.Contains(err.Error(), "theme") || !strings.Contains(err.Error(), "endturn") {
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
		if s.Volume < 0 || s.Volume > 1 || s.AnimSpeed < 0 || s.AnimSpeed > 3 || s.Highlight < 1 || s.Highlight > 3 || s.Theme < 0 || s.Theme >= len(ThemeNames) || s.EndTurn < 0 || s.EndTurn >= len(EndTurnNames) || s.PhoneBoard < 0 || s.PhoneBoard >= len(PhoneBoardNames) {
			t.Fatalf("out of range: %+v", s)
		}
		back, err := UnmarshalSettings(s.Marshal())
		if err != nil || !reflect.DeepEqual(back, s) {
			t.Fatalf("%+v does not round-trip: %+v, %v", s, back, err)
		}
	})
}

// The new-game screen's last choice is kept with the settings and read back the same; damaged
// values are refused and the usual game stands.
func TestLastGameKept(t *testing.T) {
	seats := []seating.Seat{{Dynasty: game.Pot, Human: true}, {Dynasty: game.Lion, Level: ai.Hard}, {Dynasty: game.Archer, Human: true}}
	o := game.Options{Map: game.AdvancedMap, Wonder: true, English: true}
	s := DefaultSettings()
	s.LastSeats, s.LastGame = seating.FormatSeats(seats), seating.FormatOptions(o)
	back, err := UnmarshalSettings(s.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	gotSeats, err := seating.ParseSeats(back.LastSeats)
	if err != nil || len(gotSeats) != 3 || gotSeats[1] != seats[1] || !gotSeats[2].Human {
		t.Fatalf("seats came back as %+v, %v", gotSeats, err)
	}
	gotOpts, err := seating.ParseOptions(back.LastGame)
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

// The reviewed games' losses are kept in order, the last 50, and give the trend: all of them and
// the latest, each game weighed by its decisions.
func TestReviewsKept(t *testing.T) {
	s := DefaultSettings()
	day := time.Date(2026, 11, 28, 10, 0, 0, 0, time.UTC)
	for i := 0; i < 55; i++ {
		s.CountReview(day, 1, 10)
	}
	s.CountReview(day.AddDate(0, 0, 1), 0.25, 30)
	back, err := UnmarshalSettings(s.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Reviews) != 50 || back.Reviews[49] != (ReviewStat{"2026-11-29", 0.25, 30}) {
		t.Fatalf("reviews %d, last %+v", len(back.Reviews), back.Reviews[len(back.Reviews)-1])
	}
	all, last, games := back.LossTrend(2)
	if games != 50 || math.Abs(last-(10+7.5)/40) > 1e-9 || math.Abs(all-(490+7.5)/520) > 1e-9 {
		t.Fatalf("trend %v %v over %d", all, last, games)
	}
	for _, bad := range []string{"review 2026-13-01 0.5 10", "review 2026-11-01 -1 10", "review 2026-11-01 0.5 0"} {
		if _, err := UnmarshalSettings([]byte(bad + "\n")); err == nil {
			t.Errorf("%q was read", bad)
		}
	}
}

// TestSettingsKeepTheExpertsReach: the shares of the Expert's recent searches come back as kept,
// and a damaged line is refused with the defaults standing for it.
func TestSettingsKeepTheExpertsReach(t *testing.T) {
	s := DefaultSettings()
	s.ExpertReach, s.ExpertAtCap = []float64{0.215, 0.536, 1}, []float64{0.215, 0.5, 0.75}
	got, err := UnmarshalSettings(s.Marshal())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.ExpertReach, s.ExpertReach) || !slices.Equal(got.ExpertAtCap, s.ExpertAtCap) {
		t.Fatalf("kept %v %v, read back %v %v", s.ExpertReach, s.ExpertAtCap, got.ExpertReach, got.ExpertAtCap)
	}
	bad, err := UnmarshalSettings([]byte("reach 0.5,x 0.5\n"))
	if err == nil || bad.ExpertReach != nil {
		t.Fatalf("a damaged reach line read as %v (error %v)", bad.ExpertReach, err)
	}
}

// The settings remember that the zoom tip was shown (issue 44: it is shown once), and a first
// run's settings say it was not.
func TestSettingsKeepTheZoomTipShown(t *testing.T) {
	if DefaultSettings().ZoomTaught {
		t.Fatal("a first run's settings say the zoom tip was shown")
	}
	s := DefaultSettings()
	s.ZoomTaught = true
	got, err := UnmarshalSettings(s.Marshal())
	if err != nil || !got.ZoomTaught {
		t.Fatalf("read back: zoom tip shown %v (%v)", got.ZoomTaught, err)
	}
	if _, err := UnmarshalSettings([]byte("zoomtaught maybe\n")); err == nil {
		t.Fatal("a zoom tip line that is not a yes or no is read without a word")
	}
}

// How a phone held upright shows the board is kept and read back; it is turned by default (the
// settings of an older version, without the line, keep it turned), and a value not known is an
// error that leaves it turned and the other lines read.
func TestSettingsKeepThePhoneBoard(t *testing.T) {
	if DefaultSettings().AsPrinted() {
		t.Fatal("a first run's phone shows the board as printed: turned is the default")
	}
	s := DefaultSettings()
	s.PhoneBoard = 1
	data := s.Marshal()
	if !strings.Contains(string(data), "phoneboard printed\n") {
		t.Fatalf("the setting is not written in words: %q", data)
	}
	got, err := UnmarshalSettings(data)
	if err != nil || !got.AsPrinted() {
		t.Fatalf("read back: as printed %v (%v)", got.AsPrinted(), err)
	}
	if got, err := UnmarshalSettings([]byte("volume 0.5\nendturn now\n")); err != nil || got.AsPrinted() {
		t.Fatalf("an older version's settings: as printed %v (%v)", got.AsPrinted(), err)
	}
	got, err = UnmarshalSettings([]byte("phoneboard sideways\nendturn now\n"))
	if err == nil || !strings.Contains(err.Error(), "phoneboard") || !strings.Contains(err.Error(), "turned, printed") {
		t.Fatalf("an unknown value: %v", err)
	}
	if got.AsPrinted() || got.EndTurn != 3 {
		t.Fatalf("an unknown value gave as printed %v, end turn %d", got.AsPrinted(), got.EndTurn)
	}
}
