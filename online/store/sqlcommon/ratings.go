package sqlcommon

import (
	"context"

	"tigris/online/store"
)

// Ratings reads the accounts' ratings and rated games (store.Ratings but for RatingsOf and Rate:
// asking for many accounts at once and writing in a transaction are where the databases differ).
type Ratings struct{ d Dialect }

// Where is the ratings of the accounts cond picks (a condition on r.account, with its args).
func (s *Ratings) Where(ctx context.Context, cond string, args ...any) ([]store.Rating, error) {
	return collect(ctx, s.d.Conn, `SELECT r.account, a.name, r.rating, r.rd, r.vol, r.games, r.updated
		FROM ratings r JOIN accounts a ON a.id = r.account WHERE `+cond, s.scanRating, args...)
}

func (s *Ratings) scanRating(row Row) (store.Rating, error) {
	var r store.Rating
	err := row.Scan(&r.Account, &r.Name, &r.Rating, &r.RD, &r.Vol, &r.Games, s.d.TimeDest(&r.Updated))
	return r, err
}

// History is store.Ratings'.
func (s *Ratings) History(ctx context.Context, account string, limit int) ([]store.RatedGame, error) {
	q := `SELECT game, rank, rating, rd, vol, at FROM rated_games WHERE account = $1 ORDER BY at DESC, seq DESC LIMIT $2`
	return collect(ctx, s.d.Conn, replaceSeq(q, s.d.Seq), func(r Row) (store.RatedGame, error) {
		var g store.RatedGame
		err := r.Scan(&g.Game, &g.Rank, &g.Rating, &g.RD, &g.Vol, s.d.TimeDest(&g.At))
		return g, err
	}, account, limit)
}

// Leaderboard is store.Ratings'.
func (s *Ratings) Leaderboard(ctx context.Context, limit int) ([]store.Rating, error) {
	return collect(ctx, s.d.Conn, `SELECT r.account, a.name, r.rating, r.rd, r.vol, r.games, r.updated
		FROM ratings r JOIN accounts a ON a.id = r.account ORDER BY r.rating DESC, r.rd, a.name LIMIT $1`, s.scanRating, limit)
}
