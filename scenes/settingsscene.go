package scenes

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets/sound"
	"tigris/engine"
	"tigris/scenes/session"
)

// SettingsScene changes the settings; each change takes effect and is kept at once.
type SettingsScene struct {
	sh   *Shell
	back engine.Scene
	ctl  controls
	page page
	err  string
}

// NewSettingsScene opens the settings; back is the screen to return to.
func NewSettingsScene(sh *Shell, back engine.Scene) *SettingsScene {
	return &SettingsScene{sh: sh, back: back}
}

type settingRow struct {
	id, name, value, tip string
}

func (s *SettingsScene) rows() []settingRow {
	st := &s.sh.Settings
	return []settingRow{
		{"volume", "Volume", fmt.Sprintf("%.0f%%", st.Volume*100), "Click − or + to change by 10%"},
		{"mute", "Sound", map[bool]string{true: "muted", false: "on"}[st.Mute], "Mute or unmute every sound"},
		{"fullscreen", "Fullscreen", onOff(st.Fullscreen), "Fill the screen (F, on any screen)"},
		{"anim", "Animation", session.AnimNames[st.AnimSpeed], "How fast pieces glide and points fly; off shows changes at once"},
		{"highlight", "Legal spaces while dragging", session.HighlightNames[st.Highlight], "How strongly the spaces a piece may go to are lit"},
		{"strengths", "Revolt strengths on the board", onOff(st.ShowStrengths), "Show each leader's supporting temples when the pointer is on its kingdom"},
		{"bag", "Tiles left in the bag", onOff(st.ShowBag), "Show how many tiles the bag holds (hidden in the rules' default, R11.1)"},
		{"contrast", "High-contrast colours", onOff(st.HighContrast), "Purer tile colours and a darker grid"},
		{"theme", "Theme", themeLabels[st.Theme], "The board game's Mesopotamia, or its science-fiction edition: solar systems, colonists, corporations and alien relics"},
	}
}

// themeLabels name the themes (session.ThemeNames) in words no theme rewrites.
var themeLabels = []string{"Mesopotamia", "Outer space"}

// Update implements engine.Scene.
func (s *SettingsScene) Update(ctx *engine.Context) (bool, error) {
	if ctx.In.KeyPressed(ebiten.KeyEscape) {
		ctx.Switch(s.back)
		return true, nil
	}
	id, redraw := s.ctl.update(ctx)
	redraw = s.page.update(ctx) || redraw
	st := &s.sh.Settings
	switch id {
	case "":
		return redraw, nil
	case "back":
		ctx.Switch(s.back)
		return true, nil
	case "volume-":
		st.Volume = math.Max(0, math.Round(st.Volume*10-1)/10)
	case "volume+":
		st.Volume = math.Min(1, math.Round(st.Volume*10+1)/10)
	case "mute":
		st.Mute = !st.Mute
	case "fullscreen":
		st.Fullscreen = !st.Fullscreen
	case "anim":
		st.AnimSpeed = (st.AnimSpeed + 1) % len(session.AnimNames)
	case "highlight":
		st.Highlight = st.Highlight%3 + 1
	case "strengths":
		st.ShowStrengths = !st.ShowStrengths
	case "bag":
		st.ShowBag = !st.ShowBag
	case "contrast":
		st.HighContrast = !st.HighContrast
	case "theme":
		st.Theme = (st.Theme + 1) % len(session.ThemeNames)
	}
	s.err = s.sh.SaveSettings()
	if id == "volume-" || id == "volume+" || id == "mute" {
		s.sh.play(sound.Scored) // hear the new volume
	}
	return true, nil
}

// Draw implements engine.Scene: a row a setting (its name folds beside its button on a narrow
// screen), scrolling where the rows do not fit, and Back in the footer.
func (s *SettingsScene) Draw(dst *ebiten.Image, ctx *engine.Context) {
	u := ctx.Scale
	w := float64(ctx.W)
	top := screen(dst, ctx, &s.ctl, "Settings")
	cw := contentWidth(ctx, 640)
	x0 := (w - cw) / 2
	foot := footer(dst, ctx, &s.ctl, cw, footButton{"Back", "back", "Back (Esc)", true})
	from := len(s.ctl.hits)
	c, y := s.page.begin(dst, rect{0, top, w, foot - top})
	bh := touchSize * u
	bw := math.Min(200*u, cw*0.45)
	bx := x0 + cw - bw
	y += 8 * u
	for _, r := range s.rows() {
		nameH := paragraph(nil, ctx, r.name, 0, 0, bx-x0-10*u, 16, false, colText, engine.Left)
		rowH := math.Max(bh, nameH)
		paragraph(c, ctx, r.name, x0, y+(rowH-nameH)/2, bx-x0-10*u, 16, false, colText, engine.Left)
		if r.id == "volume" {
			sw := math.Min(56*u, bw/3)
			s.ctl.button(c, ctx, rect{bx, y, sw, bh}, "−", "volume-", "Quieter", true)
			engine.Text(c, r.value, face(ctx, 16, true), bx+bw/2, y+(bh-face(ctx, 16, true).Size*1.2)/2, engine.Scale(colText), engine.Center)
			s.ctl.button(c, ctx, rect{bx + bw - sw, y, sw, bh}, "+", "volume+", "Louder", true)
		} else {
			s.ctl.button(c, ctx, rect{bx, y, bw, rowH}, r.value, r.id, r.tip, true)
		}
		y += rowH + 8*u
	}
	if e := s.sh.Sound; e != nil && e.Err != nil {
		y += paragraph(c, ctx, "No sound on this machine: "+e.Err.Error(), x0, y+4*u, cw, 13, false, colDim, engine.Left) + 8*u
	}
	if s.err != "" {
		y += paragraph(c, ctx, s.err, x0, y+4*u, cw, 14, false, colBad, engine.Left) + 8*u
	}
	s.page.end(dst, ctx, &s.ctl, from, y)
	s.ctl.drawTip(dst, ctx)
	s.ctl.trace(s.sh.Hooks.Controls, "settings", ctx)
}
