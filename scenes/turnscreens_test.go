//go:build display

package scenes

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
	"tigris/storage"
)

// A hot-seat turn from its hand-off to its end, as two people at one screen meet it, in both
// themes at a desktop's two sizes and a phone's: the hand-off says whose turn and why; End turn
// with actions left asks, its answers far apart; the commit dialog stands clear of the board and,
// where there is room, of the hand; the defender sees the conflict's result and passes the screen
// back; the attacker's turn waits at its end (the conflict revealed tiles: no undo) until End turn;
// then the results card and the save box. The pictures are kept with TE_SCREENSHOTS=folder.
func TestTurnScreens(t *testing.T) {
	drawtest.Start(t)
	over := finishedGame(t)
	sizes := []screenSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"phone-3x", 390, 844, 3}}
	for _, size := range sizes {
		for theme := range settings.ThemeNames {
			name := fmt.Sprintf("turn-%s-%s", size.name, settings.ThemeNames[theme])
			t.Run(name, func(t *testing.T) {
				w := newTurnWalk(t, name, contextFor(t, size), hotSeatRevolt(t, func(s *settings.Settings) { s.Theme = theme }))
				defer func() { w.d.free() }()
				w.handoff()
				w.ask()
				w.revolt()
				w.passBack()
				w.save()
				w.results(over)
			})
		}
	}
}

// turnWalk walks the hot seat's revolt through its screens, each looked at and its controls
// checked.
type turnWalk struct {
	t    *testing.T
	name string
	ctx  *engine.Context
	p    *Play
	d    *driver
}

func newTurnWalk(t *testing.T, name string, ctx *engine.Context, p *Play) *turnWalk {
	return &turnWalk{t: t, name: name, ctx: ctx, p: p, d: &driver{t: t, ctx: ctx, scene: p}}
}

// look draws the screen, kept as name-what, and checks its controls.
func (w *turnWalk) look(what string) {
	w.d.look(w.name + "-" + what)
	checkControls(w.t, w.ctx, what, w.p.ctl.Hits)
}

// wantMode fails unless the board shows a mode of want's type.
func (w *turnWalk) wantMode(what string, want boardMode) {
	w.t.Helper()
	if got := w.p.mode(); fmt.Sprintf("%T", got) != fmt.Sprintf("%T", want) {
		w.t.Fatalf("%s: the board shows %T, not %T", what, got, want)
	}
}

// why is what the hand-off says the next person is called for.
func (w *turnWalk) why() string {
	return handoffWhy(w.p.sess.State(), handoffTo(w.p.sess.Reader), w.p.turnHeld())
}

// handoff: the first hand-off says whose turn; End turn and Undo stand apart.
func (w *turnWalk) handoff() {
	t, p, d, look, wantMode, why := w.t, w.p, w.d, w.look, w.wantMode, w.why
	d.step(0, 0, false)
	wantMode("start", handoffMode{})
	if w := why(); w != "your turn" {
		t.Fatalf("the first hand-off says %q", w)
	}
	look("handoff")
	d.click("ready")
	d.look("")
	end, undo := controlRect(t, &p.ctl, "end"), controlRect(t, &p.ctl, "undo")
	dx := math.Max(end.X-(undo.X+undo.W), undo.X-(end.X+end.W))
	dy := math.Max(end.Y-(undo.Y+undo.H), undo.Y-(end.Y+end.H))
	if math.Max(dx, dy) < 40*p.lay.U {
		t.Errorf("End turn %v and Undo %v are side by side", end, undo)
	}

}

// ask: End turn with both actions left asks first, its answers far apart; No keeps the turn.
func (w *turnWalk) ask() {
	t, p, d, look, wantMode := w.t, w.p, w.d, w.look, w.wantMode
	d.click("end")
	wantMode("End turn", &askMode{})
	look("ask")
	no, yes := controlRect(t, &p.ctl, "ask-no"), controlRect(t, &p.ctl, "ask-yes")
	if gap := yes.X - (no.X + no.W); gap < 40*p.lay.U {
		t.Errorf("the question's answers are %.0f px apart", gap)
	}
	d.click("ask-no")
	wantMode("No", inputMode{})
	if p.sess.State().ActionsLeft() != 2 || p.sess.State().Turn() != 0 {
		t.Fatal("No ended the turn")
	}

}

// revolt: a first action, then the revolt: the attacker's commit dialog stands clear of the board
// and, with room, of the hand; the defender's hand-off says why.
func (w *turnWalk) revolt() {
	t, p, d, look, wantMode, why := w.t, w.p, w.d, w.look, w.wantMode, w.why
	for _, m := range []struct {
		pc session.Piece
		at string
	}{{session.Piece{Kind: session.HandTile, Color: game.Green}, "H7"}, {session.Piece{Kind: session.SupplyLeader, Color: game.Red}, "G4"}} {
		if err := p.sess.Drop(m.pc, mustSpace(t, m.at)); err != nil {
			t.Fatal(err)
		}
		d.step(0, 0, false)
	}
	wantMode("the revolt", dialogMode{})
	look("dialog")
	for _, c := range p.ctl.Hits {
		if !strings.HasPrefix(c.ID.String(), "option") {
			continue
		}
		if ui.Overlaps(c.R, p.lay.Board) {
			t.Errorf("the dialog's %q covers the board", c.ID.String())
		}
		// room below the hand for the whole dialog (a turned phone's panel has none: it covers the hand)
		top, bottom := p.dlg.room(0, p.lesson != nil)
		if top >= p.lay.Hand[0].Bottom() && bottom-top >= p.dlg.at.H && ui.Overlaps(c.R, p.lay.Hand[0]) {
			t.Errorf("the dialog's %q covers the hand with room below it", c.ID.String())
		}
	}
	d.click("option0") // commit nothing
	wantMode("the attacker committed", handoffMode{})
	if w := why(); w != "defend the revolt" {
		t.Fatalf("the defender's hand-off says %q", w)
	}
	look("handoff-defend")
	d.click("ready")
	d.click("option0")

}

// passBack: the defender reads how it ended on the conflict's card, as the attacker would (review
// 6), and passes the screen back; the attacker's turn waits at its end (no undo: the commits
// showed tiles) until End turn.
func (w *turnWalk) passBack() {
	t, p, d, look, wantMode, why := w.t, w.p, w.d, w.look, w.wantMode, w.why
	wantMode("the defender committed", passMode{})
	if p.sess.Viewer() != 1 {
		t.Fatalf("the defender's view is gone before he passed on: viewer %d", p.sess.Viewer())
	}
	untilTheCardStands(p, d)
	look("pass-card")
	d.click("seen-conflict")
	look("pass")
	d.click("pass-on")
	wantMode("passed on", handoffMode{})
	if w := why(); !strings.Contains(w, "end it") {
		t.Fatalf("the attacker's hand-off says %q", w)
	}
	d.click("ready")

	// the attacker's turn waits at its end: End turn on, Undo off (the commits showed tiles)
	if !p.turnHeld() || !d.enabled("end") || d.enabled("undo") || d.enabled("swap") {
		t.Fatalf("the waiting turn: held %v, end %v, undo %v", p.turnHeld(), d.enabled("end"), d.enabled("undo"))
	}
	look("waiting")
	d.key(ebiten.KeySpace)
	if p.turnHeld() || p.sess.State().Turn() != 1 {
		t.Fatal("Space did not end the waiting turn")
	}
	wantMode("the turn ended", handoffMode{})

}

// save: the save box says what it is.
func (w *turnWalk) save() {
	d, look := w.d, w.look
	d.key(ebiten.KeyEscape)
	d.click("ready")
	d.key(ebiten.KeyEscape)
	d.click("save")
	look("menu-save")
	d.key(ebiten.KeyEscape)
	d.key(ebiten.KeyEscape)

}

// results: an opaque card, the players ranked, the end celebrated for a while.
func (w *turnWalk) results(over *session.Session) {
	t, d, look, wantMode := w.t, w.d, w.look, w.wantMode
	d.scene = w.p.host.shell.(menuHost).sh.show(NewSession(over, over, over)) // the shell that opened the board
	p := d.scene.(*Play)
	w.p = p
	d.step(0, 0, false)
	wantMode("over", overMode{})
	if !p.shower.on(p.shower.at) {
		t.Error("the end is not celebrated")
	}
	w.victory()
	d.ctx.Now = p.shower.at.Add(1200 * time.Millisecond) // the shower half fallen
	look("results")
	if p.shower.on(p.shower.at.Add(celebration)) {
		t.Error("the celebration does not end")
	}
}

// A theme switched during a game changes its words, never its players' names.
func TestThemeKeepsThePlayersNames(t *testing.T) {
	for _, c := range []struct{ now, began int }{{settings.Space, 0}, {0, settings.Space}, {0, 0}, {settings.Space, settings.Space}} {
		began := themes.For(c.began, false).Say("Archer")
		got := themes.KeepingNames(c.now, c.began, false).Say("Archer places a temple")
		want := began + " places a " + themes.For(c.now, false).Say("temple")
		if got != want {
			t.Errorf("shown in theme %d, begun in %d: %q, want %q", c.now, c.began, got, want)
		}
	}
	if themes.KeepingNames(settings.Space, 0, false).Say("Archer") == themes.KeepingNames(settings.Space, settings.Space, false).Say("Archer") {
		t.Fatal("the names do not depend on the theme the game began in")
	}
}

// The trace's lines through a turn that waits at its end: its last decision is applied once,
// when made (not again when End turn carries it into the record), and no await comes while it
// waits; an undone and remade decision is a new one.
func TestWaitingTurnTraceLines(t *testing.T) {
	drawtest.Start(t)
	var applied []string
	awaits := 0
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, BotDelay: time.Hour}
	sh.Hooks = Hooks{Applied: func(l string) { applied = append(applied, l) }, Await: func(*game.View, string) { awaits++ }}
	p, err := sh.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: 0}}, Start: revoltPosition(t)})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, ctx: newContext(t), scene: p}
	d.step(0, 0, false)
	drop := func(space string) {
		t.Helper()
		if err := p.sess.Drop(session.Piece{Kind: session.HandTile, Color: game.Green}, mustSpace(t, space)); err != nil {
			t.Fatal(err)
		}
		d.step(0, 0, false)
	}
	drop("H7")
	before := awaits
	drop("J6")
	if !p.turnHeld() || strings.Join(applied, "|") != "archer tile g H7|archer tile g J6" || awaits != before {
		t.Fatalf("held %v, lines %q, awaits %d then %d", p.turnHeld(), applied, before, awaits)
	}
	d.key(ebiten.KeyZ) // undo
	drop("K6")
	d.key(ebiten.KeySpace)
	d.step(0, 0, false)
	if p.turnHeld() || strings.Join(applied, "|") != "archer tile g H7|archer tile g J6|archer tile g K6" {
		t.Fatalf("after undo, remade and End turn: held %v, lines %q", p.turnHeld(), applied)
	}
}

// The status line counts the action under way as spent only once it is over.
func TestActionsWords(t *testing.T) {
	st := revoltPosition(t)
	if w := actionsWords(st); w != "2 actions left" {
		t.Fatalf("at the turn's start: %q", w)
	}
	if _, err := st.Apply(game.LeaderMove(game.Red, mustSpace(t, "G4"))); err != nil {
		t.Fatal(err)
	}
	if st.Pending().Kind != game.DecideCommit {
		t.Fatalf("no revolt: %v", st.Pending())
	}
	if w := actionsWords(st); w != "an action under way, 1 left after it" {
		t.Fatalf("during the first action's revolt: %q", w)
	}
}

// The replay of a finished game shows every player's points at each position (the results are no
// secret any more); the replay of a game under way shows none.
func TestReplayShowsPointsOnceTheGameIsOver(t *testing.T) {
	drawtest.Start(t)
	over := finishedGame(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	pointRows := func(rec *game.Record, seats []session.Seat) int {
		d := &driver{t: t, ctx: newContext(t), scene: NewReplay(sh, rec, seats, sh.Title())}
		defer func() { d.free() }()
		d.click("last")
		d.look("replay-points")
		n := 0
		for _, c := range d.scene.(*Replay).ctl.Hits {
			if strings.Contains(c.Tip, " red points: ") {
				n++
			}
		}
		return n
	}
	if n := pointRows(over.Record(), over.Seats()); n != 4 {
		t.Fatalf("the replay of a finished game shows %d players' points, not 4", n)
	}
	unfinished := game.RecordFrom(over.Record().Start())
	for _, rm := range over.Record().Moves()[:10] {
		if _, err := unfinished.Apply(rm.Move); err != nil {
			t.Fatal(err)
		}
	}
	if n := pointRows(unfinished, over.Seats()); n != 0 {
		t.Fatalf("the replay of a game under way shows %d players' points", n)
	}
}

// With the turn set to end 10 s after its last action, End turn shows the time left as a bar
// along its foot: half of it 5 s in.
func TestWaitingTurnCountsDown(t *testing.T) {
	drawtest.Start(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, BotDelay: time.Hour}
	sh.Settings.EndTurn = 2 // 10 s
	p, err := sh.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: 0}}, Start: revoltPosition(t)})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, ctx: newContext(t), scene: p}
	d.step(0, 0, false)
	for _, at := range []string{"H7", "J6"} {
		if err := p.sess.Drop(session.Piece{Kind: session.HandTile, Color: game.Green}, mustSpace(t, at)); err != nil {
			t.Fatal(err)
		}
		d.step(0, 0, false)
	}
	now := time.Now()
	left, counting := turnEndsIn(p.sess.Reader, now)
	if !counting || left > 10*time.Second {
		t.Fatalf("no countdown: %v %v", left, counting)
	}
	d.ctx.Now = now.Add(left - 5*time.Second) // 5 s left
	img := d.draw("countdown")
	r := controlRect(t, &p.ctl, "end")
	u := p.lay.U
	y := int(r.Bottom() - 5*u)
	at := func(k float64) int { return int(r.X + 4*u + k*(r.W-8*u)) }
	var accent color.RGBA
	for _, c := range p.ctl.Hits {
		if c.ID == idEnd {
			accent = countdownColour(p.theme(), c.Style) // dark on End turn filled with the accent
		}
	}
	if !near(img.At(at(0.25), y), accent, 30) || near(img.At(at(0.75), y), accent, 30) {
		t.Fatalf("the bar 5 s into 10 does not fill half of End turn: %v at a quarter, %v at three quarters", img.At(at(0.25), y), img.At(at(0.75), y))
	}
}
