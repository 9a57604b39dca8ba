package main

import (
	"tigris/engine"
	"tigris/scenes"
)

// onlineStart is the first screen an online link asks for: a seat moved to this device by its
// link (#game=…&seat=…), or the game of ?join=CODE (-join); nil when neither is asked.
func onlineStart(sh *scenes.Shell, join string) engine.Scene {
	if game, token := seatFragment(); game != "" {
		return sh.TakeSeat(game, token)
	}
	if join != "" {
		return sh.JoinOnline(join)
	}
	return nil
}
