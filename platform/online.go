package platform

import (
	"tigris/engine"
	"tigris/scenes"
)

// onlineStart is the first screen an online link asks for: a seat moved to this device by its
// link (#game=…&seat=…), a damaged one's refusal, or the game of ?join=CODE (-join); nil when
// none is asked.
func onlineStart(sh *scenes.Shell, join string) engine.Scene {
	game, token, err := seatFragment()
	watch, key := watchFragment()
	switch {
	case watch != "":
		return sh.WatchOnline(watch, key)
	case err != nil:
		return sh.RefuseSeatLink(err)
	case game != "":
		return sh.TakeSeat(game, token)
	case join != "":
		return sh.JoinOnline(join)
	}
	return nil
}
