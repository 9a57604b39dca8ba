package scenes

import (
	"tigris/ai"
	"tigris/ai/reach"
)

// deviceReach is how far this device's Expert searches get (ai/reach): the sessions record into
// it, and the board's rows name a seat's bot with the strength it really plays at here, so a busy
// tablet's Expert is not shown as stronger than it plays. Tests set one of their own.
var deviceReach = reach.Device

// botLabel is how the players' rows name a bot of level l in a game of n players.
func botLabel(l ai.Level, n int) string { return deviceReach.Label(l, n) }
