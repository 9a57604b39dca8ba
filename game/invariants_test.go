package game

import (
	"fmt"
	"slices"
)

// checkInvariants tests what must hold after every decision of a game started from setup: what
// any reachable position holds (CheckReachable), regions kept as labelling afresh gives them, and
// nothing taken back from one decision to the next.
func checkInvariants(s *State, prev *State) error {
	if err := s.CheckReachable(); err != nil {
		return err
	}
	if err := checkRegions(s); err != nil {
		return err
	}
	if err := checkTreasureSpaces(s); err != nil {
		return err
	}
	// the supporters marked on the board are the strengths the conflict counts (R7.1, R7.4)
	if cf, ok := s.Conflict(); ok {
		att, def := s.Supporters()
		if len(att) != cf.AttackerBase || len(def) != cf.DefenderBase {
			return fmt.Errorf("supporters %v and %v for strengths %d and %d", att, def, cf.AttackerBase, cf.DefenderBase)
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
		if kept.tiles[a] != fresh.tiles[b] {
			return fmt.Errorf("%s: kept tile counts %v, fresh %v", SpaceName(i), kept.tiles[a], fresh.tiles[b])
		}
	}
	// the counts are the face-up tiles of each colour, counted space by space
	var counted [NCells][NumColors]int8
	for i := range s.board {
		if c := s.board[i]; c.FaceUp() {
			counted[fresh.label[i]][c.Color]++
		}
	}
	for id := int16(0); id < fresh.n; id++ {
		if counted[id] != fresh.tiles[id] {
			return fmt.Errorf("region %d: tile counts %v, counted %v", id, fresh.tiles[id], counted[id])
		}
	}
	return nil
}

// checkTreasureSpaces: the treasures' spaces kept as treasures were taken are those a look at
// every space finds (R8.4).
func checkTreasureSpaces(s *State) error {
	var want []int
	for i := range s.board {
		if s.board[i].Treasure() {
			want = append(want, i)
		}
	}
	t := s.treasures()
	got := slices.Collect(t.spaces())
	if !slices.Equal(got, want) || t.count() != len(want) {
		return fmt.Errorf("treasure spaces kept %v (%d), on the board %v", got, t.count(), want)
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
