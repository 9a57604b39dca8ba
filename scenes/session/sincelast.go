package session

import "tigris/game"

// sinceLast is the hand-off's summary kept for one seat and one count of decisions, so a screen
// drawn every frame reads it without playing the game again.
type sinceLast struct {
	seat, moves int
	lines       []string
	ok          bool
}

// SinceLastTurn is what happened since seat p last had the board (his last decision, or the
// game's start), in the log's words, for the hand-off page, which anybody at the screen may see
// before p says Ready: only public facts (R11.2), so no points, neither others' (R11.1) nor p's
// own (whoever passes the screen may still be looking); the turns' ends are left to the lines
// around them. Every line (with four players they used to be cut to the last 12, the oldest moves
// lost: issue 44), each once: p saw his own decisions and what they did on his screen, so the
// summary starts after his last one, a defence mid-turn included (it counted from his last turn's
// end, so back mid-turn he was told the other's turn again, and the defender's next summary told
// the revolt he had fought as if it came again: review 3). What others' decisions did to p, the
// results of his conflicts, comes with them.
func (s *Session) SinceLastTurn(p int) []string {
	moves := s.rec.Moves()
	if c := s.since; c.ok && c.seat == p && c.moves == len(moves) {
		return c.lines
	}
	again := game.RecordFrom(s.rec.Start())
	var lines []string
	for _, rm := range moves {
		ev, err := again.Apply(rm.Move)
		if err != nil {
			return nil
		}
		if rm.Seat == p { // p had the board: what came before is behind him
			lines = lines[:0]
			continue
		}
		kept := make([]game.Event, 0, len(ev))
		for _, e := range ev {
			if e.Kind != game.EvTurnEnded && e.Kind != game.EvScored {
				kept = append(kept, e)
			}
		}
		lines = append(lines, Describe(kept, s.names)...)
	}
	s.since = sinceLast{seat: p, moves: len(moves), lines: lines, ok: true}
	return lines
}
