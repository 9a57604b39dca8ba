//go:build display

package scenes

import (
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/menus"
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
	d.draw("saves-reading")
	close(slow.release)
	d.waitList()
	if list, _ := d.scene.(*menus.Saves).List(); len(list) != 1 || list[0].Name != "A game" || list[0].Err != nil {
		t.Fatalf("the list read: %+v", list)
	}
}
