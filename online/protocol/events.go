package protocol

import (
	"fmt"

	"tigris/game"
)

// Event is a game.Event on the wire: kind and why as words, colours as notation letters, spaces
// as names such as "C5" ("" for none). Text is the event in plain words.
type Event struct {
	Kind     string `json:"kind"`
	Player   int    `json:"player"`
	Other    int    `json:"other"`
	Color    string `json:"color,omitempty"`
	Cell     string `json:"cell,omitempty"`
	Cell2    string `json:"cell2,omitempty"`
	N        int    `json:"n"`
	N2       int    `json:"n2"`
	Monument string `json:"monument,omitempty"`
	Why      string `json:"why,omitempty"`
	Text     string `json:"text"`
}

// EventKinds names each game.EventKind, in its order.
var EventKinds = []string{"leader_placed", "leader_withdrawn", "leader_returned", "tile_placed", "scored",
	"unification", "unification_gone", "catastrophe", "tile_removed", "swapped", "revolt", "war", "committed",
	"conflict_won", "treasure", "monument", "building", "building_returned", "wonder", "tiles_drawn",
	"turn_ended", "game_over", "war_called_off"}

// ScoreWhys names each game.ScoreWhy, in its order.
var ScoreWhys = []string{"tile", "king", "building", "revolt", "war", "monument", "wonder"}

func space(c int16) string {
	if c < 0 || c >= game.NCells {
		return ""
	}
	return game.SpaceName(int(c))
}

// The kinds whose colour and second space mean something (the others leave them out).
var (
	withColor = map[game.EventKind]bool{game.EvLeaderPlaced: true, game.EvLeaderWithdrawn: true, game.EvLeaderReturned: true,
		game.EvTilePlaced: true, game.EvScored: true, game.EvTileRemoved: true, game.EvRevolt: true, game.EvWar: true,
		game.EvCommitted: true, game.EvConflictWon: true, game.EvBuilding: true, game.EvBuildingReturned: true,
		game.EvWarCalledOff: true}
	withCell2 = map[game.EventKind]bool{game.EvLeaderPlaced: true, game.EvRevolt: true, game.EvWar: true, game.EvBuilding: true}
)

// EventOf writes a game event for the wire.
func EventOf(e game.Event) Event {
	w := Event{Kind: EventKinds[e.Kind], Player: int(e.Player), Other: int(e.Other), Cell: space(e.Cell),
		N: int(e.N), N2: int(e.N2), Text: e.String()}
	if withCell2[e.Kind] {
		w.Cell2 = space(e.Cell2)
	}
	if withColor[e.Kind] && e.Color >= 0 && e.Color < game.NumColors {
		w.Color = string(e.Color.Letter())
	}
	if e.Kind == game.EvMonument || (e.Kind == game.EvScored && e.Why == game.ScoredMonument) {
		w.Monument = e.Monument.String()
	}
	if e.Kind == game.EvScored {
		w.Why = ScoreWhys[e.Why]
	}
	return w
}

// EventsOf writes a list of events for the wire.
func EventsOf(ev []game.Event) []Event {
	out := make([]Event, 0, len(ev))
	for _, e := range ev {
		out = append(out, EventOf(e))
	}
	return out
}

// Game reads a wire event back (what a Go client animates and logs).
func (w Event) Game() (game.Event, error) {
	e := game.Event{Player: int8(w.Player), Other: int8(w.Other), N: int16(w.N), N2: int16(w.N2), Color: game.NoColor, Cell: -1, Cell2: -1}
	k := index(EventKinds, w.Kind)
	if k < 0 {
		return e, fmt.Errorf("unknown event %q", w.Kind)
	}
	e.Kind = game.EventKind(k)
	if w.Color != "" {
		c, err := game.ColorFromLetter(w.Color[0])
		if err != nil || len(w.Color) != 1 {
			return e, fmt.Errorf("event colour %q", w.Color)
		}
		e.Color = c
	}
	for _, sp := range []struct {
		name string
		to   *int16
	}{{w.Cell, &e.Cell}, {w.Cell2, &e.Cell2}} {
		if sp.name != "" {
			i, err := game.ParseSpace(sp.name)
			if err != nil {
				return e, err
			}
			*sp.to = int16(i)
		}
	}
	if w.Monument != "" {
		m, err := game.MonumentFromName(w.Monument)
		if err != nil {
			return e, err
		}
		e.Monument = m
	}
	if w.Why != "" {
		y := index(ScoreWhys, w.Why)
		if y < 0 {
			return e, fmt.Errorf("unknown reason %q", w.Why)
		}
		e.Why = game.ScoreWhy(y)
	}
	return e, nil
}

func index(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// GameEvents reads a decision's wire events back into the game's, for a screen's log and
// animations (the same ones a local game gives it).
func GameEvents(ws []Event) ([]game.Event, error) {
	out := make([]game.Event, 0, len(ws))
	for _, w := range ws {
		e, err := w.Game()
		if err != nil {
			return nil, err
		}
		out = append(out, e)
	}
	return out, nil
}
