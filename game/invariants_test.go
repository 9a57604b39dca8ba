package game

import "fmt"

// checkInvariants tests what must hold after every decision of a game started from setup.
func checkInvariants(s *State, prev *State) error {
	// every one of the 153 tiles is on the board, in a hand, in the bag or out of the game
	var count [NumColors]int
	for i := 0; i < NCells; i++ {
		if c := s.board[i]; c.Kind == Tile {
			count[c.Color]++
		}
	}
	for p := 0; p < s.NumPlayers(); p++ {
		for c := 0; c < NumColors; c++ {
			if s.players[p].Hand[c] < 0 {
				return fmt.Errorf("seat %d holds %d %v", p, s.players[p].Hand[c], Color(c))
			}
			count[c] += int(s.players[p].Hand[c])
		}
	}
	for _, c := range s.bag[s.bagPos:] {
		count[c]++
	}
	for c := 0; c < NumColors; c++ {
		count[c] += int(s.out[c])
		if count[c] != TileTotals[c] {
			return fmt.Errorf("%d %vs accounted for, want %d", count[c], Color(c), TileTotals[c])
		}
	}
	if err := checkRegions(s); err != nil {
		return err
	}
	// leaders: the board and the supplies agree, and every leader touches a face-up temple (R5.5)
	leaders := 0
	for p := 0; p < s.NumPlayers(); p++ {
		for c := Color(0); c < NumColors; c++ {
			at := s.players[p].Leaders[c]
			if at < 0 {
				continue
			}
			leaders++
			if cell := s.board[at]; cell.Kind != Leader || cell.Color != c || int(cell.Owner) != p {
				return fmt.Errorf("seat %d's %v is recorded at %s but the board holds %v", p, c, SpaceName(int(at)), cell)
			}
			if s.supportingTemples(int(at)) == 0 {
				return fmt.Errorf("seat %d's %v at %s touches no face-up temple", p, c, SpaceName(int(at)))
			}
			if s.Map().River[at] {
				return fmt.Errorf("a leader stands on the river at %s", SpaceName(int(at)))
			}
		}
	}
	onBoard := 0
	for i := 0; i < NCells; i++ {
		if s.board[i].Kind == Leader {
			onBoard++
		}
		if s.board[i].Kind == Tile && s.board[i].Color == Blue != s.Map().River[i] && s.board[i].Flags&FlagFaceDown == 0 {
			return fmt.Errorf("a %v stands on the wrong terrain at %s", s.board[i].Color, SpaceName(i))
		}
	}
	if onBoard != leaders {
		return fmt.Errorf("%d leaders on the board, %d recorded", onBoard, leaders)
	}
	// between actions no kingdom holds two leaders of one colour
	if s.pending.Kind == DecideAction || s.over {
		r := s.regs()
		for id := int16(0); id < r.n; id++ {
			if r.twice[id] != 0 {
				return fmt.Errorf("a kingdom holds two leaders of one colour after an action")
			}
		}
		if s.unif >= 0 || s.inCF {
			return fmt.Errorf("a conflict is still open between actions")
		}
	}
	// points never go down; treasures only move from the board to a player
	if prev != nil {
		for p := 0; p < s.NumPlayers(); p++ {
			for c := 0; c < NumColors; c++ {
				if s.players[p].Score[c] < prev.players[p].Score[c] {
					return fmt.Errorf("seat %d's %v points went down", p, Color(c))
				}
			}
			if s.players[p].Treasures < prev.players[p].Treasures {
				return fmt.Errorf("seat %d lost a treasure", p)
			}
		}
		held := func(x *State) int {
			n := x.TreasuresOnBoard()
			for p := 0; p < x.NumPlayers(); p++ {
				n += int(x.players[p].Treasures)
			}
			return n
		}
		if held(s) != held(prev) {
			return fmt.Errorf("treasures appeared or vanished")
		}
	}
	// the pending decision belongs to someone who can make it
	if !s.over {
		if p := s.pending.Player; p < 0 || p >= s.NumPlayers() {
			return fmt.Errorf("pending decision for seat %d", p)
		}
		if len(s.LegalMoves()) == 0 {
			return fmt.Errorf("pending %v has no legal choice", s.pending.Kind)
		}
	}
	return nil
}

// checkRegions: regions kept up to date as pieces were placed (regions.join) partition the board
// as labelling it afresh does, with the same leaders in each region (R3.2, R3.3).
func checkRegions(s *State) error {
	if !s.regValid {
		return nil
	}
	var fresh regions
	fresh.compute(&s.board, false)
	kept, seen := &s.reg, map[int16]int16{}
	for i := 0; i < NCells; i++ {
		a, b := kept.label[i], fresh.label[i]
		if a < 0 || b < 0 {
			if a != b {
				return fmt.Errorf("%s: kept label %d, fresh %d", SpaceName(i), a, b)
			}
			continue
		}
		if m, ok := seen[b]; ok && m != a || !ok && inValues(seen, a) {
			return fmt.Errorf("%s: kept regions do not match fresh ones", SpaceName(i))
		}
		seen[b] = a
		if kept.leaders[a] != fresh.leaders[b] || kept.twice[a] != fresh.twice[b] {
			return fmt.Errorf("%s: kept leaders %b/%b, fresh %b/%b", SpaceName(i), kept.leaders[a], kept.twice[a], fresh.leaders[b], fresh.twice[b])
		}
	}
	return nil
}

func inValues(m map[int16]int16, v int16) bool {
	for _, x := range m {
		if x == v {
			return true
		}
	}
	return false
}
