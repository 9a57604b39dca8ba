//go:build display

package scenes

import (
	"testing"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/seating"
	"tigris/scenes/settings"
	"tigris/storage"
)

// Hot-seat players are named on the new-game screen, and the names are on the board.
func TestNamesOnSetup(t *testing.T) {
	drawtest.Start(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	d.click("new")
	d.click("1-who")
	d.click("pick-0") // Bull is a person too: a hot-seat game
	d.click("1-name")
	d.ctx.In.Chars = []rune("Bo Ann")
	d.step(d.ctx.In.X, d.ctx.In.Y, false)
	d.ctx.In.Chars = nil
	d.look("setup-names")
	d.click("start")
	p, ok := d.scene.(*Play)
	if !ok {
		t.Fatalf("Start opened %T", d.scene)
	}
	if p.Session().Name(1) != "Bo Ann" || p.Session().Name(0) != "Archer" {
		t.Fatalf("names on the board: %q, %q", p.Session().Name(0), p.Session().Name(1))
	}
	if kept, _ := seating.ParseSeats(sh.Settings.LastSeats); kept[1].Name != "Bo Ann" {
		t.Fatalf("the new-game screen forgot the name: %q", sh.Settings.LastSeats)
	}
}
