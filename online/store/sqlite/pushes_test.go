package sqlite

import (
	"testing"

	"tigris/online/store/storetest"
)

func TestPushes(t *testing.T) {
	db, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	storetest.RunPushes(t, db)
}
