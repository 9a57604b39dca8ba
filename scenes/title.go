package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
)

// Title is the opening screen: quick starts for the common games, and Quit.
type Title struct {
	Start func(cfg session.Config) (engine.Scene, error)
	Seed  uint64
	// InBrowser hides Quit: a page is closed by its tab.
	InBrowser bool
	btns      []rect
	labels    []string
	err       string
}

var titleChoices = []string{
	"Play against two Medium bots",
	"Play against one Hard bot",
	"Hot-seat: two players on this machine",
	"Watch four bots play",
	"Quit",
}

// Update implements engine.Scene.
func (t *Title) Update(ctx *engine.Context) (bool, error) {
	in := ctx.In
	if in.KeyPressed(ebiten.KeyEscape) {
		return false, ebiten.Termination
	}
	if !in.Pressed {
		return false, nil
	}
	for i, r := range t.btns {
		if !r.in(in.X, in.Y) {
			continue
		}
		var seats []session.Seat
		switch i {
		case 0:
			seats = []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}, {Dynasty: game.Pot, Level: ai.Medium}}
		case 1:
			seats = []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Lion, Level: ai.Hard}}
		case 2:
			seats = []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}
		case 3:
			seats = []session.Seat{{Dynasty: game.Archer, Level: ai.Medium}, {Dynasty: game.Bull, Level: ai.Easy},
				{Dynasty: game.Pot, Level: ai.Hard}, {Dynasty: game.Lion, Level: ai.Medium}}
		default:
			return false, ebiten.Termination
		}
		sc, err := t.Start(session.Config{Seats: seats, Seed: t.Seed})
		if err != nil {
			t.err = err.Error()
			return true, nil
		}
		ctx.Switch(sc)
		return true, nil
	}
	return false, nil
}

// Draw implements engine.Scene.
func (t *Title) Draw(dst *ebiten.Image, ctx *engine.Context) {
	u := ctx.Scale
	w, h := float64(ctx.W), float64(ctx.H)
	dst.Fill(colBackground)
	engine.Text(dst, "Tigris & Euphrates", ctx.Fonts.Face(44*u, true), w/2, h*0.16, engine.Scale(colAccent), engine.Center)
	engine.Text(dst, "a game by Reiner Knizia", ctx.Fonts.Face(16*u, false), w/2, h*0.16+58*u, engine.Scale(colDim), engine.Center)
	t.btns = t.btns[:0]
	choices := titleChoices
	if t.InBrowser {
		choices = choices[:len(choices)-1]
	}
	for i, s := range choices {
		r := rect{w/2 - 200*u, h*0.36 + float64(i)*54*u, 400 * u, 42 * u}
		t.btns = append(t.btns, r)
		button(dst, ctx, r, s, true)
	}
	if t.err != "" {
		engine.Text(dst, t.err, ctx.Fonts.Face(14*u, false), w/2, h-40*u, engine.Scale(colBad), engine.Center)
	}
}
