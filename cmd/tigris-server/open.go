package main

import (
	"context"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"tigris/online/store"
	"tigris/online/store/postgres"
	"tigris/online/store/sqlite"
)

// openStore opens the games' store: the PostgreSQL database dbURL (its changes told to the other
// servers by NATS at natsURL when given: relay.go), or else the SQLite file in the folder data. It says where the games are, and on failure the exit status (2 for a bad
// option, 1 for a store that does not open).
func openStore(dbURL string, shards shardList, natsURL, data string) (store.Store, string, int, error) {
	if dbURL != "" {
		u, err := url.Parse(dbURL)
		if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
			return nil, "", 2, fmt.Errorf("-db is a PostgreSQL address: postgres://user@host:port/database")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		pg, err := postgres.OpenSharded(ctx, dbURL, shards)
		if err != nil {
			return nil, "", 1, err
		}
		st, err := relayed(pg, natsURL)
		if err != nil {
			pg.Close()
			return nil, "", 1, err
		}
		where := "PostgreSQL at " + u.Redacted()
		if len(shards) > 0 {
			where += fmt.Sprintf(", the games in %d shards", len(shards))
		}
		return st, where, 0, nil
	}
	if err := os.MkdirAll(data, 0o700); err != nil {
		return nil, "", 2, fmt.Errorf("-data %q: %v", data, err)
	}
	lite, err := sqlite.Open(data)
	if err != nil {
		return nil, "", 1, err
	}
	return lite, filepath.Join(data, sqlite.File), 0, nil
}
