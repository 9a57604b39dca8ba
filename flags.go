package main

import (
	"fmt"
	"strings"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/session"
)

// parseSeats reads "-seats archer:human,bull:medium": a dynasty and human or a bot level per seat.
func parseSeats(spec string) ([]session.Seat, error) {
	var seats []session.Seat
	for _, part := range strings.Split(spec, ",") {
		name, who, ok := strings.Cut(strings.TrimSpace(part), ":")
		if !ok {
			return nil, fmt.Errorf("-seats: %q should be dynasty:human or dynasty:LEVEL (levels: %s)", part, strings.Join(ai.Levels(), ", "))
		}
		d, err := game.DynastyFromName(name)
		if err != nil {
			return nil, fmt.Errorf("-seats: %v", err)
		}
		seat := session.Seat{Dynasty: d, Human: who == "human"}
		if !seat.Human {
			if seat.Level, err = ai.ParseLevel(who); err != nil {
				return nil, fmt.Errorf("-seats: %v (or human)", err)
			}
		}
		seats = append(seats, seat)
	}
	if len(seats) < 2 || len(seats) > 4 {
		return nil, fmt.Errorf("-seats: a game has 2 to 4 seats, not %d", len(seats))
	}
	return seats, nil
}

// parseGameOptions reads -map and -options.
func parseGameOptions(mapName, options string) (game.Options, error) {
	var o game.Options
	m, err := game.MapFromName(mapName)
	if err != nil {
		return o, fmt.Errorf("-map: %v", err)
	}
	o.Map = m
	if err := o.SetOptionList(options); err != nil {
		return o, fmt.Errorf("-options: %v", err)
	}
	return o, nil
}
