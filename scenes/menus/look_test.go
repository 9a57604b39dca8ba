//go:build display

package menus

import (
	"image/color"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// primaries counts the primary buttons drawn.
func primaries(c *ui.Controls) (n int, ids []string) {
	for _, h := range c.Hits {
		if h.Style == ui.Primary {
			n++
			ids = append(ids, h.ID.String())
		}
	}
	return n, ids
}

// draw updates and draws a scene on a fresh picture.
func draw(ctx *engine.Context, sc engine.Scene) *ebiten.Image {
	sc.Update(ctx)
	img := engine.NewImage(ctx.W, ctx.H)
	sc.Draw(img, ctx)
	return img
}

// waitRead steps the saves until their list is read (a bounded wait for the event).
func waitRead(t *testing.T, ctx *engine.Context, s *Saves) {
	t.Helper()
	for end := time.Now().Add(30 * time.Second); !s.loaded(); {
		if time.Now().After(end) {
			t.Fatal("the saves were not read in 30 s")
		}
		s.Update(ctx)
	}
}

// Each menu has one primary action, the one most people take next: Continue on the title when
// there is a game, else New game; Start; Load; the next lesson; the next page.
func TestOnePrimaryActionAScreen(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	h := newTestHost()
	want := map[string]string{"title": "new", "setup": "start", "lessons": "next", "rules": "next"}
	for name, sc := range map[string]interface {
		engine.Scene
		Controls() *ui.Controls
	}{"title": NewTitle(h.host()), "setup": NewSetup(h.host()), "lessons": NewLessonList(h.host()), "rules": NewRules(h.host(), nil)} {
		draw(ctx, sc).Deallocate()
		if n, ids := primaries(sc.Controls()); n != 1 || ids[0] != want[name] {
			t.Errorf("%s: primary buttons %v, want %s alone", name, ids, want[name])
		}
	}
	withSaves(t, h)
	title := NewTitle(h.host())
	draw(ctx, title).Deallocate()
	if _, ids := primaries(title.Controls()); len(ids) != 1 || ids[0] != "continue" {
		t.Errorf("with a game to continue the title's primary buttons are %v", ids)
	}
	saves := NewSaves(h.host(), nil)
	waitRead(t, ctx, saves)
	draw(ctx, saves).Deallocate()
	if _, ids := primaries(saves.Controls()); len(ids) != 1 || ids[0] != "load0" { // the newest game's Continue
		t.Errorf("the saves' primary buttons are %v", ids)
	}
}

// The title's card is opaque: beside its buttons it is the card's own colour (give or take its
// material's grain), never the map behind showing through.
func TestTitleCardIsOpaque(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	h := newTestHost()
	title := NewTitle(h.host())
	img := draw(ctx, title)
	defer img.Deallocate()
	var r ui.Rect
	for _, c := range title.Controls().Hits {
		if c.ID == idNew {
			r = c.R
		}
	}
	if r.W == 0 {
		t.Fatal("no New game button")
	}
	box := h.theme.Box
	for _, p := range [][2]int{{int(r.X) - 8, int(r.Y + r.H/2)}, {int(r.X + r.W + 8), int(r.Y + r.H/2)}} {
		got := color.RGBAModel.Convert(img.At(p[0], p[1])).(color.RGBA)
		near := func(a, b uint8) bool { return a >= b-10 && a <= b+10 } // the material's grain
		if got.A != 255 || !near(got.R, box.R) || !near(got.G, box.G) || !near(got.B, box.B) {
			t.Errorf("the card at %v is %v, not its colour %v: something shows through", p, got, box)
		}
	}
}

// A seat's dynasty is chosen by its one emblem: pressed, it gives the seat the next dynasty no
// other seat plays, never another seat's; with every dynasty seated it is not offered.
func TestDynastyChosenByEmblem(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	s := NewSetup(newTestHost().host())
	press := func(id string) {
		t.Helper()
		draw(ctx, s).Deallocate()
		for _, c := range s.ctl.Hits {
			if c.ID.String() == id {
				if !c.Enabled {
					t.Fatalf("%s is not offered", id)
				}
				ctx.In.X, ctx.In.Y, ctx.In.Pressed, ctx.In.Down = int(c.R.X+c.R.W/2), int(c.R.Y+c.R.H/2), true, true
				s.Update(ctx)
				ctx.In.Pressed, ctx.In.Down, ctx.In.Released = false, false, true // a page that scrolls takes the click on release
				s.Update(ctx)
				ctx.In.Released = false
				return
			}
		}
		t.Fatalf("no control %s", id)
	}
	if s.seats[0].Dynasty != game.Archer || s.seats[1].Dynasty != game.Bull || s.seats[2].Dynasty != game.Pot {
		t.Fatalf("the usual seats are %+v", s.seats)
	}
	press("0-archer")
	if s.seats[0].Dynasty != game.Lion {
		t.Fatalf("seat 0 plays %v after its emblem was pressed, not the free Lion", s.seats[0].Dynasty)
	}
	press("0-lion")
	if s.seats[0].Dynasty != game.Archer {
		t.Fatalf("seat 0 plays %v after a second press, not the free Archer", s.seats[0].Dynasty)
	}
	press("add")
	draw(ctx, s).Deallocate()
	for _, c := range s.ctl.Hits {
		if c.ID.String() == "0-archer" && c.Enabled {
			t.Error("with four seats seat 0's emblem is offered, though every dynasty is seated")
		}
	}
}

// Each save's picture is its board as it was left: a tile's space painted in its colour.
func TestSavePictureIsItsBoard(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	h := newTestHost()
	withSaves(t, h)
	saves := NewSaves(h.host(), nil)
	waitRead(t, ctx, saves)
	checked := 0
	for i, e := range saves.shelves[inProgress].refs {
		cfg, err := session.LoadConfig(h.store, e.Name)
		row, read := saves.shelves[inProgress].row(i)
		if err != nil || !read || row.board == nil {
			t.Fatalf("%s: %v, read %v, board %v", e.Name, err, read, row.board)
		}
		st := cfg.Record.State()
		const cell = 8
		pic := row.board.picture(cell, &assets.Normal)
		for k := 0; k < game.NCells; k++ {
			c := st.Cell(k)
			if c.Kind != game.Tile || !c.FaceUp() || c.Treasure() {
				continue
			}
			x, y := k%game.Cols*cell+cell/2, k/game.Cols*cell+cell/2
			if got := color.RGBAModel.Convert(pic.At(x, y)).(color.RGBA); got != assets.Normal.Tile[c.Color] {
				t.Errorf("%s: %s is %v in its picture, not its tile's %v", e.Name, game.SpaceName(k), got, assets.Normal.Tile[c.Color])
			}
			checked++
		}
		pic.Deallocate()
	}
	if checked == 0 {
		t.Fatal("no tile on any saved board to check")
	}
}

// Every rules page draws a picture: each of its board situations and the points they tally, its
// keys as key caps, or its pieces; on a phone (the narrowest column) each fits the screen.
func TestRulesPagesDrawTheirPictures(t *testing.T) {
	ctx := contextAt(t, shotSize{"phone", 390, 844, 1}) // a phone's layout, at 1x to draw it fast
	r := NewRules(newTestHost().host(), nil)
	img := engine.NewImage(ctx.W, ctx.H)
	defer img.Deallocate()
	for i, pg := range rulesPages {
		r.page = i
		r.Draw(img, ctx)
		want := len(pg.Pictures)
		for _, p := range pg.Pictures {
			if p.Tally != "" {
				want++
			}
		}
		if len(pg.Keys) > 0 {
			want++
		}
		if len(r.figs) != want {
			t.Errorf("%q drew %d pictures of %d", pg.Title, len(r.figs), want)
		}
		for _, f := range r.figs {
			if w := f.img.Bounds().Dx(); w > ctx.W {
				t.Errorf("%q: a picture %d px wide on a screen of %d", pg.Title, w, ctx.W)
			}
		}
		pieces := 0
		for _, name := range pg.Pieces {
			if _, ok := piece(r.sprites, name); ok {
				pieces++
			} else {
				t.Errorf("%q names a piece not drawn: %q", pg.Title, name)
			}
		}
		if len(r.figs)+pieces == 0 {
			t.Errorf("%q has no picture", pg.Title)
		}
	}
}

// The fonts the screen draws with say which letters a name may hold: the setup refuses a name in
// letters they lack (it would be drawn as boxes) and starts no game, and takes Greek and Cyrillic.
func TestSetupRefusesANameTheFontsCannotDraw(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	if !ctx.Fonts.Draws('Ж') || !ctx.Fonts.Draws('é') || ctx.Fonts.Draws('李') {
		t.Fatal("the fonts' letters are not the Go fonts'")
	}
	h := newTestHost()
	s := NewSetup(h.host())
	s.seats[0].Name = "李明"
	s.start(ctx)
	if !strings.Contains(s.err, "box") || len(h.started) != 0 {
		t.Fatalf("a name of letters the fonts lack: %q, %d games asked for", s.err, len(h.started))
	}
	s.seats[0].Name, s.err = "Ελένη", ""
	s.start(ctx)
	if len(h.started) != 1 {
		t.Fatalf("a Greek name was refused: %q", s.err)
	}
}

// On every menu a button is outlined only when it is the way out (Back, Quit, Cancel) or
// deletes: the ways aside (Load, Rules, Settings, a previous page, adding a player) are filled
// like the other choices (issue 44: outlined beside filled ones, they looked disabled).
func TestOnlyTheWayOutIsOutlined(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	h := newTestHost()
	withSaves(t, h)
	out := map[string]bool{"back": true, "quit": true, "pick-cancel": true, "delete": true}
	rules := NewRules(h.host(), nil)
	rules.page = 3
	saves := NewSaves(h.host(), nil)
	waitRead(t, ctx, saves)
	for name, sc := range map[string]interface {
		engine.Scene
		Controls() *ui.Controls
	}{"title": NewTitle(h.host()), "setup": NewSetup(h.host()), "lessons": NewLessonList(h.host()), "rules": rules,
		"settings": NewSettingsScene(h.host(), nil), "saves": saves} {
		draw(ctx, sc).Deallocate()
		quiet := 0
		for _, c := range sc.Controls().Hits {
			if c.Style != ui.Quiet {
				continue
			}
			quiet++
			if !out[c.ID.String()] && c.ID.Name() != "delete" { // a row's Delete too
				t.Errorf("%s: %q is outlined like a way out", name, c.Label)
			}
		}
		if quiet == 0 && name != "title" { // the browser's title has no Quit; this one has
			t.Errorf("%s: no way out is outlined", name)
		}
	}
}
