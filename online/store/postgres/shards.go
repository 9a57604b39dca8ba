package postgres

import (
	"context"
	"fmt"
	"hash/fnv"

	"github.com/jackc/pgx/v5/pgxpool"
)

// shard is one database holding games: their rows (games, seats, decisions) and their owners'
// advisory locks. A store without shards has one, its home database itself.
type shard struct {
	pool *pgxpool.Pool
	url  string
	own  owner // the games of this shard whose bots and clocks this server runs
}

// ShardOf is the index among n shards of the database holding game id: FNV-1a (64 bits) of the
// id, modulo n. Game ids are random, so new games spread evenly; the function, the number of
// shards and their order can never change once games exist, or games would be looked for in the
// wrong database (docs/ONLINE.md, "Games across databases").
func ShardOf(id string, n int) int {
	if n <= 1 {
		return 0
	}
	h := fnv.New64a()
	h.Write([]byte(id))
	return int(h.Sum64() % uint64(n))
}

// at is the shard holding game id.
func (d *DB) at(id string) *shard { return d.shards[ShardOf(id, len(d.shards))] }

// gamesAt is the pool of the database holding game id.
func (d *DB) gamesAt(id string) *pgxpool.Pool { return d.at(id).pool }

// Place names the shard holding game id ("" when the home database holds the games): the
// server's runs of refused writes are told by place.
func (d *DB) Place(id string) string {
	if len(d.shards) == 1 {
		return ""
	}
	return fmt.Sprintf("shard %d", ShardOf(id, len(d.shards)))
}

// openShards connects to each game shard and brings its schema up to this program's version. A
// home database that holds games already refuses shards: those games would be looked for in a
// shard and not found.
func openShards(ctx context.Context, home *pgxpool.Pool, urls []string) ([]*shard, error) {
	var held bool
	if err := home.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM games)`).Scan(&held); err != nil {
		return nil, err
	}
	if held {
		return nil, fmt.Errorf("-shard: the home database (-db) holds games already; shards are for a new cluster of databases, since a game's database follows from its id and the number of shards")
	}
	var out []*shard
	for _, u := range urls {
		s, err := openShard(ctx, u)
		if err != nil {
			closeShards(out)
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func openShard(ctx context.Context, url string) (*shard, error) {
	pool, err := openPool(ctx, url, "-shard")
	if err != nil {
		return nil, err
	}
	return &shard{pool: pool, url: url}, nil
}

// openPool connects to the database at url and brings its schema up to date; a url that cannot
// be read is said with the option it came by (flag).
func openPool(ctx context.Context, url, flag string) (*pgxpool.Pool, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", flag, err)
	}
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, err
	}
	if err := migrate(ctx, pool); err != nil {
		pool.Close()
		return nil, err
	}
	return pool, nil
}

func closeShards(ss []*shard) {
	for _, s := range ss {
		s.own.close()
		s.pool.Close()
	}
}

// each runs f on every shard in turn, stopping at the first error: the queries that look for
// games by something other than their id (a code, a token, a name) ask every shard.
func (d *DB) each(f func(s *shard) error) error {
	for _, s := range d.shards {
		if err := f(s); err != nil {
			return err
		}
	}
	return nil
}

// byShard groups ids by the shard holding them.
func (d *DB) byShard(ids []string) map[*shard][]string {
	out := map[*shard][]string{}
	for _, id := range ids {
		s := d.at(id)
		out[s] = append(out[s], id)
	}
	return out
}
