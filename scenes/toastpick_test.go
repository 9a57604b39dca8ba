//go:build display

package scenes

import (
	"testing"
	"time"

	"tigris/scenes/internal/drawtest"
)

// A toast goes when the person picks a piece up: a conflict's result stayed over the log's
// newest lines (and on a phone over the leaders in supply) for seconds into his own action
// (issue 44, a new player's review).
func TestToastGoesWhenAPieceIsPicked(t *testing.T) {
	drawtest.Start(t)
	ctx := newContext(t)
	_, p := humanAtTurn(t, ctx)
	layOut(t, p, ctx)
	p.banner.sayFor("Bull holds in the revolt of the traders, 3 to 3: Archer's trader goes home.", time.Minute)
	slot := p.lay.Hand[0]
	x, y := int(slot.X+slot.W/2), int(slot.Y+slot.H/2)
	frame(p, ctx, x, y, false)
	if p.banner.text == "" {
		t.Fatal("the toast went before anything was picked")
	}
	frame(p, ctx, x, y, true)
	if p.hand.drag == nil {
		t.Fatal("no piece picked from the hand")
	}
	if p.banner.text != "" {
		t.Errorf("the toast %q stays while the person carries a piece", p.banner.text)
	}
}
