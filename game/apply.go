package game

// Apply makes move m for the pending player. An illegal move returns its reason and changes
// nothing. A legal one returns the events it caused; automatic steps and decisions with a single
// legal choice are carried out by the rules before Apply returns.
func (s *State) Apply(m Move) ([]Event, error) {
	var ev []Event
	err := s.apply(m, eventLog{list: &ev})
	return ev, err
}

// Play is Apply without the event list, for self-play and search.
func (s *State) Play(m Move) error { return s.apply(m, eventLog{}) }

func (s *State) apply(m Move, log eventLog) error {
	m, err := s.resolve(m)
	if err != nil {
		return err
	}
	s.applyResolved(m, log)
	return nil
}

// applyResolved makes a move already checked and put in canonical form by resolve.
func (s *State) applyResolved(m Move, log eventLog) {
	p := s.pending.Player
	switch m.Kind {
	case MoveLeader:
		s.placeLeader(p, m.Color, int(m.Cell), log)
	case MoveWithdraw:
		at := int(s.players[p].Leaders[m.Color])
		s.removeLeader(p, m.Color)
		log.add(Event{Kind: EvLeaderWithdrawn, Player: int8(p), Color: m.Color, Cell: int16(at)})
		s.stage = stageTreasure
	case MoveTile:
		s.placeTile(p, m.Color, int(m.Cell), log)
	case MoveCatastrophe:
		s.playCatastrophe(p, int(m.Cell), log)
	case MoveSwap:
		s.swap(p, m.Tiles, log)
	case MovePass:
		s.passing = true
		s.stage = stageTreasure
	case MoveCommit:
		s.commit(int(m.N), log)
	case MoveWar:
		s.startWar(m.Color, log)
	case MoveTreasure:
		s.takeTreasure(p, int(m.Cell), log)
	case MoveMonument:
		if m.Monument != NoMonument {
			s.buildMonument(p, m.Monument, int(m.Cell), log)
		}
		s.stage = stageWonder
	case MoveBuilding:
		if m.Cell >= 0 {
			s.placeBuilding(p, m.Color, int(m.Cell), log)
		}
		s.stage = stageMonument
	case MoveWonder:
		if m.Cell >= 0 {
			s.erectWonder(p, int(m.Cell), log)
		}
		s.stage = stageTreasure
	case MoveWonderPoint:
		s.score(p, m.Color, 1, ScoredWonder, log)
		s.wonderDue = false
	}
	s.advance(log)
}

// advance carries out every automatic step until a real decision is needed (R4.2, R4.3).
func (s *State) advance(log eventLog) {
	for !s.over {
		switch s.stage {
		case stageIdle:
			s.pending = Pending{DecideAction, int(s.turn)}
			return
		case stageConflict:
			if s.stepConflict(log) {
				return
			}
		case stageBuilding:
			if s.offer(s.tileCell >= 0 && s.buildOpt && len(s.buildingOptions()) > 0, DecideBuilding, stageMonument) {
				return
			}
		case stageMonument:
			if s.offer(s.tileCell >= 0 && len(s.monumentOptions()) > 0, DecideMonument, stageWonder) {
				return
			}
		case stageWonder:
			if s.offer(s.tileCell >= 0 && s.wonderOpt && len(s.wonderOptions()) > 0, DecideWonder, stageTreasure) {
				return
			}
		case stageTreasure:
			if s.stepTreasure(log) {
				return
			}
			s.finishAction(log)
		case stageEndTurn:
			if s.holdOrEndTurn(log) {
				return
			}
		}
	}
	s.pending = Pending{DecideNone, int(s.turn)}
}

// holdOrEndTurn stops where the turn's end would begin when the caller holds it there
// (ApplyToTurnEnd), else takes the turn's end's next step; it reports whether a decision waits.
func (s *State) holdOrEndTurn(log eventLog) bool {
	if log.held != nil && !s.endScored {
		*log.held = true
		s.pending = Pending{DecideAction, int(s.turn)}
		return true
	}
	return s.stepEndTurn(log)
}

// offer stops at decision kind when the tile just placed has choices of it, else goes on to the
// stage next; it reports whether a decision waits.
func (s *State) offer(choices bool, kind DecisionKind, next stage) bool {
	if choices {
		s.pending = Pending{kind, int(s.turn)}
		return true
	}
	s.stage = next
	return false
}

// finishAction closes an action; after the second, or a pass, the turn ends.
func (s *State) finishAction(log eventLog) {
	s.tileCell = -1
	s.actions--
	if s.actions <= 0 || s.passing {
		s.actions = 0
		s.stage = stageEndTurn
		return
	}
	s.stage = stageIdle
}

// ApplyNotation parses and applies one move line, checking it is the named dynasty's decision.
func (s *State) ApplyNotation(line string) ([]Event, error) {
	d, m, err := ParseMove(line)
	if err != nil {
		return nil, err
	}
	p := s.SeatOf(d)
	if p < 0 {
		return nil, illegal("%s is not playing", d)
	}
	if s.over {
		return nil, illegal("the game is over")
	}
	if p != s.pending.Player {
		return nil, illegal("the game waits for %s (%s), not %s", s.players[s.pending.Player].Dynasty, describeDecision(s.pending.Kind), d)
	}
	return s.Apply(m)
}
