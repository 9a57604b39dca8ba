//go:build display

package scenes

import (
	"fmt"
	"math"
	"strings"
	"testing"
	"tigris/lessons"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// dragTo carries the hand tile of a colour onto a space, as a player's pointer does.
func (d *driver) dragTo(c game.Color, space string) {
	d.t.Helper()
	p := d.scene.(*Play)
	d.look("")
	slot := -1
	for i := range p.lay.Hand {
		if got, ok := p.hand.tile(i); ok && got == c {
			slot = i
			break
		}
	}
	if slot < 0 {
		d.t.Fatalf("no %s in hand", c.TileName())
	}
	at, _ := game.ParseSpace(space)
	r := p.lay.Hand[slot]
	x, y := p.lay.CellCentre(at)
	d.step(int(r.X+r.W/2), int(r.Y+r.H/2), true)
	d.step(int(x), int(y), true)
	d.step(int(x), int(y), false)
}

// The tutorial as a newcomer takes it: from the title to the lesson list, the first lesson's
// moves made by dragging, a wrong drop refused with the reason, the lesson kept as completed and
// the next one offered.
func TestTutorialOnScreen(t *testing.T) {
	drawtest.Start(t)
	store := storage.NewMemory()
	sh := &Shell{Store: store, Settings: settings.DefaultSettings(), Seed: 42}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	d.click("learn")
	if _, ok := d.scene.(*menus.LessonList); !ok {
		t.Fatalf("Learn to play opened %T", d.scene)
	}
	d.look("lesson-list")
	d.click("lesson0")
	p, ok := d.scene.(*Play)
	if !ok || p.lesson == nil {
		t.Fatalf("the first lesson opened %T", d.scene)
	}
	playFirstLesson(t, d, p, store)
	d.click("lesson-next")
	next, ok := d.scene.(*Play)
	if !ok || next.lesson == nil || next.lesson.index != 1 {
		t.Fatalf("Next lesson opened %T", d.scene)
	}
	d.step(0, 0, false)
	d.look("lesson-2-start")
	playRevoltLesson(t, d, sh)
	// the menu leads back to the list
	d.key(ebiten.KeyEscape)
	d.look("lesson-menu")
	d.click("lessons")
	list, ok := d.scene.(*menus.LessonList)
	if !ok {
		t.Fatalf("Lessons opened %T", d.scene)
	}
	d.look("lesson-list-after")
	_ = list
}

// playFirstLesson plays the first lesson p shows by dragging: a wrong drop refused with the
// reason, a legal move the lesson does not want refused, the steps made, the lesson kept as
// completed in store.
func playFirstLesson(t *testing.T, d *driver, p *Play, store storage.Store) {
	d.step(0, 0, false)
	d.look("lesson-1-start")
	if lit := p.lesson.lit(); len(lit) != 1 || game.SpaceName(lit[0]) != "G4" {
		t.Fatalf("the first step lights %v", lit)
	}
	// a farm dropped on land: the rules' reason
	d.dragTo(game.Blue, "H4")
	if !strings.Contains(strings.ToLower(p.banner.text), "river") {
		t.Fatalf("a farm on land said %q", p.banner.text)
	}
	// said where the eye is: beside H4 on the board, never over it, and H4 flashes red (issue 44)
	h4 := p.lay.CellRect(mustSpace(t, "H4"))
	if r := p.banner.rect(d.ctx, !p.dlg.ok); !ui.Overlaps(r, p.lay.Board) || ui.Overlaps(r, h4) || r.Y > h4.Bottom()+p.lay.Cell || r.Bottom() < h4.Y-p.lay.Cell {
		t.Errorf("the refusal stands at %v, the refused space at %v", r, h4)
	}
	p.banner.since = time.Now()
	if img := d.draw("lesson-1-refused"); !reddish(img, h4) {
		t.Error("the refused space does not flash")
	}
	// a legal move the lesson does not want
	d.dragTo(game.Green, "E5")
	if !strings.Contains(p.banner.text, "not this lesson's") {
		t.Fatalf("a market elsewhere said %q", p.banner.text)
	}
	d.dragTo(game.Green, "G4")
	if lessonOf(p.sess.Reader).Step() != 1 {
		t.Fatalf("the market on G4 did not make the step (%q)", p.banner.text)
	}
	d.look("lesson-1-step-2")
	d.dragTo(game.Blue, "E3")
	if !lessonOf(p.sess.Reader).Done() {
		t.Fatalf("the lesson is not done (%q)", p.banner.text)
	}
	d.step(0, 0, false)
	d.look("lesson-1-done")
	// the status line says the lesson is over, not the turn it stopped at (issue 44, a new
	// player's review)
	if got := strings.Join(p.topParts(d.ctx, false), " · "); !strings.HasPrefix(got, "Lesson complete") {
		t.Errorf("the completed lesson's status says %q", got)
	}
	kept, err := settings.LoadSettings(store)
	if err != nil || !kept.LessonDone("tiles") {
		t.Fatalf("the completed lesson was not kept: %v %v", kept.Lessons, err)
	}
}

// playRevoltLesson plays the revolt lesson's conflict: the preview before the drop, the commit
// dialog saying what the lesson asks, a refused choice, the result in a banner.
func playRevoltLesson(t *testing.T, d *driver, sh *Shell) {
	// the revolt lesson's commit comes as a dialog that says what the lesson asks
	if err := sh.StartLesson(d.ctx, 2); err != nil {
		t.Fatal(err)
	}
	d.scene = d.ctx.TakeSwitch()
	rev := d.scene.(*Play)
	// the priest carried over G6: both sides' strengths show before the drop
	d.step(0, 0, false)
	d.look("")
	sup := rev.lay.Supply[game.Red]
	gx, gy := rev.lay.CellCentre(mustSpace(t, "G6"))
	d.step(int(sup.X+sup.W/2), int(sup.Y+sup.H/2), true)
	d.step(int(gx), int(gy), true)
	d.look("lesson-3-preview")
	if cl := rev.hand.clashesHere(); len(cl) != 1 || cl[0].Attack != 1 || cl[0].Defence != 1 {
		t.Fatalf("the revolt preview: %+v", cl)
	}
	d.step(int(gx), int(gy), false)
	if lessonOf(rev.sess.Reader).Step() != 1 {
		t.Fatalf("the priest dropped on G6 did not make the step (%q)", rev.banner.text)
	}
	d.step(0, 0, false)
	if !rev.dlg.ok || !strings.HasPrefix(rev.dlg.cur.Lines[0], "Lesson: ") {
		t.Fatalf("the commit dialog: %v %+v", rev.dlg.ok, rev.dlg.cur)
	}
	img := d.draw("lesson-3-dialog")
	// the choice the lesson wants (commit both temples) is framed in gold as its board targets
	// are; the others are not (issue 44: "Commit both your labs" and no button singled out)
	for i, want := range []bool{false, false, true} {
		if got := goldFramed(img, hitRect(t, d, fmt.Sprintf("option%d", i))); got != want {
			t.Errorf("option%d framed in gold: %v, want %v", i, got, want)
		}
	}
	d.click("option0") // commit none: refused, the lesson wants temples committed
	if lessonOf(rev.sess.Reader).Step() != 1 || !strings.Contains(rev.banner.text, "not this lesson's") {
		t.Fatalf("committing none: step %d, %q", lessonOf(rev.sess.Reader).Step(), rev.banner.text)
	}
	// the supporters are marked on the board while the dialog asks; the result comes in a banner
	if att, def := rev.sess.State().Supporters(); len(att) != 1 || len(def) != 1 {
		t.Fatalf("supporters %v %v", att, def)
	}
	d.click("option2")
	d.step(0, 0, false)
	d.step(0, 0, true) // a click skips the conflict's staging, which the banner follows
	d.step(0, 0, false)
	d.look("lesson-3-result")
	if !strings.Contains(rev.banner.text, "Archer wins the revolt of the priests, 3 to 1: Bull's priest goes home") {
		t.Fatalf("the result banner: %q", rev.banner.text)
	}
	finishedLessonDims(t, d, rev)
}

// finishedLessonDims checks a finished lesson's screen: the game's buttons dim, the lesson's own
// lit, the result's toast clear of the lesson's box and its Next lesson.
func finishedLessonDims(t *testing.T, d *driver, rev *Play) {
	t.Helper()
	// the lesson is over: the game's buttons go dim, the lesson's own stay (issue 44)
	if !lessonOf(rev.sess.Reader).Done() {
		t.Fatal("the revolt lesson is not done")
	}
	for _, id := range []string{"end", "swap", "hint"} {
		if d.enabled(id) {
			t.Errorf("%q is lit in a finished lesson", id)
		}
	}
	if !d.enabled("lesson-next") {
		t.Error("Next lesson is not offered")
	}
	// the result's toast stands clear of the lesson's box and its buttons (issue 44)
	if r := rev.banner.rect(d.ctx, !rev.dlg.ok); ui.Overlaps(r, rev.lay.LessonBox) || ui.Overlaps(r, hitRect(t, d, "lesson-next")) || ui.Overlaps(r, rev.lay.Board) {
		t.Errorf("the result's toast %v covers the lesson's box %v, its Next lesson or the board", r, rev.lay.LessonBox)
	}
}

// hitRect is where the control with that id was last drawn.
func hitRect(t *testing.T, d *driver, id string) ui.Rect {
	t.Helper()
	for _, c := range d.ctl().Hits {
		if c.ID.String() == id {
			return c.R
		}
	}
	t.Fatalf("no control %q", id)
	return ui.Rect{}
}

// goldFramed reports that r's top edge, at its middle, shows the gold of
// a lit target (pulse).
func goldFramed(img *ebiten.Image, r ui.Rect) bool {
	x, y := int(r.X+r.W/2), int(r.Y-4)
	for dy := 0; dy < 8; dy++ {
		c := img.At(x, y+dy)
		cr, cg, cb, _ := c.RGBA()
		if cr>>8 == 255 && cg>>8 >= 200 && cb>>8 < 130 {
			return true
		}
	}
	return false
}

// reddish reports that the middle of r is tinted towards the refusal's red.
func reddish(img *ebiten.Image, r ui.Rect) bool {
	cr, cg, _, _ := img.At(int(r.X+2), int(r.Y+r.H/2)).RGBA()
	return cr>>8 > 150 && cg>>8 < cr>>8*3/4
}

func mustSpace(t *testing.T, s string) int {
	t.Helper()
	at, err := game.ParseSpace(s)
	if err != nil {
		t.Fatal(err)
	}
	return at
}

// Every piece on the board says what it is when the pointer rests on it.
func TestBoardTips(t *testing.T) {
	drawtest.Start(t)
	l, _ := lessons.ByID("revolts")
	s, err := session.StartLesson(l, false)
	if err != nil {
		t.Fatal(err)
	}
	p := NewPlay(NewSession(s, s, s), Hooks{})
	ctx := newContext(t)
	frame(p, ctx, 0, 0, false)
	layOut(t, p, ctx)
	want := map[string]string{
		"H5": "Bull's priest at H5: 1 temple beside it (its strength in a revolt)",
		"F3": "A temple at F3; a treasure lies here",
		"B2": "A temple at B2; a treasure lies here (gold corners: taken before the others)",
	}
	for space, tip := range want {
		found := false
		for _, c := range p.ctl.Hits {
			if c.R == p.lay.CellRect(mustSpace(t, space)) {
				found = c.Tip == tip
				if !found {
					t.Errorf("%s says %q", space, c.Tip)
				}
			}
		}
		if !found {
			t.Errorf("%s has no tooltip %q", space, tip)
		}
	}
}

// A tooltip stands beside its control, on the screen, covering neither it nor another button, at
// every size.
func TestTooltipsBesideTheirControl(t *testing.T) {
	drawtest.Start(t)
	for _, size := range everyLayout {
		ctx := contextFor(t, size)
		l, _ := lessons.ByID("tiles")
		s, err := session.StartLesson(l, false)
		if err != nil {
			t.Fatal(err)
		}
		p := NewPlay(NewSession(s, s, s), Hooks{})
		frame(p, ctx, 0, 0, false)
		img := engine.NewImage(ctx.W, ctx.H)
		p.Draw(img, ctx)
		img.Deallocate()
		u := ctx.Scale
		for i, c := range p.ctl.Hits {
			if c.ID.String() == "" || c.Tip == "" {
				continue
			}
			f := ctx.Fonts.Face(13*u, false)
			w := math.Min(p.theme().Width(c.Tip, f), math.Min(420*u, float64(ctx.W)-32*u)) + 16*u
			r := p.ctl.TipRect(i, w, f.Size*1.3+10*u, ctx)
			for _, at := range p.lesson.lit() {
				if ui.Overlaps(r, p.lay.CellRect(at)) {
					t.Errorf("%s: the tip of %q covers the lesson's target %s", size.name, c.ID.String(), game.SpaceName(at))
				}
			}
			if r.W == 0 {
				continue // none: it would have covered what the player must see
			}
			if !inside(r, ctx) || ui.Overlaps(r, c.R) {
				t.Errorf("%s: the tip of %q at %v is off the screen or over it (%v)", size.name, c.ID.String(), r, c.R)
			}
			for k, o := range p.ctl.Hits {
				if k != i && o.ID.String() != "" && ui.Overlaps(r, o.R) {
					t.Errorf("%s: the tip of %q covers %q", size.name, c.ID.String(), o.ID.String())
				}
			}
		}
	}
}

// The title and the board draw on a 4K screen at a device scale of 3 (1920x1080 CSS pixels) and
// come to the screen. (A browser's GPU may give textures of at most 8192 pixels a side, smaller
// than this machine's: the browser check plays this size too, and caught the title's ripples
// once needing more.)
func TestLargestScreenDraws(t *testing.T) {
	drawtest.Start(t)
	ctx := contextFor(t, screenSize{"desktop-1920x1080-3x", 1920, 1080, 3})
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	for _, sc := range []engine.Scene{sh.Title(), func() engine.Scene {
		p, err := sh.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}}, Seed: 4})
		if err != nil {
			t.Fatal(err)
		}
		return p
	}()} {
		img := engine.NewImage(ctx.W, ctx.H)
		frame(sc, ctx, 0, 0, false)
		sc.Draw(img, ctx)
		pix := make([]byte, 4*ctx.W*ctx.H)
		img.ReadPixels(pix) // makes the GPU draw it all now
		img.Deallocate()
	}
}
