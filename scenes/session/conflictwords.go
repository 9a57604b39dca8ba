package session

import (
	"fmt"

	"tigris/game"
)

// ConflictKind says whether the conflict won at ev[i] was a revolt or a war, by the winner's
// points that follow it (the war may have been declared actions before, in other events).
func ConflictKind(ev []game.Event, i int) string {
	for _, s := range ev[i+1:] {
		if s.Kind == game.EvScored && s.Why == game.ScoredWar {
			return "war"
		}
		if s.Kind == game.EvScored && s.Why == game.ScoredRevolt || s.Kind == game.EvConflictWon {
			break
		}
	}
	return "revolt"
}

// ConflictHeadline names the winner and the totals; on a tie the winner is the defender, who
// holds its place (R7.1: ties go to the defender) rather than winning anything new.
func ConflictHeadline(winner, kind string, e game.Event) string {
	if e.N == e.N2 {
		return fmt.Sprintf("%s holds in the %s of the %ss, %d to %d (ties go to the defender)", winner, kind, e.Color.LeaderName(), e.N, e.N2)
	}
	return fmt.Sprintf("%s wins the %s of the %ss, %d to %d", winner, kind, e.Color.LeaderName(), e.N, e.N2)
}
