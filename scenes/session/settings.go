package session

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

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
	// LastSeats and LastGame are the new-game screen's last choice (FormatSeats, FormatOptions);
	// empty for the usual game
	LastSeats, LastGame string
}

// DefaultSettings are the settings of a first run.
func DefaultSettings() Settings {
	return Settings{Volume: 0.7, AnimSpeed: 2, Highlight: 2, ShowStrengths: true}
}

const settingsKey = "settings"

// AnimNames and HighlightNames are the words shown for the settings' steps.
var (
	AnimNames      = []string{"off", "slow", "normal", "fast"}
	HighlightNames = []string{"", "faint", "normal", "strong"}
)

// Marshal writes the settings as "name value" lines.
func (s Settings) Marshal() []byte {
	out := fmt.Sprintf("volume %.2f\nmute %t\nfullscreen %t\nanimation %s\nhighlight %s\nstrengths %t\nbag %t\ncontrast %t\n",
		s.Volume, s.Mute, s.Fullscreen, AnimNames[s.AnimSpeed], HighlightNames[s.Highlight], s.ShowStrengths, s.ShowBag, s.HighContrast)
	if s.LastSeats != "" {
		out += fmt.Sprintf("seats %s\ngame %s\n", s.LastSeats, s.LastGame)
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
		if name == "" {
			continue
		}
		var err error
		switch name {
		case "volume":
			var v float64
			if v, err = strconv.ParseFloat(val, 64); err == nil && !(v >= 0 && v <= 1) { // NaN too
				err = fmt.Errorf("out of range")
			} else if err == nil {
				s.Volume = v
			}
		case "mute":
			err = parseBool(val, &s.Mute)
		case "fullscreen":
			err = parseBool(val, &s.Fullscreen)
		case "animation":
			err = parseStep(val, AnimNames, &s.AnimSpeed)
		case "highlight":
			err = parseStep(val, HighlightNames, &s.Highlight)
		case "strengths":
			err = parseBool(val, &s.ShowStrengths)
		case "bag":
			err = parseBool(val, &s.ShowBag)
		case "contrast":
			err = parseBool(val, &s.HighContrast)
		case "seats":
			if _, err = ParseSeats(val); err == nil {
				s.LastSeats = val
			}
		case "game":
			if _, err = ParseOptions(val); err == nil {
				s.LastGame = val
			}
		}
		if err != nil {
			errs = append(errs, fmt.Errorf("setting %q: value %q: %v", name, val, err))
		}
	}
	return s, errors.Join(errs...)
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
	data, err := st.Get(settingsKey)
	if errors.Is(err, storage.ErrNotFound) {
		return DefaultSettings(), nil
	}
	if err != nil {
		return DefaultSettings(), err
	}
	return UnmarshalSettings(data)
}

// Save keeps the settings.
func (s Settings) Save(st storage.Store) error { return st.Put(settingsKey, s.Marshal()) }
