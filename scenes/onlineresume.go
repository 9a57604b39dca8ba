package scenes

import (
	"tigris/engine"
	"tigris/scenes/settings"
)

// placeOnline tells the platform which online game is on screen ("" when it is left).
func (sh *Shell) placeOnline(server, game string) {
	if sh.OnlinePlace != nil {
		sh.OnlinePlace(server, game)
	}
}

// ResumeOnline is the screen of a page reloaded while an online game was on it: that game again,
// by the seat this device keeps or the account signed in on its server; the title when neither
// holds it any more.
func (sh *Shell) ResumeOnline(server, game string) engine.Scene {
	kept, _ := settings.LoadOnline(sh.Store)
	for _, k := range kept.Seats {
		if k.Server == server && k.Game == game {
			return sh.openSeat(k)
		}
	}
	if sh.account(server).Name != "" { // the account's seat: no token kept here
		o := NewOnline(sh, nil)
		o.open(settings.OnlineSeat{Server: server, Game: game})
		return o
	}
	sh.placeOnline("", "")
	return sh.Title()
}
