//go:build display

package scenes

import (
	"fmt"
	"math"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/menus"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// driver walks through the screens as a player would: it draws the current scene, clicks
// controls by their id and follows switches.
type driver struct {
	t     *testing.T
	ctx   *engine.Context
	scene engine.Scene
	img   *ebiten.Image // reused: a new large texture a frame is slow in software GL
	// reuse lets click and enabled read the controls of the last picture drawn when nothing was
	// done since (a test that changes a scene's state only through the driver sets it): each
	// picture of a large screen costs the software renderer tens of milliseconds.
	reuse bool
	drawn engine.Scene // the scene the last picture shows, nil once anything was done since
	at    [2]int       // the size it was drawn at
}

func (d *driver) ctl() *ui.Controls {
	switch s := d.scene.(type) {
	case interface{ Controls() *ui.Controls }: // a menu
		return s.Controls()
	case *Replay:
		return &s.ctl
	case *Online:
		return &s.ctl
	case *Play:
		if s.menu.open {
			return &s.menu.ctl
		}
		return &s.ctl
	}
	d.t.Fatalf("no controls on %T", d.scene)
	return nil
}

// draw renders the scene and keeps the picture where a person can look at it
// (TE_SCREENSHOTS=folder); a named picture shows the board's full-size pieces, as a player sees
// them a moment later, not the drafts drawn while they bake.
func (d *driver) draw(name string) *ebiten.Image {
	if d.img == nil || d.img.Bounds().Dx() != d.ctx.W || d.img.Bounds().Dy() != d.ctx.H {
		d.img = engine.NewImage(d.ctx.W, d.ctx.H)
	}
	img := d.img
	v := boardOf(d.scene)
	if name != "" && v != nil {
		waitForPieces(d.t, v) // a board laid out by the last update
	}
	img.Clear()
	d.scene.Draw(img, d.ctx)
	if name != "" && v != nil && baking(v) { // laid out by this first picture
		waitForPieces(d.t, v)
		img.Clear()
		d.scene.Draw(img, d.ctx)
	}
	d.shown()
	if name != "" {
		savePicture(img, name)
	}
	return img
}

// boardOf is the board a scene draws, or nil.
func boardOf(s engine.Scene) *boardView {
	switch s := s.(type) {
	case *Play:
		return &s.boardView
	case *Replay:
		return s.view
	}
	return nil
}

// fresh lays out the scene's controls unless the last picture already shows it as it is (see
// reuse): nothing looks at its pixels (unseen).
func (d *driver) fresh() {
	if !d.reuse || d.drawn != d.scene || d.at != [2]int{d.ctx.W, d.ctx.H} {
		d.t.Helper()
		unseen(d.t, d.scene, d.ctx, d.ctl)
		d.shown()
	}
}

// savePicture keeps a drawn screen where a person can look at it (TE_SCREENSHOTS=folder).
func savePicture(img *ebiten.Image, name string) { drawtest.SavePicture(img, name) }

func (d *driver) step(x, y int, down bool) {
	d.drawn = nil
	frame(d.scene, d.ctx, x, y, down)
	if next := d.ctx.TakeSwitch(); next != nil {
		d.scene = next
	}
}

// click presses and releases the control with that id, which must be drawn and enabled.
func (d *driver) click(id string) {
	d.t.Helper()
	d.pastVictory()
	d.fresh()
	for _, c := range d.ctl().Hits {
		if c.ID.String() == id {
			if !c.Enabled {
				d.t.Fatalf("%T: %q is disabled", d.scene, id)
			}
			x, y := int(c.R.X+c.R.W/2), int(c.R.Y+c.R.H/2)
			d.step(x, y, true)
			d.step(x, y, false)
			return
		}
	}
	d.t.Fatalf("%T has no control %q", d.scene, id)
}

func (d *driver) enabled(id string) bool {
	d.fresh()
	for _, c := range d.ctl().Hits {
		if c.ID.String() == id {
			return c.Enabled
		}
	}
	return false
}

func (d *driver) key(k ebiten.Key) {
	d.ctx.In.Keys = []ebiten.Key{k}
	d.step(d.ctx.In.X, d.ctx.In.Y, false)
	d.ctx.In.Keys = nil
}

// The screens around the board, as a player meets them: title, setup, the game, its menu with a
// save by name, back to the title with Continue, the save list, settings kept, the rules.
func TestScreensAroundTheGame(t *testing.T) {
	drawtest.Start(t)
	store := storage.NewMemory()
	sh := &Shell{Store: store, Settings: settings.DefaultSettings(), Seed: 42}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	play := newGameFromSetup(d)
	st := saveByNameAndLeave(d, store, play)
	again := loadTheSaveBack(d, st)
	settingsKeptOnTheBoard(d, sh, store, again)
	rulesPageByPage(d)
}

// newGameFromSetup: from the title (no Continue yet), New game with its default seats, a fourth
// seat added as a Hard bot and removed, the buildings on, Start.
func newGameFromSetup(d *driver) *Play {
	t := d.t
	d.look("1-title")
	if d.enabled("continue") {
		t.Fatal("Continue is offered with no game to continue")
	}
	d.click("new")
	setup, ok := d.scene.(*menus.Setup)
	if !ok {
		t.Fatalf("New game opened %T", d.scene)
	}
	if seats := setup.Seats(); len(seats) != 3 || !seats[0].Human || seats[1].Human || seats[1].Level.String() != "medium" {
		t.Fatalf("default seats: %+v", seats)
	}
	d.click("add")
	d.click("3-who") // the new seat is a Medium bot: the list makes it Hard
	d.look("2-setup-who")
	d.click("pick-4")
	if seats := setup.Seats(); len(seats) != 4 || seats[3].Level.String() != "hard" {
		t.Fatalf("after adding a seat: %+v", seats)
	}
	d.click("3-remove")
	d.click("buildings")
	d.look("2-setup")
	d.click("start")
	play, ok := d.scene.(*Play)
	if !ok {
		t.Fatalf("Start opened %T (%s)", d.scene, setup.Err())
	}
	st := play.Session().State()
	if st.NumPlayers() != 3 || !st.Options().Buildings {
		t.Fatalf("the game started with %d players, options %+v", st.NumPlayers(), st.Options())
	}
	d.look("3-game")
	return play
}

// saveByNameAndLeave: the menu saves the game by name, and the title offers Continue after it.
// It returns the game as saved: a bot may move while the menu is open, since the game goes on
// under it.
func saveByNameAndLeave(d *driver, store storage.Store, play *Play) *game.Record {
	t := d.t
	d.key(ebiten.KeyEscape)
	if !play.menu.open {
		t.Fatal("Esc did not open the menu")
	}
	d.look("4-menu")
	d.click("save")
	d.look("5-save-name")
	d.key(ebiten.KeyEnter)
	if names, _ := store.List("saves/"); len(names) != 1 || !strings.Contains(play.menu.msg, "Saved as") {
		t.Fatalf("saves after Save: %v (%s)", names, play.menu.msg)
	}
	saved := play.Session().Record().Clone() // the session goes on changing its own
	d.click("title")
	if _, ok := d.scene.(*menus.Title); !ok {
		t.Fatalf("Quit to title opened %T", d.scene)
	}
	if !d.enabled("continue") {
		t.Fatal("Continue is not offered after leaving a game")
	}
	return saved
}

// loadTheSaveBack: the save list replays the save, then loads it: the game as saved, which a bot
// may have taken on by a move since.
func loadTheSaveBack(d *driver, saved *game.Record) *Play {
	t := d.t
	d.click("load")
	d.waitList()
	d.look("6-saves")
	d.click("replay0")
	if _, ok := d.scene.(*Replay); !ok {
		t.Fatalf("Replay of a save opened %T", d.scene)
	}
	d.look("6-replay-of-save")
	d.click("back")
	d.click("load0")
	again, ok := d.scene.(*Play)
	if !ok {
		t.Fatalf("Load opened %T", d.scene)
	}
	if then, err := again.Session().Record().Replay(len(saved.Moves())); err != nil || !then.Equal(saved.State()) {
		t.Fatalf("Load opened another game (%v)", err)
	}
	return again
}

// settingsKeptOnTheBoard: settings are kept and take effect on the board, the high contrast and
// then the science-fiction theme (its palette on the board, its words on every screen).
func settingsKeptOnTheBoard(d *driver, sh *Shell, store storage.Store, again *Play) {
	t := d.t
	d.key(ebiten.KeyEscape)
	d.click("settings")
	d.click("contrast")
	d.click("anim")
	d.look("7-settings")
	kept, err := settings.LoadSettings(store)
	if err != nil || !kept.HighContrast || kept.AnimSpeed != 3 {
		t.Fatalf("settings kept: %+v, %v", kept, err)
	}
	d.key(ebiten.KeyEscape)
	if d.scene != again {
		t.Fatalf("Esc in settings went to %T", d.scene)
	}
	d.step(0, 0, false)
	d.look("8-high-contrast")
	if again.pal != sh.Palette() || !sh.Settings.HighContrast {
		t.Fatal("the board did not take the high-contrast colours")
	}

	d.key(ebiten.KeyEscape)
	d.click("settings")
	d.click("theme")
	d.key(ebiten.KeyEscape)
	d.step(0, 0, false)
	d.look("8-space-high-contrast")
	if again.pal != &assets.SpaceHighContrast || again.theme().Say("the king's kingdom") != "the governor's colony" {
		t.Fatal("the board did not take the science-fiction theme")
	}
	if kept, _ := settings.LoadSettings(store); kept.Theme != settings.Space {
		t.Fatal("the theme was not kept")
	}
}

// rulesPageByPage: the board's menu opens the rules, read to their last page.
func rulesPageByPage(d *driver) {
	d.key(ebiten.KeyEscape)
	d.click("rules")
	r := d.scene.(*menus.Rules)
	for i := 0; d.enabled("next"); i++ {
		d.look("9-rules-" + string(rune('a'+i)))
		d.click("next")
	}
	if at, of := r.Page(); at != of-1 {
		d.t.Fatalf("stopped at page %d of %d", at+1, of)
	}
	d.click("back") // to the game's menu, where the rules were opened from
	if p, ok := d.scene.(*Play); !ok || !p.menu.open {
		d.t.Fatalf("Back from the game's rules opened %T, not the game's menu", d.scene)
	}
}

// unseen draws a scene for what drawing lays out (its controls and their tooltips, where the
// pieces are) into a picture of one pixel: a scene lays itself out by ctx, not by the picture,
// and the software renderer fills one pixel a shape instead of the screen's millions (most of a
// drawing test's processor time). With TE_DRAWCHECK set the whole screen is drawn too, and the
// test fails where their controls differ (t may be nil in a helper that has none: it panics).
func unseen(t testing.TB, s engine.Scene, ctx *engine.Context, ctl func() *ui.Controls) {
	img := engine.NewImage(1, 1)
	s.Draw(img, ctx)
	img.Deallocate()
	if os.Getenv("TE_DRAWCHECK") == "" {
		return
	}
	small := slices.Clone(ctl().Hits)
	whole := engine.NewImage(ctx.W, ctx.H)
	s.Draw(whole, ctx)
	whole.Deallocate()
	if !sameControls(small, ctl().Hits) {
		if t == nil {
			panic(fmt.Sprintf("%T lays out other controls drawn into one pixel", s))
		}
		t.Helper()
		t.Fatalf("%T lays out other controls drawn into one pixel:\n%+v\nthan into the screen:\n%+v", s, small, ctl().Hits)
	}
}

// sameControls reports that two frames laid out the same controls: the same in all but their
// rectangles' rounding (a scrolled list's offset eases a little between the frames).
func sameControls(a, b []ui.Control) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if math.Abs(x.R.X-y.R.X)+math.Abs(x.R.Y-y.R.Y)+math.Abs(x.R.W-y.R.W)+math.Abs(x.R.H-y.R.H) > 0.01 {
			return false
		}
		x.R = y.R
		if x != y {
			return false
		}
	}
	return true
}

// layOut draws the board screen for its controls alone (unseen).
func layOut(t testing.TB, p *Play, ctx *engine.Context) {
	unseen(t, p, ctx, func() *ui.Controls { return &p.ctl })
}

// look draws the screen for a person to look at (TE_SCREENSHOTS): with no picture kept, its
// controls are laid out as draw's would be (waiting for the pieces the same way) but its pixels
// are not drawn (unseen). For a test that reads the picture's pixels: draw.
func (d *driver) look(name string) {
	d.t.Helper()
	if drawtest.Keeping() {
		d.draw(name)
		return
	}
	v := boardOf(d.scene)
	if name != "" && v != nil {
		waitForPieces(d.t, v)
	}
	unseen(d.t, d.scene, d.ctx, d.ctl)
	if name != "" && v != nil && baking(v) {
		waitForPieces(d.t, v)
		unseen(d.t, d.scene, d.ctx, d.ctl)
	}
	d.shown()
}

// shown notes that the scene's controls are laid out as it is, at this size.
func (d *driver) shown() { d.drawn, d.at = d.scene, [2]int{d.ctx.W, d.ctx.H} }

// free gives back the driver's picture, if it drew one.
func (d *driver) free() {
	if d.img != nil {
		d.img.Deallocate()
		d.img = nil
	}
}
