package boardpick

import (
	"testing"

	"tigris/scenes/carry"
)

// A space stands for the one answer whose spaces hold it: two treasures' spaces each their own,
// a monument's square by any of its four spaces, a square two monuments may stand on for none
// (the buttons tell them apart), an answer on no space (No building) for no space.
func TestAnswerIsTheOneTheSpaceStandsFor(t *testing.T) {
	treasures := [][]int{{104}, {107}}
	if Answer(treasures, 104) != 0 || Answer(treasures, 107) != 1 || Answer(treasures, 105) != -1 {
		t.Errorf("treasures at 104 and 107: %d %d %d", Answer(treasures, 104), Answer(treasures, 107), Answer(treasures, 105))
	}
	monument := [][]int{{20, 21, 36, 37}, nil}
	for _, c := range []int{20, 21, 36, 37} {
		if Answer(monument, c) != 0 {
			t.Errorf("space %d of the square stands for %d", c, Answer(monument, c))
		}
	}
	if Answer(monument, -1) != -1 {
		t.Error("off the board stands for an answer")
	}
	two := [][]int{{20, 21, 36, 37}, {20, 21, 36, 37}, nil}
	if Answer(two, 21) != -1 {
		t.Errorf("a square of two monuments stands for %d", Answer(two, 21))
	}
}

// A click or tap let go on the lit space it pressed chooses its answer, once; a press that slides
// off (a pan), is let go on another space, or began off the lit spaces chooses nothing.
func TestTapChoosesOnlyWhereItWasLetGo(t *testing.T) {
	spaces := [][]int{{104}, {107}}
	press := carry.Pointer{X: 100, Y: 100, Down: true, Pressed: true, Touch: true}
	held := carry.Pointer{X: 103, Y: 102, Down: true, Touch: true}
	lift := carry.Pointer{X: 104, Y: 102, Released: true, Touch: true}

	var tap Tap
	if tap.Follow(press, 2, 107, spaces) != -1 || tap.Follow(held, 2, 107, spaces) != -1 {
		t.Fatal("chosen before the finger lifted")
	}
	if c, ok := tap.Armed(); !ok || c != 107 {
		t.Errorf("a held press on L7 is not drawn pressed: %d %v", c, ok)
	}
	if got := tap.Follow(lift, 2, 107, spaces); got != 1 {
		t.Fatalf("a tap on the second treasure's space chose %d", got)
	}
	if got := tap.Follow(carry.Pointer{X: 104, Y: 102}, 2, 107, spaces); got != -1 {
		t.Errorf("the tap chose again on the next frame: %d", got)
	}

	pan := carry.Pointer{X: 160, Y: 100, Down: true, Touch: true}
	tap.Follow(press, 2, 107, spaces)
	tap.Follow(pan, 2, 108, spaces)
	if got := tap.Follow(carry.Pointer{X: 100, Y: 100, Released: true, Touch: true}, 2, 107, spaces); got != -1 {
		t.Errorf("a pan that came back chose %d", got)
	}

	tap.Follow(press, 2, 107, spaces)
	if got := tap.Follow(lift, 2, 104, spaces); got != -1 {
		t.Errorf("let go on another space chose %d", got)
	}

	tap.Follow(press, 2, 105, spaces) // an unlit space
	if got := tap.Follow(lift, 2, 105, spaces); got != -1 {
		t.Errorf("a tap on an unlit space chose %d", got)
	}
	mouse := carry.Pointer{X: 100, Y: 100, Down: true, Pressed: true}
	tap.Follow(mouse, 1, 104, spaces)
	if got := tap.Follow(carry.Pointer{X: 101, Y: 100}, 1, 104, spaces); got != 0 {
		t.Errorf("a click let go unseen (the button up on the next frame) chose %d", got)
	}
}
