package session

import (
	"fmt"
	"strings"
	"unicode"

	"tigris/game"
	"tigris/storage"
)

// Letters says which characters the screen's fonts draw (engine.Fonts.Draws, where text is
// drawn); a name with another would be drawn as a box. Nil takes every character.
type Letters func(rune) bool

// drawable refuses a name with a character the fonts lack.
func (has Letters) drawable(name string) error {
	if has == nil {
		return nil
	}
	for _, r := range name {
		if r != ' ' && !has(r) {
			return fmt.Errorf("the game's letters have no %q (U+%04X): it would be drawn as a box", r, r)
		}
	}
	return nil
}

// CleanName trims a player's name and refuses one nobody could read: characters the fonts lack
// (those not in letters), no letter or digit at all, and what game.CheckPlayerName refuses
// (control, format and direction characters among them). An empty name stands for the dynasty's.
func CleanName(name string, letters Letters) (string, error) {
	name = strings.TrimSpace(name)
	if name == "" {
		return "", nil
	}
	if err := game.CheckPlayerName(name); err != nil {
		return "", err
	}
	if strings.IndexFunc(name, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0 {
		return "", fmt.Errorf("a name needs a letter or a digit")
	}
	return name, letters.drawable(name)
}

// CheckSeatNames trims the humans' names in place and refuses a name nobody could read, two
// seats known by one name (letter case aside), and a human named after another dynasty.
func CheckSeatNames(seats []Seat, letters Letters) error {
	seen := map[string]int{}
	for i := range seats {
		seat := &seats[i]
		who := Capitalize(seat.Dynasty.String())
		if seat.Human || seat.BotFrom > 0 && seat.Name != "" { // a seat a bot took keeps its person's name
			name, err := CleanName(seat.Name, letters)
			if err != nil {
				return fmt.Errorf("%s's name: %v", who, err)
			}
			seat.Name = name
			for d := game.Dynasty(0); d < game.NumDynasties; d++ {
				if d != seat.Dynasty && strings.EqualFold(name, d.String()) {
					return fmt.Errorf("%s's name: %q is another dynasty's", who, name)
				}
			}
		} else {
			seat.Name = ""
		}
		shown := strings.ToLower(nameList(seats[i : i+1])[0])
		if j, ok := seen[shown]; ok {
			return fmt.Errorf("%s and %s are both called %q: each player needs a name of his own", Capitalize(seats[j].Dynasty.String()), who, nameList(seats[i : i+1])[0])
		}
		seen[shown] = i
	}
	return nil
}

// keepReadableNames drops the names of a loaded game that its players could not tell apart or
// read (saved by an older version): they play on under their dynasties' names, the game kept.
func keepReadableNames(seats []Seat, letters Letters) []Seat {
	out := append([]Seat(nil), seats...)
	if CheckSeatNames(out, letters) == nil {
		return out
	}
	for i := range out {
		out[i].Name = ""
	}
	return out
}

// CheckSaveName is storage.CheckName with the name trimmed and drawn by the fonts (letters).
func CheckSaveName(name string, letters Letters) (string, error) {
	name = strings.TrimSpace(name)
	if err := storage.CheckName(name); err != nil {
		return "", err
	}
	return name, letters.drawable(name)
}

// settleNames checks a new game's names (a loaded one keeps its readable names) before it starts.
func settleNames(cfg *Config) error {
	if cfg.Record != nil {
		cfg.Seats = keepReadableNames(cfg.Seats, cfg.Letters)
		return nil
	}
	cfg.Seats = append([]Seat(nil), cfg.Seats...)
	return CheckSeatNames(cfg.Seats, cfg.Letters)
}
