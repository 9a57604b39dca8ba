package postgres

import (
	"testing"

	"tigris/online/store/postgres/pgtest"
	"tigris/online/store/storetest"
)

func TestLobby(t *testing.T) {
	storetest.RunLobby(t, open(t, pgtest.Database(t)))
}
