package postgres

import (
	"testing"

	"tigris/online/store/postgres/pgtest"
	"tigris/online/store/storetest"
)

func TestRatings(t *testing.T) {
	storetest.RunRatings(t, open(t, pgtest.Database(t)))
}
