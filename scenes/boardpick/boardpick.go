// Package boardpick is a space chosen on the board while a dialog asks for one (a treasure to
// take, where a civilization building goes, a monument's square): a click or tap on a lit space,
// pressed and let go on it, picks the one answer that space stands for; the dialog's buttons stay
// for the keys and for answers no space tells apart. It knows nothing of pixels or Ebitengine, so
// its rules are tested without a display; the dialog (scenes.dialogPart) follows it.
package boardpick

import "tigris/scenes/carry"

// Answer is the answer a space stands for, given the spaces each answer concerns (none for an
// answer on no space): the only one whose spaces hold it, else -1 (no answer there, or several:
// a square two monuments may stand on, told apart by the buttons alone).
func Answer(spaces [][]int, cell int) int {
	found := -1
	for i, group := range spaces {
		for _, c := range group {
			if c != cell {
				continue
			}
			if found >= 0 && found != i {
				return -1
			}
			found = i
		}
	}
	return found
}

// Tap is a press on a lit space, waiting to be let go.
type Tap struct {
	armed      bool
	cell, x, y int
}

// slop is how far (in UI units) a press may wobble and still be a tap, as a carried piece's
// (carry): a fingertip wobbles more than a mouse.
func slop(touch bool) float64 {
	if touch {
		return 10
	}
	return 6
}

// Follow takes the frame's pointer: scale is device pixels per UI unit, cell the board space
// under the pointer (-1: none), spaces those of each answer. It returns the answer chosen this
// frame, or -1. A press on a space that stands for an answer arms the tap; let go on that same
// space, near where it went down, it chooses. A press that slides away (a finger panning the
// zoomed board) or is let go elsewhere chooses nothing: a treasure was taken at the first touch of
// a pan.
func (t *Tap) Follow(p carry.Pointer, scale float64, cell int, spaces [][]int) int {
	if p.Pressed {
		t.armed, t.cell, t.x, t.y = Answer(spaces, cell) >= 0, cell, p.X, p.Y
		return -1
	}
	if !t.armed {
		return -1
	}
	far := float64(abs(p.X-t.x) + abs(p.Y-t.y))
	if far > slop(p.Touch)*scale {
		t.armed = false
		return -1
	}
	if !p.Released && p.Down {
		return -1
	}
	t.armed = false
	if cell != t.cell {
		return -1
	}
	return Answer(spaces, cell)
}

// Armed reports a press on a lit space not yet let go: the space is drawn pressed.
func (t *Tap) Armed() (cell int, ok bool) { return t.cell, t.armed }

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
