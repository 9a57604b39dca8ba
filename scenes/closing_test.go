//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The window's close button (and the title's Quit) with a game that could not be saved does not
// close at once: the game's menu says why and offers a copy; asked again, the window closes. A
// saved game closes at once.
func TestClosingAnUnsavedGameAsksFirst(t *testing.T) {
	sh := &Shell{Store: readOnly{storage.NewMemory()}, Settings: settings.DefaultSettings(), Seed: 42}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	d.click("new")
	d.click("start")
	p := d.scene.(*Play)
	if sh.CloseAsked(d.ctx, d.scene) {
		t.Fatal("the window closed at once with the game not saved")
	}
	if !p.menu.open || !strings.Contains(p.menu.msg, "could not be saved: the folder is read-only") {
		t.Fatalf("closing an unsaved game said %q", p.menu.msg)
	}
	d.look("closing-unsaved")
	if !d.has("copy") {
		t.Fatal("no copy is offered when closing an unsaved game")
	}
	if !sh.CloseAsked(d.ctx, d.scene) {
		t.Fatal("asked a second time, the window still does not close")
	}

	// from the title, with the unsaved game left in memory for Continue
	sh2 := &Shell{Store: readOnly{storage.NewMemory()}, Settings: settings.DefaultSettings(), Seed: 42}
	p2, err := sh2.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	sh2.kept = p2.sess
	d2 := &driver{t: t, ctx: newContext(t), scene: sh2.Title()}
	d2.click("quit")
	if back, ok := d2.scene.(*Play); !ok || back.sess != p2.sess || !back.menu.open {
		t.Fatalf("Quit on the title with an unsaved game went to %T", d2.scene)
	}

	saved := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	p3, err := saved.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	if !saved.CloseAsked(newContext(t), p3) {
		t.Fatal("a saved game does not close at once")
	}
}

// keepRefused keeps the game for Continue but refuses to keep it under a name (a folder full).
type keepRefused struct{ storage.Store }

func (k keepRefused) Put(key string, data []byte) error {
	if strings.HasPrefix(key, "saves/") {
		return readOnly{}.Put(key, data)
	}
	return k.Store.Put(key, data)
}

// A new game can be started when the unfinished one cannot be kept: the player is told and
// asked, and starting again starts it.
func TestStartWhenTheUnfinishedGameCannotBeKept(t *testing.T) {
	st := keepRefused{storage.NewMemory()}
	seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}}
	sh := &Shell{Store: st, Settings: settings.DefaultSettings(), Seed: 42}
	first, err := sh.Play(session.Config{Seats: seats, Seed: 1})
	if err != nil {
		t.Fatal(err)
	}
	flush(first.sess.Reader)
	_, err = sh.Play(session.Config{Seats: seats, Seed: 2})
	if err == nil || !strings.Contains(err.Error(), "could not be kept") || !strings.Contains(err.Error(), "Start again") {
		t.Fatalf("starting over a game that cannot be kept: %v", err)
	}
	second, err := sh.Play(session.Config{Seats: seats, Seed: 2})
	if err != nil {
		t.Fatalf("asked and started again, the game still does not start: %v", err)
	}
	if second.sess.State().Equal(first.sess.State()) {
		t.Fatal("the second start gave the first game")
	}
}
