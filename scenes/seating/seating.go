// Package seating is who sits at a game and with which rules, written as the -seats and -options
// flags, a game's link, a save and the new-game screen's memory (the settings) write them:
// "archer:human:Anna,bull:medium" and "advanced,buildings,wonder". The session and the settings
// both read it; it knows nothing of either.
package seating

import (
	"fmt"
	"strings"

	"tigris/ai"
	"tigris/game"
)

// Seat says who plays a dynasty.
type Seat struct {
	Dynasty game.Dynasty
	Human   bool
	Level   ai.Level // for bots
	Name    string   // a human's name (hot seat), or "" for the dynasty's
	// BotFrom is the turn from which a bot plays a seat a person began (0: the seat is as it says
	// the whole game), so the results and the replay say who played when.
	BotFrom int
}

// Labels are the words a save keeps for its seats: "human" or a bot's level.
func Labels(seats []Seat) []string {
	var out []string
	for _, s := range seats {
		if s.Human {
			out = append(out, "human")
		} else {
			out = append(out, s.Level.String())
		}
	}
	return out
}

// ParseSeats reads seats written "archer:human,bull:medium": a dynasty and human or a bot level
// each, in clockwise order (the -seats flag, a link, the new-game screen's memory).
func ParseSeats(spec string) ([]Seat, error) {
	var seats []Seat
	for _, part := range strings.Split(spec, ",") {
		name, who, ok := strings.Cut(strings.TrimSpace(part), ":")
		who, player, named := strings.Cut(who, ":")
		if !ok {
			return nil, fmt.Errorf("%q should be dynasty:human or dynasty:LEVEL (levels: %s)", part, strings.Join(ai.Levels(), ", "))
		}
		d, err := game.DynastyFromName(name)
		if err != nil {
			return nil, err
		}
		seat := Seat{Dynasty: d, Human: who == "human"}
		if named {
			if !seat.Human {
				return nil, fmt.Errorf("%q: only a human seat has a name", part)
			}
			if err := game.CheckPlayerName(player); err != nil {
				return nil, fmt.Errorf("%q: %v", part, err)
			}
			seat.Name = strings.TrimSpace(player)
		}
		if !seat.Human {
			if seat.Level, err = ai.ParseLevel(who); err != nil {
				return nil, fmt.Errorf("%v (or human)", err)
			}
		}
		seats = append(seats, seat)
	}
	if len(seats) < 2 || len(seats) > 4 {
		return nil, fmt.Errorf("a game has 2 to 4 seats, not %d", len(seats))
	}
	return seats, nil
}

// FormatSeats writes seats as ParseSeats reads them.
func FormatSeats(seats []Seat) string {
	labels := Labels(seats)
	for i, s := range seats {
		labels[i] = s.Dynasty.String() + ":" + labels[i]
		if s.Human && s.Name != "" {
			labels[i] += ":" + s.Name
		}
	}
	return strings.Join(labels, ",")
}

// FormatOptions writes a game's map and options as "advanced,buildings,wonder" ("standard" alone
// when none): what the new-game screen remembers.
func FormatOptions(o game.Options) string {
	return strings.Join(append([]string{o.Map.String()}, o.Words()...), ",")
}

// ParseOptions reads what FormatOptions writes.
func ParseOptions(s string) (game.Options, error) {
	var o game.Options
	mapName, rest, _ := strings.Cut(s, ",")
	m, err := game.MapFromName(mapName)
	if err != nil {
		return o, err
	}
	o.Map = m
	return o, o.SetOptionList(rest)
}
