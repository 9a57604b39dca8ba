package game

// treasureDue finds a kingdom with a trader and two or more treasures (R8.4): it returns the
// trader's owner, the treasures he must choose from now (special-border ones first), and how
// many he must still take. ok is false when no kingdom owes treasures.
func (s *State) treasureDue() (owner int, choices []int, need int, ok bool) {
	r := s.regs()
	mp := s.Map()
	var onBoard [NCells]int16 // the treasures' spaces, in board order: one pass serves every trader
	n := 0
	for p := 0; p < int(s.n); p++ {
		trader := s.players[p].Leaders[Green]
		if trader < 0 {
			continue
		}
		if n == 0 {
			for i := 0; i < NCells; i++ {
				if s.board[i].Treasure() {
					onBoard[n] = int16(i)
					n++
				}
			}
			if n < 2 {
				return 0, nil, 0, false
			}
		}
		id := r.label[trader]
		var all, special []int
		for _, i16 := range onBoard[:n] {
			if i := int(i16); r.label[i] == id {
				all = append(all, i)
				if mp.SpecialBorder[i] {
					special = append(special, i)
				}
			}
		}
		if len(all) < 2 {
			continue
		}
		if len(special) > 0 {
			return p, special, len(all) - 1, true
		}
		return p, all, len(all) - 1, true
	}
	return 0, nil, 0, false
}

// treasureChoices lists the treasures the pending player may take now.
func (s *State) treasureChoices() []int {
	if s.pending.Kind != DecideTreasure {
		return nil
	}
	_, choices, _, ok := s.treasureDue()
	if !ok {
		return nil
	}
	return choices
}

// stepTreasure takes every treasure that must be taken and asks when a real choice remains.
func (s *State) stepTreasure(log eventLog) bool {
	for {
		owner, choices, need, ok := s.treasureDue()
		if !ok {
			return false
		}
		if need < len(choices) {
			s.pending = Pending{DecideTreasure, owner}
			return true
		}
		for _, c := range choices {
			s.takeTreasure(owner, c, log)
		}
	}
}

func (s *State) takeTreasure(p int, at int, log eventLog) {
	s.board[at].Flags &^= FlagTreasure
	s.players[p].Treasures++
	log.add(Event{Kind: EvTreasure, Player: int8(p), Cell: int16(at)})
}
