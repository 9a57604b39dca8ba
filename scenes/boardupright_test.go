//go:build display

package scenes

import (
	"fmt"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
)

// With "Board on an upright phone: As printed" a phone held upright (390x844 at 3x and 360x640 at
// 2x, touch) shows the board as printed: column A at the left and row 1 at the top, spaces of at
// least 22 CSS px (on the 360 px phone with the row numbers inside the board), every control on
// the screen and apart; a tile tapped onto a space's centre lands there, and a double tap
// enlarges the board as on any phone.
func TestAnUprightPhoneShowsTheBoardAsPrinted(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[0], everySize[2]} {
		t.Run(size.name, func(t *testing.T) { uprightAsPrinted(t, size) })
	}
}

// uprightAsPrinted is TestAnUprightPhoneShowsTheBoardAsPrinted at a size.
func uprightAsPrinted(t *testing.T, size screenSize) {
	ctx := contextFor(t, size)
	s, err := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(NewSession(s, s, s), Hooks{})
	p.printed = true // the setting, as a shell's followSettings gives it
	ctx.In.Touch, ctx.In.TouchScreen = true, true
	frame(p, ctx, 0, 0, false)
	waitForPieces(t, &p.boardView)
	layOut(t, p, ctx)
	l := &p.lay
	d := ctx.Device
	if l.Turned || !l.AsPrinted || l.Board.W <= l.Board.H {
		t.Fatalf("the board %v is not upright (turned %v)", l.Board, l.Turned)
	}
	if g := l.Grid(); g.TopLabel(0) != "A" || g.SideLabel(0) != "1" || l.CellRect(0).X != l.Board.X || l.CellRect(0).Y != l.Board.Y {
		t.Fatalf("column %s at the left, row %s at the top, A1 at %v on the board %v", g.TopLabel(0), g.SideLabel(0), l.CellRect(0), l.Board)
	}
	if l.Cell < 22*d {
		t.Fatalf("spaces of %.1f CSS px, want at least 22", l.Cell/d)
	}
	checkBoardAndHand(t, p, ctx, size)
	checkBoardButtons(t, l, d)
	checkControls(t, ctx, "upright phone", p.ctl.Hits)
	h5, _ := game.ParseSpace("H5")
	tapIn(p, ctx, l.Hand[0])
	if p.hand.drag == nil {
		t.Fatal("a tap on the hand picked nothing")
	}
	tapIn(p, ctx, l.CellRect(h5))
	if got := s.State().Cell(h5); got.Kind != game.Tile {
		t.Fatalf("a tile tapped onto H5's centre %v left H5 %+v", l.CellRect(h5), got)
	}
	// a double tap on an empty space enlarges the board about it
	g6, _ := game.ParseSpace("G6")
	gx, gy := p.lay.CellCentre(g6)
	fit := p.fitLay
	for range 2 {
		fingersAt(p, ctx, 100*time.Millisecond, [2]int{int(gx), int(gy)})
		fingersAt(p, ctx, 40*time.Millisecond)
	}
	fingersAt(p, ctx, 16*time.Millisecond)
	if p.lay.Cell < 1.5*fit.Cell || p.lay.View != fit.Board || p.lay.CellAt(int(gx), int(gy)) != g6 {
		t.Fatalf("after a double tap spaces are %.0f px (fitted %.0f) in a window %v, G6's centre on %s", p.lay.Cell, fit.Cell, p.lay.View, game.SpaceName(p.lay.CellAt(int(gx), int(gy))))
	}
	savePicture(render(p, ctx), "upright-zoomed-"+size.name)
}

// The setting reaches the board through the shell: a game of two at a phone's sizes, in both
// themes, shows the board upright with its controls on the screen and apart (pictures with
// TE_SCREENSHOTS=folder, to compare with the printed board).
func TestTheUprightSettingReachesTheBoard(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[0], everySize[2]} {
		for _, theme := range []int{0, settings.Space} {
			name := fmt.Sprintf("upright-%s-%s", size.name, settings.ThemeNames[theme])
			ctx := contextFor(t, size)
			ctx.In.Touch, ctx.In.TouchScreen = true, true
			p := hotSeatRevolt(t, func(s *settings.Settings) { s.PhoneBoard, s.Theme = 1, theme })
			dr := &driver{t: t, ctx: ctx, scene: p}
			dr.step(0, 0, false)
			dr.click("ready")
			dr.draw(name)
			if !p.lay.AsPrinted || p.lay.Turned {
				t.Fatalf("%s: the board is turned", name)
			}
			checkBoardAndHand(t, p, ctx, size)
			checkBoardButtons(t, &p.lay, ctx.Device)
			checkControls(t, ctx, name, p.ctl.Hits)
			dr.free()
		}
	}
}

// As printed, a game of four at a phone's sizes keeps the board, the hand and the buttons on the
// screen and apart, and a long toast off the controls; the log is in the panel or a tab away.
func TestAnUprightBoardAsPrintedFitsFourPlayers(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[0], everySize[2]} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy},
				{Dynasty: game.Pot, Level: ai.Easy}, {Dynasty: game.Lion, Level: ai.Easy}}
			s, err := session.New(session.Config{Seats: seats, Seed: 3})
			if err != nil {
				t.Fatal(err)
			}
			p := NewPlay(NewSession(s, s, s), Hooks{})
			p.printed = true
			frame(p, ctx, 0, 0, false)
			waitForPieces(t, &p.boardView)
			img := render(p, ctx)
			savePicture(img, "upright-4p-"+size.name)
			img.Deallocate()
			if !p.lay.AsPrinted {
				t.Fatal("the board is not as printed")
			}
			checkBoardAndHand(t, p, ctx, size)
			checkBoardButtons(t, &p.lay, ctx.Device)
			checkControls(t, ctx, size.name, p.ctl.Hits)
			if l := p.lay; l.Log.H < 48*l.U && l.LogTab.W == 0 {
				t.Errorf("the log %v has no room and no tab", l.Log)
			}
			checkToastPlace(t, p, ctx)
			p.banner.text, p.banner.until = "Click the tiles to discard, then Swap.", ctx.Now.Add(time.Minute)
			img = render(p, ctx)
			savePicture(img, "upright-toast-"+size.name)
			img.Deallocate()
		})
	}
}
