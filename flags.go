package main

import (
	"fmt"

	"tigris/game"
	"tigris/scenes/session"
)

// parseSeats reads "-seats archer:human,bull:medium": a dynasty and human or a bot level per seat.
func parseSeats(spec string) ([]session.Seat, error) {
	seats, err := session.ParseSeats(spec)
	if err != nil {
		return nil, fmt.Errorf("-seats: %v", err)
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
