package scenes

import (
	"fmt"

	"tigris/scenes/remote"
)

// seatIsBot reports whether a bot decides for seat p: only then does the status line say the
// seat is thinking; a person's turn is that person's turn. Online every seat but this device's
// reads as not human in Seats, people on other devices among them: the server says which are bots.
func seatIsBot(s Reader, p int) bool {
	if r, ok := s.(*remote.Session); ok {
		return remote.SeatIsBot(r, p) || remote.BotPlaysFor(r, p)
	}
	seats := s.Seats()
	return p >= 0 && p < len(seats) && !seats[p].Human
}

// botPlaysFor reports that a bot decides for a person's seat p (handed over from the menu, or
// online on a timeout): the status line says so plainly, as "Anna is thinking…" read as if the
// person thought (review 4).
func botPlaysFor(s Reader, p int) bool {
	if r, ok := s.(*remote.Session); ok {
		return remote.BotPlaysFor(r, p)
	}
	_, ok := handedSeat(s.Seats(), p)
	return ok
}

// thinkingWords say who thinks for seat p: the bot named, or the bot playing for a person.
func thinkingWords(s Reader, p int, name string) string {
	if botPlaysFor(s, p) {
		return fmt.Sprintf("A bot plays for %s…", name)
	}
	return fmt.Sprintf("%s is thinking…", name)
}
