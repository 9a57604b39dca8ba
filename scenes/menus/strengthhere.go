package menus

import (
	"tigris/ai"
	"tigris/ai/reach"
	"tigris/scenes/session"
)

// whoAbout is what the list of players says of choice k (whoChoices) in a game of n players: its
// measured strength, and for the Expert the strength it plays at on this device (rc) when that is
// less, said before the game.
func whoAbout(rc *reach.Reach, k, n int) string {
	about := whoChoices[k].about
	if k != int(ai.Expert)+1 {
		return about
	}
	if p := rc.Plays(n); p < ai.Expert {
		about += " On this device it plays as " + session.Capitalize(p.String()) + " for now: its recent searches were cut short."
	}
	return about
}
