package main

import (
	"flag"
	"fmt"
	"net/url"
	"strings"
)

// shardList is -shard, given once a database: the PostgreSQL databases holding the games, each
// game in the one its id names (online/store/postgres ShardOf), in the order given.
type shardList []string

func (s *shardList) String() string { return strings.Join(*s, ",") }

func (s *shardList) Set(v string) error {
	*s = append(*s, v)
	return nil
}

// addShardFlag adds -shard to fs.
func addShardFlag(fs *flag.FlagSet) *shardList {
	var s shardList
	fs.Var(&s, "shard", "a PostgreSQL database holding games (repeat it, in the same order on every server): the games are spread across them by id, and -db keeps the accounts, the lobby and the ratings")
	return &s
}

// checkShards checks -shard before anything is opened: shards are PostgreSQL databases beside a
// home database, and their changes travel by NATS (each server listens to one database only).
func checkShards(shards shardList, dbURL, natsURL string) error {
	if len(shards) == 0 {
		return nil
	}
	if dbURL == "" {
		return fmt.Errorf("-shard is for servers sharing a PostgreSQL home database (-db); a server of its own keeps its games in one file")
	}
	if natsURL == "" {
		return fmt.Errorf("-shard needs -nats: the changes of games in several databases travel by NATS")
	}
	seen := map[string]bool{}
	for _, s := range shards {
		u, err := url.Parse(s)
		if err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
			return fmt.Errorf("-shard is a PostgreSQL address: postgres://user@host:port/database")
		}
		if seen[s] {
			return fmt.Errorf("-shard %s is given twice", u.Redacted())
		}
		seen[s] = true
	}
	return nil
}
