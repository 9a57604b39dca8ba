package postgres

import (
	"testing"

	"tigris/online/store/postgres/pgtest"
	"tigris/online/store/storetest"
)

func TestPasskeys(t *testing.T) {
	storetest.RunPasskeys(t, open(t, pgtest.Database(t)))
}
