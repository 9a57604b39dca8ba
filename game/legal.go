package game

import (
	"errors"
	"fmt"
	"slices"
)

// IllegalError is the reason an action or decision is refused; the state is left unchanged.
type IllegalError struct{ Reason string }

func (e *IllegalError) Error() string { return e.Reason }

func illegal(format string, args ...any) error {
	return &IllegalError{Reason: fmt.Sprintf(format, args...)}
}

// IsIllegal reports whether err is a refusal by the rules (not a parse or I/O error).
func IsIllegal(err error) bool {
	var ie *IllegalError
	return errors.As(err, &ie)
}

// Legal says whether the pending player may make move m now, and if not, why.
func (s *State) Legal(m Move) error {
	_, err := s.resolve(m)
	return err
}

// Resolve is m as the rules read it now, in the canonical form LegalMoves gives (a monument's
// square filled in where the notation left it out), or why it is refused.
func (s *State) Resolve(m Move) (Move, error) { return s.resolve(m) }

// resolve checks m and returns it in canonical form (a monument's square filled in).
func (s *State) resolve(m Move) (Move, error) {
	if s.over {
		return m, illegal("the game is over")
	}
	p := s.pending.Player
	want := s.pending.Kind
	if got := m.DecisionOf(); got != want {
		return m, illegal("the game waits for %s (%s), not %s", s.players[p].Dynasty, describeDecision(want), describeDecision(got))
	}
	switch m.Kind {
	case MoveLeader:
		return m, s.checkLeader(p, m.Color, int(m.Cell))
	case MoveWithdraw:
		return m, s.checkWithdraw(p, m.Color)
	case MoveTile:
		return m, s.checkTile(p, m.Color, int(m.Cell))
	case MoveCatastrophe:
		return m, s.checkCatastrophe(p, int(m.Cell))
	case MoveSwap:
		return m, s.checkSwap(p, m.Tiles)
	case MovePass:
		return m, nil
	case MoveCommit:
		return m, s.checkCommit(int(m.N))
	case MoveWar:
		return m, s.checkWar(m.Color)
	case MoveTreasure:
		return m, s.checkTreasure(int(m.Cell))
	case MoveMonument:
		return s.checkMonument(m)
	case MoveBuilding:
		return m, s.checkBuilding(m)
	case MoveWonder:
		return m, s.checkWonder(int(m.Cell))
	case MoveWonderPoint:
		if !validColor(m.Color) {
			return m, illegal("no such colour")
		}
		return m, nil
	}
	return m, illegal("unknown move")
}

// checkWithdraw: player p's leader of colour c is on the board.
func (s *State) checkWithdraw(p int, c Color) error {
	if !validColor(c) {
		return illegal("no such leader")
	}
	if s.players[p].Leaders[c] < 0 {
		return illegal("your %s is not on the board", c.LeaderName())
	}
	return nil
}

// checkWar: a war of colour c waits to be resolved.
func (s *State) checkWar(c Color) error {
	if !validColor(c) || s.warColors()&(1<<uint(c)) == 0 {
		return illegal("there is no war of %ss to resolve", c.LeaderName())
	}
	return nil
}

// checkTreasure: the treasure at cell may be taken now.
func (s *State) checkTreasure(cell int) error {
	for _, c := range s.treasureChoices() {
		if cell == c {
			return nil
		}
	}
	return illegal("you cannot take a treasure at %s now (special-border treasures go first)", SpaceName(cell))
}

// checkBuilding: the building goes on the new line of three, or m declines it (Cell < 0).
func (s *State) checkBuilding(m Move) error {
	if m.Cell < 0 {
		return nil
	}
	for _, o := range s.buildingOptions() {
		if o.Cell == m.Cell && o.Color == m.Color {
			return nil
		}
	}
	return illegal("the %s cannot go on %s: it must go on the new line of three or more", m.Color.BuildingName(), SpaceName(int(m.Cell)))
}

// checkWonder: a cross of five tiles is centred on cell, or the wonder is declined (cell < 0).
func (s *State) checkWonder(cell int) error {
	if cell < 0 {
		return nil
	}
	for _, c := range s.wonderOptions() {
		if c == cell {
			return nil
		}
	}
	return illegal("no cross of five tiles is centred on %s", SpaceName(cell))
}

func validColor(c Color) bool { return c >= 0 && c < NumColors }

func validSpace(i int) bool { return i >= 0 && i < NCells }

func describeDecision(k DecisionKind) string {
	switch k {
	case DecideAction:
		return "an action"
	case DecideCommit:
		return "tiles to commit"
	case DecideWar:
		return "the next war"
	case DecideTreasure:
		return "a treasure"
	case DecideMonument:
		return "a monument"
	case DecideBuilding:
		return "a building"
	case DecideWonder:
		return "the wonder"
	case DecideWonderPoint:
		return "the wonder's colour"
	}
	return "nothing"
}

// checkLeader: R5.1 to R5.3. A move is judged on the board without the leader (withdraw, then place).
func (s *State) checkLeader(p int, c Color, to int) error {
	if !validColor(c) {
		return illegal("no such leader")
	}
	if !validSpace(to) {
		return illegal("no such space")
	}
	from := int(s.players[p].Leaders[c])
	if from == to {
		return illegal("your %s already stands on %s", c.LeaderName(), SpaceName(to))
	}
	if s.board[to].Kind != Empty {
		return illegal("%s is not empty", SpaceName(to))
	}
	if s.Map().River[to] {
		return illegal("a leader may not stand on a river space")
	}
	if s.supportingTemples(to) == 0 {
		return illegal("a leader must stand next to a face-up temple")
	}
	ids, joins := s.adjacentKingdoms(to)
	if from >= 0 && slices.Contains(ids[:joins], s.regs().label[from]) {
		// lifting the leader may split or empty its own kingdom, next to the target; a kingdom
		// not next to it stays as it is, and its parts are no nearer
		s.withoutLeaderAt(from, func() { _, joins = s.adjacentKingdoms(to) })
	}
	if joins >= 2 {
		return illegal("that %s would join two kingdoms", c.LeaderName())
	}
	return nil
}

// checkTile: R6.1, R6.2.
func (s *State) checkTile(p int, c Color, at int) error {
	if !validColor(c) {
		return illegal("no such tile")
	}
	if !validSpace(at) {
		return illegal("no such space")
	}
	if s.players[p].Hand[c] == 0 {
		return illegal("you have no %s in hand", c.TileName())
	}
	if s.board[at].Kind != Empty {
		return illegal("%s is not empty", SpaceName(at))
	}
	river := s.Map().River[at]
	if c == Blue && !river {
		return illegal("a farm goes on a river space")
	}
	if c != Blue && river {
		return illegal("only farms go on river spaces")
	}
	if _, n := s.adjacentKingdoms(at); n >= 3 {
		return illegal("that %s would join three kingdoms", c.TileName())
	}
	return nil
}

// checkCatastrophe: R8.1 and R9.2.
func (s *State) checkCatastrophe(p int, at int) error {
	if s.players[p].Catastrophes <= 0 {
		return illegal("you have no catastrophe left")
	}
	if !validSpace(at) {
		return illegal("no such space")
	}
	if why := s.catastropheRefusal(at); why != "" {
		return &IllegalError{Reason: why}
	}
	return nil
}

// catastropheRefusal says why a catastrophe may not fall on space i, or "" when it may. Listing
// legal moves calls it for every space, so its reasons are constants.
func (s *State) catastropheRefusal(i int) string {
	cell := s.board[i]
	switch cell.Kind {
	case Leader:
		return "a catastrophe may not be played on a leader"
	case Catastrophe:
		return "that space already holds a catastrophe"
	case WonderPart:
		return "a catastrophe may not be played on the wonder"
	case Tile:
		switch {
		case cell.Flags&FlagFaceDown != 0:
			return "a catastrophe may not be played on a monument"
		case cell.Treasure():
			return "a catastrophe may not be played on a tile holding a treasure"
		case validColor(cell.Color) && int(s.buildings[cell.Color]) == i:
			return "a catastrophe may not be played on a civilization building"
		}
	}
	return ""
}

// checkSwap: R8.2.
func (s *State) checkSwap(p int, t [NumColors]int8) error {
	n := 0
	for c := Color(0); c < NumColors; c++ {
		if t[c] < 0 || t[c] > s.players[p].Hand[c] {
			return illegal("you do not hold those tiles")
		}
		n += int(t[c])
	}
	if n == 0 {
		return illegal("a swap discards at least one tile")
	}
	return nil
}

// commitColor is the colour committed: temples in a revolt, the war's colour in a war.
func (s *State) commitColor() Color {
	if s.cf.war {
		return s.cf.color
	}
	return Red
}

// commitRange gives the legal commits for the player now committing: every n in [lo, hi],
// plus zero (R7.1, R7.4, R7.8).
func (s *State) commitRange() (lo, hi int) {
	cc := s.commitColor()
	if s.cf.attCommit < 0 {
		have := int(s.players[s.cf.attacker].Hand[cc])
		if !s.english {
			return 1, have
		}
		// R7.8: the attacker commits only if his total would then exceed the defender's.
		lo = int(s.cf.defBase) - int(s.cf.attBase) + 1
		if lo < 1 {
			lo = 1
		}
		return lo, have
	}
	have := int(s.players[s.cf.defender].Hand[cc])
	if !s.english {
		return 1, have
	}
	// R7.8: the defender commits exactly enough to tie, or nothing.
	need := int(s.cf.attBase) + int(s.cf.attCommit) - int(s.cf.defBase)
	if need < 1 || need > have {
		return 1, 0
	}
	return need, need
}

func (s *State) checkCommit(n int) error {
	if n == 0 {
		return nil
	}
	lo, hi := s.commitRange()
	cc := s.commitColor()
	if lo > hi {
		return illegal("you may commit no %ss now", cc.TileName())
	}
	if n < lo || n > hi {
		if lo == hi {
			return illegal("you may commit 0 or exactly %d %ss", lo, cc.TileName())
		}
		return illegal("you may commit 0 or %d to %d %ss", lo, hi, cc.TileName())
	}
	return nil
}

func (s *State) checkMonument(m Move) (Move, error) {
	if m.Monument == NoMonument {
		return m, nil
	}
	if m.Monument < 0 || m.Monument >= NumMonuments {
		return m, illegal("no such monument")
	}
	if s.monuments[m.Monument] >= 0 {
		return m, illegal("monument %s is already built", m.Monument)
	}
	opts := s.monumentOptions()
	var match []Move
	for _, o := range opts {
		if o.Monument == m.Monument && (m.Cell < 0 || o.Cell == m.Cell) {
			match = append(match, o)
		}
	}
	switch {
	case len(match) == 1:
		return match[0], nil
	case len(match) > 1:
		return m, illegal("several squares were completed: name the square's top-left space")
	case m.Cell >= 0:
		return m, illegal("monument %s cannot be built on the square at %s", m.Monument, SpaceName(int(m.Cell)))
	}
	return m, illegal("monument %s matches no square just completed", m.Monument)
}
