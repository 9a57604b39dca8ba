package scenes

import (
	"fmt"
	"sort"
	"strings"

	"math"
	"tigris/ai"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// Title is the opening screen.
type Title struct {
	sh      *Shell
	ctl     ui.Controls
	canCont bool
	checked bool
	err     string
	askQuit bool   // Esc was pressed once: a second Esc quits
	online  string // the Play online button's words, with the games waiting for the player
}

// backdrop is the map behind the title, painted once for a screen size and palette.
type backdrop struct {
	img *ebiten.Image
	key [3]float64
	pal *assets.Palette
}

type titleEntry struct {
	id         ui.ID
	label, tip string
}

func (t *Title) entries() []titleEntry {
	if t.online == "" {
		t.online = "Play online"
	}
	e := []titleEntry{
		{idContinue, "Continue", "Go on with the last game, as it was after its latest action"},
		{idNew, "New game", "Choose the players, the map and the options"},
		{idOnline, t.online, "Play friends on other devices, live or at your own pace: your online games, join by code, a new one"},
		{idLearn, "Learn to play", "Short lessons on prepared positions, with the real rules"},
		{idLoad, "Load", "Open a game saved by name"},
		{idRules, "Rules", "The rules in short, with pictures"},
		{idSettings, "Settings", "Sound, fullscreen (F), animation, highlights, colours"},
	}
	if !t.sh.InBrowser {
		e = append(e, titleEntry{idQuit, "Quit", "Close the game (Esc)"})
	}
	return e
}

// Update implements engine.Scene.
func (t *Title) Update(ctx *engine.Context) (bool, error) {
	if !t.checked {
		t.checked = true
		can, err := session.CanContinue(t.sh.Store)
		t.canCont = can || t.sh.kept != nil
		if err != nil && t.sh.kept == nil {
			t.err = "The last game cannot be continued: its save is damaged (" + clip(storage.Explain(err), 120) + ")."
		}
	}
	if ctx.In.KeyPressed(ebiten.KeyEscape) && !t.sh.InBrowser {
		if t.askQuit {
			return false, ebiten.Termination
		}
		t.askQuit = true // a stray Esc does not close the game
		return true, nil
	}
	if t.askQuit && (ctx.In.Pressed || len(ctx.In.Keys) > 0) {
		t.askQuit = false
	}
	id, redraw := t.ctl.Update(ctx)
	label, news := t.sh.onlineLabel(ctx.Now)
	redraw = redraw || news || label != t.online
	t.online = label
	switch id {
	case idContinue:
		if err := t.sh.Continue(ctx); err != nil {
			t.err = "The last game cannot be continued: " + err.Error()
		}
	case idNew:
		ctx.Switch(NewSetup(t.sh))
	case idOnline:
		ctx.Switch(NewOnline(t.sh, t))
	case idLearn:
		ctx.Switch(NewLessonList(t.sh))
	case idLoad:
		ctx.Switch(NewSaves(t.sh, t))
	case idRules:
		ctx.Switch(NewRules(t.sh, t))
	case idSettings:
		ctx.Switch(NewSettingsScene(t.sh, t))
	case idQuit:
		if !t.sh.CloseAsked(ctx, t) {
			return true, nil
		}
		return false, ebiten.Termination
	}
	return redraw, nil
}

// Draw implements engine.Scene. The buttons stand in one column, or two where the screen is too
// low for one (a phone held sideways).
func (t *Title) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := t.sh.theme()
	u := ctx.Scale
	w, h := float64(ctx.W), float64(ctx.H)
	t.drawBackdrop(dst, ctx)
	size := th.FittedSize(ctx, "Tigris & Euphrates", 44, 24)
	top := math.Min(h*0.12, 60*u)
	ty := top + size*1.3*u
	by := "a game by Reiner Knizia"
	if t.sh.Settings.Theme == settings.Space {
		by += " · the science-fiction edition"
	}
	sub := ty
	ty += 40 * u
	msg := t.err
	if msg == "" {
		msg = t.sh.Notice
	}
	if t.askQuit {
		msg = "Quit the game? Press Esc again to quit, any other key to stay."
	}
	msgH := 0.0
	if msg != "" {
		msgH = th.Paragraph(nil, ctx, msg, 0, 0, w-32*u, 16, false, ui.Bad, engine.Center) + 16*u
	}
	stats := statsLine(t.sh.Settings.Stats)
	statsW := math.Min(w-32*u, 720*u)
	if stats != "" {
		msgH += th.Paragraph(nil, ctx, stats, 0, 0, statsW, 13, false, th.Dim, engine.Center) + 10*u
	}
	t.ctl.Begin(th)
	entries := t.entries()
	bh, gap := 48*u, 10*u
	cols := 1
	if ty+float64(len(entries))*(bh+gap) > h-msgH-8*u {
		cols = 2
	}
	rows := (len(entries) + cols - 1) / cols
	gap = math.Max(6*u, math.Min(gap, (h-msgH-ty-float64(rows)*bh)/float64(rows+1)))
	bw := math.Min(360*u, (w-32*u-float64(cols-1)*16*u)/float64(cols))
	x0 := (w - float64(cols)*bw - float64(cols-1)*16*u) / 2
	// a card under the title and the buttons, so the map behind never muddles them
	titleW := math.Max(th.Width("Tigris & Euphrates", ctx.Fonts.Face(size*u, true)), th.Width(by, ui.Face(ctx, 16, false)))
	cw := math.Min(w-8*u, math.Max(float64(cols)*bw+float64(cols-1)*16*u, titleW)+48*u)
	bottom := ty + float64(rows)*(bh+gap) - gap + 20*u
	engine.Box(dst, (w-cw)/2, top-14*u, cw, bottom-top+14*u, 10*u, ui.Alpha(th.Background, 215))
	th.Draw(dst, "Tigris & Euphrates", ctx.Fonts.Face(size*u, true), w/2, top, engine.Scale(th.Accent), engine.Center)
	th.Draw(dst, by, ui.Face(ctx, 16, false), w/2, sub, engine.Scale(th.Dim), engine.Center)
	engine.Rect(dst, w/2-60*u, sub+24*u, 120*u, math.Max(1, u), ui.Alpha(th.Accent, 160)) // a rule under the title
	for i, e := range entries {
		r := ui.Rect{X: x0 + float64(i/rows)*(bw+16*u), Y: ty + float64(i%rows)*(bh+gap), W: bw, H: bh}
		t.ctl.Button(dst, ctx, r, e.label, e.id, e.tip, e.id != idContinue || t.canCont)
	}
	sy := h - msgH
	if stats != "" {
		sy += th.Paragraph(dst, ctx, stats, (w-statsW)/2, sy, statsW, 13, false, th.Dim, engine.Center) + 10*u
	}
	if msg != "" {
		th.Paragraph(dst, ctx, msg, 16*u, sy, w-32*u, 16, false, ui.Bad, engine.Center)
	}
	t.ctl.DrawTip(dst, ctx)
	t.ctl.Trace(t.sh.Hooks.Controls, "title", ctx)
}

// statsLine sums up the games played to the end against bots, strongest level first.
func statsLine(stats []settings.Stat) string {
	if len(stats) == 0 {
		return ""
	}
	sorted := append([]settings.Stat(nil), stats...)
	sort.SliceStable(sorted, func(i, j int) bool {
		a, b := levelRank(sorted[i].Level), levelRank(sorted[j].Level)
		return a > b || a == b && sorted[i].Players < sorted[j].Players
	})
	var parts []string
	for _, s := range sorted {
		parts = append(parts, fmt.Sprintf("%s, %d players: %d won of %d", session.Capitalize(s.Level), s.Players, s.Won, s.Played))
	}
	return "Your games against bots — " + strings.Join(parts, " · ")
}

func levelRank(name string) int {
	for i, n := range ai.Levels() {
		if n == name {
			return i
		}
	}
	return -1
}

// backdropPieces are a game under way on the title's map: the start temples with their treasures,
// kingdoms round some of them, farms on the river, a monument and a catastrophe.
var backdropPieces = []struct {
	space string
	kind  game.CellKind
	color game.Color
	who   game.Dynasty
}{
	{"G2", game.Leader, game.Black, game.Archer}, {"G3", game.Tile, game.Green, 0}, {"F4", game.Tile, game.Black, 0},
	{"G4", game.Tile, game.Red, 0}, {"H3", game.Tile, game.Black, 0}, {"D3", game.Tile, game.Blue, 0}, {"E3", game.Tile, game.Blue, 0},
	{"H7", game.Leader, game.Red, game.Bull}, {"J7", game.Tile, game.Green, 0}, {"I8", game.Tile, game.Black, 0}, {"H6", game.Tile, game.Red, 0},
	{"K4", game.Tile, game.Red, 0}, {"L4", game.Tile, game.Red, 0}, {"K5", game.Tile, game.Red, 0}, {"L5", game.Tile, game.Red, 0},
	{"M5", game.Leader, game.Blue, game.Pot}, {"N10", game.Tile, game.Green, 0}, {"O10", game.Leader, game.Green, game.Lion},
	{"O11", game.Tile, game.Green, 0}, {"C9", game.Catastrophe, 0, 0},
}

// setPieces draws backdropPieces on a map whose top-left space is at (ox, oy).
func setPieces(img *ebiten.Image, ox, oy, cell float64, pal *assets.Palette) {
	sp := assets.NewSprites(int(cell), pal)
	defer sp.Deallocate()
	at := func(space string, k float64) ui.Rect {
		i, _ := game.ParseSpace(space)
		return ui.Rect{X: ox + float64(i%game.Cols)*cell, Y: oy + float64(i/game.Cols)*cell, W: cell * k, H: cell * k}
	}
	mp := game.MapOf(game.StandardMap)
	for i := 0; i < game.NCells; i++ {
		if mp.TreasureStart[i] {
			r := at(game.SpaceName(i), 1)
			ui.DrawSprite(img, sp.Tiles[game.Red], r, 1)
			ui.DrawSprite(img, sp.Treasure, r, 1)
		}
	}
	for _, pc := range backdropPieces {
		r := at(pc.space, 1)
		switch pc.kind {
		case game.Tile:
			ui.DrawSprite(img, sp.Tiles[pc.color], r, 1)
		case game.Leader:
			ui.DrawSprite(img, sp.Leaders[pc.who][pc.color], r, 1)
		case game.Catastrophe:
			ui.DrawSprite(img, sp.Catastrophe, r, 1)
		}
	}
	rb, _ := game.MonumentFromName("rb")
	ui.DrawSprite(img, sp.Monuments[rb], at("K4", 2), 1)
}

// drawBackdrop lays the standard map under the title, covering the screen and dimmed so the
// words and buttons stand out.
func (t *Title) drawBackdrop(dst *ebiten.Image, ctx *engine.Context) {
	th := t.sh.theme()
	b := &t.sh.backdrop
	key := [3]float64{float64(ctx.W), float64(ctx.H), ctx.Scale}
	if b.img == nil || key != b.key || b.pal != t.sh.Palette() {
		if b.img != nil {
			b.img.Deallocate()
		}
		b.key, b.pal = key, t.sh.Palette()
		w, h := float64(ctx.W), float64(ctx.H)
		cell := math.Ceil(math.Max(w/game.Cols, h/game.Rows))
		img := ebiten.NewImage(ctx.W, ctx.H)
		pal := b.pal
		ox, oy := (w-cell*game.Cols)/2, (h-cell*game.Rows)/2
		assets.PaintMap(img, game.MapOf(game.StandardMap), ox, oy, cell, ctx.Scale, pal)
		setPieces(img, ox, oy, cell, pal)
		engine.Rect(img, 0, 0, w, h, ui.Alpha(th.Frame, 190))
		b.img = img
	}
	dst.DrawImage(b.img, nil)
}
