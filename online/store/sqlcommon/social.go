package sqlcommon

import (
	"context"
	"errors"

	"tigris/online/store"
)

// Social keeps the chat and the watch links (store.Social, but for AddChat: adding a line is
// where the databases differ, one announcing it to the other servers).
type Social struct{ d Dialect }

// Chat is store.Social's.
func (s *Social) Chat(ctx context.Context, id string, limit int) ([]store.ChatLine, error) {
	q := `SELECT seq, seat, name, text, at FROM
		(SELECT seq, seat, name, text, at FROM chat WHERE game = $1 ORDER BY seq DESC LIMIT $2) AS last ORDER BY seq`
	return collect(ctx, s.d.Conn, replaceSeq(q, s.d.Seq), func(r Row) (store.ChatLine, error) {
		var l store.ChatLine
		err := r.Scan(&l.N, &l.Seat, &l.Name, &l.Text, s.d.TimeDest(&l.At))
		return l, err
	}, id, limit)
}

// SetMute is store.Social's.
func (s *Social) SetMute(ctx context.Context, id string, seat, other int, on bool) error {
	q := `DELETE FROM chat_mutes WHERE game = $1 AND seat = $2 AND other = $3`
	if on {
		q = `INSERT INTO chat_mutes (game, seat, other) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`
	}
	return s.d.Conn.Exec(ctx, q, id, seat, other)
}

// Mutes is store.Social's.
func (s *Social) Mutes(ctx context.Context, id string) (map[int][]int, error) {
	out := map[int][]int{}
	err := s.d.Conn.Query(ctx, `SELECT seat, other FROM chat_mutes WHERE game = $1 ORDER BY seat, other`, func(r Row) error {
		var seat, other int
		err := r.Scan(&seat, &other)
		if err == nil {
			out[seat] = append(out[seat], other)
		}
		return err
	}, id)
	return out, err
}

// AddWatch is store.Social's.
func (s *Social) AddWatch(ctx context.Context, id string, keyHash []byte, behind int) error {
	return s.d.Conn.Exec(ctx, `INSERT INTO watch_links (key_hash, game, behind) VALUES ($1, $2, $3)`, keyHash, id, behind)
}

// Watching is store.Social's.
func (s *Social) Watching(ctx context.Context, keyHash []byte) (string, int, error) {
	var id string
	var behind int
	err := s.d.Conn.QueryRow(ctx, `SELECT game, behind FROM watch_links WHERE key_hash = $1`, keyHash).Scan(&id, &behind)
	if errors.Is(err, s.d.NoRows) {
		return "", 0, store.ErrNoWatch
	}
	return id, behind, err
}
