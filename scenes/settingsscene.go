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
	}
}

// Update implements engine.Scene.
func (s *SettingsScene) Update(ctx *engine.Context) (bool, error) {
	if ctx.In.KeyPressed(ebiten.KeyEscape) {
		ctx.Switch(s.back)
		return true, nil
	}
	id, redraw := s.ctl.update(ctx)
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
	}
	s.err = s.sh.SaveSettings()
	if id == "volume-" || id == "volume+" || id == "mute" {
		s.sh.play(sound.Scored) // hear the new volume
	}
	return true, nil
}

// Draw implements engine.Scene.
func (s *SettingsScene) Draw(dst *ebiten.Image, ctx *engine.Context) {
	u := ctx.Scale
	w, h := float64(ctx.W), float64(ctx.H)
	screen(dst, ctx, &s.ctl, "Settings")
	x0 := w/2 - 320*u
	y := 110 * u
	for _, r := range s.rows() {
		label(dst, ctx, r.name, x0, y+10*u, 16, false, colText)
		if r.id == "volume" {
			s.ctl.button(dst, ctx, rect{x0 + 380*u, y, 50 * u, 38 * u}, "−", "volume-", "Quieter", true)
			label(dst, ctx, r.value, x0+448*u, y+10*u, 16, true, colText)
			s.ctl.button(dst, ctx, rect{x0 + 510*u, y, 50 * u, 38 * u}, "+", "volume+", "Louder", true)
		} else {
			s.ctl.button(dst, ctx, rect{x0 + 380*u, y, 180 * u, 38 * u}, r.value, r.id, r.tip, true)
		}
		y += 50 * u
	}
	if e := s.sh.Sound; e != nil && e.Err != nil {
		label(dst, ctx, "No sound on this machine: "+e.Err.Error(), x0, y+4*u, 13, false, colDim)
	}
	s.ctl.button(dst, ctx, rect{x0, h - 80*u, 180 * u, 44 * u}, "Back", "back", "Back (Esc)", true)
	if s.err != "" {
		label(dst, ctx, s.err, x0, h-110*u, 14, false, colBad)
	}
	s.ctl.drawTip(dst, ctx)
}
