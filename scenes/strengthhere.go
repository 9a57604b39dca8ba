package scenes

import (
	"tigris/ai"
	"tigris/ai/reach"
)

// deviceReach is how far this device's Expert searches get (ai/reach): the sessions record into
// it, and the board's rows name a seat's bot with the strength it really plays at here, so a busy
// tablet's Expert is not shown as stronger than it plays. Tests set one of their own.
var deviceReach = reach.Device

// botNote is what the players' rows add under a bot of level l in a game of n players: the
// strength it plays at here when that is below its level (the name's line has no room for it
// beside the leaders), else nothing.
func botNote(l ai.Level, n int) string { return deviceReach.Note(l, n) }
