package menus

import (
	"tigris/scenes/session"
	"tigris/storage"
)

// listed is the Load list once read.
type listed struct {
	list []session.SaveEntry
	err  error
}

// readSaveList reads and describes the saves off the screen's goroutine: each is replayed to
// tell its turn, and twenty long ones froze the screen for seconds.
func readSaveList(st storage.Store) <-chan listed {
	ch := make(chan listed, 1)
	go func() {
		list, err := session.ListSaves(st)
		ch <- listed{list, err}
	}()
	return ch
}

// pollList takes the list once it is read, and reports that it came.
func (s *Saves) pollList() bool {
	select {
	case got := <-s.reading:
		s.list, s.listErr, s.reading, s.loaded = got.list, got.err, nil, true
		s.sel = min(s.sel, len(s.list)-1)
		return true
	default:
		return false
	}
}
