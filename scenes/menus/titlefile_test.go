//go:build display && unix

package menus

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"tigris/storage"
)

// A data folder that lies (the game for Continue a named pipe nobody writes, or a link to
// /dev/zero) opens the title at once, which says why the last game cannot be continued.
func TestTitleSaysWhenContinueIsNotAFile(t *testing.T) {
	ctx := newContext(t, 1280, 800, 1)
	for kind, mk := range map[string]func(string) error{
		"a named pipe": func(p string) error { return syscall.Mkfifo(p, 0o600) },
		"a device":     func(p string) error { return os.Symlink("/dev/zero", p) },
	} {
		dir := t.TempDir()
		if err := mk(filepath.Join(dir, "autosave")); err != nil {
			t.Fatal(err)
		}
		h := newTestHost()
		h.store = storage.NewDir(dir)
		title := NewTitle(h.host())
		draw(ctx, title).Deallocate()
		if want := "cannot be continued: its save cannot be read (it is " + kind + ", not an ordinary file)"; !strings.Contains(title.err, want) {
			t.Errorf("%s: the title says %q", kind, title.err)
		}
	}
}
