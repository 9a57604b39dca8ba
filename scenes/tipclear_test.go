//go:build display

package scenes

import (
	"testing"
	"time"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// still is a frame with the pointer at (x, y) at the context's time, moved on by d first (frame
// takes the clock's time; a tooltip's delay is waited for here by the test's clock).
func still(p *Play, ctx *engine.Context, x, y int, d time.Duration) {
	in := ctx.In
	in.Pressed, in.Released = false, in.Down
	in.Moved = in.X != x || in.Y != y
	in.X, in.Y, in.Down = x, y, false
	ctx.Now = ctx.Now.Add(d)
	if _, err := p.Update(ctx); err != nil {
		panic(err)
	}
}

// A tooltip stays off the commit dialog's card and the spaces it asks about: the buttons below
// a dialog (End turn, Swap, Hint, Undo, Menu) show theirs elsewhere or not at all (issue 44).
func TestTooltipsStayOffTheDialog(t *testing.T) {
	drawtest.Start(t)
	st, err := game.ParsePosition(stagedRevoltPosition("rrbbgg"))
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	sh.Settings.AnimSpeed = 0
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"tablet-landscape-2x", 1024, 768, 2}, {"desktop-1024x768", 1024, 768, 1}} {
		p, err := sh.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: st})
		if err != nil {
			t.Fatal(err)
		}
		ctx := contextFor(t, size)
		frame(p, ctx, 0, 0, false)
		s := p.Session().Reader.(*session.Session)
		if s.NeedsHandoff() {
			s.Ready()
		}
		_, m, _ := game.ParseMove("archer leader r A2")
		if err := s.Try(m); err != nil {
			t.Fatal(err)
		}
		frame(p, ctx, 0, 0, false)
		if s.NeedsHandoff() {
			s.Ready()
		}
		frame(p, ctx, 0, 0, false)
		layOut(t, p, ctx)
		if !p.dlg.ok {
			t.Fatalf("%s: no commit dialog after the revolt", size.name)
		}
		shown := 0
		for _, id := range []ui.ID{idEnd, idSwap, idHint, idUndo, idMenu} {
			r := controlRect(t, &p.ctl, id.String())
			x, y := int(r.X+r.W/2), int(r.Y+r.H/2)
			still(p, ctx, x+1, y, 0)
			still(p, ctx, x, y, 0)
			still(p, ctx, x, y, time.Second)
			layOut(t, p, ctx)
			tip, at := p.ctl.Shown()
			if tip == "" {
				continue
			}
			shown++
			if ui.Overlaps(at, p.dlg.at) {
				t.Errorf("%s: the tip of %s (%q) at %v lies over the dialog at %v", size.name, id, tip, at, p.dlg.at)
			}
		}
		if shown == 0 {
			t.Errorf("%s: no button below the dialog showed its tooltip anywhere", size.name)
		}
	}
}

// A tooltip goes with the click or drop that acted, and comes back only to a pointer that moved
// and rested again: a tile dropped on the board shows no tip of the piece it became (issue 44).
func TestTooltipGoesAfterADrop(t *testing.T) {
	drawtest.Start(t)
	ctx := newContext(t)
	s, p := humanAgainstEasy(t, ctx)
	h5, _ := game.ParseSpace("H5")
	hx, hy := p.lay.CellCentre(h5)
	slot := p.lay.Hand[0]
	frame(p, ctx, int(slot.X+slot.W/2), int(slot.Y+slot.H/2), true)
	frame(p, ctx, int(hx), int(hy), true)
	frame(p, ctx, int(hx), int(hy), false)
	if got := s.State().Cell(h5); got.Kind != game.Tile {
		t.Fatalf("the drop did not place a tile on H5: %+v", got)
	}
	for range 3 {
		still(p, ctx, int(hx), int(hy), time.Second)
		layOut(t, p, ctx)
		if tip, _ := p.ctl.Shown(); tip != "" {
			t.Fatalf("after the drop the tooltip %q shows where the pointer let go", tip)
		}
	}
	// moved and rested again: the placed tile's tip comes
	still(p, ctx, int(hx)+2, int(hy), 0)
	still(p, ctx, int(hx)+2, int(hy), time.Second)
	layOut(t, p, ctx)
	if tip, _ := p.ctl.Shown(); tip == "" {
		t.Fatal("a pointer that moved and rested on the placed tile shows no tooltip")
	}
}
