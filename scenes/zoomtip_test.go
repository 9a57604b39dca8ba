//go:build display

package scenes

import (
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The first board a touch player reaches tells him once how it zooms (issue 44: nothing taught the
// double tap or the pinch): the tip shows over the panel in a finger's words, the settings
// keep at once that it was shown, a tap takes it away and goes on to the board, and the next game
// shows no tip; with a mouse no tip comes. Pictures with TE_SCREENSHOTS=folder.
func TestTheBoardTeachesZoomOnceOnATouchScreen(t *testing.T) {
	drawtest.Start(t)
	d := &driver{t: t, ctx: contextFor(t, screenSize{"phone-3x", 390, 844, 3})}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	start := func(touch bool) *Play {
		t.Helper()
		seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy}}
		p, err := sh.Play(session.Config{Seats: seats, Seed: 3})
		if err != nil {
			t.Fatal(err)
		}
		d.scene = p
		d.ctx.In.TouchScreen = touch
		d.step(0, 0, false)
		return p
	}
	p := start(false)
	if p.zoomTip.on || sh.Settings.ZoomTaught {
		t.Fatal("a mouse's board shows the zoom tip")
	}
	p = start(true)
	if !p.zoomTip.on {
		t.Fatal("the first board on a touch screen shows no zoom tip")
	}
	d.look("zoom-tip-phone")
	checkTipPlace(t, p, p.zoomTip.at, d.ctx.W, d.ctx.H) // over the panel, off the board (tipplace_test.go)
	kept, err := settings.LoadSettings(sh.Store)
	if err != nil || !kept.ZoomTaught {
		t.Fatalf("the settings kept say the tip was shown: %v (%v)", kept.ZoomTaught, err)
	}
	x, y := p.lay.CellCentre(5 * game.Cols)
	d.step(int(x), int(y), true)
	d.step(int(x), int(y), false)
	if p.zoomTip.on {
		t.Fatal("a tap on the board leaves the tip")
	}
	if p = start(true); p.zoomTip.on {
		t.Fatal("the next game shows the tip again")
	}
}
