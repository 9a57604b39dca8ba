package scenes

import (
	"context"
	"strings"

	"tigris/online/client"
	"tigris/scenes/lobby"
	"tigris/scenes/remote"
	"tigris/scenes/settings"
)

// OpenOnline connects to a seat kept on this device (the previous online game's connection
// ends); the board shows it once it has arrived.
func (sh *Shell) OpenOnline(k settings.OnlineSeat) *remote.Session {
	if r, ok := sh.active.Reader.(*remote.Session); ok {
		r.Close()
	}
	sh.placeOnline(k.Server, k.Game)
	cfg := remote.Config{Base: k.Server, Game: k.Game, Token: k.Token, Delay: sh.BotDelay, Trace: sh.Hooks.Online, Sliced: sh.Sliced}
	if k.Token == "" { // the account's seat, held on another device
		cfg.Account, cfg.DeviceKey = true, sh.account(k.Server).Key
	}
	return remote.Dial(cfg)
}

// JoinOnline is the online screen joining the game of an invitation (?join=CODE) at once when
// this device knows the player's name, or with the code filled in for the name to be typed.
func (sh *Shell) JoinOnline(code string) *Online {
	o := NewOnline(sh, nil)
	o.code.Set(strings.ToUpper(strings.TrimSpace(code)))
	o.invited = true
	for _, k := range o.Kept.Seats {
		// the link opened again (a reload, a phone's discarded tab): this device sits in that
		// game already, and joining again would be refused for want of a free seat
		if k.Code == o.code.String() && lobby.Base(k.Server) == o.base() {
			o.open(k)
			return o
		}
	}
	if strings.TrimSpace(o.name.String()) != "" {
		o.join()
	} else {
		o.name.Focus = true
		o.Note = "Type your name, then Join: the game " + o.code.String() + " is waiting for you."
	}
	return o
}

// TakeSeat takes a seat moved here by its link (#game=…&seat=…): once the server has said the
// token holds a seat of that game, the seat is kept on this device and its game opened; a link
// the server does not know is refused in words and changes nothing.
func (sh *Shell) TakeSeat(game, token string) *Online {
	o := NewOnline(sh, nil)
	base := o.base()
	o.Ask("Checking the seat link with the server…", func(ctx context.Context) func() {
		m, err := client.Mine(ctx, base, []string{token})
		return func() {
			if err != nil {
				o.Err = "The seat link could not be checked, nothing was changed: " + lobby.ExplainNet(err)
				return
			}
			for _, g := range m.Games {
				if g.Game == game {
					k := settings.OnlineSeat{Server: base, Game: game, Code: g.Code, Seat: g.Seat, Token: token}
					o.Kept.Add(k)
					o.Kept.Server = base
					if err := o.Kept.Save(sh.Store); err != nil {
						o.Err = "This seat could not be kept on this device: " + err.Error()
					}
					sh.turns.forget()
					o.MineFor = ""
					o.open(k)
					return
				}
			}
			o.Err = "This seat link is not for a game on this server: nothing was changed. Ask for the link again."
			if sh.Hooks.Online != nil {
				sh.Hooks.Online("seat link refused")
			}
		}
	})
	return o
}

// RefuseSeatLink is the online screen saying why a seat link cannot be taken (nothing changed).
func (sh *Shell) RefuseSeatLink(err error) *Online {
	o := NewOnline(sh, nil)
	o.Err = "Nothing was changed: " + err.Error() + "."
	if sh.Hooks.Online != nil {
		sh.Hooks.Online("seat link refused")
	}
	return o
}

// openSeat keeps a seat on this device and opens its game on the online screen.
func (sh *Shell) openSeat(k settings.OnlineSeat) *Online {
	o := NewOnline(sh, nil)
	o.Kept.Add(k)
	o.Kept.Server = k.Server
	if err := o.Kept.Save(sh.Store); err != nil {
		o.Err = "This seat could not be kept on this device: " + err.Error()
	}
	o.open(k)
	return o
}
