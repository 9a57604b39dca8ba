package pointer

import "testing"

// seen is one frame as a screen sees it.
type seen struct {
	x, y        int
	down, touch bool
}

// replay steps a state through frames and returns what each frame showed.
func replay(s *State, frames ...Frame) []seen {
	var out []seen
	for _, f := range frames {
		s.Step(f)
		out = append(out, seen{s.X, s.Y, s.Down, s.Touch})
	}
	return out
}

func finger(id, x, y int, began bool) Frame {
	f := Frame{Touches: map[int][2]int{id: {x, y}}}
	if began {
		f.Began = []int{id}
	}
	return f
}

func lifted(id int) Frame { return Frame{Ended: []int{id}} }

// A tap on a phone leaves the pointer where the finger was: the mouse cursor the browser keeps at
// (0,0) on a touch screen never takes it to the corner (issue 36, item 1).
func TestTapLeavesThePointerWhereTheFingerWas(t *testing.T) {
	var s State
	got := replay(&s, Frame{}, finger(3, 200, 300, true), finger(3, 200, 300, false), lifted(3), Frame{}, Frame{})
	want := []seen{{0, 0, false, false}, {200, 300, true, true}, {200, 300, true, true},
		{200, 300, false, true}, {200, 300, false, true}, {200, 300, false, true}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("frame %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}

// A tap begun and ended between two frames is down for one frame and up at the next, where the
// finger was; so is a tap the page's own listeners kept (Quick).
func TestTapsBetweenFramesAreSeen(t *testing.T) {
	var s State
	f := Frame{Began: []int{1}, Ended: []int{1}, Touches: map[int][2]int{}}
	// Ebitengine gives no position for a touch it saw only ended: the quick tap carries it
	got := replay(&s, Frame{}, Frame{Quick: &[2]int{50, 60}}, Frame{}, f, Frame{})
	want := []seen{{0, 0, false, false}, {50, 60, true, false}, {50, 60, false, false}, {50, 60, true, true}, {50, 60, false, true}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("frame %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}

// A second finger changes nothing; the first is followed until it lifts.
func TestSecondFingerIgnored(t *testing.T) {
	var s State
	two := Frame{Began: []int{8}, Touches: map[int][2]int{7: {10, 10}, 8: {500, 500}}}
	got := replay(&s, finger(7, 10, 10, true), two, finger(7, 12, 14, false), lifted(7))
	if got[1] != (seen{10, 10, true, true}) || got[2] != (seen{12, 14, true, true}) || got[3] != (seen{12, 14, false, true}) {
		t.Fatalf("the second finger moved the pointer: %+v", got)
	}
}

// The mouse takes the pointer back as soon as it moves or clicks, and a click shorter than a
// frame is still a press and a release.
func TestMouseAfterTouch(t *testing.T) {
	var s State
	replay(&s, Frame{}, finger(1, 100, 100, true), lifted(1))
	got := replay(&s, Frame{MouseX: 0, MouseY: 0}, Frame{MouseX: 40, MouseY: 30}, Frame{MouseX: 40, MouseY: 30, Clicked: true, Unpushed: true}, Frame{MouseX: 40, MouseY: 30})
	want := []seen{{100, 100, false, true}, {40, 30, false, false}, {40, 30, true, false}, {40, 30, false, false}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("frame %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}

// A release and a new press in one slow frame show as up, then down.
func TestSlowFrameReleaseAndPress(t *testing.T) {
	var s State
	got := replay(&s, Frame{MouseX: 5, MouseY: 5, Mouse: true, Clicked: true}, Frame{MouseX: 5, MouseY: 5, Mouse: true, Clicked: true, Unpushed: true}, Frame{MouseX: 5, MouseY: 5, Mouse: true})
	if got[0].down != true || got[1].down != false || got[2].down != true {
		t.Fatalf("down, up, down expected: %+v", got)
	}
}

// A finger that touches while queued frames are shown is followed once they are.
func TestFingerDuringQueuedFrames(t *testing.T) {
	var s State
	replay(&s, Frame{Quick: &[2]int{1, 1}})
	got := replay(&s, finger(4, 70, 80, true), finger(4, 72, 80, false), lifted(4))
	if got[0].down || got[1] != (seen{72, 80, true, true}) || got[2].down {
		t.Fatalf("the finger was not followed after the queued release: %+v", got)
	}
}

// Two quick taps the page kept in frames next to each other (a double tap on a device slower
// than the fingers) are two taps: the second waits for the first's release, not lost in it.
func TestTwoQuickTapsInARowAreBothSeen(t *testing.T) {
	var s State
	got := replay(&s, Frame{Quick: &[2]int{50, 60}}, Frame{Quick: &[2]int{52, 61}}, Frame{}, Frame{}, Frame{})
	want := []seen{{50, 60, true, false}, {50, 60, false, false}, {52, 61, true, false}, {52, 61, false, false}, {52, 61, false, false}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("frame %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}

// A click held across a frame (the screen changed on its press) whose release comes between two
// frames together with the next quick click, as a check clicks the new screen's button as soon
// as the screen says where it is: the pointer goes up, then down on the new button, then up. The
// quick click used to be shown as the held button moving there, no press: the browser check
// waited 60 s for the settings the click on the title's Settings never opened.
func TestReleaseAndQuickClickInOneFrame(t *testing.T) {
	var s State
	got := replay(&s,
		Frame{MouseX: 582, MouseY: 1028, Mouse: true, Clicked: true}, // Back pressed: the title comes
		Frame{Quick: &[2]int{960, 759}, MouseX: 960, MouseY: 759, Mouse: true, Clicked: true, Unpushed: true},
		Frame{MouseX: 960, MouseY: 759}, Frame{MouseX: 960, MouseY: 759}, Frame{MouseX: 960, MouseY: 759})
	want := []seen{{582, 1028, true, false}, {960, 759, false, false}, {960, 759, true, false}, {960, 759, false, false}, {960, 759, false, false}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("frame %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}

// The same by finger: a finger held across a frame lifts, and the next quick tap comes, between
// two frames. The finger goes up, then the tap is down for a frame and up at the next.
func TestLiftAndQuickTapInOneFrame(t *testing.T) {
	var s State
	got := replay(&s, finger(1, 100, 700, true),
		Frame{Began: []int{2}, Ended: []int{1, 2}, Touches: map[int][2]int{}, Quick: &[2]int{300, 400}},
		Frame{}, Frame{}, Frame{})
	want := []seen{{100, 700, true, true}, {100, 700, false, true}, {300, 400, true, true}, {300, 400, false, true}, {300, 400, false, true}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("frame %d: %+v, want %+v", i, got[i], want[i])
		}
	}
}

// A finger's quick tap, which the page's listeners kept, leaves a finger's pointer: lifted, it
// lights nothing it rests on (review 6, m31: the button tapped stayed lit). A quick click leaves
// the mouse's.
func TestAFingersQuickTapIsAFingers(t *testing.T) {
	var s State
	got := replay(&s, Frame{}, Frame{Quick: &[2]int{50, 60}, QuickFinger: true}, Frame{}, Frame{})
	want := []seen{{0, 0, false, false}, {50, 60, true, true}, {50, 60, false, true}, {50, 60, false, true}}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("frame %d: %+v, want %+v", i, got[i], want[i])
		}
	}
	var m State
	if got := replay(&m, Frame{Quick: &[2]int{50, 60}}, Frame{}); got[1].touch {
		t.Errorf("a quick click leaves a finger's pointer: %+v", got)
	}
}
