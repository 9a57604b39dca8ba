package session

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"time"

	"tigris/game"
	"tigris/storage"
)

// Every game played to its end here is kept among the finished games, so the Load screen lists it
// to replay and to review: the autosave behind Continue holds the latest game only, and the next
// new game replaced a finished one without keeping it (issue 44: "my last game" was nowhere).
const finishedGroup = "finished/"

// finishedName names a finished game's record by what was played (its start and every decision),
// so one game is kept once however often it is found (at its end, or in the autosave later).
func finishedName(rec *game.Record) string {
	sum := sha256.Sum256(rec.Marshal())
	return hex.EncodeToString(sum[:8])
}

// FinishedPlayer is one seat of a finished game, in the order of the places.
type FinishedPlayer struct {
	Seat    int
	Name    string // as the game named the seat ("Anna", "Bull")
	Who     string // "you", "human", or the bot's level ("Expert bot")
	Dynasty game.Dynasty
	Score   int // the weakest colour, treasures placed (R10.2)
	Place   int // 1 for the winner; shared places repeat
}

// FinishedEntry is one line of the finished games: who played and how it ended, when, on which
// map with which options. A record that cannot be read has Err, and only its name.
type FinishedEntry struct {
	Name    string // its key among the finished games
	Ended   time.Time
	Players []FinishedPlayer // from first to last
	Map     string           // "Standard map"
	Options []string         // the options on, as OptionNames says them
	Turns   int              // the turns it lasted, as a game in progress is named by its turn
	Err     error
}

// Winner is the winner's line: "Anna wins" or, for a shared first place, "Anna and Bull share
// the win".
func (e FinishedEntry) Winner() string {
	var first []string
	for _, p := range e.Players {
		if p.Place == 1 {
			first = append(first, p.Name)
		}
	}
	if len(first) == 1 {
		return first[0] + " wins"
	}
	return joinAnd(first) + " share the win"
}

// ListFinishedRefs lists the finished games, the newest end first, reading the first lines of
// each; first it keeps the game in the autosave when that one is finished and not kept yet (a game
// that ended before finished games were kept, or whose keeping failed).
func ListFinishedRefs(st storage.Store) ([]SaveRef, error) {
	rescueFinished(st)
	return listRefs(st, finishedGroup)
}

// rescueFinished keeps the autosave's game among the finished ones when it is over and not there.
func rescueFinished(st storage.Store) {
	data, err := st.Get(AutosaveKey)
	if err != nil {
		return
	}
	rec, _, err := game.UnmarshalInfo(plainText(data))
	if err != nil || !rec.State().Over() {
		return
	}
	key := finishedGroup + finishedName(rec)
	if _, err := st.Get(key); errors.Is(err, storage.ErrNotFound) {
		st.Put(key, data) // a failure leaves it in the autosave, to be tried at the next listing
	}
}

// DescribeFinished reads one finished game whole into its line and the board as it ended (nil
// when it cannot be read: the entry's Err says why).
func DescribeFinished(st storage.Store, name string) (FinishedEntry, *game.State) {
	e := FinishedEntry{Name: name}
	cfg, info, err := loadFinished(st, name)
	if err != nil {
		e.Err = err
		return e, nil
	}
	end := cfg.Record.State()
	if !end.Over() {
		e.Err = fmt.Errorf("the game in it is not over")
		return e, nil
	}
	names := nameList(cfg.Seats)
	f := Explain(end, names)
	for _, r := range f.Rows {
		s := cfg.Seats[r.Seat]
		e.Players = append(e.Players, FinishedPlayer{Seat: r.Seat, Name: names[r.Seat], Who: seatWho(s, len(cfg.Seats)), Dynasty: s.Dynasty, Score: r.Score, Place: r.Place})
	}
	o := end.Options()
	e.Ended, e.Turns = info.Saved, EndTurn(cfg.Record)
	e.Map = Capitalize(o.Map.String()) + " map"
	e.Options = OptionNames(o)
	return e, end
}

// seatWho says who played a seat of n: a person, or the bot's level (from the turn a bot took
// it, as the list counts turns).
func seatWho(s Seat, n int) string {
	switch {
	case s.Human:
		return "human"
	case s.BotFrom > 0:
		return fmt.Sprintf("%s bot from %s", s.Level, TurnWords(s.BotFrom))
	}
	return s.Level.String() + " bot"
}

// LoadFinished reads a finished game to replay or review.
func LoadFinished(st storage.Store, name string) (Config, error) {
	cfg, _, err := loadFinished(st, name)
	return cfg, err
}

func loadFinished(st storage.Store, name string) (Config, game.SaveInfo, error) {
	data, err := st.Get(finishedGroup + name)
	if errors.Is(err, storage.ErrNotFound) {
		err = fmt.Errorf("this finished game is no longer kept")
	}
	if err != nil {
		return Config{}, game.SaveInfo{}, err
	}
	if err := game.CheckSize("finished game", len(data), game.MaxSave); err != nil {
		return Config{}, game.SaveInfo{}, err
	}
	rec, info, err := game.UnmarshalInfo(plainText(data))
	if err != nil {
		return Config{}, game.SaveInfo{}, err
	}
	seats, err := seatsFrom(rec.Start(), info)
	if err != nil {
		return Config{}, game.SaveInfo{}, err
	}
	return Config{Seats: seats, Record: rec}, info, nil
}

// DeleteFinished removes a finished game from the list. When it is also the finished game behind
// the autosave, that goes too (Continue never offers a finished game), or the next listing would
// keep it again.
func DeleteFinished(st storage.Store, name string) error {
	if data, err := st.Get(AutosaveKey); err == nil {
		if rec, _, err := game.UnmarshalInfo(plainText(data)); err == nil && rec.State().Over() && finishedName(rec) == name {
			if err := st.Delete(AutosaveKey); err != nil {
				return err
			}
		}
	}
	return st.Delete(finishedGroup + name)
}

// finishing is how a session keeps its game among the finished ones once it ends: under the
// name of what was played, written with the autosave off the screen's goroutine. A game that was
// over when it was opened is kept where it was and not again.
type finishing struct {
	overAtStart bool
	as          string // the name the game was kept under, or ""
}

// finished is the write that keeps the game among the finished ones, and the earlier ending's
// record it replaces ("" when none): a game ended, taken back by Undo and ended otherwise is
// kept as it ended last.
func (f *finishing) finished(rec *game.Record) (key, drop string) {
	if f.overAtStart || !rec.State().Over() {
		return "", ""
	}
	name := finishedName(rec)
	if name == f.as {
		return "", "" // kept already: its date stays the end's (a failed write is tried again by the Load list)
	}
	if f.as != "" {
		drop = finishedGroup + f.as
	}
	f.as = name
	return finishedGroup + name, drop
}

// FinishedAs is the name this session's game was kept under among the finished games, or "".
func (f *finishing) FinishedAs() string { return f.as }
