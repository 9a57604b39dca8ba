package session

import (
	"fmt"

	"tigris/game"
)

// RoundOf is the round under way in rec, from 1: every seat plays one turn a round, so a save
// named "turn 45" after fifteen rounds of three players read as wrong to a player who had played
// fifteen turns (review 3); the board game's players count rounds.
func RoundOf(rec *game.Record) int {
	return roundOf(rec.Turn(), rec.Start().NumPlayers())
}

// roundOf is the round that turn (from 1) falls in with n seats.
func roundOf(turn, n int) int {
	if n < 1 {
		return turn
	}
	return (turn-1)/n + 1
}

// RoundWords names a game's progress where a save is named or listed: "round 15".
func RoundWords(round int) string { return fmt.Sprintf("round %d", round) }

// EndRound is the round a finished game's last move fell in. The treasures end a game after its
// last turn has ended, and Turn already counts the next; the bag ends it in the turn's refill,
// before it ends (R10.1). The seat still to move tells which: no turn follows a game's end.
func EndRound(rec *game.Record) int {
	n, last := rec.Start().NumPlayers(), rec.Turn()
	if n > 1 && (rec.Start().Turn()+last-1)%n != rec.State().Turn() {
		last--
	}
	return roundOf(last, n)
}

// RoundsWords says how many rounds a finished game lasted: "12 rounds".
func RoundsWords(n int) string {
	if n == 1 {
		return "1 round"
	}
	return fmt.Sprintf("%d rounds", n)
}
