// Package handslots keeps the tiles of a hand in their slots through a turn: a tile placed,
// committed or swapped away leaves its slot empty (the tile aimed at next stays where it was,
// review 5), a tile taken back by an undo goes back to the slot it left, the tiles drawn for a
// swap take the slots of the tiles swapped away, and the hand is laid out afresh, sorted by colour,
// once the turn ends and the hands are drawn back to 6 (R4.3, R7.9). The game knows a hand only as
// counts by colour; the slots are the screen's. No Ebitengine: tested without a display.
package handslots

import "tigris/game"

// N is how many slots a hand has: the 6 tiles a hand is drawn back to (R4.3).
const N = 6

const empty = -1

// Hand is one seat's slots.
type Hand struct {
	slot [N]int8 // a colour, or empty
	// left are the tiles that left their slots this turn, the latest last: one that comes back
	// (an undo) takes its slot again
	left []gone
	// marked are the slots the person's next action takes its tiles from: the tile picked up,
	// the tiles chosen to swap away
	marked [N]bool
	ok     bool
}

type gone struct {
	slot  int
	color int8
}

// Hands are every seat's slots during one turn.
type Hands struct {
	seats map[int]*Hand
	turn  int
	seen  bool
}

// Of is the slots of v's viewer, following v's hand; a turn other than the last one seen starts
// every hand afresh, sorted by colour.
func (hs *Hands) Of(v *game.View) *Hand {
	if !hs.seen || v.Turn() != hs.turn {
		hs.seats, hs.turn, hs.seen = nil, v.Turn(), true
	}
	if hs.seats == nil {
		hs.seats = map[int]*Hand{}
	}
	h := hs.seats[v.Me]
	if h == nil {
		h = &Hand{}
		hs.seats[v.Me] = h
	}
	h.Follow(v.Hand)
	return h
}

// Color is the colour of the tile in slot i; ok is false for an empty slot.
func (h *Hand) Color(i int) (game.Color, bool) {
	if i < 0 || i >= N || h.slot[i] == empty || !h.ok {
		return 0, false
	}
	return game.Color(h.slot[i]), true
}

// Letters are the slots as the colours' letters, "." for an empty slot (the -trace's hand).
func (h *Hand) Letters() string {
	b := make([]byte, N)
	for i := range b {
		b[i] = '.'
		if c, ok := h.Color(i); ok {
			b[i] = c.Letter()
		}
	}
	return string(b)
}

// Mark says the person's action takes the tiles of these slots: when tiles of their colours
// leave the hand, these slots are emptied rather than others of the same colour.
func (h *Hand) Mark(slots ...int) {
	h.marked = [N]bool{}
	for _, i := range slots {
		if i >= 0 && i < N {
			h.marked[i] = true
		}
	}
}

// Follow brings the slots to the hand's counts by colour: the tiles gone leave their slots
// empty, the tiles come back go where they were, and new tiles fill the slots just freed, then the
// first empty ones.
func (h *Hand) Follow(hand [game.NumColors]int8) {
	total := 0
	for _, n := range hand {
		total += int(n)
	}
	if !h.ok || total > N {
		h.sorted(hand)
		return
	}
	have := h.counts()
	if have == hand {
		return
	}
	var freed []int
	for c := range hand {
		for ; have[c] > hand[c]; have[c]-- {
			i := h.leaving(int8(c))
			h.slot[i] = empty
			h.left = append(h.left, gone{i, int8(c)})
			freed = append(freed, i)
		}
	}
	// the tiles of the colours that left the freed slots first, so that each takes its own back
	for _, same := range []bool{true, false} {
		for c := range hand {
			for ; have[c] < hand[c]; have[c]++ {
				i := h.coming(int8(c), freed, same)
				if i < 0 {
					break
				}
				h.slot[i] = int8(c)
			}
		}
	}
	h.marked = [N]bool{}
}

// sorted lays the hand out afresh: its tiles by colour from the first slot, nothing remembered.
func (h *Hand) sorted(hand [game.NumColors]int8) {
	*h = Hand{ok: true}
	i := 0
	for c := range hand {
		for k := 0; k < int(hand[c]) && i < N; k++ {
			h.slot[i] = int8(c)
			i++
		}
	}
	for ; i < N; i++ {
		h.slot[i] = empty
	}
}

func (h *Hand) counts() [game.NumColors]int8 {
	var n [game.NumColors]int8
	for _, c := range h.slot {
		if c != empty {
			n[c]++
		}
	}
	return n
}

// leaving is the slot a tile of colour c leaves: a marked one, else the last of its colour.
func (h *Hand) leaving(c int8) int {
	last := -1
	for i, s := range h.slot {
		if s != c {
			continue
		}
		if h.marked[i] {
			return i
		}
		last = i
	}
	return last
}

// coming is the slot a tile of colour c arriving takes: among the slots freed by the same change
// (a swap's draw) the one a tile of its colour left (all same asks, -1 if none), else the first
// of them; else the slot a tile of its colour last left this turn (an undo); else the first empty
// slot.
func (h *Hand) coming(c int8, freed []int, same bool) int {
	first := -1
	for _, i := range freed {
		if h.slot[i] != empty {
			continue
		}
		if h.leftColor(i) == c {
			return i
		}
		if first < 0 || i < first {
			first = i
		}
	}
	if same {
		return -1
	}
	if first >= 0 {
		return first
	}
	for k := len(h.left) - 1; k >= 0; k-- {
		if g := h.left[k]; g.color == c && h.slot[g.slot] == empty {
			h.left = append(h.left[:k], h.left[k+1:]...)
			return g.slot
		}
	}
	for i, s := range h.slot {
		if s == empty {
			return i
		}
	}
	return N - 1 // unreachable: the hand holds at most N tiles
}

// leftColor is the colour of the tile that last left slot i, or empty.
func (h *Hand) leftColor(i int) int8 {
	for k := len(h.left) - 1; k >= 0; k-- {
		if h.left[k].slot == i {
			return h.left[k].color
		}
	}
	return empty
}
