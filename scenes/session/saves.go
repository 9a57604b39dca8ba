package session

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/seating"
	"tigris/storage"
)

// Where games are kept in a store: the game in progress, saved after every decision (the title's
// Continue), and the games saved by name.
const (
	AutosaveKey = "autosave"
	savesGroup  = "saves/"
)

// SaveEntry is one line of the save list.
type SaveEntry struct {
	Name    string
	Saved   time.Time // zero when the save does not say
	Players string    // "Archer (human), Bull (medium)"
	Turn    int       // the turn under way: what the Load list shows
	Over    bool
	Err     error // the save cannot be loaded: why
}

// seatsFrom rebuilds the seats from a save; a save that does not say (format 1) gets a human in the
// first seat and Medium bots in the others.
func seatsFrom(st *game.State, info game.SaveInfo) ([]Seat, error) {
	labels := info.Seats
	var seats []Seat
	for i := 0; i < st.NumPlayers(); i++ {
		seat := Seat{Dynasty: st.Player(i).Dynasty, Human: i == 0, Level: ai.Medium}
		if labels != nil {
			seat.Human = labels[i] == "human"
			if !seat.Human {
				l, err := ai.ParseLevel(labels[i])
				if err != nil {
					return nil, fmt.Errorf("the save's seat %d: %v", i+1, err)
				}
				seat.Level = l
			}
		}
		if i < len(info.BotFrom) && !seat.Human {
			seat.BotFrom = info.BotFrom[i]
		}
		if i < len(info.Names) && (seat.Human || seat.BotFrom > 0) {
			seat.Name = info.Names[i] // a seat a bot took from a person keeps the person's name
		}
		seats = append(seats, seat)
	}
	return seats, nil
}

// marshal writes the session's game with its seats and the time.
func (s *Session) marshal(now time.Time) []byte {
	var names []string
	for _, seat := range s.seats {
		names = append(names, seat.Name)
	}
	rec := s.keptRecord()
	var from []int
	for _, seat := range s.seats {
		from = append(from, seat.BotFrom)
	}
	return rec.MarshalInfo(game.SaveInfo{Saved: now, Seats: seating.Labels(s.seats), Names: names, BotFrom: from})
}

// keptRecord is the game as it is kept: a turn waiting at its end is kept as ended, so nothing
// done is lost.
func (s *Session) keptRecord() *game.Record {
	if s.held != nil {
		return s.held.full
	}
	return s.rec
}

// LoadConfig reads a saved game into a config that continues it. key is AutosaveKey or a name
// from the save list.
func LoadConfig(st storage.Store, key string) (Config, error) {
	if key != AutosaveKey {
		key = savesGroup + key
	}
	data, err := st.Get(key)
	if errors.Is(err, storage.ErrNotFound) {
		return Config{}, fmt.Errorf("there is no saved game %q", strings.TrimPrefix(key, savesGroup))
	}
	if err != nil {
		return Config{}, err
	}
	if key == AutosaveKey {
		return configFromData(data) // the game's own, which may have grown past MaxSave
	}
	return ConfigFromSave(data)
}

// DefaultSeats are the seats of a game that does not say who plays: a human in the first seat,
// Medium bots in the others.
func DefaultSeats(st *game.State) []Seat {
	seats, _ := seatsFrom(st, game.SaveInfo{})
	return seats
}

// ConfigFromSave reads a save file's content into a config that continues the game.
func ConfigFromSave(data []byte) (Config, error) {
	if err := game.CheckSize("save", len(data), game.MaxSave); err != nil {
		return Config{}, err
	}
	return configFromData(data)
}

func configFromData(data []byte) (Config, error) {
	rec, info, err := game.UnmarshalInfo(plainText(data))
	if err != nil {
		return Config{}, err
	}
	seats, err := seatsFrom(rec.Start(), info)
	if err != nil {
		return Config{}, err
	}
	return Config{Seats: seats, Record: rec}, nil
}

// CanContinue reports whether there is an unfinished game to continue, and when the game saved
// for Continue cannot be read, why.
func CanContinue(st storage.Store) (bool, error) {
	cfg, err := LoadConfig(st, AutosaveKey)
	if err != nil {
		if _, missing := st.Get(AutosaveKey); errors.Is(missing, storage.ErrNotFound) {
			return false, nil
		}
		return false, err
	}
	return !cfg.Record.State().Over(), nil
}

// ListSaves lists the saved games, the newest first, each read whole. A save that cannot be read is
// listed with its reason, so the player can see it and delete it.
func ListSaves(st storage.Store) ([]SaveEntry, error) {
	refs, err := ListSaveRefs(st)
	if err != nil {
		return nil, err
	}
	out := make([]SaveEntry, 0, len(refs))
	for _, r := range refs {
		e, _ := DescribeSave(st, r.Name)
		out = append(out, e)
	}
	return out, nil
}

func describeSave(data []byte) (saved time.Time, players string, turn int, over bool, left *game.State, err error) {
	if err = game.CheckSize("save", len(data), game.MaxSave); err != nil {
		return
	}
	rec, info, err := game.UnmarshalInfo(plainText(data))
	if err != nil {
		return
	}
	seats, err := seatsFrom(rec.Start(), info)
	if err != nil {
		return
	}
	var parts []string
	for _, s := range seats {
		who := "human"
		if !s.Human {
			who = s.Level.String()
		} else if s.Name != "" {
			who = s.Name
		}
		parts = append(parts, fmt.Sprintf("%s (%s)", Capitalize(s.Dynasty.String()), who))
	}
	left = rec.State()
	return info.Saved, strings.Join(parts, ", "), rec.Turn(), left.Over(), left, nil
}

// DeleteSave removes a saved game.
func DeleteSave(st storage.Store, name string) error { return st.Delete(savesGroup + name) }
