package game

// stepEndTurn: monument points, the wonder point, refills, then the end check (R4.3).
// It reports true while the wonder's colour must be chosen.
func (s *State) stepEndTurn(log eventLog) bool {
	p := int(s.turn)
	if !s.endScored {
		s.monumentPoints(p, log)
		s.endScored = true
		s.wonderDue = s.wonderOpt && s.wonderPointDue(p)
	}
	if s.wonderDue {
		s.pending = Pending{DecideWonderPoint, p}
		return true
	}
	s.refillAndNext(log)
	return false
}

// refillAndNext: everyone below six tiles draws, the active player first, then clockwise;
// then the treasure end is checked (R10.1a) and the next player's turn begins.
func (s *State) refillAndNext(log eventLog) {
	p := int(s.turn)
	for k := 0; k < int(s.n); k++ {
		q := (p + k) % int(s.n)
		if need := 6 - s.players[q].HandSize(); need > 0 {
			if !s.draw(q, need, log) {
				return
			}
		}
	}
	log.add(Event{Kind: EvTurnEnded, Player: int8(p), Cell: -1})
	if s.TreasuresOnBoard() <= 2 {
		s.endGame(0, log)
		return
	}
	s.turn = int8((p + 1) % int(s.n))
	s.actions = 2
	s.passing = false
	s.endScored = false
	s.stage = stageIdle
}
