package storage

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"syscall"
	"testing"
)

// stores runs a test against every Store that works in this process.
func stores(t *testing.T) map[string]Store {
	return map[string]Store{"memory": NewMemory(), "dir": NewDir(filepath.Join(t.TempDir(), "tigris"))}
}

func TestStoreKeepsWhatWasPut(t *testing.T) {
	for name, s := range stores(t) {
		t.Run(name, func(t *testing.T) {
			if _, err := s.Get("saves/none"); !errors.Is(err, ErrNotFound) {
				t.Fatalf("missing key: got %v, want ErrNotFound", err)
			}
			if keys, err := s.List("saves/"); err != nil || len(keys) != 0 {
				t.Fatalf("empty store lists %v, %v", keys, err)
			}
			names := []string{"My game", "Jan's .. game?", "..escape", ".hidden", "percent %41", "ünïcode"}
			for i, n := range names {
				if err := s.Put("saves/"+n, []byte{byte(i), 'x'}); err != nil {
					t.Fatal(err)
				}
			}
			if err := s.Put("settings", []byte("volume 0.5")); err != nil {
				t.Fatal(err)
			}
			for i, n := range names {
				got, err := s.Get("saves/" + n)
				if err != nil || !bytes.Equal(got, []byte{byte(i), 'x'}) {
					t.Fatalf("%q: got %q, %v", n, got, err)
				}
			}
			keys, err := s.List("saves/")
			slices.Sort(keys)
			want := slices.Clone(names)
			slices.Sort(want)
			if err != nil || !slices.Equal(keys, want) {
				t.Fatalf("List = %q, %v; want %q", keys, err, want)
			}
			if err := s.Put("saves/My game", []byte("new")); err != nil {
				t.Fatal(err)
			}
			if got, _ := s.Get("saves/My game"); string(got) != "new" {
				t.Fatalf("overwrite: got %q", got)
			}
			if err := s.Delete("saves/My game"); err != nil {
				t.Fatal(err)
			}
			if err := s.Delete("saves/My game"); err != nil {
				t.Fatalf("deleting twice: %v", err)
			}
			if _, err := s.Get("saves/My game"); !errors.Is(err, ErrNotFound) {
				t.Fatalf("deleted key: %v", err)
			}
		})
	}
}

// TestDirStaysInsideItsFolder: no name a player types reaches a file outside the folder.
func TestDirStaysInsideItsFolder(t *testing.T) {
	root := filepath.Join(t.TempDir(), "tigris")
	d := NewDir(root)
	for _, n := range []string{"../x", "..", ".", "a/../../b", "/etc/passwd"} {
		d.Put("saves/"+n, []byte("x")) // a clash with an earlier name's folder may fail; that is fine
	}
	filepath.Walk(filepath.Dir(root), func(p string, info os.FileInfo, err error) error {
		if rel, _ := filepath.Rel(root, p); !info.IsDir() && (rel == "" || rel[0] == '.') {
			t.Errorf("%s is outside %s", p, root)
		}
		return nil
	})
}

// TestDirPutIsAtomic: a write that fails leaves the old value whole and no temporary file behind.
func TestDirPutIsAtomic(t *testing.T) {
	root := t.TempDir()
	d := NewDir(root)
	if err := d.Put("settings", []byte("old")); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(root, 0o500); err != nil {
		t.Fatal(err)
	}
	defer os.Chmod(root, 0o755)
	if os.Geteuid() != 0 { // root may write anyway
		if err := d.Put("settings", []byte("new")); err == nil {
			t.Fatal("a write into a read-only folder succeeded")
		}
	}
	os.Chmod(root, 0o755)
	got, err := d.Get("settings")
	if err != nil || (string(got) != "old" && string(got) != "new") {
		t.Fatalf("after a failed write: %q, %v", got, err)
	}
	entries, _ := os.ReadDir(root)
	for _, e := range entries {
		if e.Name() != "settings" {
			t.Errorf("left behind: %s", e.Name())
		}
	}
}

func TestCheckName(t *testing.T) {
	for _, bad := range []string{"", "   ", "a/b", "tab\there", string(make([]byte, 61))} {
		if CheckName(bad) == nil {
			t.Errorf("%q accepted", bad)
		}
	}
	for _, good := range []string{"Game 1", "Jan's revenge", "ü"} {
		if err := CheckName(good); err != nil {
			t.Errorf("%q refused: %v", good, err)
		}
	}
}

func FuzzEscape(f *testing.F) {
	for _, s := range []string{"", "a", "%", "%4", "%41", "../x", ".", "ü"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		unescape(s) // never panics on arbitrary file names
		if s == "" {
			return // no key part is empty
		}
		e := escape(s)
		if back, ok := unescape(e); !ok || back != s {
			t.Fatalf("%q -> %q -> %q, %v", s, e, back, ok)
		}
		if e == "." || e == ".." || filepath.Base(e) != e {
			t.Fatalf("%q escapes to the path %q", s, e)
		}
	})
}

// One folder is one window's: a second lock on it is refused until the first is released.
func TestLockRefusesASecondWindow(t *testing.T) {
	root := t.TempDir()
	unlock, err := NewDir(root).Lock()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := NewDir(root).Lock(); !errors.Is(err, ErrInUse) && runtime.GOOS == "linux" {
		t.Fatalf("a second lock on one folder gave %v", err)
	}
	unlock()
	again, err := NewDir(root).Lock()
	if err != nil {
		t.Fatalf("after the first window let go: %v", err)
	}
	again()
}

// A failed write is told in a player's words, without the temporary file's name.
func TestExplainInPlainWords(t *testing.T) {
	cases := map[error]string{
		&fs.PathError{Op: "open", Path: "/x/.autosave.tmp-1843404883", Err: syscall.EROFS}:   "the folder is read-only",
		&fs.PathError{Op: "write", Path: "/x/.autosave.tmp-1843404883", Err: syscall.ENOSPC}: "the disk is full",
		&fs.PathError{Op: "open", Path: "/x/.autosave.tmp-1", Err: syscall.EACCES}:           "there is no permission to write in the folder",
		fmt.Errorf("%w (QuotaExceededError)", ErrFull):                                       "the browser's storage for this page is full",
	}
	for err, want := range cases {
		if got := Explain(err); got != want {
			t.Errorf("Explain(%v) = %q, want %q", err, got, want)
		}
	}
}

// Every store takes writes from two goroutines at once (the autosave writes in the background
// while the screen saves settings). Run with -race to see a store that does not.
func TestConcurrentWrites(t *testing.T) {
	for name, st := range stores(t) {
		done := make(chan bool)
		go func() {
			for i := 0; i < 200; i++ {
				st.Put("autosave", []byte("game"))
			}
			done <- true
		}()
		for i := 0; i < 200; i++ {
			st.Put("settings", []byte("volume 0.5"))
			st.List("")
		}
		<-done
		if data, err := st.Get("settings"); err != nil || string(data) != "volume 0.5" {
			t.Fatalf("%s: %q, %v", name, data, err)
		}
	}
}
