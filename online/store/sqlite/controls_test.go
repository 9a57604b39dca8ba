package sqlite

import (
	"testing"

	"tigris/online/store/storetest"
)

func TestControls(t *testing.T) {
	db, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	storetest.RunControls(t, db)
}
