//go:build unix

package storage

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"tigris/internal/poll"
)

// A file far larger than the limit is refused from its size, before it is read; a file within it
// is read whole.
func TestReadLimited(t *testing.T) {
	dir := t.TempDir()
	huge := filepath.Join(dir, "huge.pos")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(100 << 20) // 100 MB, sparse: reading it is the time and memory the issue saw
	f.Close()
	var big *ErrTooLarge
	if _, err := ReadLimited(huge, 64<<10); !errors.As(err, &big) || big.Size != 100<<20 {
		t.Fatalf("a 100 MB file: %v", err)
	}

	fine := filepath.Join(dir, "fine.pos")
	os.WriteFile(fine, []byte("position\n"), 0o644)
	if data, err := ReadLimited(fine, 64<<10); err != nil || string(data) != "position\n" {
		t.Fatalf("a small file: %q, %v", data, err)
	}
	link := filepath.Join(dir, "link.pos")
	os.Symlink(fine, link)
	if data, err := ReadLimited(link, 64<<10); err != nil || string(data) != "position\n" {
		t.Fatalf("a link to a small file: %q, %v", data, err)
	}
}

// Every file the data folder holds (the autosave, saves, settings with the statistics) is read
// through Dir.Get: a named pipe with no writer, a link to /dev/zero, a folder or a 6 GB sparse
// file under a key's name is refused at once, saying what it is, and an ordinary file is read.
func TestDirGetRefusesWhatIsNotAFile(t *testing.T) {
	root := t.TempDir()
	d := NewDir(root)
	os.MkdirAll(filepath.Join(root, "saves"), 0o755)
	if err := syscall.Mkfifo(filepath.Join(root, "autosave"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("/dev/zero", filepath.Join(root, "settings")); err != nil {
		t.Fatal(err)
	}
	os.Mkdir(filepath.Join(root, "saves", "a folder"), 0o755)
	big, err := os.Create(filepath.Join(root, "saves", "huge"))
	if err != nil {
		t.Fatal(err)
	}
	big.Truncate(6 << 30)
	big.Close()
	os.WriteFile(filepath.Join(root, "saves", "fine"), []byte("a save"), 0o644)

	cases := []struct {
		key, says string
	}{
		{"autosave", "it is a named pipe, not an ordinary file"},
		{"settings", "it is a device, not an ordinary file"},
		{"saves/a folder", "it is a folder, not an ordinary file"},
		{"saves/huge", "the file is 6144.0 MB, more than the game ever writes (8.0 MB at most)"},
	}
	for _, c := range cases {
		done := make(chan error, 1)
		go func() {
			_, err := d.Get(c.key)
			done <- err
		}()
		var got error
		if !poll.Within(20*time.Second, func() bool {
			select {
			case got = <-done:
				return true
			default:
				return false
			}
		}) {
			t.Fatalf("%s: Get still waits", c.key)
		}
		if got == nil || got.Error() != c.says || Explain(got) != c.says {
			t.Errorf("%s: %v, want %q", c.key, got, c.says)
		}
	}
	if data, err := d.Get("saves/fine"); err != nil || string(data) != "a save" {
		t.Errorf("an ordinary save: %q, %v", data, err)
	}
}
