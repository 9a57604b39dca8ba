package postgres

import (
	"testing"

	"tigris/online/store/postgres/pgtest"
	"tigris/online/store/storetest"
)

func TestList(t *testing.T) {
	storetest.RunList(t, open(t, pgtest.Database(t)))
}
