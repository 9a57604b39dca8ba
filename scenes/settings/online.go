package settings

import (
	"errors"
	"fmt"
	"strings"

	"tigris/storage"
)

// OnlineSeat is a seat of an online game this device plays: the server's address, the game's id
// and code, and the seat's secret token (whoever holds it plays the seat: never shown, never
// written to a log).
type OnlineSeat struct {
	Server, Game, Code, Token string
	Seat                      int
}

// Online is this device's online games and the server it last used.
type Online struct {
	Server string
	Name   string // the name this device's player gave last
	Seats  []OnlineSeat
}

const onlineKey = "online"

// Add keeps a seat, replacing one of the same game.
func (o *Online) Add(s OnlineSeat) {
	for i, k := range o.Seats {
		if k.Game == s.Game && k.Server == s.Server {
			o.Seats[i] = s
			return
		}
	}
	o.Seats = append(o.Seats, s)
}

// Remove forgets the seat of a game.
func (o *Online) Remove(server, game string) {
	for i, k := range o.Seats {
		if k.Game == game && k.Server == server {
			o.Seats = append(o.Seats[:i], o.Seats[i+1:]...)
			return
		}
	}
}

// Marshal writes "server ADDRESS", "name NAME" and one "seat SERVER GAME CODE SEAT TOKEN" line a game.
func (o Online) Marshal() []byte {
	var b strings.Builder
	if o.Server != "" {
		fmt.Fprintf(&b, "server %s\n", o.Server)
	}
	if o.Name != "" {
		fmt.Fprintf(&b, "name %s\n", o.Name)
	}
	for _, s := range o.Seats {
		fmt.Fprintf(&b, "seat %s %s %s %d %s\n", s.Server, s.Game, s.Code, s.Seat, s.Token)
	}
	return []byte(b.String())
}

// UnmarshalOnline reads what Marshal writes; a damaged line is skipped (the others still play).
func UnmarshalOnline(data []byte) Online {
	var o Online
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		switch {
		case len(f) >= 2 && f[0] == "name":
			o.Name = strings.Join(f[1:], " ")
		case len(f) == 2 && f[0] == "server":
			o.Server = f[1]
		case len(f) == 6 && f[0] == "seat":
			var seat int
			if _, err := fmt.Sscan(f[4], &seat); err != nil || seat < 0 || seat > 3 {
				continue
			}
			o.Seats = append(o.Seats, OnlineSeat{Server: f[1], Game: f[2], Code: f[3], Seat: seat, Token: f[5]})
		}
	}
	return o
}

// LoadOnline reads this device's online games (none when nothing was kept).
func LoadOnline(st storage.Store) (Online, error) {
	data, err := st.Get(onlineKey)
	if errors.Is(err, storage.ErrNotFound) {
		return Online{}, nil
	}
	if err != nil {
		return Online{}, err
	}
	return UnmarshalOnline(data), nil
}

// Save keeps this device's online games.
func (o Online) Save(st storage.Store) error { return st.Put(onlineKey, o.Marshal()) }
