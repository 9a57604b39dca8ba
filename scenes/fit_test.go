//go:build display

package scenes

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// screenSize is a window in CSS pixels (window points) at a device scale.
type screenSize struct {
	name   string
	w, h   int
	device float64
}

// everySize are the sizes every screen is drawn at by the tests that fit screens: each layout
// (phones upright, sideways and small, tablets both ways, the desktops at UI scale 1 and above),
// at device scales 1, 2 and 3. Two sizes were dropped as they drew the same layouts again at a
// quarter of the stage's pixels: a phone 390x844 at 2 (the 3x phone's layout in UI units, as a
// phone's UI unit is its device scale; scale 2 on a narrower phone is small-phone-2x, 360x640)
// and a 1440x900 laptop at 2 (1440/1280 = 900/800: 1280x800's layout in UI units at 2.25 device
// pixels a unit; scale 2 is drawn by the tablets and a UI scale above 1 by 1920x1080). Tests
// that looked at the 390x844 phone at 2 take phone2x.
var everySize = []screenSize{
	{"phone-portrait-3x", 390, 844, 3}, {"phone-landscape-3x", 844, 390, 3},
	{"small-phone-2x", 360, 640, 2},
	{"tablet-portrait-2x", 768, 1024, 2}, {"tablet-landscape-2x", 1024, 768, 2},
	{"desktop-1280x800", 1280, 800, 1}, {"desktop-1920x1080", 1920, 1080, 1},
	{"laptop-1024x640", 1024, 640, 1},
}

// everyLayout is everySize at one device pixel a CSS pixel, for the tests that check where things
// stand (rectangles that overlap or not, controls in reach), not how they are drawn: a size's
// layout in UI units is the same at any device scale, as a phone's and a tablet's UI unit is its
// device scale, and the phones at 3 and tablets at 2 drew 3.5 and 3.1 million pixels a frame
// where this draws 6 million for all eight sizes together (issue 41: CI under 12 minutes).
var everyLayout = func() []screenSize {
	sizes := make([]screenSize, len(everySize))
	for i, s := range everySize {
		sizes[i] = screenSize{strings.TrimSuffix(strings.TrimSuffix(s.name, "-3x"), "-2x"), s.w, s.h, 1}
	}
	return sizes
}()

// fitSizes are the sizes a test of where things stand draws: everyLayout, or everySize where the
// pictures are kept for a person (TE_SCREENSHOTS), who looks at each screen at its own density.
// The checks are the same either way; the screens at their own densities are drawn and checked
// by TestEveryScreenFitsEverySize.
func fitSizes() []screenSize {
	if os.Getenv("TE_SCREENSHOTS") != "" {
		return everySize
	}
	return everyLayout
}

// phone360 is a small phone held upright, 360 CSS px wide at three device pixels each.
var phone360 = screenSize{"phone-360x800-3x", 360, 800, 3}

// phone2x is a phone 390x844 at device scale 2, for the tests that look at a phone at both
// scales a phone has.
var phone2x = screenSize{"phone-portrait-2x", 390, 844, 2}

// contextFor is what the app gives a scene in a window of that size.
func contextFor(t *testing.T, s screenSize) *engine.Context {
	drawtest.Settle() // the last size's pictures are freed before this one draws
	ctx := newContext(t)
	ctx.W, ctx.H = int(float64(s.w)*s.device), int(float64(s.h)*s.device)
	ctx.Device = s.device
	ctx.Scale = engine.UIScale(float64(s.w), float64(s.h), s.device)
	ctx.Now = time.Now()
	return ctx
}

// inside reports that r lies on the screen.
func inside(r ui.Rect, ctx *engine.Context) bool {
	return r.X >= 0 && r.Y >= 0 && r.X+r.W <= float64(ctx.W)+0.5 && r.Y+r.H <= float64(ctx.H)+0.5
}

// At every screen size the board, the hand and the buttons are on the screen and apart; on a
// phone spaces are at least 22 CSS pixels and the hand's tiles and the buttons at least 44.
func TestBoardScreenFitsEverySize(t *testing.T) {
	drawtest.Start(t)
	for _, size := range fitSizes() {
		for _, players := range []int{2, 4} {
			t.Run(fmt.Sprintf("%s-%dp", size.name, players), func(t *testing.T) {
				ctx := contextFor(t, size)
				p := boardScreenDrawn(t, ctx, size, players)
				checkBoardAndHand(t, p, ctx, size)
				checkBoardButtons(t, &p.lay, ctx.Device)
				checkToastPlace(t, p, ctx)
				if players == 2 && os.Getenv("TE_SCREENSHOTS") != "" {
					p.banner.text, p.banner.until = "Click the tiles to discard, then Swap.", ctx.Now.Add(time.Minute)
					savePicture(render(p, ctx), "toast-"+size.name)
				}
				for _, r := range append(p.lay.Supply[:], p.lay.Catas, p.lay.Players) {
					if !inside(r, ctx) || ui.Overlaps(r, p.lay.Board) {
						t.Errorf("%v is off the screen or over the board", r)
					}
				}
			})
		}
	}
}

// boardScreenDrawn is the board screen of a new game of a person and players-1 bots, drawn once
// at the size (with four players, its picture kept).
func boardScreenDrawn(t *testing.T, ctx *engine.Context, size screenSize, players int) *Play {
	t.Helper()
	seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy},
		{Dynasty: game.Pot, Level: ai.Easy}, {Dynasty: game.Lion, Level: ai.Easy}}[:players]
	s, err := session.New(session.Config{Seats: seats, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(NewSession(s, s, s), Hooks{})
	frame(p, ctx, 0, 0, false)
	if players == 4 {
		waitForPieces(t, &p.boardView) // the picture kept shows the pieces a player sees
	}
	drawn := render(p, ctx)
	if players == 4 {
		savePicture(drawn, "board-"+size.name)
	}
	return p
}

// checkBoardAndHand: the board and the hand's slots are on the screen and apart, large enough for
// a finger on a phone, and every control but a piece's tooltip stays off the board.
func checkBoardAndHand(t *testing.T, p *Play, ctx *engine.Context, size screenSize) {
	t.Helper()
	l := &p.lay
	css := func(v float64) float64 { return v / ctx.Device }
	if !inside(l.Board, ctx) {
		t.Errorf("the board %v is off the screen %dx%d", l.Board, ctx.W, ctx.H)
	}
	// 16 spaces of 22 and the row numbers beside them need 380; a board as printed takes them
	// inside it where narrower (boardlayout's RowsInside)
	if ui.IsCompact(ctx) && (size.w >= 380 || l.AsPrinted) && css(l.Cell) < 22 {
		t.Errorf("spaces are %.1f CSS px apart, fewer than 22", css(l.Cell))
	}
	for i, r := range l.Hand {
		if !inside(r, ctx) || ui.Overlaps(r, l.Board) {
			t.Errorf("hand slot %d at %v is off the screen or over the board", i, r)
		}
		if ui.IsCompact(ctx) && css(r.W) < 44 {
			t.Errorf("hand tiles are %.1f CSS px, fewer than 44", css(r.W))
		}
	}
	for _, c := range p.ctl.Hits {
		if at := l.CellAt(int(c.R.X+c.R.W/2), int(c.R.Y+c.R.H/2)); c.ID.String() == "" && at >= 0 && c.R == l.CellRect(at) {
			continue // a piece's tooltip on the board
		}
		if !inside(c.R, ctx) || ui.Overlaps(c.R, l.Board) {
			t.Errorf("%q at %v is off the screen or over the board", c.ID.String(), c.R)
		}
	}
}

// checkBoardButtons: the panel's buttons are 44 CSS pixels tall (device pixels over the device's
// scale) and overlap neither each other nor the hand.
func checkBoardButtons(t *testing.T, l *layout, device float64) {
	t.Helper()
	for i, r := range l.Buttons {
		if r.H/device < 44 {
			t.Errorf("button %d is %.1f CSS px tall", i, r.H/device)
		}
		for _, o := range l.Buttons[:i] {
			if ui.Overlaps(r, o) {
				t.Errorf("buttons overlap: %v and %v", r, o)
			}
		}
		for _, h := range l.Hand {
			if ui.Overlaps(r, h) {
				t.Errorf("button %d overlaps the hand", i)
			}
		}
	}
}

// checkToastPlace: a long toast covers no control, and stays off the board wherever the screen
// has room elsewhere (a phone has none to spare).
func checkToastPlace(t *testing.T, p *Play, ctx *engine.Context) {
	t.Helper()
	p.banner.text = "Bull holds in the war of the traders, 7 to 7 (ties go to the defender): Archer's trader goes home and 5 markets leave the board. Your unfinished game was kept: Load brings it back."
	for _, c := range p.ctl.Hits {
		if c.ID.String() != "" && ui.Overlaps(c.R, p.banner.rect(ctx, !p.dlg.ok)) {
			t.Errorf("the toast %v covers %q", p.banner.rect(ctx, !p.dlg.ok), c.ID.String())
		}
	}
	for _, msg := range []string{p.banner.text, "Click the tiles to discard, then Swap."} {
		if p.lay.Compact {
			break
		}
		p.banner.text = msg
		if r := p.banner.rect(ctx, !p.dlg.ok); ui.Overlaps(r, p.lay.Board) || !inside(r, ctx) {
			t.Errorf("the toast %v covers the board %v or leaves the screen: %q", r, p.lay.Board, msg)
		}
	}
}

// revoltPosition (testdata/revolt.pos, which the end-to-end checks use too): Archer's priest
// dropped at G4 joins Bull's priest at H5 (a revolt), so Archer is asked what to commit.
func revoltPosition(t *testing.T) *game.State { return testPosition(t, "revolt.pos") }

// testPosition is a position of testdata, in the notation.
func testPosition(t *testing.T, name string) *game.State {
	t.Helper()
	data, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	st, err := game.ParsePosition(string(data))
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// hotSeatRevolt is a hot-seat game of Anna (Archer) and Bo (Bull) at revoltPosition, with the
// shell's settings as set changes to st.
func hotSeatRevolt(t *testing.T, st func(*settings.Settings)) *Play {
	t.Helper()
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	if st != nil {
		st(&sh.Settings)
	}
	seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}}
	p, err := sh.Play(session.Config{Seats: seats, Start: revoltPosition(t)})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// revoltAtAnnasTurn is hotSeatRevolt on ctx's screen past its first hand-off, Anna to play:
// its driver's picture is given back when the test ends.
func revoltAtAnnasTurn(t *testing.T, ctx *engine.Context) (*Play, *driver) {
	t.Helper()
	p := hotSeatRevolt(t, nil)
	d := &driver{t: t, ctx: ctx, scene: p}
	t.Cleanup(func() {
		if d.img != nil {
			d.free()
		}
	})
	d.step(0, 0, false)
	d.click("ready")
	return p, d
}

// checkLabels fails when a button's words do not fit it with room at its edges, in the theme they
// are drawn in (review 4: only the replay's buttons were checked, and with 5 units of room, so
// "Commit nothing" touched its edges and "Swap 2 tiles" was cut on a phone).
func checkLabels(t *testing.T, ctx *engine.Context, where string, ctl *ui.Controls) {
	t.Helper()
	for _, c := range ctl.Hits {
		if c.Label != "" && !c.Clipped && !ctl.Theme().LabelFits(ctx, c.Label, c.R.W) {
			t.Errorf("%s: %q does not fit its button %v with room at its edges", where, c.Label, c.R)
		}
	}
}

// checkControls fails when a control lies off the screen, when two overlap, or when a button a
// finger must reach is shorter than 44 CSS pixels on a phone.
func checkControls(t *testing.T, ctx *engine.Context, where string, hits []ui.Control) {
	t.Helper()
	for i, c := range hits {
		if !inside(c.R, ctx) {
			t.Errorf("%s: %q at %v is off the %dx%d screen", where, c.ID.String(), c.R, ctx.W, ctx.H)
		}
		if c.ID.String() != "" && !c.Clipped && ui.IsCompact(ctx) && c.R.H/ctx.Device < 43.5 {
			t.Errorf("%s: %q is %.0f CSS px tall", where, c.ID.String(), c.R.H/ctx.Device)
		}
		for _, o := range hits[:i] {
			if c.ID.String() != "" && o.ID.String() != "" && ui.Overlaps(c.R, o.R) {
				t.Errorf("%s: %q %v overlaps %q %v", where, c.ID.String(), c.R, o.ID.String(), o.R)
			}
		}
	}
}

// Every screen around the game, every dialog and overlay, fits every screen size with its
// controls on the screen, apart and large enough to tap; the pictures are kept to look at.
func TestEveryScreenFitsEverySize(t *testing.T) {
	drawtest.Start(t)
	over := finishedGame(t)
	for i, size := range everySize {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			store := storage.NewMemory()
			sh := &Shell{Store: store, Settings: settings.DefaultSettings(), Seed: 42}
			sh.Settings.Theme = i % 2 // every other size in the science-fiction theme: its words must fit too
			d := &driver{t: t, ctx: ctx, scene: sh.Title(), reuse: true}
			defer func() { d.free() }()
			look := func(name string) {
				d.look(size.name + "-" + name)
				checkControls(t, ctx, name, d.ctl().Hits)
				checkLabels(t, ctx, name, d.ctl())
			}
			look("title")
			d.click("new")
			d.click("add")
			look("setup")
			d.click("3-who")
			look("setup-who")
			d.ctx.In.Wheel = -100 // the list scrolls where the screen is too low for it
			d.step(d.ctx.In.X, d.ctx.In.Y, false)
			d.ctx.In.Wheel = 0
			d.click("pick-4")
			if setup := d.scene.(*menus.Setup); setup.Choosing() >= 0 || setup.Seats()[3].Level != ai.Hard {
				t.Fatalf("the list did not take Hard: %+v", setup.Seats()[3])
			}
			// scrolled to its end, the last rows are on the screen too
			d.ctx.In.Wheel = -100
			d.step(d.ctx.In.X, d.ctx.In.Y, false)
			d.ctx.In.Wheel = 0
			look("setup-scrolled")
			d.click("start")
			play := d.scene.(*Play)
			for i := 0; i < 12; i++ {
				if err := play.Session().SaveAs(store, fmt.Sprintf("A saved game with a long name %d", i)); err != nil {
					t.Fatal(err)
				}
			}
			d.key(ebiten.KeyEscape)
			look("menu")
			d.click("save")
			look("menu-save")
			d.key(ebiten.KeyEscape)
			d.click("settings")
			look("settings")
			d.key(ebiten.KeyEscape)
			d.key(ebiten.KeyEscape)
			d.click("load")
			d.waitList()
			look("saves")
			d.click("back")
			d.key(ebiten.KeyEscape)
			d.click("rules")
			for i := 0; ; i++ {
				look(fmt.Sprintf("rules-%d", i+1))
				if !d.enabled("next") {
					break
				}
				d.click("next")
			}

			// a revolt's commit dialog sits beside or below the board, never on it
			st := revoltPosition(t)
			s, err := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: st})
			if err != nil {
				t.Fatal(err)
			}
			p, _ := sh.Play(session.Config{Seats: s.Seats(), Start: st})
			d.scene = p
			d.step(0, 0, false)
			look("handoff")
			d.click("ready")
			g4, _ := game.ParseSpace("G4")
			if err := p.Session().Drop(session.Piece{Kind: session.SupplyLeader, Color: game.Red}, g4); err != nil {
				t.Fatal(err)
			}
			d.step(0, 0, false)
			look("dialog")
			for _, c := range p.ctl.Hits {
				if strings.HasPrefix(c.ID.String(), "option") && ui.Overlaps(c.R, p.lay.Board) {
					t.Errorf("the dialog's %q covers the board", c.ID.String())
				}
			}
			d.click("option0")
			if p.Session().Pending().Kind == game.DecideCommit && p.Session().Pending().Player == 0 {
				t.Error("the dialog's first choice was not taken")
			}

			d.scene = sh.show(NewSession(over, over, over))
			d.pastVictory() // the end's moment holds the results' buttons back
			d.step(0, 0, false)
			look("game-over")
			d.click("replay")
			d.click("turn+")
			look("replay")
			d.click("back")

			// the tutorial: its list, a lesson's box and its end
			d.scene = sh.Title()
			d.click("learn")
			look("lessons")
			d.click("next")
			lp := d.scene.(*Play)
			d.step(0, 0, false)
			look("lesson")
			for _, m := range []game.Move{game.TileMove(game.Green, mustSpace(t, "G4")), game.TileMove(game.Blue, mustSpace(t, "E3"))} {
				if err := lp.Session().Try(m); err != nil {
					t.Fatal(err)
				}
			}
			d.step(0, 0, false)
			look("lesson-done")
			if !d.enabled("lesson-next") {
				t.Error("a completed lesson offers no next one")
			}
		})
	}
}

// finishedGame is a bot-only game played to its end.
func finishedGame(t *testing.T) *session.Session {
	s, err := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Pot, Level: ai.Random}, {Dynasty: game.Lion, Level: ai.Random},
		{Dynasty: game.Bull, Level: ai.Random}, {Dynasty: game.Archer, Level: ai.Random}}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if !poll.Within(60*time.Second, func() bool { s.Poll(time.Now()); return s.State().Over() }) {
		t.Fatal("the bot game did not end")
	}
	return s
}

// The settings take effect on every way into a game: a game started from the new-game screen is
// drawn before its first update, and still follows them (high contrast here).
func TestSettingsFollowEveryPathIntoAGame(t *testing.T) {
	drawtest.Start(t)
	ctx := newContext(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	sh.Settings.HighContrast = true
	sh.Settings.ShowStrengths = false
	d := &driver{t: t, ctx: ctx, scene: sh.Title()}
	d.click("new")
	d.click("start")
	p := d.scene.(*Play)
	d.look("") // the app draws a new screen before it updates it
	d.step(0, 0, false)
	if p.pal != sh.Palette() || p.sprites.Pal != sh.Palette() || p.showStrength {
		t.Fatal("a game started from the title does not follow the settings")
	}
	d.key(ebiten.KeyEscape)
	d.click("title")
	d.click("continue")
	p = d.scene.(*Play)
	d.look("")
	d.step(0, 0, false)
	if p.pal != sh.Palette() || p.sprites.Pal != sh.Palette() {
		t.Fatal("a game continued from the title does not follow the settings")
	}
}
