//go:build display

package scenes

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/menus"
	"tigris/scenes/review"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// waitList steps frames until the Load list on screen is read (a bounded wait for the event).
func (d *driver) waitList() {
	d.t.Helper()
	s, ok := d.scene.(*menus.Saves)
	if !ok {
		d.t.Fatalf("waiting for the Load list on %T", d.scene)
	}
	for end := time.Now().Add(30 * time.Second); !read(s); {
		if time.Now().After(end) {
			d.t.Fatal("the Load list was not read in 30 s")
		}
		d.step(0, 0, false)
	}
}

// read reports that the Load list on screen has been read.
func read(s *menus.Saves) bool {
	_, ok := s.List()
	return ok
}

// slowStore holds every save's reading until release is closed, as twenty long saves did.
type slowStore struct {
	storage.Store
	release chan struct{}
}

func (s slowStore) Get(key string) ([]byte, error) {
	if strings.HasPrefix(key, "saves/") {
		<-s.release
	}
	return s.Store.Get(key)
}

// The Load list is read off the screen's goroutine: while the saves are read the screen goes on
// (it says it is reading them), and the list comes when they are.
func TestLoadListDoesNotFreezeTheScreen(t *testing.T) {
	mem := storage.NewMemory()
	sh := &Shell{Store: mem, Settings: settings.DefaultSettings(), Seed: 42}
	p, err := sh.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}}, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	if err := p.sess.SaveAs(mem, "A game"); err != nil {
		t.Fatal(err)
	}
	slow := slowStore{mem, make(chan struct{})}
	sh.Store = slow
	d := &driver{t: t, ctx: newContext(t), scene: NewSaves(sh, sh.Title())}
	d.step(0, 0, false) // a frame while the save is being read: it must not wait for it
	d.step(0, 0, false)
	if _, read := d.scene.(*menus.Saves).List(); read {
		t.Fatal("the list was read before its save could be")
	}
	d.look("saves-reading")
	close(slow.release)
	d.waitList()
	if list, _ := d.scene.(*menus.Saves).List(); len(list) != 1 || list[0].Name != "A game" || list[0].Err != nil {
		t.Fatalf("the list read: %+v", list)
	}
}

// A game played to its end is listed on the Load screen among the finished games, and its Review
// opens the Expert's review and its Replay the replay, each coming back to the list with Back.
func TestFinishedGameOpensFromTheLoadScreen(t *testing.T) {
	mem := storage.NewMemory()
	sh := &Shell{Store: mem, Settings: settings.DefaultSettings(), Seed: 42}
	s, err := session.New(session.Config{Store: mem, Seed: 5, Seats: []session.Seat{{Dynasty: game.Pot, Level: ai.Random}, {Dynasty: game.Lion, Level: ai.Random}}})
	if err != nil {
		t.Fatal(err)
	}
	poll.Until(t, time.Minute, "the game's end", func() bool { s.Poll(time.Now().Add(time.Hour)); return s.State().Over() })
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	list := NewSaves(sh, sh.Title())
	d := &driver{t: t, ctx: newContext(t), scene: list}
	d.waitList()
	if done, _ := list.Finished(); len(done) != 1 || done[0].Err != nil {
		t.Fatalf("finished games listed: %+v", done)
	}
	d.click("review-0")
	rv, ok := d.scene.(*review.Screen)
	if !ok {
		t.Fatalf("Review opened %T", d.scene)
	}
	d.look("load-review")
	d.key(ebiten.KeyEscape)
	if d.scene != engine.Scene(list) {
		t.Fatalf("Back from the review opened %T (%v)", d.scene, rv)
	}
	d.click("replay-0")
	rp, ok := d.scene.(*Replay)
	if !ok || !rp.rec.State().Equal(s.State()) {
		t.Fatalf("Replay opened %T", d.scene)
	}
	d.click("back")
	if d.scene != engine.Scene(list) {
		t.Fatalf("Back from the replay opened %T", d.scene)
	}
}
