//go:build display

package scenes

import (
	"image/color"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// The tests run beside Ebitengine's loop, each in frames of its own: reading pixels back needs it.
func TestMain(m *testing.M) { drawtest.Main(m) }

func newContext(t *testing.T) *engine.Context {
	fonts, err := engine.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	return &engine.Context{W: 1280, H: 800, Scale: 1, Device: 1, In: &engine.Input{}, Fonts: fonts, Now: time.Now()}
}

// controlRect is where the control with that id was drawn last.
func controlRect(t *testing.T, c *ui.Controls, id string) ui.Rect {
	t.Helper()
	for _, h := range c.Hits {
		if h.ID.String() == id {
			return h.R
		}
	}
	t.Fatalf("no control %q drawn", id)
	return ui.Rect{}
}

func near(c color.Color, want color.RGBA, tol int) bool {
	r, g, b, _ := c.RGBA()
	d := func(x uint32, y uint8) int { return abs(int(x>>8) - int(y)) }
	return d(r, want.R) <= tol && d(g, want.G) <= tol && d(b, want.B) <= tol
}

// humanAgainstEasy is the board of a human (Archer) against an Easy bot, after its first frame.
func humanAgainstEasy(t *testing.T, ctx *engine.Context) (*session.Session, *Play) {
	t.Helper()
	s, err := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(NewSession(s, s, s), Hooks{})
	frame(p, ctx, 0, 0, false)
	waitForPieces(t, &p.boardView)
	return s, p
}

// humanAtTurn is humanAgainstEasy once the person is to decide.
func humanAtTurn(t *testing.T, ctx *engine.Context) (*session.Session, *Play) {
	t.Helper()
	s, p := humanAgainstEasy(t, ctx)
	poll.Until(t, time.Minute, "the person's turn", func() bool {
		frame(p, ctx, 0, 0, false)
		return s.HumanToDecide()
	})
	return s, p
}

func render(p *Play, ctx *engine.Context) *ebiten.Image {
	img := engine.NewImage(ctx.W, ctx.H)
	p.Draw(img, ctx)
	return img
}

func frame(p engine.Scene, ctx *engine.Context, x, y int, down bool) {
	in := ctx.In
	in.Pressed, in.Released = down && !in.Down, !down && in.Down
	in.Moved = in.X != x || in.Y != y
	in.X, in.Y, in.Down = x, y, down
	ctx.Now = time.Now()
	if _, err := p.Update(ctx); err != nil {
		panic(err)
	}
}

// The board shows the map's treasure temples and empty land where the rules say; a tile dragged
// from the hand lands on the board and is drawn there.
func TestBoardDrawsAndDragPlaces(t *testing.T) {
	drawtest.Start(t)
	ctx := newContext(t)
	s, p := humanAgainstEasy(t, ctx)
	img := render(p, ctx)
	k1, _ := game.ParseSpace("K1")
	h5, _ := game.ParseSpace("H5")
	x, y := p.lay.CellCentre(k1)
	if c := img.At(int(x), int(y+p.lay.Cell*0.3)); !near(c, p.pal.Tile[game.Red], 40) && !near(c, p.pal.Symbol, 40) {
		t.Fatalf("K1 should show a temple, got %v", c)
	}
	hx, hy := p.lay.CellCentre(h5)
	if c := img.At(int(hx), int(hy)); !near(c, p.pal.Land, 10) {
		t.Fatalf("H5 should be empty land, got %v", c)
	}
	// drag the first hand tile (a temple) to H5
	slot := p.lay.Hand[0]
	frame(p, ctx, int(slot.X+slot.W/2), int(slot.Y+slot.H/2), true)
	if p.hand.drag == nil || len(p.hand.targets) == 0 {
		t.Fatal("pressing a hand tile did not pick it up with its legal targets")
	}
	frame(p, ctx, int(hx), int(hy), true)
	frame(p, ctx, int(hx), int(hy), false)
	if got := s.State().Cell(h5); got.Kind != game.Tile || got.Color != game.Red {
		t.Fatalf("the drop did not place a temple on H5: %+v", got)
	}
	img = render(p, ctx)
	if c := img.At(int(hx), int(hy-p.lay.Cell*0.35)); !near(c, p.pal.Tile[game.Red], 40) {
		t.Fatalf("H5 should now be drawn as a temple, got %v", c)
	}
}

// A refused drop puts the piece back and says why; the board is unchanged.
func TestRefusedDropShowsReason(t *testing.T) {
	drawtest.Start(t)
	ctx := newContext(t)
	s, p := humanAgainstEasy(t, ctx)
	e1, _ := game.ParseSpace("E1")
	ex, ey := p.lay.CellCentre(e1)
	slot := p.lay.Hand[0]
	frame(p, ctx, int(slot.X+slot.W/2), int(slot.Y+slot.H/2), true)
	frame(p, ctx, int(ex), int(ey), true)
	frame(p, ctx, int(ex), int(ey), false)
	if s.State().Cell(e1).Kind != game.Empty {
		t.Fatal("a temple was placed on the river")
	}
	if p.banner.text != "Only farms go on river spaces" {
		t.Fatalf("reason shown: %q", p.banner.text)
	}
}

// In hot-seat, the hand-off screen covers the hand until the next player is ready.
func TestHandoffHidesTheHand(t *testing.T) {
	drawtest.Start(t)
	ctx := newContext(t)
	s, _ := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Seed: 3})
	p := NewPlay(NewSession(s, s, s), Hooks{})
	p.say("Hint: tile r H5") // a hint names the last player's tiles
	frame(p, ctx, 0, 0, false)
	waitForPieces(t, &p.boardView)
	if p.banner.text != "" {
		t.Fatal("a hint stays on screen through the hand-off")
	}
	img := render(p, ctx)
	slot := p.lay.Hand[0]
	if c := img.At(int(slot.X+slot.W/2), int(slot.Y+slot.H*0.8)); near(c, p.pal.Tile[game.Red], 60) {
		t.Fatal("a hand tile shows through the hand-off screen")
	}
	ready := controlRect(t, &p.ctl, "ready")
	frame(p, ctx, int(ready.X+5), int(ready.Y+5), true)
	frame(p, ctx, int(ready.X+5), int(ready.Y+5), false)
	if s.NeedsHandoff() {
		t.Fatal("Ready did not end the hand-off")
	}
	img = render(p, ctx)
	if c := img.At(int(slot.X+slot.W/2), int(slot.Y+slot.H*0.8)); !near(c, p.pal.Tile[game.Red], 60) && !near(c, p.pal.TileDark[game.Red], 60) {
		t.Fatalf("after Ready the hand should show a temple first, got %v", c)
	}
}

// The Hint says the move in words and lights its space; it is thought of off the frame.
func TestHintShowsOnTheBoard(t *testing.T) {
	drawtest.Start(t)
	ctx := newContext(t)
	_, p := humanAgainstEasy(t, ctx)
	layOut(t, p, ctx)
	hint := controlRect(t, &p.ctl, "hint")
	frame(p, ctx, int(hint.X+5), int(hint.Y+5), true)
	frame(p, ctx, int(hint.X+5), int(hint.Y+5), false)
	poll.Until(t, 10*time.Second, "the hint", func() bool {
		frame(p, ctx, int(hint.X+5), int(hint.Y+5), false)
		return p.hints.shown != nil
	})
	if p.hints.shown == nil || !strings.HasPrefix(p.banner.text, "Hint: ") || strings.Contains(p.banner.text, "archer ") {
		t.Fatalf("hint %+v, toast %q", p.hints.shown, p.banner.text)
	}
	if c := p.hints.shown.Cell; c >= 0 {
		img := render(p, ctx)
		savePicture(img, "hint")
		r := p.lay.CellRect(c)
		if px := img.At(int(r.X), int(r.Y+r.H/2)); !near(px, engine.RGB(255, 214, 64), 90) {
			t.Errorf("the hinted space %s is not lit: %v", game.SpaceName(c), px)
		}
	}
	// the piece to take is framed where it waits too: a temple's hand slot, a leader's well
	for _, m := range []game.Move{game.TileMove(game.Red, 0), game.LeaderMove(game.Blue, 0)} {
		p.hints.shown = &session.Hint{Move: m, Cell: -1}
		p.banner.until = time.Now().Add(time.Minute)
		img := render(p, ctx)
		r := p.lay.Supply[game.Blue]
		if m.Kind == game.MoveTile {
			for k := range p.lay.Hand {
				if c, ok := p.hand.tile(k); ok && c == game.Red {
					r = p.lay.Hand[k]
					break
				}
			}
		}
		if px := img.At(int(r.X-p.lay.U), int(r.Y+r.H/2)); !near(px, engine.RGB(255, 214, 64), 90) {
			t.Errorf("the hinted %v's piece at %v is not framed: %v", m.Kind, r, px)
		}
		img.Deallocate()
	}
}

// Esc on the title asks first: a second Esc quits, anything else stays.
func TestTitleEscAsksBeforeQuitting(t *testing.T) {
	drawtest.Start(t)
	ctx := newContext(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings()}
	title := sh.Title()
	esc := func() error {
		ctx.In.Keys = []ebiten.Key{ebiten.KeyEscape}
		_, err := title.Update(ctx)
		ctx.In.Keys = nil
		return err
	}
	if err := esc(); err != nil || !title.AskingQuit() {
		t.Fatalf("the first Esc: %v, asking %v", err, title.AskingQuit())
	}
	ctx.In.Keys = []ebiten.Key{ebiten.KeyA}
	title.Update(ctx)
	if title.AskingQuit() {
		t.Fatal("another key did not take the question back")
	}
	esc()
	if err := esc(); err != ebiten.Termination {
		t.Fatalf("a second Esc gave %v", err)
	}
}

// Behind the player's screen: a token per colour with its points and the treasures, each with a
// tooltip, for the player alone; the other rows say only what is public (R11.1, R11.2).
func TestScreenShowsOwnPointsOnly(t *testing.T) {
	drawtest.Start(t)
	ctx := newContext(t)
	_, p := humanAgainstEasy(t, ctx)
	layOut(t, p, ctx)
	var tips []string
	for _, h := range p.ctl.Hits {
		if strings.Contains(h.Tip, "points:") || strings.Contains(h.Tip, "treasures:") {
			tips = append(tips, h.Tip)
			if h.R.Y < p.lay.Players.Y || h.R.Y > p.lay.Players.Y+p.lay.PlayerRow {
				t.Errorf("%q is not in the player's own row: %+v", h.Tip, h.R)
			}
		}
	}
	want := []string{"Your red points: 0", "Your blue points: 0", "Your green points: 0", "Your black points: 0", "Your treasures: 0"}
	if len(tips) != len(want) {
		t.Fatalf("tokens' tooltips %q, want %d", tips, len(want))
	}
	for i, w := range want {
		if !strings.HasPrefix(tips[i], w) {
			t.Errorf("token %d says %q, want %q", i, tips[i], w)
		}
	}
}

// localGame is the board screen of a new local game between those seats at 1280x800, with a
// driver whose picture is freed when the test ends.
func localGame(t *testing.T, seats []session.Seat, seed uint64) (*Play, *driver) {
	t.Helper()
	s, err := session.New(session.Config{Seats: seats, Seed: seed})
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	p := sh.show(NewSession(s, s, s))
	d := &driver{t: t, ctx: newContext(t), scene: p}
	t.Cleanup(func() {
		if d.img != nil {
			d.free()
		}
	})
	return p, d
}
