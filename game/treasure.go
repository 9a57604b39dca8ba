package game

import (
	"iter"
	"math/bits"
)

// treasureDue finds a kingdom with a trader and two or more treasures (R8.4): it returns the
// trader's owner, the treasures he must choose from now (special-border ones first), and how
// many he must still take. ok is false when no kingdom owes treasures.
func (s *State) treasureDue() (owner int, choices []int, need int, ok bool) {
	t := s.treasures()
	if t.count() < 2 {
		return 0, nil, 0, false
	}
	r, mp := s.regs(), s.Map()
	for p := 0; p < int(s.n); p++ {
		trader := s.players[p].Leaders[Green]
		if trader < 0 {
			continue
		}
		id := r.label[trader]
		var all, special []int
		for i := range t.spaces() {
			if r.label[i] == id {
				all = append(all, i)
				if mp.SpecialBorder[i] {
					special = append(special, i)
				}
			}
		}
		if len(all) < 2 {
			continue
		}
		if len(special) > 0 {
			return p, special, len(all) - 1, true
		}
		return p, all, len(all) - 1, true
	}
	return 0, nil, 0, false
}

// treasureChoices lists the treasures the pending player may take now.
func (s *State) treasureChoices() []int {
	if s.pending.Kind != DecideTreasure {
		return nil
	}
	_, choices, _, ok := s.treasureDue()
	if !ok {
		return nil
	}
	return choices
}

// stepTreasure takes every treasure that must be taken and asks when a real choice remains.
func (s *State) stepTreasure(log eventLog) bool {
	for {
		owner, choices, need, ok := s.treasureDue()
		if !ok {
			return false
		}
		if need < len(choices) {
			s.pending = Pending{DecideTreasure, owner}
			return true
		}
		for _, c := range choices {
			s.takeTreasure(owner, c, log)
		}
	}
}

func (s *State) takeTreasure(p int, at int, log eventLog) {
	s.board[at].Flags &^= FlagTreasure
	s.treas.take(at)
	s.players[p].Treasures++
	log.add(Event{Kind: EvTreasure, Player: int8(p), Cell: int16(at)})
}

// treasureSpaces is the set of spaces holding a treasure. Treasures only leave the board (taken,
// R8.4; the wonder keeps them where they lie, R9.3), so one pass over the board serves until a
// position is built anew: what every action's end asks (R8.4, R10.1a) costs a few words, not the
// board.
type treasureSpaces struct {
	bits  [(NCells + 63) / 64]uint64
	valid bool
}

// count is how many spaces hold a treasure.
func (t *treasureSpaces) count() int {
	n := 0
	for _, b := range t.bits {
		n += bits.OnesCount64(b)
	}
	return n
}

// treasures returns the spaces holding treasures, finding them if the board was rebuilt.
func (s *State) treasures() *treasureSpaces {
	t := &s.treas
	if !t.valid {
		*t = treasureSpaces{valid: true}
		for i := range s.board {
			if s.board[i].Treasure() {
				t.bits[i/64] |= 1 << uint(i%64)
			}
		}
	}
	return t
}

// take removes space at from a known set (an unknown one is found again when next asked).
func (t *treasureSpaces) take(at int) {
	if t.valid {
		t.bits[at/64] &^= uint64(1) << uint(at%64)
	}
}

// spaces yields the spaces in board order.
func (t *treasureSpaces) spaces() iter.Seq[int] {
	return func(yield func(int) bool) {
		for w, b := range t.bits {
			for ; b != 0; b &= b - 1 {
				if !yield(w*64 + bits.TrailingZeros64(b)) {
					return
				}
			}
		}
	}
}
