package game

// regions labels every linking space with its region (R3.2) and records, per region, which
// leader colours it holds: a region holding a leader is a kingdom (R3.3).
type regions struct {
	label   [NCells]int16 // region of each space, -1 where the space does not link
	n       int16
	leaders [NCells]uint8           // per region: bit c set when a leader of colour c is in it
	twice   [NCells]uint8           // per region: bit c set when two leaders of colour c are in it
	tiles   [NCells][NumColors]int8 // per region: its face-up tiles of each colour
}

// compute labels the board. With blockUnif the tile under the unification tile breaks links,
// which splits a united kingdom into the sides of a war (R7.4).
func (r *regions) compute(b *[NCells]Cell, blockUnif bool) {
	var stack [NCells]int16
	for i := range r.label {
		r.label[i] = -1
	}
	r.n = 0
	for start := 0; start < NCells; start++ {
		if r.label[start] >= 0 || !linksHere(&b[start], blockUnif) {
			continue
		}
		id := r.n
		r.n++
		r.leaders[id], r.twice[id], r.tiles[id] = 0, 0, [NumColors]int8{}
		r.label[start] = id
		stack[0] = int16(start)
		sp := 1
		for sp > 0 {
			sp--
			i := stack[sp]
			r.add(id, &b[i])
			for _, j := range neighbors[i] {
				if r.label[j] < 0 && linksHere(&b[j], blockUnif) {
					r.label[j] = id
					stack[sp] = j
					sp++
				}
			}
		}
	}
}

// join updates the labels of a board where space i, which did not link, now does: it founds a
// region or merges the regions next to it into one, as compute would find them (labels may differ,
// never the partition nor the leaders of each region).
func (r *regions) join(b *[NCells]Cell, i int) {
	id := int16(-1)
	for _, j := range neighbors[i] {
		o := r.label[j]
		switch {
		case o < 0 || o == id:
		case id < 0:
			id = o
		default: // a second region: fold it into the first
			for k := range r.label {
				if r.label[k] == o {
					r.label[k] = id
				}
			}
			r.twice[id] |= r.twice[o] | r.leaders[id]&r.leaders[o]
			r.leaders[id] |= r.leaders[o]
			for c := range r.tiles[id] {
				r.tiles[id][c] += r.tiles[o][c]
			}
		}
	}
	if id < 0 {
		id = r.n
		r.n++
		r.leaders[id], r.twice[id], r.tiles[id] = 0, 0, [NumColors]int8{}
	}
	r.label[i] = id
	r.add(id, &b[i])
}

// leave updates the labels of a board where space i, which held piece was, no longer links, when
// that cannot split its region: i linked to one space at most (a leader stepping off a kingdom's
// edge, a tile at the end of a line). It returns false, changing nothing, when the board must be
// labelled anew: i joined two or more spaces, or a colour's second leader leaves (which one stays
// is not kept).
func (r *regions) leave(i int, was *Cell) bool {
	linked := 0
	for _, j := range neighbors[i] {
		if r.label[j] >= 0 {
			linked++
		}
	}
	id := r.label[i]
	if linked > 1 || id < 0 {
		return false
	}
	switch {
	case was.Kind == Leader:
		bit := uint8(1) << uint(was.Color)
		if r.twice[id]&bit != 0 {
			return false
		}
		r.leaders[id] &^= bit
	case was.FaceUp():
		r.tiles[id][was.Color]--
	}
	r.label[i] = -1
	return true
}

// add counts the piece on a space of region id: a leader's colour, or a face-up tile.
func (r *regions) add(id int16, c *Cell) {
	switch {
	case c.Kind == Leader:
		bit := uint8(1) << uint(c.Color)
		r.twice[id] |= r.leaders[id] & bit
		r.leaders[id] |= bit
	case c.FaceUp():
		r.tiles[id][c.Color]++
	}
}

func linksHere(c *Cell, blockUnif bool) bool {
	if !c.Links() {
		return false
	}
	return !(blockUnif && c.Flags&FlagUnification != 0)
}

// isKingdom reports whether region id holds a leader.
func (r *regions) isKingdom(id int16) bool { return id >= 0 && r.leaders[id] != 0 }

// regs returns the board's regions, computing them if the board changed.
func (s *State) regs() *regions {
	if !s.regValid {
		s.reg.compute(&s.board, false)
		s.regValid = true
	}
	return &s.reg
}

// RegionOf returns the region label of space i, or -1; labels are stable only until the board changes.
func (s *State) RegionOf(i int) int { return int(s.regs().label[i]) }

// adjacentKingdoms lists the distinct kingdoms next to space i (at most 4).
func (s *State) adjacentKingdoms(i int) (ids [4]int16, n int) {
	r := s.regs()
	for _, j := range neighbors[i] {
		id := r.label[j]
		if !r.isKingdom(id) {
			continue
		}
		dup := false
		for k := 0; k < n; k++ {
			if ids[k] == id {
				dup = true
			}
		}
		if !dup {
			ids[n] = id
			n++
		}
	}
	return
}

// KingdomSpaces lists the spaces of the region holding space i (empty if i does not link).
func (s *State) KingdomSpaces(i int) []int {
	r := s.regs()
	id := r.label[i]
	if id < 0 {
		return nil
	}
	var out []int
	for j := 0; j < NCells; j++ {
		if r.label[j] == id {
			out = append(out, j)
		}
	}
	return out
}

// leaderIn finds the leader of colour c in region id, skipping space skip; -1 if none.
func (s *State) leaderIn(id int16, c Color, skip int) int {
	r := s.regs()
	for p := 0; p < int(s.n); p++ {
		at := s.players[p].Leaders[c]
		if at >= 0 && int(at) != skip && r.label[at] == id {
			return int(at)
		}
	}
	return -1
}

// supportingTemples counts face-up temples next to space i (R3.4).
func (s *State) supportingTemples(i int) int {
	n := 0
	for _, j := range neighbors[i] {
		if s.board[j].IsFaceUp(Red) {
			n++
		}
	}
	return n
}

// SupportingTemples counts the face-up temples next to space i: a leader there has that many
// supporters in a revolt (R3.4, R7.1).
func (s *State) SupportingTemples(i int) int { return s.supportingTemples(i) }

// RegionTileCount counts the face-up tiles of colour c in the region of space i (0 where i does
// not link): what an evaluation reads of a kingdom's strength, kept as the regions are.
func (s *State) RegionTileCount(i int, c Color) int {
	r := s.regs()
	if id := r.label[i]; id >= 0 {
		return int(r.tiles[id][c])
	}
	return 0
}
