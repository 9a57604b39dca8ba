package menus

import (
	"fmt"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets/sound"
	"tigris/engine"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/words"
)

// SettingsScene changes the settings; each change takes effect and is kept at once.
type SettingsScene struct {
	sh   Host
	back engine.Scene
	ctl  ui.Controls
	page ui.Page
	err  string
}

// NewSettingsScene opens the settings; back is the screen to return to.
func NewSettingsScene(sh Host, back engine.Scene) *SettingsScene {
	return &SettingsScene{sh: sh, back: back}
}

type settingRow struct {
	id               ui.ID
	name, value, tip string
	group            string // the card it stands on
	// step of steps is where a setting that cycles stands: its button shows a dot a step, so a
	// player sees there are other values and how many (a press goes to the next)
	step, steps int
}

func (s *SettingsScene) rows() []settingRow {
	st := s.sh.Prefs.Settings()
	return []settingRow{
		{idVolume, "Volume", fmt.Sprintf("%.0f%%", st.Volume*100), "Click − or + to change by 10%", "Sound and screen", 0, 0},
		{idMute, "Sound", words.SoundSetting(st.Mute, s.sh.Prefs.NoSound()), "Mute or unmute every sound", "Sound and screen", 0, 0},
		{idFullscreen, "Fullscreen", onOff(st.Fullscreen), "Fill the screen (F, on any screen)", "Sound and screen", 0, 0},
		{idContrast, "High-contrast colours", onOff(st.HighContrast), "Purer tile colours and a darker grid", "Look", 0, 0},
		{idTheme, "Theme", themeLabels[st.Theme], "The board game's Mesopotamia, or its science-fiction edition: solar systems, colonists, corporations and alien relics", "Look", st.Theme, len(themeLabels)},
		{idPhoneBoard, "Board on an upright phone", phoneBoardLabels[st.PhoneBoard], "Turned a quarter to fill the screen, with larger spaces (A1 at the top right), or as printed across it (pinch or double-tap to enlarge)", "Look", st.PhoneBoard, len(phoneBoardLabels)},
		{idAnim, "Animation", settings.AnimNames[st.AnimSpeed], "How fast pieces glide and points fly; off shows changes at once", "On the board", st.AnimSpeed, len(settings.AnimNames)},
		{idHighlight, "Legal spaces while dragging", settings.HighlightNames[st.Highlight], "How strongly the spaces a piece may go to are lit", "On the board", st.Highlight - 1, len(settings.HighlightNames) - 1},
		{idStrengths, "Revolt strengths on the board", onOff(st.ShowStrengths), "Show each leader's supporting temples when the pointer is on its kingdom", "On the board", 0, 0},
		{idBag, "Tiles left in the bag", onOff(st.ShowBag), "Show how many tiles the bag holds (the printed rules keep it hidden)", "On the board", 0, 0},
		{idEndTurnSetting, "My turn ends", endTurnLabels[st.EndTurn], "When End turn is pressed (Undo takes the last action back until then), a while after the last action, or at once", "Your turn", st.EndTurn, len(endTurnLabels)},
	}
}

// volumeOff is the volume buttons' tip when the game started without sound.
const volumeOff = "No volume to set: the game was started without sound (-mute)"

// themeLabels name the themes (settings.ThemeNames) in words no theme rewrites.
var themeLabels = []string{"Mesopotamia", "Outer space"}

// phoneBoardLabels say the PhoneBoard setting's steps (settings.PhoneBoardNames); a narrow
// button shows the words before the brackets.
var phoneBoardLabels = []string{"Turned (to fill the screen)", "As printed"}

// endTurnLabels say the EndTurn setting's steps (settings.EndTurnNames).
var endTurnLabels = []string{"at End turn", "3 s after", "10 s after", "at once"}

// Update implements engine.Scene.
func (s *SettingsScene) Update(ctx *engine.Context) (bool, error) {
	if ctx.In.KeyPressed(ebiten.KeyEscape) {
		ctx.Switch(s.back)
		return true, nil
	}
	id, redraw := s.ctl.Update(ctx)
	redraw = s.page.Update(ctx) || redraw
	st := s.sh.Prefs.Settings()
	switch id {
	case ui.ID{}:
		return redraw, nil
	case idBack:
		ctx.Switch(s.back)
		return true, nil
	case idVolumeDown, idVolumeUp:
		if s.sh.Prefs.NoSound() {
			return redraw, nil // no sound to set the volume of (the buttons are drawn off)
		}
		if id == idVolumeUp {
			st.Volume = math.Min(1, math.Round(st.Volume*10+1)/10)
			break
		}
		st.Volume = math.Max(0, math.Round(st.Volume*10-1)/10)
	default:
		stepSetting(st, id)
	}
	s.err = s.sh.Prefs.SaveSettings()
	if id == idVolumeDown || id == idVolumeUp || id == idMute {
		s.sh.Prefs.PlaySound(sound.Scored) // hear the new volume
	}
	return true, nil
}

// stepSetting turns a switch over or moves a cycling setting to its next step.
func stepSetting(st *settings.Settings, id ui.ID) {
	switch id {
	case idMute:
		st.Mute = !st.Mute
	case idFullscreen:
		st.Fullscreen = !st.Fullscreen
	case idAnim:
		st.AnimSpeed = (st.AnimSpeed + 1) % len(settings.AnimNames)
	case idHighlight:
		st.Highlight = st.Highlight%3 + 1
	case idStrengths:
		st.ShowStrengths = !st.ShowStrengths
	case idBag:
		st.ShowBag = !st.ShowBag
	case idContrast:
		st.HighContrast = !st.HighContrast
	case idTheme:
		st.Theme = (st.Theme + 1) % len(settings.ThemeNames)
	case idEndTurnSetting:
		st.EndTurn = (st.EndTurn + 1) % len(settings.EndTurnNames)
	case idPhoneBoard:
		st.PhoneBoard = (st.PhoneBoard + 1) % len(settings.PhoneBoardNames)
	}
}

// Draw implements engine.Scene: a row a setting (its name folds beside its button on a narrow
// screen), each group on a card under its heading; the groups stand in two columns where one
// would not fit and the screen is wide enough (issue 44: the last group stood under the footer at
// 1920x1080), else the page scrolls; Back in the footer.
func (s *SettingsScene) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	w := float64(ctx.W)
	top := ui.Screen(dst, ctx, th, &s.ctl, "Settings")
	cw := ui.ContentWidth(ctx, 640)
	foot := ui.Footer(dst, ctx, &s.ctl, cw, ui.FootButton{Label: "Back", ID: idBack, Tip: "Back (Esc)", Enabled: true, Style: ui.Quiet})
	from := len(s.ctl.Hits)
	c, y := s.page.Begin(dst, ui.Rect{X: 0, Y: top, W: w, H: foot - top})
	rows := s.rows()
	groups := settingGroups(rows)
	one := s.groupsHeight(ctx, th, rows, groups, cw)
	colGap := 28 * u
	twoW := math.Min(600*u, (w-32*u-colGap)/2)
	split := len(groups)
	if one > foot-top && twoW >= 440*u {
		split = s.splitGroups(ctx, th, rows, groups, twoW)
	}
	if split == len(groups) {
		y = s.drawGroups(c, ctx, th, rows, groups, (w-cw)/2, y, cw)
	} else {
		x0 := (w - 2*twoW - colGap) / 2
		left := s.drawGroups(c, ctx, th, rows, groups[:split], x0, y, twoW)
		y = math.Max(left, s.drawGroups(c, ctx, th, rows, groups[split:], x0+twoW+colGap, y, twoW))
	}
	x0 := (w - cw) / 2
	if err := s.sh.Prefs.SoundErr(); err != nil {
		y += th.Paragraph(c, ctx, "No sound on this machine: "+err.Error(), x0, y+4*u, cw, 13, false, th.Dim, engine.Left) + 8*u
	}
	if s.err != "" {
		y += th.Paragraph(c, ctx, s.err, x0, y+4*u, cw, 14, false, ui.Bad, engine.Left) + 8*u
	}
	s.page.End(dst, ctx, &s.ctl, from, y)
	s.ctl.DrawTip(dst, ctx)
	s.ctl.Trace(s.sh.Look.TraceControls(), "settings", ctx)
}

// settingGroups are the rows' groups, each as the index of its first row and the one after its last.
func settingGroups(rows []settingRow) [][2]int {
	var g [][2]int
	for i := 0; i < len(rows); {
		j := i
		for j < len(rows) && rows[j].group == rows[i].group {
			j++
		}
		g = append(g, [2]int{i, j})
		i = j
	}
	return g
}

// groupsHeight is how tall the groups stand one under the other in a column cw wide.
func (s *SettingsScene) groupsHeight(ctx *engine.Context, th *ui.Theme, rows []settingRow, groups [][2]int, cw float64) float64 {
	return s.drawGroups(nil, ctx, th, rows, groups, 0, 0, cw)
}

// splitGroups is the first group of the second column: the split that leaves the taller column
// the least tall.
func (s *SettingsScene) splitGroups(ctx *engine.Context, th *ui.Theme, rows []settingRow, groups [][2]int, cw float64) int {
	best, bestH := len(groups), math.Inf(1)
	for k := 1; k < len(groups); k++ {
		h := math.Max(s.groupsHeight(ctx, th, rows, groups[:k], cw), s.groupsHeight(ctx, th, rows, groups[k:], cw))
		if h < bestH {
			best, bestH = k, h
		}
	}
	return best
}

// drawGroups draws the groups from y in a column at x0, cw wide (c nil: only measures), and
// returns the y under them.
func (s *SettingsScene) drawGroups(c *ebiten.Image, ctx *engine.Context, th *ui.Theme, rows []settingRow, groups [][2]int, x0, y, cw float64) float64 {
	u := ctx.Scale
	bh := ui.TouchSize * u
	bw := math.Min(200*u, cw*0.45)
	bx := x0 + cw - bw - 12*u
	pad := 6 * u
	textW := bx - x0 - 22*u
	// a setting says what it does under its name (its tip, which a pointer or a resting finger
	// also shows): a new player had to try each one to learn it
	words := func(r settingRow) (name, help float64) {
		return th.Paragraph(nil, ctx, r.name, 0, 0, textW, 16, false, th.Text, engine.Left),
			th.Paragraph(nil, ctx, r.tip, 0, 0, textW, 12, false, th.Dim, engine.Left)
	}
	height := func(r settingRow) float64 {
		name, help := words(r)
		return math.Max(bh, name+2*u+help)
	}
	for _, g := range groups {
		cardH := 0.0
		for _, r := range rows[g[0]:g[1]] {
			cardH += height(r) + 2*pad
		}
		y += 8 * u
		if c == nil {
			y += 24*u + cardH + 6*u
			continue
		}
		th.Label(c, ctx, rows[g[0]].group, x0, y, 15, true, th.Accent)
		y += 24 * u
		th.Card(c, ctx, ui.Rect{X: x0, Y: y, W: cw, H: cardH}, th.Panel)
		for k, r := range rows[g[0]:g[1]] {
			rowH := height(r)
			if k > 0 { // a hairline between two settings
				engine.Rect(c, x0+12*u, y, cw-24*u, math.Max(1, u), ui.Alpha(th.Text, 28))
			}
			y += pad
			nameH, helpH := words(r)
			ty := y + (rowH-nameH-2*u-helpH)/2
			th.Paragraph(c, ctx, r.name, x0+12*u, ty, textW, 16, false, th.Text, engine.Left)
			th.Paragraph(c, ctx, r.tip, x0+12*u, ty+nameH+2*u, textW, 12, false, th.Dim, engine.Left)
			s.drawValue(c, ctx, th, r, ui.Rect{X: bx, Y: y + (rowH-bh)/2, W: bw, H: bh}) // a control of one height
			y += rowH + pad
		}
		y += 6 * u
	}
	return y
}

// drawValue draws a setting's control: the volume's buttons, a switch, or a button naming its value.
func (s *SettingsScene) drawValue(c *ebiten.Image, ctx *engine.Context, th *ui.Theme, r settingRow, at ui.Rect) {
	u := ctx.Scale
	bh := ui.TouchSize * u
	switch {
	case r.id == idVolume:
		sw := math.Min(56*u, at.W/3)
		// started without sound, no volume is heard: the buttons say so instead of changing
		// a number nothing follows
		live, down, up, vc := !s.sh.Prefs.NoSound(), "Quieter", "Louder", th.Text
		if !live {
			down, up, vc = volumeOff, volumeOff, th.Dim
		}
		f := ui.Face(ctx, 16, true)
		s.ctl.Button(c, ctx, ui.Rect{X: at.X, Y: at.Y, W: sw, H: bh}, "−", idVolumeDown, down, live)
		th.Draw(c, r.value, f, at.X+at.W/2, at.Y+(bh-f.Size*1.2)/2, engine.Scale(vc), engine.Center)
		s.ctl.Button(c, ctx, ui.Rect{X: at.X + at.W - sw, Y: at.Y, W: sw, H: bh}, "+", idVolumeUp, up, live)
	case r.value == onOff(true) || r.value == onOff(false): // drawn as a switch
		s.ctl.Switch(c, ctx, at, session.Capitalize(r.value), r.value == onOff(true), r.id, r.tip)
	default:
		// a narrow button leaves out the value's words in brackets: "off (started without
		// sound)" was cut on a small phone
		label := r.value
		if i := strings.Index(label, " ("); i > 0 {
			label = th.Fitting(ctx, at.W, label, label[:i])
		}
		s.ctl.Button(c, ctx, at, label, r.id, r.tip, true)
		stepDots(c, th, at, r.step, r.steps, u)
	}
}

// stepDots draws, at the foot of a cycling setting's button, a dot for each of its steps, the
// one it stands at lit.
func stepDots(c *ebiten.Image, th *ui.Theme, at ui.Rect, step, steps int, u float64) {
	if steps < 2 {
		return
	}
	gap, r := 11*u, 2.8*u
	x := at.X + at.W/2 - gap*float64(steps-1)/2
	y := at.Y + at.H - 7*u
	for i := 0; i < steps; i++ {
		col := ui.Alpha(th.Text, 150)
		if i == step {
			col = th.Accent
		}
		engine.Circle(c, x+gap*float64(i), y, r, col)
	}
}
