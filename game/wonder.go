package game

// crossAt reports whether the five spaces of the cross centred on c are face-up tiles of colour col.
func (s *State) crossAt(c int, col Color) bool {
	r, k := c/Cols, c%Cols
	if r == 0 || r == Rows-1 || k == 0 || k == Cols-1 {
		return false
	}
	for _, i := range [5]int{c, c - 1, c + 1, c - Cols, c + Cols} {
		if !s.board[i].IsFaceUp(col) {
			return false
		}
	}
	return true
}

// wonderOptions lists the centres of crosses completed by this action's tile (R9.3).
func (s *State) wonderOptions() []int {
	if s.tileCell < 0 || !s.wonderOpt || s.wonder >= 0 {
		return nil
	}
	at := int(s.tileCell)
	cell := s.board[at]
	if !cell.FaceUp() {
		return nil
	}
	var out []int
	if s.crossAt(at, cell.Color) {
		out = append(out, at)
	}
	for _, n := range neighbors[at] {
		if s.crossAt(int(n), cell.Color) {
			out = append(out, int(n))
		}
	}
	return out
}

// erectWonder: the five tiles leave the game, the wonder covers their spaces and keeps their
// treasures; buildings go back and unsupported leaders go home (R9.3, R9.2, R5.5).
func (s *State) erectWonder(p int, centre int, log eventLog) {
	for _, i := range [5]int{centre, centre - 1, centre + 1, centre - Cols, centre + Cols} {
		cell := s.board[i]
		s.returnBuildingOn(i, log)
		s.out[cell.Color]++
		s.board[i] = Cell{Kind: WonderPart, Color: NoColor, Flags: cell.Flags & FlagTreasure}
	}
	s.regValid = false
	s.wonder = int16(centre)
	log.add(Event{Kind: EvWonder, Player: int8(p), Cell: int16(centre)})
	s.returnUnsupported(log)
}

// wonderPointDue: the active player's king is in the wonder's kingdom at the end of his turn (R9.3).
func (s *State) wonderPointDue(p int) bool {
	if s.wonder < 0 {
		return false
	}
	king := s.players[p].Leaders[Black]
	if king < 0 {
		return false
	}
	r := s.regs()
	return r.label[king] == r.label[s.wonder]
}
