package menus

import (
	"tigris/ai"
	"tigris/ai/reach"
	"tigris/scenes/session"
)

// deviceReach is how far this device's Expert searches got (ai/reach, kept in the settings): the
// setup says before a game when the Expert will play below its level here. Tests set their own.
var deviceReach = reach.Device

// whoAbout is what the list of players says of choice k (whoChoices) in a game of n players: its
// measured strength, and for the Expert the strength it plays at on this device when that is less.
func whoAbout(k, n int) string {
	about := whoChoices[k].about
	if k != int(ai.Expert)+1 {
		return about
	}
	if p := deviceReach.Plays(n); p < ai.Expert {
		about += " On this device it plays as " + session.Capitalize(p.String()) + " for now: its recent searches were cut short."
	}
	return about
}
