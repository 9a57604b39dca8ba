package session

import (
	"testing"

	"tigris/ai"
	"tigris/game"
)

// A game played again has the players it began with: the seat a bot took from Anna at turn 12
// is Anna's again, a bot that played from the start stays that bot, and the seats given are
// left as they were.
func TestSeatsAgainAreThePlayersTheGameBeganWith(t *testing.T) {
	seats := []Seat{{Dynasty: game.Archer, Level: ai.Medium, Name: "Anna", BotFrom: 12}, {Dynasty: game.Bull, Level: ai.Hard}}
	again := SeatsAgain(seats)
	if !again[0].Human || again[0].Name != "Anna" || again[0].BotFrom != 0 || again[0].Dynasty != game.Archer {
		t.Errorf("the seat a bot took is %+v, want Anna's, human", again[0])
	}
	if again[1].Human || again[1].Level != ai.Hard || again[1].Dynasty != game.Bull {
		t.Errorf("the Hard bot's seat is %+v", again[1])
	}
	if seats[0].Human || seats[0].BotFrom != 12 {
		t.Errorf("the game's own seats changed: %+v", seats[0])
	}
}
