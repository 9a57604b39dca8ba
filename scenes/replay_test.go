//go:build display

package scenes

import (
	"slices"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/menus"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The end of a game as the players see it: the results in words, the final board and log to look
// at, and a replay stepped, played, jumped by turn and by a click on the log, from which a new game
// goes on with other seats.
func TestFinalScreenAndReplay(t *testing.T) {
	drawtest.Start(t)
	over := finishedGame(t)
	store := storage.NewMemory()
	sh := &Shell{Store: store, Settings: settings.DefaultSettings(), Seed: 42}
	p := sh.show(NewSession(over, over, over))
	d := &driver{t: t, ctx: newContext(t), scene: p}
	d.step(0, 0, false)
	d.look("final-results")
	d.click("look")
	if !p.looking {
		t.Fatal("See the board did not put the results aside")
	}
	d.look("final-board")
	d.click("results")
	d.click("replay")
	rp, ok := d.scene.(*Replay)
	if !ok {
		t.Fatalf("Replay opened %T", d.scene)
	}
	if rp.r.At() != 0 || !rp.r.State().Equal(over.Record().Start()) {
		t.Fatal("the replay does not begin at the game's start")
	}
	d.click("next")
	d.click("next")
	if rp.r.At() != 2 {
		t.Fatalf("two steps on: decision %d", rp.r.At())
	}
	was, _ := rp.r.Turn()
	d.click("turn+")
	d.click("turn+")
	if k, _ := rp.r.Turn(); k != was+2 {
		t.Fatalf("two turns on from turn %d: turn %d", was, k)
	}
	d.look("replay-turns-on")
	d.click("prev")
	if k, _ := rp.r.Turn(); k != was+1 {
		t.Fatalf("one decision back from a turn's start: turn %d", k)
	}
	// a click on a log line goes to its decision
	d.look("")
	h := rp.lineHit[0]
	d.step(int(h.r.X+h.r.W/2), int(h.r.Y+h.r.H/2), true)
	d.step(int(h.r.X+h.r.W/2), int(h.r.Y+h.r.H/2), false)
	if rp.r.At() != h.at {
		t.Fatalf("a click on a line of decision %d went to %d", h.at, rp.r.At())
	}
	// played, it moves on by itself
	d.click("play")
	at := rp.r.At()
	for i := 0; i < 3; i++ {
		d.ctx.Now = d.ctx.Now.Add(replayStep)
		rp.Update(d.ctx)
	}
	if rp.r.At() <= at {
		t.Fatal("playing did not move the replay on")
	}
	d.click("play")
	rp.r.SeekTurn(4)
	want := rp.r.State().Clone()
	d.click("others")
	setup, ok := d.scene.(*menus.Setup)
	if !ok || setup.From() == nil {
		t.Fatalf("Other players opened %T", d.scene)
	}
	d.click("0-who") // the first seat, a Random bot, becomes a human
	d.click("pick-0")
	d.look("setup-from-replay")
	if slices.ContainsFunc([]string{"map-0", "map-1", "0-pot"}, d.enabled) {
		t.Fatal("the position's map or dynasties can be changed")
	}
	d.click("start")
	np, ok := d.scene.(*Play)
	if !ok {
		t.Fatalf("Start opened %T (%s)", d.scene, setup.Err())
	}
	if !np.Session().State().Equal(want) || np.Session().Seats()[0].Human == over.Seats()[0].Human {
		t.Fatal("the new game is not the replay's position with the seats chosen")
	}
	if !np.Session().Seats()[0].Human || np.Session().Seats()[0].Dynasty != game.Pot {
		t.Fatalf("seats %+v", np.Session().Seats())
	}
}
