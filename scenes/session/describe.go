// Package session runs one game for the screen: seats that are humans or bots, bots thinking off
// the UI goroutine, hot-seat hand-offs, what a drag may target and why a drop is refused, and the
// game log in words. It imports no Ebitengine, so it is tested anywhere.
package session

import (
	"fmt"
	"strings"

	"tigris/game"
)

// Capitalize capitalises the first letter (a line may start with a multi-byte dash).
func Capitalize(s string) string {
	for i, r := range s {
		return s[:i] + strings.ToUpper(string(r)) + s[i+len(string(r)):]
	}
	return s
}

// Describe turns events into log lines, each point with its reason ("Bull places a farm at H6;
// +1 blue to Bull: Bull's farmer rules this kingdom"), causes before their effects and the tiles one
// cause removed in one line. names gives each seat's name. Only public facts are written: draws
// are counted, never shown.
func Describe(ev []game.Event, names []string) []string {
	d := describer{names: names}
	var out []string
	for i := 0; i < len(ev); i++ {
		line, used := d.line(ev, i)
		i += used
		if line != "" {
			out = append(out, Capitalize(line))
		}
	}
	return out
}

// describer words events; public leaves out every seat's points (R11.1: the log as another seat
// reads it).
type describer struct {
	names  []string
	public bool
}

func (d describer) name(p int8) string {
	if p >= 0 && int(p) < len(d.names) {
		return d.names[p]
	}
	return "?"
}

// line describes ev[i], and the events after it that belong in the same line; it returns how many
// of those it took.
func (d describer) line(ev []game.Event, i int) (string, int) {
	e := ev[i]
	sp := game.SpaceName(int(e.Cell))
	next := func(k game.EventKind) bool { return i+1 < len(ev) && ev[i+1].Kind == k }
	switch e.Kind {
	case game.EvTilePlaced:
		line := fmt.Sprintf("%s places a %s at %s", d.name(e.Player), e.Color.TileName(), sp)
		if next(game.EvScored) && !d.public {
			return line + "; " + d.scored(ev[i+1]), 1
		}
		return line, 0
	case game.EvLeaderReturned:
		line := fmt.Sprintf("%s's %s at %s goes back to supply", d.name(e.Player), e.Color.LeaderName(), sp)
		if i == 0 || ev[i-1].Kind != game.EvConflictWon {
			line += ": no temple beside it any more"
		}
		return line, 0
	case game.EvCatastrophe:
		line := fmt.Sprintf("%s plays a catastrophe at %s", d.name(e.Player), sp)
		if next(game.EvTileRemoved) && ev[i+1].Cell == e.Cell {
			return line + ", destroying the " + ev[i+1].Color.TileName() + " there", 1
		}
		return line, 0
	case game.EvTileRemoved:
		return d.removed(ev, i)
	}
	if say, ok := lineOf[e.Kind]; ok {
		return say(d, e, sp), 0
	}
	return "", 0 // drawn tiles and the unification tile leaving are not worth a line
}

// lineOf words the events that make a line on their own, whatever comes around them; sp is the
// event's space.
var lineOf = map[game.EventKind]func(d describer, e game.Event, sp string) string{
	game.EvLeaderPlaced: func(d describer, e game.Event, sp string) string {
		if e.Cell2 >= 0 {
			return fmt.Sprintf("%s moves the %s from %s to %s", d.name(e.Player), e.Color.LeaderName(), game.SpaceName(int(e.Cell2)), sp)
		}
		return fmt.Sprintf("%s places the %s at %s", d.name(e.Player), e.Color.LeaderName(), sp)
	},
	game.EvLeaderWithdrawn: func(d describer, e game.Event, _ string) string {
		return fmt.Sprintf("%s withdraws the %s", d.name(e.Player), e.Color.LeaderName())
	},
	game.EvScored: func(d describer, e game.Event, _ string) string {
		if d.public {
			return ""
		}
		return d.scored(e)
	},
	game.EvUnification: func(d describer, e game.Event, sp string) string {
		return fmt.Sprintf("%s's tile at %s unites two kingdoms", d.name(e.Player), sp)
	},
	game.EvSwapped: func(d describer, e game.Event, _ string) string {
		if e.N == 1 {
			return d.name(e.Player) + " swaps 1 tile" // (the hand-off said "swaps 1 tiles")
		}
		return fmt.Sprintf("%s swaps %d tiles", d.name(e.Player), e.N)
	},
	game.EvRevolt: func(d describer, e game.Event, _ string) string {
		return fmt.Sprintf("Revolt! %s's %s challenges %s's (on the board %d against %d)", d.name(e.Player), e.Color.LeaderName(), d.name(e.Other), e.N, e.N2)
	},
	game.EvWar: func(d describer, e game.Event, _ string) string {
		return fmt.Sprintf("War of the %ss: %s attacks %s (on the board %d against %d)", e.Color.LeaderName(), d.name(e.Player), d.name(e.Other), e.N, e.N2)
	},
	game.EvCommitted: func(d describer, e game.Event, _ string) string {
		return fmt.Sprintf("%s commits %d %s", d.name(e.Player), e.N, plural(e.Color.TileName(), int(e.N)))
	},
	game.EvConflictWon: func(d describer, e game.Event, _ string) string {
		if e.N == e.N2 {
			return fmt.Sprintf("%s holds, %d to %d: ties go to the defender", d.name(e.Player), e.N, e.N2)
		}
		return fmt.Sprintf("%s wins %d to %d", d.name(e.Player), e.N, e.N2)
	},
	game.EvTreasure: func(d describer, e game.Event, sp string) string {
		return fmt.Sprintf("%s takes the treasure at %s", d.name(e.Player), sp)
	},
	game.EvMonument: func(d describer, e game.Event, sp string) string {
		return fmt.Sprintf("%s builds the %s monument at %s", d.name(e.Player), monumentName(e.Monument), sp)
	},
	game.EvBuilding: func(d describer, e game.Event, sp string) string {
		return fmt.Sprintf("%s puts the %s at %s", d.name(e.Player), e.Color.BuildingName(), sp)
	},
	game.EvBuildingReturned: func(_ describer, e game.Event, _ string) string {
		return fmt.Sprintf("the %s goes back beside the board", e.Color.BuildingName())
	},
	game.EvWonder: func(d describer, e game.Event, sp string) string {
		return fmt.Sprintf("%s erects the wonder at %s", d.name(e.Player), sp)
	},
	game.EvTurnEnded: func(d describer, e game.Event, _ string) string {
		return fmt.Sprintf("— end of %s's turn —", d.name(e.Player))
	},
	game.EvWarCalledOff: func(_ describer, e game.Event, _ string) string {
		return fmt.Sprintf("The war of the %ss is called off: the war before split the kingdom, and the two %ss no longer share one", e.Color.LeaderName(), e.Color.LeaderName())
	},
	game.EvGameOver: func(_ describer, e game.Event, _ string) string {
		if e.N == 1 {
			return "The bag is empty: the game is over"
		}
		return "Two or fewer treasures remain: the game is over"
	},
}

// removed groups the tiles of one colour leaving the game together into one line.
func (d describer) removed(ev []game.Event, i int) (string, int) {
	e := ev[i]
	spaces := []string{game.SpaceName(int(e.Cell))}
	n := 0
	for i+n+1 < len(ev) && ev[i+n+1].Kind == game.EvTileRemoved && ev[i+n+1].Color == e.Color {
		n++
		spaces = append(spaces, game.SpaceName(int(ev[i+n].Cell)))
	}
	if n == 0 {
		return fmt.Sprintf("the %s at %s leaves the game", e.Color.TileName(), spaces[0]), 0
	}
	return fmt.Sprintf("%d %ss leave the game (%s)", n+1, e.Color.TileName(), strings.Join(spaces, ", ")), n
}

// scored is a point line with its reason.
func (d describer) scored(e game.Event) string {
	who := d.name(e.Player)
	head := fmt.Sprintf("+%d %s to %s", e.N, e.Color, who)
	leader := e.Color.LeaderName()
	switch e.Why {
	case game.ScoredTile:
		return fmt.Sprintf("%s: %s's %s rules this kingdom", head, who, leader)
	case game.ScoredByKing:
		return fmt.Sprintf("%s: no %s here, so %s's king takes it", head, leader, who)
	case game.ScoredBuilding:
		return fmt.Sprintf("%s: %s's %s rules this kingdom and the %s doubles it", head, who, leader, e.Color.BuildingName())
	case game.ScoredRevolt:
		return head + " for winning the revolt"
	case game.ScoredWar:
		if e.N == 1 {
			return head + " for the beaten " + leader
		}
		return fmt.Sprintf("%s: 1 for the beaten %s and %d for the %s removed", head, leader, e.N-1, plural(e.Color.TileName(), int(e.N-1)))
	case game.ScoredMonument:
		return fmt.Sprintf("%s at the end of the turn: %s's %s shares a kingdom with the %s monument", head, who, leader, monumentName(e.Monument))
	case game.ScoredWonder:
		return fmt.Sprintf("%s at the end of the turn: %s's king shares a kingdom with the wonder", head, who)
	}
	return head
}

func points(e game.Event) string {
	return fmt.Sprintf("%d %s", e.N, e.Color)
}

func plural(s string, n int) string {
	if n == 1 {
		return s
	}
	return s + "s"
}

func monumentName(m game.Monument) string {
	c := m.Colors()
	return c[0].String() + "-" + c[1].String()
}

// Opening is the log's first line, written before any decision: who begins (drawn by lot at
// the setup), how many play, the map and the options that are on, so the log says from the first
// moment what game this is.
func Opening(st *game.State, names []string) string {
	parts := []string{fmt.Sprintf("%s begins", names[st.Turn()]), fmt.Sprintf("%d players", st.NumPlayers()),
		st.Options().Map.String() + " map"}
	for _, name := range OptionNames(st.Options()) {
		parts = append(parts, strings.TrimPrefix(name, "the ")) // a list's item, not a sentence's
	}
	return strings.Join(parts, " · ")
}

// OptionNames names the options that are on, as a sentence says them ("the English variant").
func OptionNames(o game.Options) []string {
	named := map[string]string{"english": "the English variant", "buildings": "civilization buildings", "wonder": "the wonder", "no-monuments": "no monuments", "open-scoring": "open scoring"}
	var out []string
	for _, w := range o.Words() {
		out = append(out, named[w])
	}
	return out
}
