package scenes

import (
	"fmt"

	"tigris/scenes/session"
)

// A seat a person handed to a bot ("Let a bot play my seat") says so wherever the seat is named
// in few words: a phone's status line and its narrow row said "Archer's turn · 1 action left"
// and "Archer", the hand in full colour, and it looked like the person's turn with the game
// ignoring him (review 3). The desktop's row said "Archer (medium bot)" already.

// handedSeat is seat i when a person handed it to a bot in this game.
func handedSeat(seats []session.Seat, i int) (session.Seat, bool) {
	if i < 0 || i >= len(seats) || seats[i].Human || seats[i].BotFrom <= 0 {
		return session.Seat{}, false
	}
	return seats[i], true
}

// turnWords is the status line's first part: whose turn, and the bot playing it for a person.
func turnWords(seats []session.Seat, i int, name string) string {
	if seat, ok := handedSeat(seats, i); ok {
		return fmt.Sprintf("%s's turn, a %s bot plays it", name, seat.Level)
	}
	return name + "'s turn"
}

// shortBotName is a handed seat's name in a row with no room for its level: its name and "bot".
func shortBotName(seats []session.Seat, i int, name string) string {
	if _, ok := handedSeat(seats, i); ok {
		return name + " · bot"
	}
	return name
}
