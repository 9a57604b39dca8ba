package game

// LegalMoves lists every legal choice for the pending decision.
func (s *State) LegalMoves() []Move { return s.AppendLegalMoves(nil) }

// AppendLegalMoves appends every legal choice for the pending decision to buf.
func (s *State) AppendLegalMoves(buf []Move) []Move {
	if s.over {
		return buf
	}
	switch s.pending.Kind {
	case DecideAction:
		return s.appendActions(buf)
	case DecideCommit:
		buf = append(buf, CommitMove(0))
		lo, hi := s.commitRange()
		for n := lo; n <= hi; n++ {
			buf = append(buf, CommitMove(n))
		}
		return buf
	case DecideWar:
		w := s.warColors()
		for c := Color(0); c < NumColors; c++ {
			if w&(1<<uint(c)) != 0 {
				buf = append(buf, WarMove(c))
			}
		}
		return buf
	case DecideTreasure:
		for _, c := range s.treasureChoices() {
			buf = append(buf, TreasureMove(c))
		}
		return buf
	case DecideMonument:
		return append(append(buf, s.monumentOptions()...), NoMonumentMove())
	case DecideBuilding:
		return append(append(buf, s.buildingOptions()...), NoBuildingMove())
	case DecideWonder:
		for _, c := range s.wonderOptions() {
			buf = append(buf, WonderMove(c))
		}
		return append(buf, NoWonderMove())
	case DecideWonderPoint:
		for c := Color(0); c < NumColors; c++ {
			buf = append(buf, WonderPointMove(c))
		}
	}
	return buf
}

func (s *State) appendActions(buf []Move) []Move {
	p := s.pending.Player
	pl := &s.players[p]
	// empty spaces: how many kingdoms each touches, and how many temples would support a leader there
	var kingdoms, temples [NCells]int8
	for i := 0; i < NCells; i++ {
		if s.board[i].Kind == Empty {
			_, n := s.adjacentKingdoms(i)
			kingdoms[i] = int8(n)
			temples[i] = int8(s.supportingTemples(i))
		}
	}
	buf = s.appendTileMoves(buf, pl, &kingdoms)
	buf = s.appendLeaderMoves(buf, pl, &kingdoms, &temples)
	buf = s.appendCatastrophes(buf, pl)
	buf = appendSwaps(buf, pl.Hand)
	return append(buf, PassMove())
}

// appendTileMoves lists the tiles of the hand on their terrain, where they join two kingdoms at
// most; kingdoms counts the kingdoms each empty space touches.
func (s *State) appendTileMoves(buf []Move, pl *Player, kingdoms *[NCells]int8) []Move {
	mp := s.Map()
	for c := Color(0); c < NumColors; c++ {
		if pl.Hand[c] == 0 {
			continue
		}
		for i := 0; i < NCells; i++ {
			if s.board[i].Kind == Empty && mp.River[i] == (c == Blue) && kingdoms[i] < 3 {
				buf = append(buf, TileMove(c, i))
			}
		}
	}
	return buf
}

// appendLeaderMoves lists each leader's placing (on land beside a temple, joining no kingdoms)
// or its withdrawal and move; temples counts the temples that would support a leader there.
func (s *State) appendLeaderMoves(buf []Move, pl *Player, kingdoms, temples *[NCells]int8) []Move {
	mp := s.Map()
	for c := Color(0); c < NumColors; c++ {
		from := int(pl.Leaders[c])
		if from < 0 {
			for i := 0; i < NCells; i++ {
				if s.board[i].Kind == Empty && !mp.River[i] && kingdoms[i] < 2 && temples[i] > 0 {
					buf = append(buf, LeaderMove(c, i))
				}
			}
			continue
		}
		buf = append(buf, WithdrawMove(c))
		s.withoutLeaderAt(from, func() {
			for i := 0; i < NCells; i++ {
				if i == from || s.board[i].Kind != Empty || mp.River[i] || temples[i] == 0 {
					continue
				}
				if _, n := s.adjacentKingdoms(i); n < 2 {
					buf = append(buf, LeaderMove(c, i))
				}
			}
		})
	}
	return buf
}

// appendCatastrophes lists the spaces a catastrophe may go while the player holds one.
func (s *State) appendCatastrophes(buf []Move, pl *Player) []Move {
	if pl.Catastrophes > 0 {
		for i := 0; i < NCells; i++ {
			if s.catastropheRefusal(i) == "" {
				buf = append(buf, CatastropheMove(i))
			}
		}
	}
	return buf
}

// appendSwaps lists every non-empty choice of tiles to discard, by colour counts.
func appendSwaps(buf []Move, hand [NumColors]int8) []Move {
	var t [NumColors]int8
	for t[0] = 0; t[0] <= hand[0]; t[0]++ {
		for t[1] = 0; t[1] <= hand[1]; t[1]++ {
			for t[2] = 0; t[2] <= hand[2]; t[2]++ {
				for t[3] = 0; t[3] <= hand[3]; t[3]++ {
					if t[0]+t[1]+t[2]+t[3] > 0 {
						buf = append(buf, SwapMove(t))
					}
				}
			}
		}
	}
	return buf
}

// withoutLeaderAt runs f on the board with the leader at space from lifted off (a move is judged
// as withdraw, then place, R5.1), then puts it back and restores the cached regions.
func (s *State) withoutLeaderAt(from int, f func()) {
	saved, savedReg, valid := s.board[from], s.reg, s.regValid
	s.setCell(from, Cell{})
	f()
	s.board[from] = saved
	s.reg, s.regValid = savedReg, valid
}
