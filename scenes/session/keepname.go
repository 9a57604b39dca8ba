package session

import (
	"errors"
	"fmt"

	"tigris/storage"
)

// freeSaveName is name, or name with the first free number after it, so a kept game never
// replaces a save already there: names are made to the minute, and a clock set back repeats them.
func freeSaveName(st storage.Store, name string) (string, error) {
	for n := 1; ; n++ {
		try := name
		if n > 1 {
			try = fmt.Sprintf("%s (%d)", name, n)
		}
		_, err := st.Get(savesGroup + try)
		if errors.Is(err, storage.ErrNotFound) {
			return try, nil
		}
		if err != nil {
			return "", err
		}
	}
}
