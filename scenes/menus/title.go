package menus

import (
	"fmt"
	"sort"
	"strings"

	"math"
	"tigris/ai"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// Title is the opening screen.
type Title struct {
	sh      Host
	ctl     ui.Controls
	canCont bool
	checked bool
	err     string
	askQuit bool    // Esc was pressed once: a second Esc quits
	online  string  // the Play online button's words, with the games waiting for the player
	card    ui.Rect // where the card with the buttons was last drawn
	motion  titleMotion
}

// NewTitle is the title screen of a shell.
func NewTitle(sh Host) *Title { return &Title{sh: sh} }

type titleEntry struct {
	id         ui.ID
	label, tip string
	style      ui.ButtonStyle
	aside      bool // a smaller button, two to a row: the ways aside (Load, Rules, Settings, Quit)
}

// entries are the title's buttons, loudest first: the one primary action (Continue when there
// is a game to go on with, else New game), the ways into a game, then the smaller ones aside, as
// filled as the others (only Quit, the way out, is an outline).
func (t *Title) entries() []titleEntry {
	if t.online == "" {
		t.online = "Play online"
	}
	var e []titleEntry
	newGame := titleEntry{idNew, "New game", "Choose the players, the map and the options", ui.Primary, false}
	if t.canCont {
		e = append(e, titleEntry{idContinue, "Continue", "Go on with the last game, as it was after its latest action", ui.Primary, false})
		newGame.style = ui.Plain
	}
	e = append(e, newGame,
		titleEntry{idOnline, t.online, "Play friends on other devices, live or at your own pace: your online games, join by code, a new one", ui.Plain, false},
		titleEntry{idLearn, "Learn to play", "Short lessons on prepared positions, with the real rules", ui.Plain, false},
		titleEntry{idLoad, "Load", "Open a game saved by name", ui.Plain, true},
		titleEntry{idRules, "Rules", "The rules in short, with pictures", ui.Plain, true},
		titleEntry{idSettings, "Settings", "Sound, fullscreen (F), animation, highlights, colours", ui.Plain, true})
	if !t.sh.Platform.InBrowser() {
		e = append(e, titleEntry{idQuit, "Quit", "Close the game (Esc)", ui.Quiet, true})
	}
	return e
}

// titleRows puts the entries in rows: the loud ones a row each, the ones aside two a row.
func titleRows(e []titleEntry) [][]titleEntry {
	var rows [][]titleEntry
	for i := 0; i < len(e); i++ {
		if e[i].aside && i+1 < len(e) {
			rows = append(rows, e[i:i+2])
			i++
			continue
		}
		rows = append(rows, e[i:i+1])
	}
	return rows
}

// rowHeight is the height of a row of the title's buttons, by its loudness.
func rowHeight(row []titleEntry, u float64) float64 {
	switch {
	case row[0].style == ui.Primary:
		return 58 * u
	case row[0].aside:
		return 44 * u
	}
	return 50 * u
}

// check looks once whether there is a game to continue (the screen may be drawn before its
// first update: its buttons never change under the pointer).
func (t *Title) check() {
	if t.checked {
		return
	}
	t.checked = true
	can, err := session.CanContinue(t.sh.Keep.Store())
	t.canCont = can || t.sh.Keep.Unsaved()
	if err != nil && !t.sh.Keep.Unsaved() {
		t.err = "The last game cannot be continued: its save cannot be read (" + ui.Clip(storage.Explain(err), 120) + ")."
	}
}

// Update implements engine.Scene.
func (t *Title) Update(ctx *engine.Context) (bool, error) {
	t.check()
	if ctx.In.KeyPressed(ebiten.KeyEscape) && !t.sh.Platform.InBrowser() {
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
	label, news := t.sh.Games.OnlineLabel(ctx.Now)
	redraw = redraw || news || label != t.online
	redraw = t.motion.step(ctx.Now, t.sh.Prefs.Settings().AnimSpeed > 0) || redraw
	t.online = label
	switch id {
	case idContinue:
		if err := t.sh.Games.Continue(ctx); err != nil {
			t.err = "The last game cannot be continued: " + err.Error()
		}
	case idNew:
		ctx.Switch(NewSetup(t.sh))
	case idOnline:
		ctx.Switch(t.sh.Games.Online(t))
	case idLearn:
		ctx.Switch(NewLessonList(t.sh))
	case idLoad:
		ctx.Switch(NewSaves(t.sh, t))
	case idRules:
		ctx.Switch(NewRules(t.sh, t))
	case idSettings:
		ctx.Switch(NewSettingsScene(t.sh, t))
	case idQuit:
		if !t.sh.Platform.CloseAsked(ctx, t) {
			return true, nil
		}
		return false, ebiten.Termination
	}
	return redraw, nil
}

// Draw implements engine.Scene: an opaque card over the map with the title and the buttons, the
// loud ones first; on a screen too low for one column (a phone held sideways) the quiet ones
// stand in a second column beside the others.
func (t *Title) Draw(dst *ebiten.Image, ctx *engine.Context) {
	t.check()
	th := t.sh.Look.Theme()
	t.drawBackdrop(dst, ctx)
	ctx = titleContext(ctx)
	u := ctx.Scale
	w, h := float64(ctx.W), float64(ctx.H)
	size := th.FittedSize(ctx, "Tigris & Euphrates", 44, 24)
	by := "a game by Reiner Knizia"
	if t.sh.Prefs.Settings().Theme == settings.Space {
		by += " · the science-fiction edition"
	}
	msg := t.err
	if msg == "" {
		msg = t.sh.Keep.Notice()
	}
	if t.askQuit {
		msg = "Quit the game? Press Esc again to quit, any other key to stay."
	}
	msgW := math.Min(w-32*u, 720*u)
	msgH := 0.0
	if msg != "" {
		msgH = th.Paragraph(nil, ctx, msg, 0, 0, msgW-24*u, 16, false, ui.Bad, engine.Center) + 16*u
	}
	stats := strings.TrimPrefix(statsLine(t.sh.Prefs.Settings().Stats)+lossLine(t.sh.Prefs.Settings()), " · ")
	if stats != "" {
		msgH += th.Paragraph(nil, ctx, stats, 0, 0, msgW-24*u, 13, false, th.Dim, engine.Center) + 16*u
	}
	t.ctl.Begin(th)
	rows := titleRows(t.entries())
	gap := 10 * u
	subW := math.Min(w-40*u, math.Max(th.Width(by, ui.Face(ctx, 16, false)), 200*u))
	subH := th.Paragraph(nil, ctx, by, 0, 0, subW, 16, false, th.Dim, engine.Center) // two lines on a phone
	headH := size*1.3*u + subH + 24*u
	stack := func(rs [][]titleEntry) float64 {
		y := 0.0
		for _, r := range rs {
			y += rowHeight(r, u) + gap
		}
		return y - gap
	}
	// two columns where one does not fit: the loud rows left, the quiet right
	cols := [][][]titleEntry{rows}
	if headH+stack(rows)+56*u > h-msgH {
		split := len(rows)
		for i, r := range rows {
			if r[0].aside {
				split = i
				break
			}
		}
		cols = [][][]titleEntry{rows[:split], rows[split:]}
	}
	colGap := 20 * u
	bw := math.Min(360*u, (w-56*u-float64(len(cols)-1)*colGap)/float64(len(cols)))
	bodyH := 0.0
	for _, c := range cols {
		bodyH = math.Max(bodyH, stack(c))
	}
	titleW := math.Max(th.Width("Tigris & Euphrates", ctx.Fonts.Face(size*u, true)), subW)
	cw := math.Min(w-16*u, math.Max(float64(len(cols))*bw+float64(len(cols)-1)*colGap, titleW)+48*u)
	ch := headH + bodyH + 44*u
	top := math.Max(8*u, math.Min((h-msgH-ch)/2, h*0.1))
	card := ui.Rect{X: (w - cw) / 2, Y: top, W: cw, H: ch}
	th.Card(dst, ctx, card, th.Box)
	t.card = card
	ty := top + 20*u
	th.Draw(dst, "Tigris & Euphrates", ctx.Fonts.Face(size*u, true), w/2, ty, engine.Scale(th.Accent), engine.Center)
	sub := ty + size*1.3*u
	th.Paragraph(dst, ctx, by, (w-subW)/2, sub, subW, 16, false, th.Dim, engine.Center)
	engine.Rect(dst, w/2-60*u, sub+subH+6*u, 120*u, math.Max(1, u), ui.Alpha(th.Accent, 160)) // a rule under the title
	x0 := (w - float64(len(cols))*bw - float64(len(cols)-1)*colGap) / 2
	for k, c := range cols {
		y := top + 20*u + headH
		x := x0 + float64(k)*(bw+colGap)
		for _, r := range c {
			rh := rowHeight(r, u)
			ew := (bw - float64(len(r)-1)*gap) / float64(len(r))
			for i, e := range r {
				t.ctl.Styled(dst, ctx, ui.Rect{X: x + float64(i)*(ew+gap), Y: y, W: ew, H: rh}, e.label, e.id, e.tip, true, e.style)
			}
			y += rh + gap
		}
	}
	if msgH > 0 { // the statistics and any message on a card of their own at the foot
		mr := ui.Rect{X: (w - msgW) / 2, Y: h - msgH - 8*u, W: msgW, H: msgH}
		th.Card(dst, ctx, mr, th.Box)
		sy := mr.Y + 8*u
		if stats != "" {
			sy += th.Paragraph(dst, ctx, stats, mr.X+12*u, sy, msgW-24*u, 13, false, th.Dim, engine.Center) + 16*u
		}
		if msg != "" {
			th.Paragraph(dst, ctx, msg, mr.X+12*u, sy, msgW-24*u, 16, false, ui.Bad, engine.Center)
		}
	}
	t.ctl.DrawTip(dst, ctx)
	t.ctl.Trace(t.sh.Look.TraceControls(), "title", ctx)
}

// titleGrowth is how much larger than the other screens' unit the title's card is drawn on a
// screen of w x h CSS pixels: 1 up to 1280x800, then growing with the height to a quarter more
// at 1920x1080 and beyond, so a large screen shows a card of its size, not a small one lost in
// the picture (issue 44); past the other screens' largest unit (1.6) it grows on with the screen.
func titleGrowth(w, h float64) float64 {
	if w < 1400 || h < 880 {
		return 1
	}
	fit := max(1, min(w/1280, h/800))
	return min(1.25, h/864, w/1400) * fit / min(fit, 1.6)
}

// titleContext is the context the title's card is drawn in: its unit grown by titleGrowth.
func titleContext(ctx *engine.Context) *engine.Context {
	k := titleGrowth(float64(ctx.W)/ctx.Device, float64(ctx.H)/ctx.Device)
	if k == 1 {
		return ctx
	}
	c := *ctx
	c.Scale *= k
	return &c
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

// lossLine is the trend of the person's reviewed games (scenes/review): his loss a decision in
// all of them and in the last five, after " · "; empty before any.
func lossLine(s *settings.Settings) string {
	all, last, games := s.LossTrend(recentReviews)
	if games == 0 {
		return ""
	}
	line := fmt.Sprintf(" · Your loss a decision in %d reviewed games: %.2f points", games, all)
	if games > recentReviews {
		line += fmt.Sprintf(", %.2f in the last %d", last, recentReviews)
	}
	return line
}

// recentReviews is how many of the latest reviewed games the title's trend sets beside all of them.
const recentReviews = 5

func levelRank(name string) int {
	for i, n := range ai.Levels() {
		if n == name {
			return i
		}
	}
	return -1
}

// drawBackdrop lays the title's picture (titlescene.go) under the title, covering the screen,
// painted once for a size and theme and kept by the host.
func (t *Title) drawBackdrop(dst *ebiten.Image, ctx *engine.Context) {
	th := t.sh.Look.Theme()
	b := t.sh.Look.Backdrop()
	key := [3]float64{float64(ctx.W), float64(ctx.H), ctx.Scale}
	if b.img == nil || key != b.key || b.pal != t.sh.Look.Palette() {
		if b.img != nil {
			b.img.Deallocate()
		}
		b.key, b.pal = key, t.sh.Look.Palette()
		img := ebiten.NewImage(ctx.W, ctx.H)
		paintTitleScene(ctx, img, ctx.Scale, b.pal)
		engine.Rect(img, 0, 0, float64(ctx.W), float64(ctx.H), ui.Alpha(th.Frame, 40)) // a veil: the card stands out
		b.img = img
	}
	dst.DrawImage(b.img, nil)
	if t.sh.Prefs.Settings().AnimSpeed > 0 {
		drawTitleMotion(dst, ctx, titleLayout(float64(ctx.W), float64(ctx.H), ctx.Scale), b.pal.Space, t.motion.t)
	}
}
