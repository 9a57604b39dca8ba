package session

import "tigris/game"

// sinceLast is the hand-off's summary kept for one seat and one count of decisions, so a screen
// drawn every frame reads it without playing the game again.
type sinceLast struct {
	seat, moves int
	lines       []string
	ok          bool
}

// SinceLastTurn is what happened since seat p's last turn ended (or since the game began), in the
// log's words, for the hand-off page, which anybody at the screen may see before p says Ready:
// only public facts (R11.2), so no points, neither others' (R11.1) nor p's own (whoever passes the
// screen may still be looking); the turns' ends are left to the lines around them. Every line
// (with four players they used to be cut to the last 12, the oldest moves lost: issue 44), and
// none of p's own decisions (a return mid-turn told him his own moves again).
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
		kept := make([]game.Event, 0, len(ev))
		own := rm.Seat == p // what p did himself he knows; what it led to comes with the others' decisions
		for _, e := range ev {
			switch {
			case e.Kind == game.EvTurnEnded && int(e.Player) == p:
				lines, kept = lines[:0], kept[:0] // p's own turn is behind him: start again after it
			case e.Kind == game.EvTurnEnded:
			case e.Kind == game.EvScored, own:
			default:
				kept = append(kept, e)
			}
		}
		lines = append(lines, Describe(kept, s.names)...)
	}
	s.since = sinceLast{seat: p, moves: len(moves), lines: lines, ok: true}
	return lines
}
