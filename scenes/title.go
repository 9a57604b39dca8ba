package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/session"
)

// Title is the opening screen.
type Title struct {
	sh      *Shell
	ctl     controls
	canCont bool
	checked bool
	err     string
}

type titleEntry struct{ id, label, tip string }

func (t *Title) entries() []titleEntry {
	e := []titleEntry{
		{"continue", "Continue", "Go on with the last game, as it was after its latest action"},
		{"new", "New game", "Choose the players, the map and the options"},
		{"load", "Load", "Open a game saved by name"},
		{"rules", "Rules", "The rules in short, with pictures"},
		{"settings", "Settings", "Sound, fullscreen (F), animation, highlights, colours"},
	}
	if !t.sh.InBrowser {
		e = append(e, titleEntry{"quit", "Quit", "Close the game (Esc)"})
	}
	return e
}

// Update implements engine.Scene.
func (t *Title) Update(ctx *engine.Context) (bool, error) {
	if !t.checked {
		t.checked = true
		t.canCont = session.CanContinue(t.sh.Store)
	}
	if ctx.In.KeyPressed(ebiten.KeyEscape) && !t.sh.InBrowser {
		return false, ebiten.Termination
	}
	id, redraw := t.ctl.update(ctx)
	switch id {
	case "continue":
		if err := t.sh.Resume(ctx, session.AutosaveKey); err != nil {
			t.err = "The last game cannot be continued: " + err.Error()
		}
	case "new":
		ctx.Switch(NewSetup(t.sh))
	case "load":
		ctx.Switch(NewSaves(t.sh, t))
	case "rules":
		ctx.Switch(NewRules(t.sh, t))
	case "settings":
		ctx.Switch(NewSettingsScene(t.sh, t))
	case "quit":
		return false, ebiten.Termination
	}
	return redraw, nil
}

// Draw implements engine.Scene.
func (t *Title) Draw(dst *ebiten.Image, ctx *engine.Context) {
	u := ctx.Scale
	w, h := float64(ctx.W), float64(ctx.H)
	dst.Fill(colBackground)
	engine.Text(dst, "Tigris & Euphrates", ctx.Fonts.Face(44*u, true), w/2, h*0.14, engine.Scale(colAccent), engine.Center)
	engine.Text(dst, "a game by Reiner Knizia", ctx.Fonts.Face(16*u, false), w/2, h*0.14+58*u, engine.Scale(colDim), engine.Center)
	t.ctl.begin()
	for i, e := range t.entries() {
		r := rect{w/2 - 180*u, h*0.33 + float64(i)*54*u, 360 * u, 42 * u}
		t.ctl.button(dst, ctx, r, e.label, e.id, e.tip, e.id != "continue" || t.canCont)
	}
	msg := t.err
	if msg == "" {
		msg = t.sh.Notice
	}
	if msg != "" {
		engine.Text(dst, msg, ctx.Fonts.Face(14*u, false), w/2, h-40*u, engine.Scale(colBad), engine.Center)
	}
	t.ctl.drawTip(dst, ctx)
}
