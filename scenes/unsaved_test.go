//go:build display

package scenes

import (
	"io/fs"
	"strings"
	"syscall"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// readOnly is a saves folder that refuses every write, as a read-only disk does.
type readOnly struct{ storage.Store }

func (readOnly) Put(key string, data []byte) error {
	return &fs.PathError{Op: "open", Path: "/saves/." + key + ".tmp-1843404883", Err: syscall.EROFS}
}

// A game whose folder refuses it says so in plain words while it is played, is not left silently,
// can be copied elsewhere, and stays in memory for Continue when left all the same.
func TestUnsavedGameIsNeverLostSilently(t *testing.T) {
	drawtest.Start(t)
	copies := map[string][]byte{}
	sh := &Shell{Store: readOnly{storage.NewMemory()}, Settings: settings.DefaultSettings(), Seed: 42,
		Export: func(name string, data []byte) (string, error) { copies[name] = data; return "a test folder", nil }}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	d.click("new")
	d.click("start")
	p := d.scene.(*Play)
	flush(p.sess.Reader)
	d.step(0, 0, false)
	if err := saveErr(p.sess.Reader); err == nil || storage.Explain(err) != "the folder is read-only" {
		t.Fatalf("the refused autosave reads %v", err)
	}
	d.look("unsaved-game")
	d.key(ebiten.KeyEscape)
	d.click("title")
	if _, ok := d.scene.(*Play); !ok || !p.menu.open || !strings.Contains(p.menu.msg, "could not be saved: the folder is read-only") {
		t.Fatalf("leaving an unsaved game went to %T with %q", d.scene, p.menu.msg)
	}
	d.click("copy")
	if len(copies) != 1 || !strings.Contains(p.menu.msg, "a test folder") {
		t.Fatalf("Save a copy: %d copies, %q", len(copies), p.menu.msg)
	}
	// the game as copied: the bot may have moved since, as the game goes on under the menu
	played := p.sess.Reader.(*session.Session).Record()
	for _, data := range copies {
		rec, _, err := game.UnmarshalInfo(data)
		if err != nil {
			t.Fatalf("the copy does not hold the game: %v", err)
		}
		if then, err := played.Replay(len(rec.Moves())); err != nil || !rec.State().Equal(then) {
			t.Fatalf("the copy's %d moves are not the game's first: %v", len(rec.Moves()), err)
		}
	}
	d.click("title")
	if _, ok := d.scene.(*menus.Title); !ok {
		t.Fatalf("asked twice, Quit to title went to %T", d.scene)
	}
	d.click("continue")
	back, ok := d.scene.(*Play)
	if !ok || back.sess != p.sess {
		t.Fatal("Continue did not bring back the game kept in memory")
	}
	if err := sh.Close(); err == nil || !strings.Contains(err.Error(), "the folder is read-only") {
		t.Fatalf("closing the window with the game unsaved says %v", err)
	}
}
