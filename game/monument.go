package game

// squaresThrough lists the top-left spaces of 2x2 squares of face-up tiles of colour c that
// contain space at (R8.3.1).
func (s *State) squaresThrough(at int, c Color) []int {
	var out []int
	r, col := at/Cols, at%Cols
	for dr := -1; dr <= 0; dr++ {
		for dc := -1; dc <= 0; dc++ {
			tr, tc := r+dr, col+dc
			if tr < 0 || tc < 0 || tr+1 >= Rows || tc+1 >= Cols {
				continue
			}
			tl := tr*Cols + tc
			if s.board[tl].IsFaceUp(c) && s.board[tl+1].IsFaceUp(c) &&
				s.board[tl+Cols].IsFaceUp(c) && s.board[tl+Cols+1].IsFaceUp(c) {
				out = append(out, tl)
			}
		}
	}
	return out
}

// monumentOptions lists every monument the active player may build with this action's tile
// (R8.3.1, R8.3.2): free monuments of the square's colour on each square still standing.
func (s *State) monumentOptions() []Move {
	if s.tileCell < 0 || s.noMonu {
		return nil
	}
	cell := s.board[s.tileCell]
	if !cell.FaceUp() {
		return nil
	}
	var out []Move
	for _, tl := range s.squaresThrough(int(s.tileCell), cell.Color) {
		for m := Monument(0); m < NumMonuments; m++ {
			if s.monuments[m] < 0 && m.Has(cell.Color) {
				out = append(out, MonumentMove(m, tl))
			}
		}
	}
	return out
}

// buildMonument turns the square face down under the monument (R8.3.3); treasures stay,
// buildings go back (R9.2), and unsupported leaders go home (R5.5).
func (s *State) buildMonument(p int, m Monument, tl int, log eventLog) {
	for _, i := range [4]int{tl, tl + 1, tl + Cols, tl + Cols + 1} {
		s.returnBuildingOn(i, log)
		s.board[i].Flags |= FlagFaceDown
	}
	s.regValid = false
	s.monuments[m] = int16(tl)
	log.add(Event{Kind: EvMonument, Player: int8(p), Cell: int16(tl), Monument: m})
	s.returnUnsupported(log)
}

// monumentPoints: at the end of his turn the active player scores for each of his leaders and
// each monument in its kingdom sharing its colour (R8.3.5).
func (s *State) monumentPoints(p int, log eventLog) {
	r := s.regs()
	for c := Color(0); c < NumColors; c++ {
		at := s.players[p].Leaders[c]
		if at < 0 {
			continue
		}
		for m := Monument(0); m < NumMonuments; m++ {
			if tl := s.monuments[m]; tl >= 0 && m.Has(c) && r.label[tl] == r.label[at] {
				s.scoreWhy(p, c, 1, Event{Why: ScoredMonument, Cell: int16(tl), Monument: m}, log)
			}
		}
	}
}
