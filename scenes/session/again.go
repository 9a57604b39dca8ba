package session

// SeatsAgain are a game's seats for a new game with the same players: a seat a bot took from a
// person later in the game is the person's again, as it began (the person asked the bot to
// finish that game, not to play the next one).
func SeatsAgain(seats []Seat) []Seat {
	out := seatsInTurn(seats, 0)
	for i := range out {
		out[i].BotFrom = 0
	}
	return out
}
