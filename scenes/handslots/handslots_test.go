package handslots

import (
	"testing"

	"tigris/game"
)

// hand is counts by colour: red, blue, green, black.
func hand(r, b, g, k int8) [game.NumColors]int8 { return [game.NumColors]int8{r, b, g, k} }

func start(t *testing.T, hd [game.NumColors]int8, want string) *Hand {
	t.Helper()
	h := &Hand{}
	h.Follow(hd)
	if got := h.Letters(); got != want {
		t.Fatalf("a new hand is %s, want %s", got, want)
	}
	return h
}

func expect(t *testing.T, h *Hand, when, want string) {
	t.Helper()
	if got := h.Letters(); got != want {
		t.Errorf("%s: the hand is %s, want %s", when, got, want)
	}
}

// A tile placed leaves its slot empty: the tiles after it stay where they were (review 5: the
// second drag took the tile that had moved into the first one's place).
func TestPlacedLeavesGap(t *testing.T) {
	h := start(t, hand(2, 1, 2, 1), "rrbggk")
	h.Mark(0) // the first temple picked up
	h.Follow(hand(1, 1, 2, 1))
	expect(t, h, "a temple placed from the first slot", ".rbggk")
	h.Mark(2)
	h.Follow(hand(1, 0, 2, 1))
	expect(t, h, "then the farm", ".r.ggk")
}

// Without a mark (a commit in a conflict, a tile the game took), the last of the colour goes.
func TestUnmarkedTakesLastOfColour(t *testing.T) {
	h := start(t, hand(2, 1, 2, 1), "rrbggk")
	h.Follow(hand(2, 1, 0, 1))
	expect(t, h, "both markets committed", "rrb..k")
}

// An undo puts the tile back in the slot it left, the latest first.
func TestUndoPutsTileBack(t *testing.T) {
	h := start(t, hand(2, 1, 2, 1), "rrbggk")
	h.Mark(3)
	h.Follow(hand(2, 1, 1, 1))
	h.Mark(0)
	h.Follow(hand(1, 1, 1, 1))
	expect(t, h, "a market then a temple placed", ".rb.gk")
	h.Follow(hand(2, 1, 1, 1))
	expect(t, h, "the temple taken back", "rrb.gk")
	h.Follow(hand(2, 1, 2, 1))
	expect(t, h, "the market taken back", "rrbggk")
}

// A swap's new tiles take the slots of the tiles swapped away, a tile of the same colour its own;
// a gap left earlier in the turn stays a gap.
func TestSwapFillsSwappedSlots(t *testing.T) {
	h := start(t, hand(2, 1, 2, 1), "rrbggk")
	h.Mark(2)
	h.Follow(hand(2, 0, 2, 1))
	expect(t, h, "the farm placed", "rr.ggk")
	h.Mark(1, 4)               // a temple and a market swapped away
	h.Follow(hand(1, 1, 2, 1)) // drawn: a farm and a market
	expect(t, h, "after the swap", "rb.ggk")
	h = start(t, hand(0, 0, 2, 1), "ggk...")
	h.Mark(0, 2)
	h.Follow(hand(1, 1, 1, 0)) // drawn: a temple and a farm
	expect(t, h, "both swapped tiles' slots filled in slot order", "rgb...")
}

// A new turn lays every hand out afresh, sorted, the gaps closed by the tiles drawn (R4.3); the
// slots of one seat are kept while another seat looks (a defender's commit in hot seat).
func TestNewTurnSorts(t *testing.T) {
	st, err := game.NewGame(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull}}, 7)
	if err != nil {
		t.Fatal(err)
	}
	me := st.Turn()
	var hs Hands
	before := hs.Of(st.ViewFor(me)).Letters()
	var placed game.Move
	for _, m := range st.LegalMoves() {
		if m.Kind == game.MoveTile {
			placed = m
			break
		}
	}
	slot := -1
	h := hs.Of(st.ViewFor(me))
	for i := N - 1; i >= 0; i-- {
		if c, ok := h.Color(i); ok && c == placed.Color {
			slot = i
		}
	}
	h.Mark(slot)
	if err := st.Play(placed); err != nil {
		t.Fatal(err)
	}
	hs.Of(st.ViewFor(1 - me)) // the other seat looks: nothing of this seat's slots changes
	got := hs.Of(st.ViewFor(me)).Letters()
	if got[slot] != '.' || got[:slot] != before[:slot] || got[slot+1:] != before[slot+1:] {
		t.Fatalf("a %s placed from slot %d of %s: the hand is %s", placed.Color.TileName(), slot, before, got)
	}
	for st.Turn() == me && !st.Over() {
		if err := st.Play(game.PassMove()); err != nil {
			t.Fatal(err)
		}
	}
	v := st.ViewFor(me)
	after := hs.Of(v).Letters()
	want := (&Hand{}).sortedLetters(v.Hand)
	if after != want || after[N-1] == '.' {
		t.Errorf("after the turn and the draw the hand is %s, want %s, full and sorted", after, want)
	}
}

func (h *Hand) sortedLetters(hd [game.NumColors]int8) string {
	h.sorted(hd)
	return h.Letters()
}
