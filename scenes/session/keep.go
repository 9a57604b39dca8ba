package session

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"tigris/game"
	"tigris/storage"
)

// keepUnfinished saves the unfinished game behind Continue under a name before a new game takes
// its place, and returns that name ("" when there was nothing to keep: no game, a finished one,
// or the very game being continued). A save that cannot be read is kept as it is.
func keepUnfinished(st storage.Store, next *game.Record, now time.Time) (string, error) {
	data, err := st.Get(AutosaveKey)
	if errors.Is(err, storage.ErrNotFound) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	name := "Unfinished game, " + now.Format("Jan 2 15.04.05")
	if old, _, err := game.UnmarshalInfo(data); err == nil {
		if old.State().Over() || continues(next, old) {
			return "", nil
		}
		players, turn := "", old.Turn()
		for i := 0; i < old.Start().NumPlayers(); i++ {
			if i > 0 {
				players += " v "
			}
			players += Capitalize(old.Start().Player(i).Dynasty.String())
		}
		name = fmt.Sprintf("Unfinished: %s, %s, %s", players, TurnWords(turn), now.Format("Jan 2 15.04"))
	}
	if name, err = freeSaveName(st, name); err != nil {
		return "", err
	}
	return name, st.Put(savesGroup+name, data)
}

// continues reports that next is old's game, as far as old went or further.
func continues(next, old *game.Record) bool {
	om, nm := old.Moves(), next.Moves()
	return old.Start().Equal(next.Start()) && len(om) <= len(nm) && slices.Equal(om, nm[:len(om)])
}
