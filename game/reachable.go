package game

import "fmt"

// CheckReachable reports the first thing in the position that no game played by the rules can
// reach, or nil: every tile accounted for, hands of at most six and catastrophes of at most two,
// leaders standing on land next to a face-up temple and recorded where they stand, tiles on their
// terrain, treasures on temples, no building or wonder without its option, no kingdom with two
// leaders of one colour between actions, and a pending decision that can be made. Positions
// typed by hand (-position, a link) are checked with it; the self-play tests check every
// decision of their games with it.
func (s *State) CheckReachable() error {
	if err := s.checkTiles(); err != nil {
		return err
	}
	if err := s.checkLeaders(); err != nil {
		return err
	}
	if err := s.checkSpaces(); err != nil {
		return err
	}
	if err := s.checkCounts(); err != nil {
		return err
	}
	return s.checkPending()
}

// checkTiles: every one of the 153 tiles is on the board, in a hand, in the bag or out of the
// game; hands hold six at most and catastrophes two (R2.2, R4.3).
func (s *State) checkTiles() error {
	var count [NumColors]int
	for i := 0; i < NCells; i++ {
		if c := s.board[i]; c.Kind == Tile {
			count[c.Color]++
		}
	}
	for p := 0; p < s.NumPlayers(); p++ {
		pl := &s.players[p]
		for c := 0; c < NumColors; c++ {
			if pl.Hand[c] < 0 {
				return fmt.Errorf("%s holds %d %vs", pl.Dynasty, pl.Hand[c], Color(c))
			}
			count[c] += int(pl.Hand[c])
		}
		if n := pl.HandSize(); n > 6 {
			return fmt.Errorf("%s holds %d tiles; a hand holds six at most (R2.2, R4.3)", pl.Dynasty, n)
		}
		if pl.Catastrophes < 0 || pl.Catastrophes > 2 {
			return fmt.Errorf("%s has %d catastrophes; each player has two (R2.2)", pl.Dynasty, pl.Catastrophes)
		}
	}
	for _, c := range s.bag[s.bagPos:] {
		count[c]++
	}
	for c := 0; c < NumColors; c++ {
		count[c] += int(s.out[c])
		if count[c] != TileTotals[c] {
			return fmt.Errorf("%d %vs accounted for, but the game has %d", count[c], Color(c), TileTotals[c])
		}
	}
	return nil
}

// checkPending: between actions no conflict is open and no kingdom holds two leaders of one
// colour, and the pending decision belongs to someone who can make it.
func (s *State) checkPending() error {
	// between actions no kingdom holds two leaders of one colour
	if s.pending.Kind == DecideAction || s.over {
		r := s.regs()
		for id := int16(0); id < r.n; id++ {
			if r.twice[id] != 0 {
				return fmt.Errorf("a kingdom holds two leaders of one colour between actions (R7.1, R7.2)")
			}
		}
		if s.unif >= 0 || s.inCF {
			return fmt.Errorf("a conflict is still open between actions")
		}
	}
	// the pending decision belongs to someone who can make it
	if !s.over {
		if p := s.pending.Player; p < 0 || p >= s.NumPlayers() {
			return fmt.Errorf("the decision waits for seat %d, who is not in the game", p+1)
		}
		if len(s.LegalMoves()) == 0 {
			return fmt.Errorf("the %v waiting has no legal choice", s.pending.Kind)
		}
	}
	return nil
}

// checkLeaders: the board and the supplies agree, and every leader stands on land next to a
// face-up temple (R5.2, R5.5).
func (s *State) checkLeaders() error {
	leaders := 0
	for p := 0; p < s.NumPlayers(); p++ {
		for c := Color(0); c < NumColors; c++ {
			at := s.players[p].Leaders[c]
			if at < 0 {
				continue
			}
			leaders++
			if cell := s.board[at]; cell.Kind != Leader || cell.Color != c || int(cell.Owner) != p {
				return fmt.Errorf("%s's %s is recorded at %s but the board holds another piece", s.players[p].Dynasty, c.LeaderName(), SpaceName(int(at)))
			}
			if s.supportingTemples(int(at)) == 0 {
				return fmt.Errorf("%s's %s at %s touches no face-up temple (R5.5)", s.players[p].Dynasty, c.LeaderName(), SpaceName(int(at)))
			}
			if s.Map().River[at] {
				return fmt.Errorf("a leader stands on the river at %s (R5.2)", SpaceName(int(at)))
			}
		}
	}
	onBoard := 0
	for i := 0; i < NCells; i++ {
		if s.board[i].Kind == Leader {
			onBoard++
		}
	}
	if onBoard != leaders {
		return fmt.Errorf("%d leaders on the board, %d recorded", onBoard, leaders)
	}
	return nil
}

// checkSpaces: tiles on their terrain (R6.1), treasures on temples (R2.1), and buildings and the
// wonder only with their options (R9.2, R9.3).
func (s *State) checkSpaces() error {
	o := s.Options()
	for i := 0; i < NCells; i++ {
		c := s.board[i]
		if c.Kind == Tile && c.Color == Blue != s.Map().River[i] && c.Flags&FlagFaceDown == 0 {
			return fmt.Errorf("a %s stands on the wrong terrain at %s (R6.1)", c.Color.TileName(), SpaceName(i))
		}
		if c.Treasure() && !(c.Kind == Tile && (c.Color == Red || c.Flags&FlagFaceDown != 0) || c.Kind == WonderPart) {
			return fmt.Errorf("a treasure lies at %s, which holds no temple (R2.1)", SpaceName(i))
		}
		if c.Kind == WonderPart && !o.Wonder {
			return fmt.Errorf("the wonder stands at %s but the game is played without it", SpaceName(i))
		}
	}
	for m := Monument(0); m < NumMonuments; m++ {
		if at := s.monuments[m]; at >= 0 && o.NoMonuments {
			return fmt.Errorf("the %s monument stands at %s but the game is played without monuments", m, SpaceName(int(at)))
		}
	}
	for c := Color(0); c < NumColors; c++ {
		if at := s.BuildingAt(c); at >= 0 && !o.Buildings {
			return fmt.Errorf("the %s stands at %s but the game is played without buildings", c.BuildingName(), SpaceName(at))
		}
	}
	return nil
}

// checkCounts: treasures, catastrophes, hands and points against what the rules can reach.
// Treasures are never made, catastrophes never leave the board (R8.1), every hand is drawn back
// to six at each turn's end (R4.3), a game with two treasures or fewer left has ended (R10.1),
// and before anything on the board has changed nobody has scored.
func (s *State) checkCounts() error {
	held, onBoard, cats, used := 0, 0, 0, 0
	for p := 0; p < s.NumPlayers(); p++ {
		pl := &s.players[p]
		if pl.Treasures < 0 {
			return fmt.Errorf("%s holds %d treasures", pl.Dynasty, pl.Treasures)
		}
		held += int(pl.Treasures)
		used += 2 - int(pl.Catastrophes)
		for c := Color(0); c < NumColors; c++ {
			if pl.Score[c] < 0 {
				return fmt.Errorf("%s has %d %s points", pl.Dynasty, pl.Score[c], c)
			}
		}
	}
	for i := 0; i < NCells; i++ {
		if s.board[i].Treasure() {
			onBoard++
		}
		if s.board[i].Kind == Catastrophe {
			cats++
		}
	}
	if exist := len(s.Map().TreasureSpaces); held+onBoard > exist {
		return fmt.Errorf("%d treasures held and %d on the board, but the map has %d (R1.5)", held, onBoard, exist)
	}
	if cats != used {
		return fmt.Errorf("%d catastrophes on the board, but the players have played %d of their two each (R2.2, R8.1)", cats, used)
	}
	if s.over {
		return nil
	}
	return s.checkSinceDeal(held, onBoard)
}

// checkSinceDeal: a game with two treasures or fewer left has ended (R10.1), a turn starts with
// full hands (R4.3), and before anything on the board has changed nobody has scored (R2.2).
func (s *State) checkSinceDeal(held, onBoard int) error {
	if onBoard <= 2 && s.pending.Kind == DecideAction && s.actions == 2 {
		return fmt.Errorf("%d treasures are left on the board, so the game ended with the last turn (R10.1)", onBoard)
	}
	if s.pending.Kind == DecideAction && s.actions == 2 {
		for p := 0; p < s.NumPlayers(); p++ {
			if n := s.players[p].HandSize(); n != 6 {
				return fmt.Errorf("%s holds %d tiles at the start of a turn; every hand is drawn back to six at each turn's end (R2.2, R4.3)", s.players[p].Dynasty, n)
			}
		}
	}
	if s.opening() {
		for p := 0; p < s.NumPlayers(); p++ {
			pl := &s.players[p]
			if pl.Score != ([NumColors]int16{}) || held > 0 {
				return fmt.Errorf("%s has points though nothing on the board has changed since the deal (R2.2)", pl.Dynasty)
			}
		}
		for c := Color(0); c < NumColors; c++ {
			if s.out[c] != s.discarded[c] {
				return fmt.Errorf("%d %ss are out of the game though nothing on the board has changed since the deal (R2.2)", s.out[c]-s.discarded[c], c.TileName())
			}
		}
	}
	return nil
}

// opening reports that the board is as dealt: the treasure temples alone, no leader, no
// catastrophe, no monument, no building, no wonder.
func (s *State) opening() bool {
	for i := 0; i < NCells; i++ {
		c := s.board[i]
		start := s.Map().TreasureStart[i]
		if start != (c.Kind == Tile && c.Color == Red && c.Treasure() && c.Flags&FlagFaceDown == 0) || !start && c.Kind != Empty {
			return false
		}
	}
	return true
}

// CheckReachable reports the first thing in the game's start that no game played by the rules
// can reach, or nil: its decisions are replayed by the rules from there.
func (r *Record) CheckReachable() error { return r.Start().CheckReachable() }

// AsDealt reports that the position is a game as the deal leaves it: the board as dealt, every
// hand full, nothing scored, taken or out of the game, every catastrophe in hand.
func (s *State) AsDealt() bool {
	if !s.opening() || s.over {
		return false
	}
	for p := 0; p < s.NumPlayers(); p++ {
		pl := &s.players[p]
		if pl.HandSize() != 6 || pl.Score != ([NumColors]int16{}) || pl.Treasures != 0 || pl.Catastrophes != 2 || s.swapped[p] != 0 {
			return false
		}
	}
	return s.out == [NumColors]int16{}
}
