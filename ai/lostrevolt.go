package ai

import "tigris/game"

// lostRevolts is what a bot keeps of the revolts it started on its latest turn: the leaders it
// placed and where, so that on its next turn it does not start a lost one again. Easy values a
// lost revolt as a wasted action, level with standing still, and with nothing better it walked
// into the same hopeless 1-to-1 revolt turn after turn, which looked broken rather than weak
// (issue 44, a new player's review). It reads nothing but its own seat's view: whether its
// leader still stands where it put it.
type lostRevolts struct {
	started []game.Move // this turn's leader moves that started a revolt
	banned  []game.Move // last turn's, lost: not made this turn
}

// startTurn is told of the bot's view at the start of its turn: a revolt it started last turn whose
// leader is no longer where it went was lost, and the same move is not made this turn.
func (l *lostRevolts) startTurn(v *game.View) {
	l.banned = l.banned[:0]
	for _, m := range l.started {
		c := v.Board[m.Cell]
		if c.Kind == game.Leader && int(c.Owner) == v.Me && c.Color == m.Color {
			continue // it stands: the revolt was won
		}
		l.banned = append(l.banned, m)
	}
	l.started = l.started[:0]
}

// keep are the moves but this turn's banned ones (all of them when nothing else is left).
func (l *lostRevolts) keep(moves []game.Move) []game.Move {
	if len(l.banned) == 0 {
		return moves
	}
	var out []game.Move
	for _, m := range moves {
		if !l.isBanned(m) {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		return moves
	}
	return out
}

func (l *lostRevolts) isBanned(m game.Move) bool {
	for _, b := range l.banned {
		if m.Kind == b.Kind && m.Color == b.Color && m.Cell == b.Cell {
			return true
		}
	}
	return false
}

// chose is told of the move chosen in position s: a leader move that starts a revolt is kept.
func (l *lostRevolts) chose(s *game.State, m game.Move) {
	if m.Kind != game.MoveLeader || s.Pending().Kind != game.DecideAction {
		return
	}
	c := s.Clone()
	if c.Play(m) != nil {
		return
	}
	if k, ok := c.Conflict(); ok && !k.War {
		l.started = append(l.started, m)
	}
}
