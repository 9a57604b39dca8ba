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

// Describe turns events into log lines ("Bull places a farm at H6 and scores 1 blue"). names gives
// each seat's name. Only public facts are written: draws are counted, never shown.
func Describe(ev []game.Event, names []string) []string {
	name := func(p int8) string {
		if p >= 0 && int(p) < len(names) {
			return names[p]
		}
		return "?"
	}
	var out []string
	for i := 0; i < len(ev); i++ {
		e := ev[i]
		sp := game.SpaceName(int(e.Cell))
		var line string
		switch e.Kind {
		case game.EvTilePlaced:
			line = fmt.Sprintf("%s places a %s at %s", name(e.Player), e.Color.TileName(), sp)
			if i+1 < len(ev) && ev[i+1].Kind == game.EvScored {
				i++
				line += fmt.Sprintf(" and %s scores %s", name(ev[i].Player), points(ev[i]))
			}
		case game.EvLeaderPlaced:
			if e.Cell2 >= 0 {
				line = fmt.Sprintf("%s moves the %s from %s to %s", name(e.Player), e.Color.LeaderName(), game.SpaceName(int(e.Cell2)), sp)
			} else {
				line = fmt.Sprintf("%s places the %s at %s", name(e.Player), e.Color.LeaderName(), sp)
			}
		case game.EvLeaderWithdrawn:
			line = fmt.Sprintf("%s withdraws the %s", name(e.Player), e.Color.LeaderName())
		case game.EvLeaderReturned:
			line = fmt.Sprintf("%s's %s at %s goes back to supply", name(e.Player), e.Color.LeaderName(), sp)
		case game.EvScored:
			line = fmt.Sprintf("%s scores %s", name(e.Player), points(e))
		case game.EvUnification:
			line = fmt.Sprintf("%s's tile at %s unites two kingdoms", name(e.Player), sp)
		case game.EvCatastrophe:
			line = fmt.Sprintf("%s plays a catastrophe at %s", name(e.Player), sp)
		case game.EvTileRemoved:
			line = fmt.Sprintf("the %s at %s leaves the game", e.Color.TileName(), sp)
		case game.EvSwapped:
			line = fmt.Sprintf("%s swaps %d tiles", name(e.Player), e.N)
		case game.EvRevolt:
			line = fmt.Sprintf("Revolt! %s's %s challenges %s's", name(e.Player), e.Color.LeaderName(), name(e.Other))
		case game.EvWar:
			line = fmt.Sprintf("War of the %ss: %s attacks %s", e.Color.LeaderName(), name(e.Player), name(e.Other))
		case game.EvCommitted:
			line = fmt.Sprintf("%s commits %d %s", name(e.Player), e.N, plural(e.Color.TileName(), int(e.N)))
		case game.EvConflictWon:
			line = fmt.Sprintf("%s wins %d to %d", name(e.Player), e.N, e.N2)
		case game.EvTreasure:
			line = fmt.Sprintf("%s takes the treasure at %s", name(e.Player), sp)
		case game.EvMonument:
			line = fmt.Sprintf("%s builds the %s monument at %s", name(e.Player), monumentName(e.Monument), sp)
		case game.EvBuilding:
			line = fmt.Sprintf("%s puts the %s at %s", name(e.Player), e.Color.BuildingName(), sp)
		case game.EvBuildingReturned:
			line = fmt.Sprintf("the %s goes back beside the board", e.Color.BuildingName())
		case game.EvWonder:
			line = fmt.Sprintf("%s erects the wonder at %s", name(e.Player), sp)
		case game.EvTurnEnded:
			line = fmt.Sprintf("— end of %s's turn —", name(e.Player))
		case game.EvGameOver:
			if e.N == 1 {
				line = "The bag is empty: the game is over"
			} else {
				line = "Two or fewer treasures remain: the game is over"
			}
		default:
			continue // drawn tiles and the unification tile leaving are not worth a line
		}
		out = append(out, Capitalize(line))
	}
	return out
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
