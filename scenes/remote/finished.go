package remote

import (
	"fmt"

	"tigris/game"
	"tigris/scenes/session"
	"tigris/storage"
)

// finished is the whole game once the server revealed it at its end: from then on it is kept and
// shared as a local game is. Before the end, the position holds others' hands and nothing leaves.
type finished struct {
	final *game.Record     // the whole game, once it is over
	watch *session.Session // the final record, for sharing it
}

// end takes in the game's record, told at its end.
func (f *finished) end(record string, seats []session.Seat) {
	if r, err := game.Unmarshal([]byte(record)); err == nil {
		f.final = r
		f.watch, _ = session.New(session.Config{Record: r, Seats: seats, Watch: true})
	}
}

// SaveAs keeps the game once it is over (before, the server keeps it).
func (f *finished) SaveAs(st storage.Store, name string) error {
	if f.watch == nil {
		return fmt.Errorf("an online game is kept by its server until it is over")
	}
	return f.watch.SaveAs(st, name)
}

// SaveData is the whole game once it is over.
func (f *finished) SaveData() []byte {
	if f.watch == nil {
		return nil
	}
	return f.watch.SaveData()
}

// SharedPosition is "" before the end: the position holds others' hands.
func (f *finished) SharedPosition(seed uint64) string {
	if f.watch == nil {
		return ""
	}
	return f.watch.SharedPosition(seed)
}

// SharedGame is the whole game once it is over.
func (f *finished) SharedGame() (string, bool) {
	if f.watch == nil {
		return "", false
	}
	return f.watch.SharedGame()
}

// LinkQuery is the whole game's link once it is over.
func (f *finished) LinkQuery() string {
	if f.watch == nil {
		return ""
	}
	return f.watch.LinkQuery()
}
