package remote

import (
	"testing"

	"tigris/online/protocol"
)

// A person's seat a bot plays for now (handed over, or given on a timeout) is told apart from a
// bot's seat and from a person's: the status line says "A bot plays for Anna…", not that Anna
// thinks.
func TestABotPlaysForAPersonsSeat(t *testing.T) {
	s := &Session{}
	s.g.Seats = []protocol.Seat{
		{Kind: "human", Name: "Anna", Level: "medium"},
		{Kind: "bot", Name: "Archer", Level: "easy"},
		{Kind: "human", Name: "Bo"},
	}
	for p, want := range []bool{true, false, false, false} {
		if got := BotPlaysFor(s, p); got != want {
			t.Errorf("seat %d: BotPlaysFor says %v, want %v", p, got, want)
		}
	}
}
