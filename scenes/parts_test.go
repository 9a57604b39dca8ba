//go:build display

package scenes

// The board screen's logic that is not pixels, with the screen around it: carrying a piece
// (handPart) and the choice of mode. Nothing is drawn; the package links Ebitengine, which needs
// a display to start, hence the tag. The logic itself is tested without one: carrying in
// scenes/carry, the choice of mode in scenes/boardmode, the layout in scenes/boardlayout.

import (
	"testing"
	"time"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/boardlayout"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// boardFor makes the board screen for s laid out for a 1280x800 window, with the person to decide.
func boardFor(t *testing.T, s *session.Session) *Play {
	t.Helper()
	poll.Until(t, 30*time.Second, "the person's first decision", func() bool {
		s.Poll(time.Now())
		if s.NeedsHandoff() {
			s.Ready()
		}
		return s.HumanToDecide()
	})
	p := NewPlay(NewSession(s, s, s), Hooks{})
	p.lay = boardlayout.New(1280, 800, 1, s.State().NumPlayers(), false)
	return p
}

// pointerAt is a frame's context with the pointer at (x, y).
func pointerAt(x, y int, pressed, down, released bool) *engine.Context {
	return &engine.Context{W: 1280, H: 800, Scale: 1, Device: 1, Now: time.Now(),
		In: &engine.Input{X: x, Y: y, Pressed: pressed, Down: down, Released: released}}
}

func againstBot(t *testing.T) *session.Session {
	t.Helper()
	s, err := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestCarryTapHoldsDragDrops(t *testing.T) {
	s := againstBot(t)
	p := boardFor(t, s)
	h := &p.hand
	x, y := centre(p.lay.Hand[0])

	// a tap picks the tile up and holds it until the next tap
	h.pointer(pointerAt(x, y, true, true, false), ui.ID{}, true)
	if h.drag == nil || len(h.targets) == 0 {
		t.Fatalf("a press on the hand's first tile picked %v with %d targets", h.drag, len(h.targets))
	}
	h.pointer(pointerAt(x, y, false, false, true), ui.ID{}, true)
	if h.drag == nil || !h.drag.Sticky {
		t.Fatal("a tap did not leave the tile held for the next tap")
	}
	// a tap on a button puts it back, and the button is the screen's to press
	if id := h.pointer(pointerAt(x, y, true, true, false), idUndo, true); id != idUndo || h.drag != nil {
		t.Fatalf("a tap on Undo with a tile held gave %q and left %v in hand", id, h.drag)
	}

	// a drag back to where it started changes nothing
	h.pointer(pointerAt(x, y, true, true, false), ui.ID{}, true)
	h.pointer(pointerAt(x+200, y, false, true, false), ui.ID{}, true)
	h.pointer(pointerAt(x, y, false, false, true), ui.ID{}, true)
	if h.drag != nil || s.Decisions() != 0 {
		t.Fatalf("a drag back to the hand left %v in hand and made %d decisions", h.drag, s.Decisions())
	}

	// a drag onto a legal space is the action
	h.pointer(pointerAt(x, y, true, true, false), ui.ID{}, true)
	cx, cy := p.lay.CellCentre(h.targets[0])
	h.pointer(pointerAt(int(cx), int(cy), false, true, false), ui.ID{}, true)
	h.pointer(pointerAt(int(cx), int(cy), false, false, true), ui.ID{}, true)
	if h.drag != nil || s.Decisions() != 1 {
		t.Fatalf("a drag onto %s left %v in hand and made %d decisions", game.SpaceName(h.targets[0]), h.drag, s.Decisions())
	}

	// a person who may not act picks nothing up
	h.pointer(pointerAt(x, y, true, true, false), ui.ID{}, false)
	if h.drag != nil {
		t.Fatal("a tile was picked up while the person may not act")
	}
}

func TestSwapChoosesTilesNotPieces(t *testing.T) {
	p := boardFor(t, againstBot(t))
	h := &p.hand
	h.swapMode = true
	x, y := centre(p.lay.Hand[2])
	h.pointer(pointerAt(x, y, true, true, false), ui.ID{}, true)
	if h.drag != nil || !h.swapPick[2] {
		t.Fatalf("in swap mode a press on a tile carried %v and chose %v", h.drag, h.swapPick)
	}
	h.pointer(pointerAt(x, y, true, true, false), ui.ID{}, true)
	if h.swapPick[2] {
		t.Fatal("a second press did not keep the tile")
	}
}

func TestModeChoice(t *testing.T) {
	s, err := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(NewSession(s, s, s), Hooks{})
	if _, ok := p.mode().(handoffMode); !ok || !s.NeedsHandoff() {
		t.Fatalf("two people at one screen begin with %T (hand-off %v)", p.mode(), s.NeedsHandoff())
	}
	s.Ready()
	if _, ok := p.mode().(inputMode); !ok {
		t.Fatalf("the person ready gets %T, not the board's input", p.mode())
	}
	p.dlg.ok = true
	if _, ok := p.mode().(dialogMode); !ok {
		t.Fatalf("a dialog asked gives %T", p.mode())
	}
	p.ask = &askMode{}
	if _, ok := p.mode().(*askMode); !ok {
		t.Fatalf("a question asked stands over the dialog: got %T", p.mode())
	}
}
