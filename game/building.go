package game

// lineLen is the length of the straight horizontal (dir 1) or vertical (dir Cols) line of
// face-up tiles of colour c through space at (R9.2).
func (s *State) lineLen(at int, c Color, dir int) (length, first int) {
	step := func(i int, d int) bool {
		j := i + d
		if j < 0 || j >= NCells {
			return false
		}
		if dir == 1 && j/Cols != i/Cols {
			return false
		}
		return s.board[j].IsFaceUp(c)
	}
	first = at
	for step(first, -dir) {
		first -= dir
	}
	length = 1
	for i := first; step(i, dir); i += dir {
		length++
	}
	return length, first
}

// buildingOptions lists where the active player may put (or move) the building of this action's
// tile colour: any tile of a new line of three or more through the tile, and for a building
// already on the board only a line longer than every line through its tile (R9.2).
func (s *State) buildingOptions() []Move {
	if s.tileCell < 0 || !s.buildOpt {
		return nil
	}
	at := int(s.tileCell)
	cell := s.board[at]
	if !cell.FaceUp() {
		return nil
	}
	c := cell.Color
	current := 0
	if b := s.buildings[c]; b >= 0 {
		h, _ := s.lineLen(int(b), c, 1)
		v, _ := s.lineLen(int(b), c, Cols)
		current = max(h, v)
	}
	var out []Move
	for _, dir := range [2]int{1, Cols} {
		n, first := s.lineLen(at, c, dir)
		if n < 3 || n <= current {
			continue
		}
		for k := 0; k < n; k++ {
			out = append(out, BuildingMove(c, first+k*dir))
		}
	}
	// the placed tile is in both lines when both qualify: keep each space once
	return dedupMoves(out)
}

func dedupMoves(ms []Move) []Move {
	out := ms[:0]
	for _, m := range ms {
		seen := false
		for _, o := range out {
			if o == m {
				seen = true
				break
			}
		}
		if !seen {
			out = append(out, m)
		}
	}
	return out
}

func (s *State) placeBuilding(p int, c Color, at int, log eventLog) {
	from := s.buildings[c]
	s.buildings[c] = int16(at)
	log.add(Event{Kind: EvBuilding, Player: int8(p), Color: c, Cell: int16(at), Cell2: from})
}

// returnBuildingOn sends a building back beside the board when its tile is turned face down or
// covered by the wonder (R9.2).
func (s *State) returnBuildingOn(i int, log eventLog) {
	for c := Color(0); c < NumColors; c++ {
		if s.buildings[c] == int16(i) {
			s.buildings[c] = -1
			log.add(Event{Kind: EvBuildingReturned, Color: c, Cell: int16(i)})
		}
	}
}
