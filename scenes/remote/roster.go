package remote

import (
	"slices"

	"tigris/ai"
	"tigris/game"
	"tigris/online/protocol"
	"tigris/scenes/session"
)

// roster is who sits at the table, as the server last told: this device's seat is the one human
// here (the others' decisions arrive from elsewhere, and glide in as a bot's do).
type roster struct {
	seats []session.Seat
	names []string
	told  []protocol.Seat // the seats as the server told them
}

// set reads the seats the server told, mine being this device's.
func (r *roster) set(ps []protocol.Seat, mine int) {
	seats := make([]session.Seat, len(ps))
	names := make([]string, len(ps))
	for i, p := range ps {
		d, _ := game.DynastyFromName(p.Dynasty)
		lv, err := ai.ParseLevel(p.Level)
		if err != nil {
			lv = ai.Medium
		}
		seats[i] = session.Seat{Dynasty: d, Human: i == mine, Level: lv, Name: p.Name}
		names[i] = p.Name
		if names[i] == "" {
			names[i] = session.Capitalize(d.String())
		}
	}
	r.seats, r.names, r.told = seats, names, ps
}

// recorded are the seats as a finished game's record keeps them: every person's seat a person's
// (on this device only its own is played here, but the file is the table's), a bot's with its
// level.
func (r *roster) recorded() []session.Seat {
	out := slices.Clone(r.seats)
	for i, p := range r.told {
		if i < len(out) {
			out[i].Human = p.Kind != "bot"
		}
	}
	return out
}

// Seats are the seats as the board screen reads them.
func (r *roster) Seats() []session.Seat { return r.seats }

// Name is a seat's name as its player typed it.
func (r *roster) Name(p int) string {
	if p < 0 || p >= len(r.names) {
		return ""
	}
	return r.names[p]
}

// unnamed are seats as they sit without their players' names.
func unnamed(seats []session.Seat) []session.Seat {
	out := slices.Clone(seats)
	for i := range out {
		out[i].Name = ""
	}
	return out
}
