package session

import "tigris/game"

// Outcome is how a finished game counts in the statistics: only a game of one human against bots
// counts, by its strongest bot's level and the number of players (a lesson never counts).
func (s *Session) Outcome() (level string, players int, won bool, ok bool) {
	st := s.State()
	if !st.Over() || s.Tutorial != nil || humans(s.seats) != 1 || !fairGame(s.cfg) {
		return "", 0, false, false
	}
	me, strongest := -1, -1
	for i, seat := range s.seats {
		switch {
		case seat.Human:
			me = i
		case strongest < 0 || seat.Level > s.seats[strongest].Level:
			strongest = i
		}
	}
	for _, w := range game.Winners(st) {
		won = won || w == me
	}
	return s.seats[strongest].Level.String(), st.NumPlayers(), won, true
}
