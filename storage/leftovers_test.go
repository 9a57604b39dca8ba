package storage

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

// The temporary files of the game's interrupted writes are removed once old enough, in the
// folders it writes in, a symbolically linked data folder too. A fresh one (a write under way in
// another window), the saves, other programs' temporary files (a repository's .git/.index.tmp-7
// under -data ~) and anything in another folder stay.
func TestCleanLeftovers(t *testing.T) {
	real := t.TempDir()
	root := filepath.Join(t.TempDir(), "link")
	if err := os.Symlink(real, root); err != nil {
		t.Fatal(err)
	}
	d := NewDir(root)
	if err := d.Put("saves/kept", []byte("x")); err != nil {
		t.Fatal(err)
	}
	gone := []string{"saves/.kept.tmp-123", ".autosave.tmp-4567", ".settings.tmp-1", "saves/.Unfinished%3A Archer v Bull.tmp-99"}
	stay := []string{".git/.index.tmp-7", ".bashrc.tmp-123", ".autosave.tmp-abc", "saves/deeper/.kept.tmp-5",
		"other/.autosave.tmp-3", "saves/.kept.tmp-", ".tmp-5", ".autosave.tmp-6789-fresh"}
	hour := time.Now().Add(-time.Hour)
	for _, rel := range append(append([]string{}, gone...), stay...) {
		p := filepath.Join(real, rel)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
		os.Chtimes(p, hour, hour)
	}
	fresh := filepath.Join(real, ".autosave.tmp-456")
	if err := os.WriteFile(fresh, []byte("half"), 0o644); err != nil {
		t.Fatal(err)
	}
	if n := d.CleanLeftovers(time.Minute, "autosave", "settings", "saves/"); n != len(gone) {
		t.Errorf("removed %d leftovers, want %d", n, len(gone))
	}
	for _, rel := range gone {
		if _, err := os.Stat(filepath.Join(real, rel)); !os.IsNotExist(err) {
			t.Errorf("the game's old leftover %s is still there", rel)
		}
	}
	for _, rel := range append(stay, ".autosave.tmp-456", "saves/kept") {
		if _, err := os.Stat(filepath.Join(real, rel)); err != nil {
			t.Errorf("%s, not the game's leftover or too fresh, was removed", rel)
		}
	}
}
