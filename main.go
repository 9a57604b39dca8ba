// Command tigris plays Tigris & Euphrates. Until the screen lands it plays a seeded game between
// random bots in the terminal and prints the log and the final scores.
package main

import (
	"flag"
	"fmt"
	"os"
	"strings"

	"tigris/game"
)

func main() {
	seed := flag.Uint64("seed", 1, "the deal's random seed")
	players := flag.Int("players", 3, "number of players, 2 to 4")
	mapName := flag.String("map", "standard", "standard or advanced")
	options := flag.String("options", "", "comma-separated: english,buildings,wonder")
	flag.Parse()
	o, err := parseOptions(*players, *mapName, *options)
	if err != nil {
		fmt.Fprintln(os.Stderr, "tigris:", err)
		os.Exit(2)
	}
	r, err := game.NewRecord(o, *seed)
	if err != nil {
		fmt.Fprintln(os.Stderr, "tigris:", err)
		os.Exit(2)
	}
	rng := game.NewRNG(*seed)
	for !r.State().Over() {
		m, _ := r.State().RandomMove(rng)
		if _, err := r.Apply(m); err != nil {
			fmt.Fprintln(os.Stderr, "tigris:", err)
			os.Exit(1)
		}
		fmt.Println(r.Line(r.Moves()[len(r.Moves())-1]))
	}
	s := r.State()
	fmt.Print(s.BoardText(""))
	order, place := game.Ranking(s)
	for _, p := range order {
		pl := s.Player(p)
		fmt.Printf("%d. %-6s %v (points r%d b%d g%d k%d, treasures %d)\n", place[p], pl.Dynasty,
			game.FinalScore(pl), pl.Score[0], pl.Score[1], pl.Score[2], pl.Score[3], pl.Treasures)
	}
}

func parseOptions(players int, mapName, options string) (game.Options, error) {
	var o game.Options
	if players < 2 || players > 4 {
		return o, fmt.Errorf("-players must be 2, 3 or 4, not %d", players)
	}
	o.Seats = []game.Dynasty{game.Archer, game.Bull, game.Pot, game.Lion}[:players]
	m, err := game.MapFromName(mapName)
	if err != nil {
		return o, err
	}
	o.Map = m
	for _, w := range strings.Split(options, ",") {
		switch strings.TrimSpace(w) {
		case "":
		case "english":
			o.English = true
		case "buildings":
			o.Buildings = true
		case "wonder":
			o.Wonder = true
		default:
			return o, fmt.Errorf("-options: unknown option %q (english, buildings, wonder)", w)
		}
	}
	return o, nil
}
