package postgres

import (
	"testing"

	"tigris/online/store/postgres/pgtest"
	"tigris/online/store/storetest"
)

func TestControls(t *testing.T) {
	storetest.RunControls(t, open(t, pgtest.Database(t)))
}
