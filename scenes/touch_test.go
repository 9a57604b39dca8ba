//go:build display

package scenes

import (
	"testing"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// phoneGame is a human (Archer) against an Easy bot on a portrait phone at 3x, touched by a
// finger, after its first frame and picture.
func phoneGame(t *testing.T) (*session.Session, *Play, *engine.Context) {
	t.Helper()
	ctx := contextFor(t, everySize[0])
	s, err := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(NewSession(s, s, s), Hooks{})
	ctx.In.Touch, ctx.In.TouchScreen = true, true
	frame(p, ctx, 0, 0, false)
	waitForPieces(t, &p.boardView) // the pictures kept show the pieces a player sees
	layOut(t, p, ctx)
	return s, p, ctx
}

// tap presses and lifts a finger at a point, drawing the screen after each frame (buttons are
// found where they were last drawn).
func tap(p *Play, ctx *engine.Context, x, y int) {
	frame(p, ctx, x, y, true)
	layOut(nil, p, ctx)
	frame(p, ctx, x, y, false)
	layOut(nil, p, ctx)
}

func centre(r ui.Rect) (int, int) { return int(r.X + r.W/2), int(r.Y + r.H/2) }

// tapIn taps the centre of an area.
func tapIn(p *Play, ctx *engine.Context, r ui.Rect) {
	x, y := centre(r)
	tap(p, ctx, x, y)
}

// A tap picks a hand tile up; it rests in its slot, framed, never at the screen's corner, and a
// tap on a space places it there.
func TestTapPicksAndTapPlaces(t *testing.T) {
	drawtest.Start(t)
	s, p, ctx := phoneGame(t)
	slot := p.lay.Hand[0]
	tapIn(p, ctx, slot)
	if p.hand.drag == nil || !p.hand.drag.Sticky {
		t.Fatal("a tap on a hand tile did not pick it up")
	}
	if got := p.hand.carriedFrom(); got != slot {
		t.Fatalf("the tile picked rests at %v, not its slot %v", got, slot)
	}
	img := render(p, ctx)
	defer img.Deallocate()
	savePicture(img, "touch-picked")
	if c := img.At(int(slot.X+slot.W/2), int(slot.Y+slot.H*0.75)); !near(c, p.pal.Tile[game.Red], 60) && !near(c, p.pal.TileDark[game.Red], 60) {
		t.Errorf("the picked tile is not drawn in its slot: %v", c)
	}
	if c := img.At(int(p.lay.Cell/2), int(p.lay.Cell/2)); near(c, p.pal.Tile[game.Red], 60) {
		t.Errorf("the picked tile is drawn at the screen's corner")
	}
	h5, _ := game.ParseSpace("H5")
	x, y := p.lay.CellCentre(h5)
	tap(p, ctx, int(x), int(y))
	if got := s.State().Cell(h5); got.Kind != game.Tile || got.Color != game.Red || p.hand.drag != nil {
		t.Fatalf("the second tap did not place the temple on H5: %+v (carrying %v)", got, p.hand.drag != nil)
	}
}

// Picked by a tap, the piece goes where the finger lifts: the finger lands on one space, the
// magnifier shows it, and sliding to the next space places it there.
func TestTapSlideLiftPlaces(t *testing.T) {
	drawtest.Start(t)
	s, p, ctx := phoneGame(t)
	tapIn(p, ctx, p.lay.Hand[0])
	g5, _ := game.ParseSpace("G5")
	h5, _ := game.ParseSpace("H5")
	gx, gy := p.lay.CellCentre(g5)
	hx, hy := p.lay.CellCentre(h5)
	frame(p, ctx, int(gx), int(gy), true)
	img := render(p, ctx)
	savePicture(img, "touch-placing")
	img.Deallocate()
	if p.lay.Cell < 30*ctx.Device && p.hand.loupe == nil {
		t.Error("spaces under 30 CSS px and no magnifier drawn")
	}
	frame(p, ctx, int(hx), int(hy), true)
	frame(p, ctx, int(hx), int(hy), false)
	if s.State().Cell(h5).Kind != game.Tile || s.State().Cell(g5).Kind != game.Empty {
		t.Fatalf("the tile did not go where the finger lifted (H5): G5 %+v, H5 %+v", s.State().Cell(g5), s.State().Cell(h5))
	}
}

// With a piece picked by a tap, a tap on End turn ends the turn and a tap on Menu opens the
// menu: the piece goes back, nothing is dropped and no refusal is shown.
func TestTapsOffTheBoardDoWhatTheySay(t *testing.T) {
	drawtest.Start(t)
	for _, button := range []string{"end", "menu", "undo-free panel"} {
		t.Run(button, func(t *testing.T) {
			s, p, ctx := phoneGame(t)
			p.host = (&Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings()}).boardHost() // the menu is the shell's
			before := s.Decisions()
			tapIn(p, ctx, p.lay.Hand[0])
			if p.hand.drag == nil {
				t.Fatal("not picked")
			}
			switch button {
			case "undo-free panel":
				// the panel's background, below the supply: the piece goes back
				tap(p, ctx, int(p.lay.Panel.X+p.lay.Panel.W-4*p.lay.U), int(p.lay.Supply[0].Bottom()+4*p.lay.U))
			default:
				tapIn(p, ctx, controlRect(t, &p.ctl, button))
			}
			if p.hand.drag != nil {
				t.Error("the piece is still carried")
			}
			if p.banner.text != "" {
				t.Errorf("a tap off the board said %q", p.banner.text)
			}
			switch button {
			case "end":
				endAnyway(t, p, ctx)
				if s.Decisions() == before {
					t.Error("End turn was not pressed")
				}
			case "menu":
				if !p.menu.open {
					t.Error("Menu was not opened")
				}
			default:
				if s.Decisions() != before {
					t.Error("a tap on the panel made a move")
				}
			}
		})
	}
}

// A drag that ends back where it began puts the piece back, and the next tap on End turn works.
func TestDragBackToStartCancels(t *testing.T) {
	drawtest.Start(t)
	s, p, ctx := phoneGame(t)
	sx, sy := centre(p.lay.Hand[0])
	h5, _ := game.ParseSpace("H5")
	hx, hy := p.lay.CellCentre(h5)
	frame(p, ctx, sx, sy, true)
	frame(p, ctx, int(hx), int(hy), true)
	layOut(t, p, ctx)
	frame(p, ctx, sx, sy, true)
	frame(p, ctx, sx, sy, false)
	if p.hand.drag != nil || p.banner.text != "" || s.State().Cell(h5).Kind != game.Empty {
		t.Fatalf("a drag back to its start: carrying %v, said %q, H5 %+v", p.hand.drag != nil, p.banner.text, s.State().Cell(h5))
	}
	before := s.Decisions()
	layOut(t, p, ctx)
	tapIn(p, ctx, controlRect(t, &p.ctl, "end"))
	endAnyway(t, p, ctx)
	if s.Decisions() == before {
		t.Fatal("the first End turn after a cancelled drag was swallowed")
	}
}

// endAnyway answers yes to End turn's question (the turn has both its actions left).
func endAnyway(t *testing.T, p *Play, ctx *engine.Context) {
	t.Helper()
	if _, asking := p.mode().(*askMode); !asking {
		t.Fatal("End turn with actions left did not ask first")
	}
	tapIn(p, ctx, controlRect(t, &p.ctl, "ask-yes"))
}

// A tap on the piece picked puts it back; a tap on another tile picks that one instead.
func TestTapAgainPutsBackOrSwitches(t *testing.T) {
	drawtest.Start(t)
	_, p, ctx := phoneGame(t)
	tapIn(p, ctx, p.lay.Hand[0])
	tapIn(p, ctx, p.hand.carriedFrom())
	if p.hand.drag != nil {
		t.Fatal("a second tap on the picked tile did not put it back")
	}
	first, _ := p.hand.tile(0)
	other := -1
	for i := 1; i < 6; i++ {
		if c, ok := p.hand.tile(i); ok && c != first {
			other = i
			break
		}
	}
	if other < 0 {
		t.Skip("a hand of one colour")
	}
	tapIn(p, ctx, p.lay.Hand[0])
	tapIn(p, ctx, p.lay.Hand[other])
	want, _ := p.hand.tile(other)
	if p.hand.drag == nil || !p.hand.drag.Sticky || p.hand.drag.piece.Color != want {
		t.Fatalf("a tap on another tile did not pick it: %+v", p.hand.drag)
	}
}

// A finger resting on the board of a phone, with no piece, sees the spaces round it magnified.
func TestFingerOnSmallSpacesMagnifies(t *testing.T) {
	drawtest.Start(t)
	_, p, ctx := phoneGame(t)
	if p.lay.Cell >= 30*ctx.Device {
		t.Skip("spaces of a finger's size")
	}
	h5, _ := game.ParseSpace("H5")
	x, y := p.lay.CellCentre(h5)
	frame(p, ctx, int(x), int(y), true)
	img := render(p, ctx)
	savePicture(img, "touch-magnified")
	img.Deallocate()
	if p.hand.loupe == nil {
		t.Fatal("no magnifier under a finger resting on 23 CSS px spaces")
	}
	frame(p, ctx, int(x), int(y), false)
	if p.hand.drag != nil {
		t.Fatal("a tap on an empty space picked something")
	}
}

// The shell's screens speak of taps once a frame's input says the screen is touched, and the board
// screen's words (its kept names' theme) with them.
func TestShellSpeaksOfTapsByTouch(t *testing.T) {
	drawtest.Start(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 3}
	const line = "Click the tiles to discard, then Swap."
	if got := sh.theme().Say(line); got != line {
		t.Fatalf("before a touch: %q", got)
	}
	sh.SeeInput(&engine.Input{TouchScreen: true})
	if got := sh.theme().Say(line); got != "Tap the tiles to discard, then Swap." {
		t.Fatalf("after a touch: %q", got)
	}
	p, err := sh.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	ctx := contextFor(t, everySize[0])
	frame(p, ctx, 0, 0, false)
	if got := p.theme().Say(line); got != "Tap the tiles to discard, then Swap." {
		t.Fatalf("the board screen by touch: %q", got)
	}
}
