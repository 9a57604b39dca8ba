//go:build display

package scenes

import (
	"testing"
	"time"

	"tigris/ai"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
)

// On a phone held upright the log opens as a sheet that is mostly log, at its newest lines
// (whatever it was scrolled to before), and a finger dragged down it brings the earlier lines
// into sight without picking up a piece or making a move (review 3: a 75 CSS px box of one entry
// that only a mouse wheel scrolled). Its heading says a drag brings earlier turns only while
// there are some (review 5). The picture (TE_SCREENSHOTS) shows the open sheet.
func TestAPhonesLogOpensAtItsNewestLinesAndScrollsByFinger(t *testing.T) {
	drawtest.Start(t)
	s, p, ctx := phoneGame(t)
	me := ai.New(ai.Random, 5)
	poll.Until(t, time.Minute, "a log longer than the phone's sheet", func() bool {
		frame(p, ctx, 0, 0, false)
		if _, asked := s.Dialog(); len(s.Log()) >= 60 && s.HumanToDecide() && !asked {
			return true // the person's action on the board, not a decision's card
		}
		switch {
		case s.State().Over():
			t.Fatal("the game ended first")
		case s.TurnHeld():
			if err := s.EndTurn(); err != nil {
				t.Fatal(err)
			}
		case s.HumanToDecide():
			if err := s.Try(me.Choose(s.View())); err != nil {
				t.Fatal(err)
			}
		}
		return false
	})
	frame(p, ctx, 0, 0, false)
	p.since.open = false
	layOut(t, p, ctx)
	p.log.scroll = 7 // scrolled back when it was open before
	tapIn(p, ctx, p.log.tab())
	if !p.log.open {
		t.Fatal("the tab did not open the log")
	}
	img := render(p, ctx)
	savePicture(img, "phone-log-open")
	img.Deallocate()
	if p.log.scroll != 0 || !p.log.full(ctx) {
		t.Fatalf("the log opened scrolled back %d lines (full %v): want its newest lines", p.log.scroll, p.log.full(ctx))
	}
	if p.lay.Log.H < p.lay.H/2 {
		t.Fatalf("the open log is %v on a screen %v high: want most of it", p.lay.Log, p.lay.H)
	}
	if w := p.log.dragWords(ctx); w == "" {
		t.Error("a sheet with earlier turns above its lines does not say a drag brings them")
	}
	decisions := s.Decisions()
	x, y := centre(p.lay.Log)
	frame(p, ctx, x, y, true)
	layOut(t, p, ctx)
	step := int(p.log.lineH)
	for k := 1; k <= 6; k++ {
		frame(p, ctx, x, y+k*step, true)
		layOut(t, p, ctx)
	}
	frame(p, ctx, x, y+6*step, false)
	img = render(p, ctx)
	savePicture(img, "phone-log-dragged")
	img.Deallocate()
	if p.log.scroll < 5 {
		t.Errorf("a finger dragged %d lines down the log scrolled it back %d lines", 6, p.log.scroll)
	}
	p.log.scroll = 1 << 20 // dragged back to the first line: nothing earlier to bring
	if w := p.log.dragWords(ctx); w != "" {
		t.Errorf("scrolled back to its first line, the sheet says %q", w)
	}
	if p.hand.drag != nil || s.Decisions() != decisions {
		t.Errorf("a drag on the log picked up a piece (%v) or made a move (%d decisions, were %d)", p.hand.drag != nil, s.Decisions(), decisions)
	}
}
