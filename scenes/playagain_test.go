//go:build display

package scenes

import (
	"reflect"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The in-game menu's New game (review 3: no way to start again but Quit to title) opens the
// setup with this game's players and options chosen; Back there leads to the title, whose
// Continue brings the game left back (nothing lost), and Start there deals a game of the same
// players and options, the one left kept under a name.
func TestMenuNewGameSetsUpTheSamePlayers(t *testing.T) {
	drawtest.Start(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Hard}, {Dynasty: game.Pot, Level: ai.Easy}}
	opts := game.Options{Map: game.AdvancedMap, Buildings: true, OpenScoring: true}
	p, err := sh.Play(session.Config{Seats: seats, Options: opts, Seed: 7})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, ctx: newContext(t), scene: p}
	t.Cleanup(func() {
		if d.img != nil {
			d.free()
		}
	})
	d.step(0, 0, false)
	p.menu.show()
	d.look("menu-new-game")
	d.click("new-game")
	if _, ok := d.scene.(*menus.Setup); !ok {
		t.Fatalf("New game opened %T, not the setup", d.scene)
	}
	d.look("setup-after-new-game")
	d.click("back")
	d.click("continue") // the game left is there to go on with
	back, ok := d.scene.(*Play)
	if !ok || !samePlayers(back.sess.Seats(), seats) {
		t.Fatalf("Continue brought back %T, not the game left (%+v)", d.scene, back.sess.Seats())
	}
	back.menu.show()
	d.click("new-game")
	d.click("start")
	next, ok := d.scene.(*Play)
	if !ok || next == back {
		t.Fatalf("Start on the setup gave %T, not a new game", d.scene)
	}
	if got := next.sess.Seats(); !samePlayers(got, seats) {
		t.Errorf("the new game's seats are %+v, want %+v", got, seats)
	}
	got := next.sess.State().Options()
	got.Seats = nil
	if !reflect.DeepEqual(got, opts) {
		t.Errorf("the new game's options are %+v, want %+v", got, opts)
	}
	if s, ok := next.sess.Reader.(*session.Session); !ok || s.KeptAs == "" {
		t.Errorf("the game left was not kept under a name")
	}
}

// The results' Play again deals a new game to the same players (the seat a bot took back to its
// person) with the same options at once, on a new deal.
func TestResultsPlayAgainDealsTheSamePlayersAnew(t *testing.T) {
	drawtest.Start(t)
	s := finishedGame(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	p := sh.show(NewSession(s, s, s))
	d := &driver{t: t, ctx: newContext(t), scene: p}
	t.Cleanup(func() {
		if d.img != nil {
			d.free()
		}
	})
	d.step(0, 0, false)
	d.look("results-play-again")
	d.click("play-again")
	next, ok := d.scene.(*Play)
	if !ok || next == p {
		t.Fatalf("Play again gave %T, not a new game", d.scene)
	}
	if got := next.sess.Seats(); !samePlayers(got, s.Seats()) {
		t.Errorf("the new game's seats are %+v, want %+v", got, s.Seats())
	}
	if got, want := next.sess.State().Options(), s.State().Options(); !reflect.DeepEqual(got, want) {
		t.Errorf("the new game's options are %+v, want %+v", got, want)
	}
	if next.sess.State().Over() || next.sess.Record().Start().String() == s.Record().Start().String() {
		t.Errorf("Play again did not deal a new game")
	}
}

// samePlayers reports that two lists of seats have the same players: dynasty, person or bot, a
// person's name, a bot's level (a person's seat keeps a level nobody plays).
func samePlayers(a, b []session.Seat) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		x, y := a[i], b[i]
		if x.Dynasty != y.Dynasty || x.Human != y.Human || x.Name != y.Name || !x.Human && x.Level != y.Level {
			return false
		}
	}
	return true
}
