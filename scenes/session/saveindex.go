package session

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"sort"
	"strings"
	"time"

	"tigris/game"
	"tigris/storage"
)

// SaveRef is a save as the Load list first knows it: its name and when it says it was written,
// read from its first lines alone, so thousands are listed at once; the rest of a row
// (DescribeSave) is read for the rows on screen.
type SaveRef struct {
	Name  string
	Saved time.Time // zero when the save does not say (or cannot be read)
}

// headBytes is what is read of each save to list it: its header and its "saved" line.
const headBytes = 256

// ListSaveRefs lists the saves, the newest first (as ListSaves), reading the first lines of each.
func ListSaveRefs(st storage.Store) ([]SaveRef, error) { return listRefs(st, savesGroup) }

// listRefs lists a group of saves, the newest first, reading the first lines of each.
func listRefs(st storage.Store, group string) ([]SaveRef, error) {
	names, err := st.List(group)
	if err != nil {
		return nil, err
	}
	out := make([]SaveRef, 0, len(names))
	for _, n := range names {
		head, err := storage.Head(st, group+n, headBytes)
		ref := SaveRef{Name: n}
		if err == nil {
			ref.Saved = savedOf(head)
		}
		out = append(out, ref)
	}
	sort.Slice(out, func(i, j int) bool {
		if !out[i].Saved.Equal(out[j].Saved) {
			return out[i].Saved.After(out[j].Saved)
		}
		return out[i].Name < out[j].Name
	})
	return out, nil
}

// savedOf is the time a save's header says it was written, or zero: the "saved" line among the
// lines after the format's (the save format's own reading checks everything else later).
func savedOf(head []byte) time.Time {
	sc := bufio.NewScanner(bytes.NewReader(plainText(head)))
	for i := 0; i < 4 && sc.Scan(); i++ {
		if v, ok := strings.CutPrefix(sc.Text(), "saved "); ok && i > 0 {
			if t, err := time.Parse(time.RFC3339, v); err == nil {
				return t
			}
		}
	}
	return time.Time{}
}

// DescribeSave reads one save whole into its line of the list and the game as it was left (nil
// when it cannot be read: the entry's Err says why).
func DescribeSave(st storage.Store, name string) (SaveEntry, *game.State) {
	e := SaveEntry{Name: name}
	data, err := st.Get(savesGroup + name)
	if errors.Is(err, storage.ErrNotFound) {
		err = fmt.Errorf("there is no saved game %q", name)
	}
	if err != nil {
		e.Err = err
		return e, nil
	}
	var left *game.State
	e.Saved, e.Players, e.Turn, e.Over, left, e.Err = describeSave(data)
	return e, left
}
