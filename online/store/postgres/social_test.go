package postgres

import (
	"testing"

	"tigris/online/store/postgres/pgtest"
	"tigris/online/store/storetest"
)

func TestSocial(t *testing.T) {
	storetest.RunSocial(t, open(t, pgtest.Database(t)))
}
