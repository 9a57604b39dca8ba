package menus

import (
	"fmt"
	"sort"
	"strings"

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
	sh       Host
	ctl      ui.Controls
	canCont  bool
	checked  bool
	err      string
	askQuit  bool    // Esc was pressed once: a second Esc quits
	online   string  // the Play online button's words, with the games waiting for the player
	card     ui.Rect // where the panel with the buttons was last drawn
	note     ui.Rect // where the statistics and any message were last drawn (zero: none)
	lettered float64 // how low the name and the line under it reached, last drawn
	motion   titleMotion
	focus    int // the button the keyboard is on, 1 up (0: none)
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
	if key, moved := t.focusKeys(ctx.In); moved {
		redraw = true
		if id.IsZero() {
			id = key
		}
	}
	label, news := t.sh.Games.OnlineLabel(ctx.Now)
	redraw = redraw || news || label != t.online
	redraw = t.motion.step(ctx.Now, t.sh.Prefs.Settings().AnimSpeed > 0) || redraw
	t.online = label
	return t.press(ctx, id, redraw)
}

// press opens what the button id leads to (none when id is zero); redraw is returned as given
// unless the game closes.
func (t *Title) press(ctx *engine.Context, id ui.ID, redraw bool) (bool, error) {
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

// drawBackdrop lays the title's picture (titlescene.go), composed for the screen (lay), under
// the title: painted once for a size and theme and kept by the host, its moving light over it.
func (t *Title) drawBackdrop(dst *ebiten.Image, ctx *engine.Context, lay sceneLayout) {
	b := t.sh.Look.Backdrop()
	dst.DrawImage(b.painted(ctx, lay, t.sh.Look.Palette()), nil)
	if t.sh.Prefs.Settings().AnimSpeed > 0 {
		drawTitleMotion(dst, ctx, lay, b.pal.Space, t.motion.t)
	}
}
