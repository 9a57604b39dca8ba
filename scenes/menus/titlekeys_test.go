//go:build display

package menus

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// The title's buttons are reached by keyboard: the arrows and Tab walk a ring over them in the
// order drawn, wrapping at the ends, and Enter presses the one ringed; a pointer that moves takes
// the ring away.
func TestTitleButtonsByKeyboard(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	title := NewTitle(newTestHost().host())
	draw(ctx, title).Deallocate()
	hits := title.Controls().Hits
	press := func(k ebiten.Key) bool {
		ctx.In.Keys = []ebiten.Key{k}
		redraw, err := title.Update(ctx)
		ctx.In.Keys = nil
		if err != nil {
			t.Fatal(err)
		}
		return redraw
	}
	if !press(ebiten.KeyArrowDown) || title.focus != 1 {
		t.Fatalf("the first Down rings button %d, not the first", title.focus)
	}
	press(ebiten.KeyTab)
	if got := hits[title.focus-1].ID; got != idOnline {
		t.Errorf("Down and Tab ring %v, not Play online", got)
	}
	press(ebiten.KeyArrowUp)
	press(ebiten.KeyArrowUp) // from the first to the last
	if got := hits[title.focus-1].ID; got != idQuit {
		t.Errorf("Up from the first rings %v, not Quit", got)
	}
	press(ebiten.KeyArrowDown) // from the last to the first
	press(ebiten.KeyArrowDown)
	press(ebiten.KeyArrowDown) // Learn to play
	img := draw(ctx, title)
	ring := rgba(img.At(int(hits[2].R.X+hits[2].R.W/2), int(hits[2].R.Y-3)))
	img.Deallocate()
	if int(ring.R)+int(ring.G) < 300 {
		t.Errorf("no ring drawn round the ringed button (%v)", ring)
	}
	press(ebiten.KeyEnter)
	if next := ctx.TakeSwitch(); next == nil {
		t.Error("Enter on Learn to play opened nothing")
	} else if _, ok := next.(*LessonList); !ok {
		t.Errorf("Enter on Learn to play opened %T", next)
	}
	ctx.In.Moved = true
	title.Update(ctx)
	ctx.In.Moved = false
	if title.focus != 0 {
		t.Error("the ring stays when the pointer moves")
	}
}
