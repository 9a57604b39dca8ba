package postgres

import (
	"testing"

	"tigris/online/store/postgres/pgtest"
	"tigris/online/store/storetest"
)

func TestSettings(t *testing.T) {
	storetest.RunSettings(t, open(t, pgtest.Database(t)))
}
