package postgres

import (
	"context"
	"hash/fnv"
	"sync"

	"github.com/jackc/pgx/v5"

	"tigris/online/store"
)

// owner holds this server's games on one connection of its own, as session advisory locks: a
// server that dies or loses the database lets them go with its connection.
type owner struct {
	mu   sync.Mutex
	conn *pgx.Conn
	held map[string]bool
}

// ownKey is game id's advisory lock; 64 bits, so two live games sharing one is not a concern.
func ownKey(id string) int64 {
	h := fnv.New64a()
	h.Write([]byte("tigris game owner " + id))
	return int64(h.Sum64())
}

// Own takes game id for this server unless another holds it.
func (d *DB) Own(ctx context.Context, id string) (bool, error) {
	o := &d.own
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.conn != nil && o.conn.IsClosed() {
		o.conn, o.held = nil, nil
	}
	if o.conn == nil {
		c, err := pgx.Connect(ctx, d.url)
		if err != nil {
			return false, err
		}
		o.conn, o.held = c, map[string]bool{}
	}
	if o.held[id] {
		return true, nil
	}
	var got bool
	if err := o.conn.QueryRow(ctx, `SELECT pg_try_advisory_lock($1)`, ownKey(id)).Scan(&got); err != nil {
		// the locks went with a broken connection: start afresh next time
		o.conn.Close(context.Background())
		o.conn, o.held = nil, nil
		return false, err
	}
	if got {
		o.held[id] = true
	}
	return got, nil
}

// Release lets another server take game id.
func (d *DB) Release(ctx context.Context, id string) error {
	o := &d.own
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.conn == nil || !o.held[id] {
		return nil
	}
	delete(o.held, id)
	_, err := o.conn.Exec(ctx, `SELECT pg_advisory_unlock($1)`, ownKey(id))
	return err
}

func (o *owner) close() {
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.conn != nil {
		o.conn.Close(context.Background())
		o.conn, o.held = nil, nil
	}
}

var _ store.Owning = (*DB)(nil)
