package sqlite

import (
	"testing"

	"tigris/online/store/storetest"
)

func TestPasskeys(t *testing.T) {
	db, err := Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	storetest.RunPasskeys(t, db)
}
