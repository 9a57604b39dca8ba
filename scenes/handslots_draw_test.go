//go:build display

package scenes

import (
	"bytes"
	"image"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// rectPixels are the pixels of img inside r.
func rectPixels(img *ebiten.Image, r ui.Rect) []byte {
	sub := img.SubImage(image.Rect(int(r.X), int(r.Y), int(r.X+r.W), int(r.Y+r.H))).(*ebiten.Image)
	b := sub.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	sub.ReadPixels(pix)
	return pix
}

// A tile placed from the hand leaves its slot empty and the next tile where it was: the hand
// closing up moved the tile the player aimed at next, and a second drag dropped a market on a
// river (review 5). Undo puts the tile back in its slot.
func TestPlacedTileLeavesItsSlot(t *testing.T) {
	drawtest.Start(t)
	ctx := newContext(t)
	s, p := humanAtTurn(t, ctx)
	// a tile whose next two differ: a hand that closed up would show another tile next to it
	at := -1
	for i := 0; i+2 < 6 && at < 0; i++ {
		a, ok := p.hand.tile(i + 1)
		b, ok2 := p.hand.tile(i + 2)
		if _, ok0 := p.hand.tile(i); ok0 && ok && ok2 && a != b {
			at = i
		}
	}
	if at < 0 {
		t.Fatal("no tile in the hand with two tiles of different colours after it")
	}
	first, _ := p.hand.tile(at)
	second, _ := p.hand.tile(at + 1)
	targets := s.Targets(session.Piece{Kind: session.HandTile, Color: first})
	if len(targets) == 0 {
		t.Fatalf("no space for the %s", first.TileName())
	}
	l := &p.lay
	before := render(p, ctx)
	defer before.Deallocate()
	slot0, slot1 := rectPixels(before, l.Hand[at]), rectPixels(before, l.Hand[at+1])
	n := s.Decisions()
	r := l.Hand[at]
	x, y := l.CellCentre(targets[len(targets)/2])
	frame(p, ctx, int(r.X+r.W/2), int(r.Y+r.H/2), true)
	frame(p, ctx, int(x), int(y), true)
	frame(p, ctx, int(x), int(y), false)
	poll.Until(t, 20*time.Second, "the tile placed", func() bool {
		frame(p, ctx, 0, 0, false)
		return s.Decisions() > n && s.HumanToDecide()
	})
	p.anims.finish()
	frame(p, ctx, 0, 0, false)
	after := render(p, ctx)
	defer after.Deallocate()
	savePicture(after, "hand-slot-left-empty")
	if c, ok := p.hand.tile(at); ok {
		t.Errorf("the slot the %s left holds a %s", first.TileName(), c.TileName())
	}
	if c, ok := p.hand.tile(at + 1); !ok || c != second {
		t.Errorf("the next slot holds %v (%v), want the %s it held", c, ok, second.TileName())
	}
	if !bytes.Equal(rectPixels(after, l.Hand[at+1]), slot1) {
		t.Error("the next tile's slot is drawn differently after the tile before it was placed")
	}
	if bytes.Equal(rectPixels(after, l.Hand[at]), slot0) {
		t.Error("the slot still shows its tile after it was placed")
	}
	p.undo()
	frame(p, ctx, 0, 0, false)
	p.anims.finish()
	frame(p, ctx, 0, 0, false)
	undone := render(p, ctx)
	defer undone.Deallocate()
	if !bytes.Equal(rectPixels(undone, l.Hand[at]), slot0) || !bytes.Equal(rectPixels(undone, l.Hand[at+1]), slot1) {
		t.Error("after the undo the two slots are not drawn as before")
	}
}
