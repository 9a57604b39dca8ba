package session

import (
	"tigris/game"
	"tigris/scenes/summary"
)

// sinceLast is the hand-off's summary kept for one seat and one count of decisions, so a screen
// drawn every frame reads it without playing the game again.
type sinceLast struct {
	seat, moves int
	lines       []summary.Line
	ok          bool
}

// SinceLastTurn is the words of SinceSummary's lines.
func (s *Session) SinceLastTurn(p int) []string { return summary.Texts(s.SinceSummary(p)) }

// SinceSummary is what happened since seat p last had the board (his last decision other than a
// defence, or the game's start), for the hand-off page and a phone's card, which anybody at the
// screen may see before p says Ready: only public facts (R11.2), so no points, neither others'
// (R11.1) nor p's own (whoever passes the screen may still be looking); the turns' ends are left
// to the lines around them. Every line (with four players they used to be cut to the last 12, the
// oldest moves lost: issue 44), each once: p saw his own decisions and what they did on his
// screen, so the summary starts after his last one (review 3), but for a defence in another's
// turn, which left the conflict he fought out of the summary of that turn (review 6). Each revolt
// and war is one line, from the move that began it to what it removed (package summary: review
// 5), told whole where something of it came after p's last decision: the result of the revolt p
// began, with its start.
func (s *Session) SinceSummary(p int) []summary.Line {
	moves := s.rec.Moves()
	if c := s.since; c.ok && c.seat == p && c.moves == len(moves) {
		return c.lines
	}
	again := game.RecordFrom(s.rec.Start())
	ds := make([]summary.Decision, 0, len(moves))
	for _, rm := range moves {
		ev, err := again.Apply(rm.Move)
		if err != nil {
			return nil
		}
		ds = append(ds, summary.Decision{Seat: rm.Seat, Events: ev})
	}
	lines := summary.Since(ds, p, s.names, func(ev []game.Event) []string { return Describe(ev, s.names) })
	s.since = sinceLast{seat: p, moves: len(moves), lines: lines, ok: true}
	return lines
}
