package postgres

import (
	"testing"

	"tigris/online/store/postgres/pgtest"
	"tigris/online/store/storetest"
)

func TestPushes(t *testing.T) {
	storetest.RunPushes(t, open(t, pgtest.Database(t)))
}
