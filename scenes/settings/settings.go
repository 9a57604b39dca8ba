// Package settings keeps the player's preferences, lessons done and statistics between runs.
package settings

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"tigris/lessons"
	"time"

	"tigris/scenes/seating"
	"tigris/storage"
)

// Settings are the player's preferences, kept between runs.
type Settings struct {
	Volume        float64 // 0 to 1
	Mute          bool
	Fullscreen    bool
	AnimSpeed     int // 0 off, 1 slow, 2 normal, 3 fast
	Highlight     int // strength of legal-target highlights: 1 faint, 2 normal, 3 strong
	ShowStrengths bool
	ShowBag       bool // the number of tiles in the bag (hidden by default, R11.1)
	HighContrast  bool
	Theme         int // 0 the ancient board game, 1 its science-fiction edition (ThemeNames)
	// EndTurn is how a person's turn ends once its actions are done (EndTurnNames): at End turn
	// (the zero value), 3 or 10 seconds after its last action is shown, or at once
	EndTurn int
	// LastSeats and LastGame are the new-game screen's last choice (FormatSeats, FormatOptions);
	// empty for the usual game
	LastSeats, LastGame string
	// Lessons are the tutorial lessons completed, by id.
	Lessons []string
	// Stats count the games played against bots to the end.
	Stats []Stat
	// Reviews are the person's losses in the games against bots reviewed here, oldest first (the
	// last keptReviews), for the trend the title shows.
	Reviews []ReviewStat
	// ExpertReach and ExpertAtCap are how far this device's recent Expert searches got (ai/reach's
	// shares), kept so the strength the Expert plays at here is known before the next game.
	ExpertReach, ExpertAtCap []float64
	// ZoomTaught: the tip that the board zooms under the fingers was shown once on a touch
	// screen, and is not shown again
	ZoomTaught bool
	// TurnTaught: the tip that a phone held upright shows the board turned a quarter was shown
	// once, and is not shown again
	TurnTaught bool
	// PhoneBoard is how a phone held upright shows the board (PhoneBoardNames): turned a quarter
	// to fill the screen (the zero value), or upright as printed, as wide as the screen
	PhoneBoard int
}

// ReviewStat is one reviewed game's loss: the person's mean loss a decision in points (ai/review).
type ReviewStat struct {
	Day       string // 2006-01-02
	Loss      float64
	Decisions int
}

// keptReviews is how many reviewed games the trend keeps.
const keptReviews = 50

// CountReview adds a reviewed game's loss a decision to the trend.
func (s *Settings) CountReview(day time.Time, loss float64, decisions int) {
	s.Reviews = append(s.Reviews, ReviewStat{Day: day.Format(time.DateOnly), Loss: loss, Decisions: decisions})
	if n := len(s.Reviews); n > keptReviews {
		s.Reviews = append([]ReviewStat(nil), s.Reviews[n-keptReviews:]...)
	}
}

// LossTrend is the mean loss a decision over every reviewed game kept and over the last recent
// of them (each game weighed by its decisions), and how many games there are.
func (s *Settings) LossTrend(recent int) (all, last float64, games int) {
	mean := func(rs []ReviewStat) float64 {
		sum, n := 0.0, 0
		for _, r := range rs {
			sum += r.Loss * float64(r.Decisions)
			n += r.Decisions
		}
		if n == 0 {
			return 0
		}
		return sum / float64(n)
	}
	return mean(s.Reviews), mean(s.Reviews[max(0, len(s.Reviews)-recent):]), len(s.Reviews)
}

// Stat counts the finished games of one human against bots, by the strongest bot's level and the
// number of players.
type Stat struct {
	Level   string // the strongest opponent's level
	Players int
	Played  int
	Won     int // shared wins count
}

// DefaultSettings are the settings of a first run.
func DefaultSettings() Settings {
	return Settings{Volume: 0.7, AnimSpeed: 2, Highlight: 2, ShowStrengths: true}
}

// Key is where the settings are kept in the store.
const Key = "settings"

// AnimNames and HighlightNames are the words shown for the settings' steps.
var (
	AnimNames      = []string{"off", "slow", "normal", "fast"}
	HighlightNames = []string{"", "faint", "normal", "strong"}
	ThemeNames     = []string{"ancient", "space"}
	EndTurnNames   = []string{"confirm", "3s", "10s", "now"}
	// PhoneBoardNames: the board on a phone held upright turned a quarter, or as printed
	PhoneBoardNames = []string{"turned", "printed"}
)

// AsPrinted: a phone held upright shows the board as printed, not turned a quarter (two
// players who know the printed board asked for it: they read the map by its printed shape).
func (s Settings) AsPrinted() bool { return s.PhoneBoard == 1 }

// TurnEnd is how a person's turn ends once its actions are done: the EndTurn setting in the
// session's terms (session.TurnEnd has the same fields, and converts from it).
type TurnEnd struct {
	Confirm bool          // the turn waits at its end for End turn (or Undo)
	After   time.Duration // when positive, the turn ends by itself this long after it is shown
}

// TurnEnd is the EndTurn setting as the session takes it.
func (s Settings) TurnEnd() TurnEnd {
	switch s.EndTurn {
	case 1:
		return TurnEnd{Confirm: true, After: 3 * time.Second}
	case 2:
		return TurnEnd{Confirm: true, After: 10 * time.Second}
	case 3:
		return TurnEnd{}
	}
	return TurnEnd{Confirm: true}
}

// Space themes: the science-fiction edition's look and words.
const Space = 1

// Marshal writes the settings as "name value" lines.
func (s Settings) Marshal() []byte {
	out := fmt.Sprintf("volume %.2f\nmute %t\nfullscreen %t\nanimation %s\nhighlight %s\nstrengths %t\nbag %t\ncontrast %t\ntheme %s\nendturn %s\nphoneboard %s\n",
		s.Volume, s.Mute, s.Fullscreen, AnimNames[s.AnimSpeed], HighlightNames[s.Highlight], s.ShowStrengths, s.ShowBag, s.HighContrast, ThemeNames[s.Theme], EndTurnNames[s.EndTurn], PhoneBoardNames[s.PhoneBoard])
	if s.LastSeats != "" {
		out += fmt.Sprintf("seats %s\ngame %s\n", s.LastSeats, s.LastGame)
	}
	if len(s.Lessons) > 0 {
		out += "lessons " + strings.Join(s.Lessons, ",") + "\n"
	}
	for _, st := range s.Stats {
		out += fmt.Sprintf("stat %s %d %d %d\n", st.Level, st.Players, st.Played, st.Won)
	}
	for _, r := range s.Reviews {
		out += fmt.Sprintf("review %s %.2f %d\n", r.Day, r.Loss, r.Decisions)
	}
	if len(s.ExpertReach) > 0 && len(s.ExpertAtCap) > 0 {
		out += "reach " + shares(s.ExpertReach) + " " + shares(s.ExpertAtCap) + "\n"
	}
	if s.ZoomTaught {
		out += "zoomtaught true\n"
	}
	if s.TurnTaught {
		out += "turntaught true\n"
	}
	return []byte(out)
}

// UnmarshalSettings reads settings. Unknown lines are skipped (a newer version's settings); a
// value that cannot be read is an error, and the defaults stand for it.
func UnmarshalSettings(data []byte) (Settings, error) {
	s := DefaultSettings()
	var errs []error
	for _, line := range strings.Split(string(data), "\n") {
		name, val, _ := strings.Cut(strings.TrimSpace(line), " ")
		read := settingLines[name]
		if read == nil {
			continue
		}
		if err := read(&s, val); err != nil {
			errs = append(errs, fmt.Errorf("setting %q: value %q: %v", name, val, err))
		}
	}
	return s, errors.Join(errs...)
}

// shares writes a list of shares as "0.21,0.54".
func shares(v []float64) string {
	out := make([]string, len(v))
	for i, x := range v {
		out[i] = strconv.FormatFloat(x, 'f', 3, 64)
	}
	return strings.Join(out, ",")
}

// parseReach reads the reach line: the shares reached, a space, the shares at the own cap.
func (s *Settings) parseReach(val string) error {
	a, b, ok := strings.Cut(val, " ")
	if !ok {
		return fmt.Errorf("not two lists")
	}
	var lists [2][]float64
	for i, part := range []string{a, b} {
		for _, f := range strings.Split(part, ",") {
			x, err := strconv.ParseFloat(f, 64)
			if err != nil || !(x > 0 && x < 1000) {
				return fmt.Errorf("not a share: %q", f)
			}
			lists[i] = append(lists[i], x)
		}
	}
	s.ExpertReach, s.ExpertAtCap = lists[0], lists[1]
	return nil
}

// addReview reads a reviewed game's line (its day, the loss a decision, the decisions) and adds it.
func (s *Settings) addReview(val string) error {
	var r ReviewStat
	if _, err := fmt.Sscanf(val, "%s %g %d", &r.Day, &r.Loss, &r.Decisions); err != nil {
		return err
	}
	if _, err := time.Parse(time.DateOnly, r.Day); err != nil || !(r.Loss >= 0 && r.Loss < 1000) || r.Decisions < 1 {
		return fmt.Errorf("not a reviewed game")
	}
	s.Reviews = append(s.Reviews, r)
	return nil
}

// settingLines reads each line's value by its name into the settings, or says why it cannot.
var settingLines = map[string]func(s *Settings, val string) error{
	"volume":     parseVolume,
	"mute":       func(s *Settings, val string) error { return parseBool(val, &s.Mute) },
	"fullscreen": func(s *Settings, val string) error { return parseBool(val, &s.Fullscreen) },
	"animation":  func(s *Settings, val string) error { return parseStep(val, AnimNames, &s.AnimSpeed) },
	"highlight":  func(s *Settings, val string) error { return parseStep(val, HighlightNames, &s.Highlight) },
	"strengths":  func(s *Settings, val string) error { return parseBool(val, &s.ShowStrengths) },
	"bag":        func(s *Settings, val string) error { return parseBool(val, &s.ShowBag) },
	"contrast":   func(s *Settings, val string) error { return parseBool(val, &s.HighContrast) },
	"theme":      func(s *Settings, val string) error { return parseStep(val, ThemeNames, &s.Theme) },
	"endturn":    func(s *Settings, val string) error { return parseStep(val, EndTurnNames, &s.EndTurn) },
	"phoneboard": func(s *Settings, val string) error { return parseStep(val, PhoneBoardNames, &s.PhoneBoard) },
	"reach":      (*Settings).parseReach,
	"zoomtaught": func(s *Settings, val string) error { return parseBool(val, &s.ZoomTaught) },
	"turntaught": func(s *Settings, val string) error { return parseBool(val, &s.TurnTaught) },
	"seats": func(s *Settings, val string) error {
		_, err := seating.ParseSeats(val)
		if err == nil {
			s.LastSeats = val
		}
		return err
	},
	"game": func(s *Settings, val string) error {
		_, err := seating.ParseOptions(val)
		if err == nil {
			s.LastGame = val
		}
		return err
	},
	"lessons": parseLessons,
	"review":  func(s *Settings, val string) error { return s.addReview(val) },
	"stat":    parseStat,
}

func parseVolume(s *Settings, val string) error {
	v, err := strconv.ParseFloat(val, 64)
	if err != nil {
		return err
	}
	if !(v >= 0 && v <= 1) { // NaN too
		return fmt.Errorf("out of range")
	}
	s.Volume = v
	return nil
}

// parseLessons marks the lessons done that this version still has.
func parseLessons(s *Settings, val string) error {
	for _, id := range strings.Split(val, ",") {
		if l, _ := lessons.ByID(id); l != nil {
			s.MarkLesson(id)
		}
	}
	return nil
}

// parseStat reads a line of the statistics: a level, the number of players, games played and won.
func parseStat(s *Settings, val string) error {
	var st Stat
	if _, err := fmt.Sscanf(val, "%s %d %d %d", &st.Level, &st.Players, &st.Played, &st.Won); err != nil {
		return err
	}
	if st.Players < 2 || st.Players > 4 || st.Won < 0 || st.Won > st.Played {
		return fmt.Errorf("not a count of games")
	}
	s.Stats = append(s.Stats, st)
	return nil
}

func parseBool(val string, to *bool) error {
	b, err := strconv.ParseBool(val)
	if err == nil {
		*to = b
	}
	return err
}

func parseStep(val string, names []string, to *int) error {
	for i, n := range names {
		if n != "" && n == val {
			*to = i
			return nil
		}
	}
	return fmt.Errorf("not one of %s", strings.Join(names, ", "))
}

// LoadSettings reads the settings, or gives the defaults on a first run. Damaged settings give
// the defaults for what could not be read, and the error to tell the player.
func LoadSettings(st storage.Store) (Settings, error) {
	data, err := st.Get(Key)
	if errors.Is(err, storage.ErrNotFound) {
		return DefaultSettings(), nil
	}
	if err != nil {
		return DefaultSettings(), err
	}
	return UnmarshalSettings(data)
}

// Save keeps the settings.
func (s Settings) Save(st storage.Store) error { return st.Put(Key, s.Marshal()) }

// MarkLesson notes a lesson as completed.
func (s *Settings) MarkLesson(id string) {
	if !s.LessonDone(id) {
		s.Lessons = append(s.Lessons, id)
	}
}

// LessonDone reports whether a lesson was completed.
func (s *Settings) LessonDone(id string) bool {
	for _, l := range s.Lessons {
		if l == id {
			return true
		}
	}
	return false
}

// Count adds a finished game to the statistics.
func (s *Settings) Count(level string, players int, won bool) {
	i := 0
	for i < len(s.Stats) && (s.Stats[i].Level != level || s.Stats[i].Players != players) {
		i++
	}
	if i == len(s.Stats) {
		s.Stats = append(s.Stats, Stat{Level: level, Players: players})
	}
	s.Stats[i].Played++
	if won {
		s.Stats[i].Won++
	}
}
