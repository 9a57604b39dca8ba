package main

import (
	"fmt"
	"net/url"
	"strings"

	"tigris/online/relay"
	"tigris/online/store"
	"tigris/online/store/postgres"
)

// checkNATS checks -nats before anything is opened.
func checkNATS(natsURL, dbURL string) error {
	if natsURL == "" {
		return nil
	}
	if dbURL == "" {
		return fmt.Errorf("-nats is for servers sharing a PostgreSQL database (-db); a server of its own needs none")
	}
	for _, u := range strings.Split(natsURL, ",") {
		if p, err := url.Parse(strings.TrimSpace(u)); err != nil || p.Scheme != "nats" || p.Host == "" {
			return fmt.Errorf("-nats is a NATS address: nats://host:port (several separated by commas)")
		}
	}
	return nil
}

// relayed moves the announcements of the PostgreSQL store st to the NATS server(s) at natsURL
// (-nats): no NOTIFY, so no lock of the whole database at each commit (docs/OPERATING.md).
func relayed(st store.Store, natsURL string) (store.Store, error) {
	if natsURL == "" {
		return st, nil
	}
	db, ok := st.(*postgres.DB)
	if !ok {
		return nil, fmt.Errorf("-nats is for servers sharing a PostgreSQL database (-db)")
	}
	r, err := relay.Dial(natsURL, db.Origin())
	if err != nil {
		return nil, err
	}
	return relay.NewStore(db, r), nil
}
