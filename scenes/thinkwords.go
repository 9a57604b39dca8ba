package scenes

// botSeats is a session that knows which seats bots play beyond its own Seats (online, where
// every seat but this device's reads as not human, people on other devices among them).
type botSeats interface{ SeatIsBot(p int) bool }

// seatIsBot reports whether a bot decides for seat p: only then does the status line say the
// seat is thinking; a person's turn is that person's turn.
func seatIsBot(s Reader, p int) bool {
	if b, ok := s.(botSeats); ok {
		return b.SeatIsBot(p)
	}
	seats := s.Seats()
	return p >= 0 && p < len(seats) && !seats[p].Human
}
