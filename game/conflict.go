package game

// startConflict opens a revolt (R7.1) or a war (R7.2 to R7.4) between two leaders of colour c.
func (s *State) startConflict(war bool, c Color, att, def int, attCell, defCell int, log eventLog) {
	s.inCF = true
	s.cf = conflict{war: war, color: c, attacker: int8(att), defender: int8(def),
		attCell: int16(attCell), defCell: int16(defCell), attCommit: -1, defCommit: -1}
	if war {
		var sides regions
		sides.compute(&s.board, true)
		s.cf.attBase = int8(s.countSupporters(&sides, attCell, c))
		s.cf.defBase = int8(s.countSupporters(&sides, defCell, c))
		log.add(Event{Kind: EvWar, Player: int8(att), Other: int8(def), Color: c, Cell: int16(attCell), Cell2: int16(defCell), N: int16(s.cf.attBase), N2: int16(s.cf.defBase)})
	} else {
		s.cf.attBase = int8(s.supportingTemples(attCell))
		s.cf.defBase = int8(s.supportingTemples(defCell))
		log.add(Event{Kind: EvRevolt, Player: int8(att), Other: int8(def), Color: c, Cell: int16(attCell), Cell2: int16(defCell), N: int16(s.cf.attBase), N2: int16(s.cf.defBase)})
	}
	s.stage = stageConflict
}

// countSupporters counts face-up tiles of colour c on the leader's side (R7.4).
func (s *State) countSupporters(sides *regions, leader int, c Color) int {
	id := sides.label[leader]
	n := 0
	for i := 0; i < NCells; i++ {
		if sides.label[i] == id && s.board[i].IsFaceUp(c) {
			n++
		}
	}
	return n
}

// stepConflict moves the conflict stage on; it reports true when a decision is pending.
func (s *State) stepConflict(log eventLog) bool {
	if s.inCF {
		lo, hi := s.commitRange()
		if lo > hi { // nothing but zero is allowed: commit nothing by itself
			s.commit(0, log)
			return false
		}
		who := s.cf.attacker
		if s.cf.attCommit >= 0 {
			who = s.cf.defender
		}
		s.pending = Pending{DecideCommit, int(who)}
		return true
	}
	if s.unif >= 0 {
		colors := s.warColors()
		s.callOffWars(colors, log)
		switch {
		case colors == 0:
			s.board[s.unif].Flags &^= FlagUnification
			s.regValid = false
			log.add(Event{Kind: EvUnificationGone, Player: s.turn, Cell: s.unif})
			s.unif = -1
			s.wars = warsDue{}
		case colors&(colors-1) == 0: // a single colour: no choice to make
			for c := Color(0); c < NumColors; c++ {
				if colors&(1<<uint(c)) != 0 {
					s.startWar(c, log)
				}
			}
			return false
		default:
			s.pending = Pending{DecideWar, int(s.turn)}
			return true
		}
	}
	s.stage = stageBuilding
	return false
}

// callOffWars says which of the unification's wars will not be fought: the wars fought before
// split the kingdom, and those leaders no longer share one (R7.7). colors are the wars still due.
// The players were told of every war the joining opened; one that silently never came looked
// like a lost rule.
func (s *State) callOffWars(colors uint8, log eventLog) {
	if !s.wars.known {
		s.wars = warsDue{due: colors, known: true}
	}
	off := s.wars.due &^ colors
	s.wars.due &^= off
	for c := Color(0); c < NumColors; c++ {
		if off&(1<<uint(c)) != 0 {
			log.add(Event{Kind: EvWarCalledOff, Player: s.turn, Color: c, Cell: s.unif})
		}
	}
}

// warColors is the set of colours with two leaders in the united kingdom (R7.2, R7.7).
func (s *State) warColors() uint8 {
	if s.unif < 0 || s.inCF {
		return 0
	}
	r := s.regs()
	return r.twice[r.label[s.unif]]
}

// startWar opens the war of colour c. The attacker is the active player if he has a leader in
// it, else the first player clockwise from him who has (R7.3, R12.2).
func (s *State) startWar(c Color, log eventLog) {
	r := s.regs()
	id := r.label[s.unif]
	var seats []int
	for k := 0; k < int(s.n); k++ {
		p := (int(s.turn) + k) % int(s.n)
		if at := s.players[p].Leaders[c]; at >= 0 && r.label[at] == id {
			seats = append(seats, p)
		}
	}
	att, def := seats[0], seats[1]
	s.wars.due &^= 1 << uint(c) // fought, not called off
	s.startConflict(true, c, att, def, int(s.players[att].Leaders[c]), int(s.players[def].Leaders[c]), log)
}

// commit records the committing player's tiles; after the defender, the conflict is resolved.
func (s *State) commit(n int, log eventLog) {
	cc := s.commitColor()
	who := s.cf.attacker
	if s.cf.attCommit >= 0 {
		who = s.cf.defender
		s.cf.defCommit = int8(n)
	} else {
		s.cf.attCommit = int8(n)
	}
	s.players[who].Hand[cc] -= int8(n)
	s.out[cc] += int16(n)
	log.add(Event{Kind: EvCommitted, Player: who, Color: cc, N: int16(n), Cell: -1})
	if s.cf.defCommit >= 0 {
		s.resolveConflict(log)
	}
}

// resolveConflict: R7.1 for revolts, R7.5 to R7.7 for wars. The defender wins ties.
func (s *State) resolveConflict(log eventLog) {
	cf := s.cf
	att := int(cf.attBase) + int(cf.attCommit)
	def := int(cf.defBase) + int(cf.defCommit)
	winner, loser, loserCell := cf.attacker, cf.defender, cf.defCell
	wTotal, lTotal := att, def
	if att <= def {
		winner, loser, loserCell = cf.defender, cf.attacker, cf.attCell
		wTotal, lTotal = def, att
	}
	s.inCF = false
	log.add(Event{Kind: EvConflictWon, Player: winner, Other: loser, Color: cf.color, N: int16(wTotal), N2: int16(lTotal), Cell: loserCell})
	if !cf.war {
		s.removeLeader(int(loser), cf.color)
		log.add(Event{Kind: EvLeaderReturned, Player: loser, Color: cf.color, Cell: loserCell})
		s.score(int(winner), Red, 1, ScoredRevolt, log)
		return
	}
	var sides regions
	sides.compute(&s.board, true)
	side := sides.label[loserCell]
	s.removeLeader(int(loser), cf.color)
	log.add(Event{Kind: EvLeaderReturned, Player: loser, Color: cf.color, Cell: loserCell})
	removed := 0
	for i := 0; i < NCells; i++ {
		if sides.label[i] != side || !s.board[i].IsFaceUp(cf.color) || s.keepsInWar(i, cf.color) {
			continue
		}
		s.setCell(i, Cell{})
		s.out[cf.color]++
		removed++
		log.add(Event{Kind: EvTileRemoved, Color: cf.color, Cell: int16(i)})
	}
	s.score(int(winner), cf.color, 1+removed, ScoredWar, log)
	s.returnUnsupported(log)
}

// keepsInWar: a building's tile is never removed (R9.2); in a red war a temple holding a
// treasure or next to any leader still on the board stays (R7.6, R12.1).
func (s *State) keepsInWar(i int, c Color) bool {
	if s.buildings[c] == int16(i) {
		return true
	}
	if c != Red {
		return false
	}
	if s.board[i].Treasure() {
		return true
	}
	for _, j := range neighbors[i] {
		if s.board[j].Kind == Leader {
			return true
		}
	}
	return false
}

// Supporters are the spaces that count for each side of the conflict under way, as the board
// stands: the face-up temples beside each leader in a revolt (R7.1), the face-up tiles of the
// war's colour on each leader's side in a war (R7.4). Tiles committed from hand are not on it.
func (s *State) Supporters() (att, def []int) {
	if !s.inCF {
		return nil, nil
	}
	cf := s.cf
	if !cf.war {
		for _, j := range neighbors[cf.attCell] {
			if s.board[j].IsFaceUp(Red) {
				att = append(att, int(j))
			}
		}
		for _, j := range neighbors[cf.defCell] {
			if s.board[j].IsFaceUp(Red) {
				def = append(def, int(j))
			}
		}
		return att, def
	}
	var sides regions
	sides.compute(&s.board, true)
	for i := 0; i < NCells; i++ {
		if !s.board[i].IsFaceUp(cf.color) {
			continue
		}
		switch sides.label[i] {
		case sides.label[cf.attCell]:
			att = append(att, i)
		case sides.label[cf.defCell]:
			def = append(def, i)
		}
	}
	return att, def
}
