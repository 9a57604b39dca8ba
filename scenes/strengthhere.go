package scenes

import (
	"tigris/ai"
	"tigris/ai/reach"
)

// botNote is what the players' rows add under a bot of level l in a game of n players: the
// strength it plays at on this device (rc, how far its Expert searches get) when that is below its
// level, so a busy tablet's Expert is not shown as stronger than it plays; else nothing.
func botNote(rc *reach.Reach, l ai.Level, n int) string { return rc.Note(l, n) }
