//go:build display

package scenes

import (
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// Early in a game (the log not yet full) a conflict's result toast covers none of the pieces in
// the panel, no button and no player's row, and on a desktop no space of the board: at 1280x800
// it stood over "Leaders in supply", hiding the leader who had just come home (issue 44, review
// 2). A hint's toast never covers the space it names, even one in the board's last rows (on a
// phone it stood over O2 while saying "Place your priest at O2"). Pictures with TE_SCREENSHOTS.
func TestToastKeepsClearOfPiecesAndSubject(t *testing.T) {
	drawtest.Start(t)
	result := "Pot holds in the revolt of the traders, 2 to 2 (ties go to the defender): Archer's trader goes home."
	for _, size := range []screenSize{everySize[5], everySize[6], everyLayout[0]} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			p := boardScreenDrawn(t, ctx, size, 3)
			poll.Until(t, time.Minute, "the person's turn", func() bool {
				frame(p, ctx, 0, 0, false)
				return p.sess.HumanToDecide()
			})
			layOut(t, p, ctx)
			p.banner.sayFor(result, time.Minute)
			r := p.banner.rect(ctx, !p.dlg.ok)
			clear := append(append([]ui.Rect{p.lay.Catas, p.lay.Players}, p.lay.Hand[:]...), p.lay.Supply[:]...)
			clear = append(clear, p.lay.Buttons...)
			if !p.lay.Portrait {
				clear = append(clear, p.lay.Board)
			}
			for _, c := range clear {
				if ui.Overlaps(r, c) {
					t.Errorf("the result's toast %v covers %v", r, c)
				}
			}
			if !inside(r, ctx) {
				t.Errorf("the toast %v leaves the screen", r)
			}
			savePicture(render(p, ctx), "toast-result-"+size.name)
			// the hint names the space lowest on the screen, in the board's foot
			low := 0
			for i := 0; i < game.NCells; i++ {
				if p.lay.CellRect(i).Y > p.lay.CellRect(low).Y {
					low = i
				}
			}
			p.banner.sayAbout("Hint: Place your priest at "+game.SpaceName(low)+": it takes the points of its colour in that kingdom.", low, time.Minute)
			r = p.banner.rect(ctx, !p.dlg.ok)
			if ui.Overlaps(r, p.lay.CellRect(low)) {
				t.Errorf("the hint's toast %v covers %s %v, the space it names", r, game.SpaceName(low), p.lay.CellRect(low))
			}
			for _, b := range p.lay.Buttons {
				if ui.Overlaps(r, b) {
					t.Errorf("the hint's toast %v covers the button %v", r, b)
				}
			}
			savePicture(render(p, ctx), "toast-hint-"+size.name)
		})
	}
}

// On a phone, while the bots play (the person has nothing to place), a conflict's toast stands
// over the idle hand where it fits, not over the board's last rows where the bots act (issue 44,
// review 2); a longer one never over the conflict's space; neither covers a button, the log's
// tab nor the players' rows.
func TestToastOffTheBoardWhileBotsPlay(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[0], phone2x} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			p := boardScreenDrawn(t, ctx, size, 3)
			s := p.sess.Reader.(*session.Session)
			me := ai.New(ai.Random, 4)
			poll.Until(t, time.Minute, "the person's turn", func() bool {
				frame(p, ctx, 0, 0, false)
				return s.HumanToDecide()
			})
			for s.HumanToDecide() && !s.TurnHeld() {
				if err := s.Try(me.Choose(s.View())); err != nil {
					t.Fatal(err)
				}
			}
			if s.TurnHeld() {
				if err := s.EndTurn(); err != nil {
					t.Fatal(err)
				}
			}
			if s.HumanToDecide() {
				t.Fatal("still the person's turn")
			}
			// a short result over the idle hand, off the board
			p.banner.sayFor("Bull holds in the revolt of the priests, 2 to 2: Archer's priest goes home.", time.Minute)
			r := p.banner.rect(ctx, !p.dlg.ok)
			for _, c := range append([]ui.Rect{p.lay.Board, p.lay.LogTab, p.lay.Players}, p.lay.Buttons...) {
				if c.W > 0 && ui.Overlaps(r, c) {
					t.Errorf("the short toast %v covers %v while the bots play", r, c)
				}
			}
			savePicture(render(p, ctx), "toast-botsplay-"+size.name)
			// a long one where the idle hand cannot hold it: never over the conflict's space
			low := 0
			for i := 0; i < game.NCells; i++ {
				if p.lay.CellRect(i).Y > p.lay.CellRect(low).Y {
					low = i
				}
			}
			p.banner.sayAbout("Bull holds in the war of the traders, 7 to 7 (ties go to the defender): Archer's trader goes home and 5 markets leave the board.", low, time.Minute)
			r = p.banner.rect(ctx, !p.dlg.ok)
			for _, c := range append([]ui.Rect{p.lay.CellRect(low), p.lay.LogTab, p.lay.Players}, p.lay.Buttons...) {
				if c.W > 0 && ui.Overlaps(r, c) {
					t.Errorf("the long toast %v covers %v while the bots play", r, c)
				}
			}
			savePicture(render(p, ctx), "toast-botsplay-long-"+size.name)
		})
	}
}
