package scenes

import "tigris/game"

// calledOff is what the conflict's toast adds when the war it ended split the kingdom and
// another war the joining had opened will not be fought (R7.7): the log says it, and a player
// who watched the board wondered where the second war went (review2).
func calledOff(ev []game.Event) string {
	out := ""
	for _, e := range ev {
		if e.Kind == game.EvWarCalledOff {
			out += " The war of the " + e.Color.LeaderName() + "s is called off: the kingdom came apart."
		}
	}
	return out
}
