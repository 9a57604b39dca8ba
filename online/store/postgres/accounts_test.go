package postgres

import (
	"testing"

	"tigris/online/store/postgres/pgtest"
	"tigris/online/store/storetest"
)

func TestAccounts(t *testing.T) {
	storetest.RunAccounts(t, open(t, pgtest.Database(t)))
}
