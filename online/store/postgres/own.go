package postgres

import (
	"context"
	"errors"
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

// Own takes for this server each of ids that no other server holds, with one query a shard: a
// game's lock is taken in the database holding it, so a shard down stops only its own games'
// owners.
func (d *DB) Own(ctx context.Context, ids []string) (map[string]bool, error) {
	got := map[string]bool{}
	var errs []error
	asked := d.byShard(ids)
	for sh, some := range asked {
		held, err := sh.ownAll(ctx, some)
		for id := range held {
			got[id] = true
		}
		if err != nil {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 && len(errs) == len(asked) {
		// no database could be asked: the caller runs the bots anyway, as with one database away
		return nil, errors.Join(errs...)
	}
	// a shard down: its games stay unowned here and wait (nothing of theirs could be stored)
	return got, nil
}

// ownAll is Own for the games ids of shard sh.
func (sh *shard) ownAll(ctx context.Context, ids []string) (map[string]bool, error) {
	o := &sh.own
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.conn != nil && o.conn.IsClosed() {
		o.conn, o.held = nil, nil
	}
	if o.conn == nil {
		c, err := pgx.Connect(ctx, sh.url)
		if err != nil {
			return nil, err
		}
		o.conn, o.held = c, map[string]bool{}
	}
	got := map[string]bool{}
	var keys []int64
	var asked []string
	seen := map[string]bool{} // a session's advisory locks stack: each key is asked for once
	for _, id := range ids {
		if o.held[id] {
			got[id] = true
		} else if !seen[id] {
			seen[id] = true
			keys = append(keys, ownKey(id))
			asked = append(asked, id)
		}
	}
	if len(keys) == 0 {
		return got, nil
	}
	rows, err := o.conn.Query(ctx, `SELECT k.i, pg_try_advisory_lock(k.key) FROM unnest($1::bigint[]) WITH ORDINALITY AS k(key, i)`, keys)
	if err == nil {
		for rows.Next() {
			var i int64
			var ok bool
			if err = rows.Scan(&i, &ok); err != nil {
				break
			}
			if ok && i >= 1 && int(i) <= len(asked) {
				got[asked[i-1]] = true
				o.held[asked[i-1]] = true
			}
		}
		rows.Close()
		if err == nil {
			err = rows.Err()
		}
	}
	if err != nil {
		// the locks went with a broken connection: start afresh next time
		o.conn.Close(context.Background())
		o.conn, o.held = nil, nil
		return nil, err
	}
	return got, nil
}

// Release lets another server take game id.
func (d *DB) Release(ctx context.Context, id string) error {
	o := &d.at(id).own
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

var (
	_ store.Store  = (*DB)(nil)
	_ store.Shared = (*DB)(nil)
	_ store.Owning = (*DB)(nil)
)
