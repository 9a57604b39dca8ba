package sqlite

import (
	"os"
	"path/filepath"
	"testing"

	"tigris/online/store/storetest"
)

func TestContract(t *testing.T) {
	db, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	storetest.Run(t, db)
}

// The file with every game's bag is its owner's alone.
func TestFileMode(t *testing.T) {
	dir := t.TempDir()
	db, err := Open(dir)
	if err != nil {
		t.Fatal(err)
	}
	db.Close()
	st, err := os.Stat(filepath.Join(dir, File))
	if err != nil || st.Mode().Perm() != 0o600 {
		t.Fatalf("the database's mode: %v %v", st.Mode(), err)
	}
}
