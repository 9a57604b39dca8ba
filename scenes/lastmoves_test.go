//go:build display

package scenes

import (
	"math"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/lastmoves"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// tickAt is the middle of a mark's top-left tick's arm, inside its coloured part.
func tickAt(p *Play, mv lastmoves.Move) (int, int) {
	r := p.lay.CellRect(mv.Cells[0])
	for _, c := range mv.Cells[1:] {
		r = union(r, p.lay.CellRect(c))
	}
	side := math.Min(r.W, r.H)
	w, arm := math.Max(2, side*0.075), math.Max(5, side*0.3)
	return int(r.X + p.lay.U + arm*0.6), int(r.Y + p.lay.U + w/2)
}

// ticked reports the marks of list drawn in img in their mover's house colour (a space emptied
// wears a fainter one, so only those still holding a piece are counted), and how many were looked at.
func ticked(p *Play, img *ebiten.Image, list []lastmoves.Move) (drawn, looked int) {
	st := p.sess.State()
	for _, mv := range list {
		if st.Cell(mv.Cells[0]).Kind == game.Empty || mv.Mover < 0 {
			continue
		}
		looked++
		x, y := tickAt(p, mv)
		if near(img.At(x, y), houseColour(p.pal, st.Player(mv.Mover).Dynasty), 12) {
			drawn++
		}
	}
	return drawn, looked
}

// After two bots' turns, the spaces they changed are marked on the board in their house colours
// (review2, rank 1: nothing said what the bots did once their pieces had glided in), at 1280x800,
// 1920x1080 and on a phone whose board is turned, in both themes; the person's first action takes
// the marks away, and pointing at the log (a mouse) brings them back. Pictures with
// TE_SCREENSHOTS=folder.
func TestTheBotsLastMovesAreMarkedUntilThePersonActs(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"phone-3x", 390, 844, 3}} {
		for theme, look := range []string{"", "-scifi"} {
			t.Run(size.name+look, func(t *testing.T) {
				sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
				sh.Settings.Theme = theme
				seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy}, {Dynasty: game.Lion, Level: ai.Easy}}
				p, err := sh.Play(session.Config{Seats: seats, Seed: 7, BotDelay: time.Nanosecond})
				if err != nil {
					t.Fatal(err)
				}
				ctx := contextFor(t, size)
				ctx.In.TouchScreen = size.device > 1
				d := &driver{t: t, ctx: ctx, scene: p}
				defer func() { d.free() }()
				mine := func() bool { return p.sess.HumanToDecide() && p.sess.Pending().Kind == game.DecideAction }
				d.frames("Anna's first turn", mine)
				if err := p.sess.Try(game.PassMove()); err != nil {
					t.Fatal(err)
				}
				d.frames("Anna's second turn", func() bool { return p.sess.Decisions() > 1 && mine() })
				p.anims.finish()
				p.zoomTip.on, p.turnTip.on = false, false // told once at the board's foot, they go at the first touch
				d.step(0, 0, false)
				marks := p.marks.Shown(0, false)
				img := d.draw("lastmoves-" + size.name + look)
				// (two bots' turns place on two to four spaces: a leader moved or a swap changes fewer)
				if drawn, looked := ticked(p, img, marks); looked < 2 || drawn != looked {
					t.Fatalf("%d of the %d spaces the bots placed on are marked (of %d marks)", drawn, looked, len(marks))
				}
				v := p.sess.View()
				var tile session.Piece
				for c := game.Color(0); c < game.NumColors; c++ {
					if v.Hand[c] > 0 {
						tile = session.Piece{Kind: session.HandTile, Color: c}
					}
				}
				var at int
				for _, at = range p.sess.Targets(tile) {
					if !onAny(marks, at) {
						break
					}
				}
				if err := p.sess.Drop(tile, at); err != nil {
					t.Fatal(err)
				}
				d.step(0, 0, false)
				p.anims.finish()
				img = d.draw("lastmoves-acted-" + size.name + look)
				if drawn, _ := ticked(p, img, marks); drawn > 0 {
					t.Fatalf("%d marks stay after Anna's first action", drawn)
				}
				if size.device > 1 {
					return
				}
				lg := p.lay.Log
				d.step(int(lg.X+lg.W/2), int(lg.Y+lg.H/2), false)
				img = d.draw("lastmoves-again-" + size.name + look)
				if drawn, looked := ticked(p, img, marks); drawn != looked {
					t.Fatalf("pointing at the log shows %d of %d marks again", drawn, looked)
				}
			})
		}
	}
}

// onAny reports a space among the marks.
func onAny(list []lastmoves.Move, cell int) bool {
	for _, mv := range list {
		for _, c := range mv.Cells {
			if c == cell {
				return true
			}
		}
	}
	return false
}

// In the hot seat, the second person sees the first one's placements marked once he has said
// Ready, and nothing on the board before (the hand-off page shows the board to whoever holds the
// screen).
func TestHotSeatMarksWaitForReady(t *testing.T) {
	drawtest.Start(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}}
	p, err := sh.Play(session.Config{Seats: seats, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, ctx: contextFor(t, screenSize{"1280x800", 1280, 800, 1}), scene: p}
	defer func() {
		if d.img != nil {
			d.free()
		}
	}()
	s := p.sess.Reader.(*session.Session)
	s.Ready()
	d.step(0, 0, false)
	first := s.Pending().Player // the seed says who begins
	other := 1 - first
	for range 2 {
		v := p.sess.View()
		var tile session.Piece
		for c := game.Color(0); c < game.NumColors; c++ {
			if v.Hand[c] > 0 {
				tile = session.Piece{Kind: session.HandTile, Color: c}
			}
		}
		if err := p.sess.Drop(tile, p.sess.Targets(tile)[0]); err != nil {
			t.Fatal(err)
		}
		d.step(0, 0, false)
	}
	if p.turnHeld() { // the turn waits at its end for End turn
		if err := s.EndTurn(); err != nil {
			t.Fatal(err)
		}
		d.step(0, 0, false)
	}
	s.PassOn()
	d.step(0, 0, false)
	if !s.NeedsHandoff() || s.HandoffTo() != other {
		t.Fatalf("no hand-off to Bo after Anna's turn: needs %v to %d, pending %+v, viewer %d, log %q", s.NeedsHandoff(), s.HandoffTo(), s.Pending(), s.Viewer(), s.Log())
	}
	bo := p.marks.Shown(other, false)
	if len(bo) < 2 {
		t.Fatalf("Bo's marks: %v", bo)
	}
	p.anims.finish()
	img := d.draw("lastmoves-handoff")
	if drawn, _ := ticked(p, img, bo); drawn > 0 {
		t.Fatalf("%d marks on the board before Bo said Ready", drawn)
	}
	s.Ready()
	d.step(0, 0, false)
	img = d.draw("lastmoves-bo-ready")
	if drawn, looked := ticked(p, img, bo); drawn != looked || looked < 2 {
		t.Fatalf("after Ready, %d of Anna's %d placements marked", drawn, looked)
	}
}
