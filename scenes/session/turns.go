package session

import (
	"fmt"

	"tigris/game"
)

// Saves, the Load list, the results, the replay and the review all count turns as the rules do
// (R4: a turn is one player's two actions), from the game's first: the Load list said "30
// rounds" of a game the replay and the review counted as "turn 1 of 60" (review 6), and a round
// is a word the rules do not have.

// TurnWords names a game's progress where a save is named or listed: "turn 15".
func TurnWords(turn int) string { return fmt.Sprintf("turn %d", turn) }

// EndTurn is the turn a finished game's last move fell in, as the replay counts its turns. The
// treasures end a game after its last turn has ended, and Turn already counts the next; the bag
// ends it in the turn's refill, before it ends (R10.1). The seat still to move tells which: no
// turn follows a game's end.
func EndTurn(rec *game.Record) int {
	n, last := rec.Start().NumPlayers(), rec.Turn()
	if n > 1 && (rec.Start().Turn()+last-1)%n != rec.State().Turn() {
		last--
	}
	return last
}

// TurnsWords says how many turns a finished game lasted: "60 turns".
func TurnsWords(n int) string {
	if n == 1 {
		return "1 turn"
	}
	return fmt.Sprintf("%d turns", n)
}
