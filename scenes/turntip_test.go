//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The first turned board a person sees (a phone held upright) says once that it is turned and
// where A1 is (review 3: nothing said so): the tip shows over the panel, the settings keep at once
// that it was shown, a tap takes it away, the zoom tip follows it, and the next game shows it no
// more; a phone turned sideways, whose board is the printed one, shows none. Pictures with
// TE_SCREENSHOTS=folder.
func TestATurnedBoardSaysSoOnce(t *testing.T) {
	drawtest.Start(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	start := func(size screenSize) (*Play, *driver) {
		t.Helper()
		d := &driver{t: t, ctx: contextFor(t, size)}
		seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy}}
		p, err := sh.Play(session.Config{Seats: seats, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		d.scene = p
		d.ctx.In.TouchScreen = true
		d.step(0, 0, false)
		return p, d
	}
	p, _ := start(screenSize{"phone-landscape-3x", 844, 390, 3})
	if p.lay.Turned || p.turnTip.on || sh.Settings.TurnTaught {
		t.Fatalf("a phone held sideways: turned %v, tip %v, taught %v", p.lay.Turned, p.turnTip.on, sh.Settings.TurnTaught)
	}
	sh.Settings.ZoomTaught = false
	p, d := start(screenSize{"phone-3x", 390, 844, 3})
	if !p.lay.Turned || !p.turnTip.on || p.zoomTip.on {
		t.Fatalf("the first turned board: turned %v, its tip %v, the zoom's %v", p.lay.Turned, p.turnTip.on, p.zoomTip.on)
	}
	d.look("turn-tip-phone")
	checkTipPlace(t, p, p.turnTip.at, d.ctx.W, d.ctx.H) // over the panel, off the board (tipplace_test.go)
	if !strings.Contains(turnTipWords, "A1 is at the top right") || !strings.Contains(turnTipWords, "Settings › Board") || p.lay.CellAt(int(p.lay.Board.X+p.lay.Board.W-2), int(p.lay.Board.Y+2)) != 0 {
		t.Fatal("the tip says A1 is at the top right and the turned board puts it elsewhere")
	}
	kept, err := settings.LoadSettings(sh.Store)
	if err != nil || !kept.TurnTaught {
		t.Fatalf("the settings kept say the tip was shown: %v (%v)", kept.TurnTaught, err)
	}
	x, y := p.lay.CellCentre(5 * game.Cols)
	d.step(int(x), int(y), true)
	d.step(int(x), int(y), false)
	if p.turnTip.on {
		t.Fatal("a tap on the board leaves the tip")
	}
	d.step(0, 0, false)
	if !p.zoomTip.on {
		t.Error("the zoom tip does not follow the turned board's")
	}
	if p, _ = start(screenSize{"phone-3x", 390, 844, 3}); p.turnTip.on {
		t.Fatal("the next game shows the tip again")
	}
}
