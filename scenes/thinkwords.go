package scenes

import "tigris/scenes/remote"

// seatIsBot reports whether a bot decides for seat p: only then does the status line say the
// seat is thinking; a person's turn is that person's turn. Online every seat but this device's
// reads as not human in Seats, people on other devices among them: the server says which are bots.
func seatIsBot(s Reader, p int) bool {
	if r, ok := s.(*remote.Session); ok {
		return remote.SeatIsBot(r, p)
	}
	seats := s.Seats()
	return p >= 0 && p < len(seats) && !seats[p].Human
}
