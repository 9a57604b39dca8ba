package session

import (
	"sync"
	"time"

	"tigris/game"
	"tigris/storage"
)

// autosaver writes the game after every decision off the screen's goroutine, so a slow disk never
// stalls a frame. Only the newest game waiting is written; a write under way always finishes.
type autosaver struct {
	store storage.Store
	mu    sync.Mutex
	idle  *sync.Cond
	next  []byte
	// keep is the finished game's record to write after the autosave, and drop an earlier one
	// to remove (finished.go); each written once
	keep, drop string
	busy       bool
	err        error
	keepErr    error // the latest keeping of a finished game's error
}

func newAutosaver(st storage.Store) *autosaver {
	a := &autosaver{store: st}
	a.idle = sync.NewCond(&a.mu)
	return a
}

func (a *autosaver) save(data []byte, keep, drop string) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.next = data
	if keep != "" {
		a.keep, a.drop = keep, drop
	}
	if !a.busy {
		a.busy = true
		go a.write()
	}
}

func (a *autosaver) write() {
	a.mu.Lock()
	defer a.mu.Unlock()
	for a.next != nil {
		data := a.next
		a.next = nil
		a.mu.Unlock()
		keep, drop := a.keep, a.drop
		a.keep, a.drop = "", ""
		err := a.store.Put(AutosaveKey, data)
		var keepErr error
		if keep != "" {
			keepErr = a.store.Put(keep, data)
			if drop != "" && keepErr == nil {
				keepErr = a.store.Delete(drop)
			}
		}
		a.mu.Lock()
		a.err = err
		if keep != "" {
			a.keepErr = keepErr
		}
	}
	a.busy = false
	a.idle.Broadcast()
}

// wait blocks until everything asked is written and returns the latest write's error.
func (a *autosaver) wait() error {
	a.mu.Lock()
	defer a.mu.Unlock()
	for a.busy {
		a.idle.Wait()
	}
	return a.err
}

// keeping is how a game kept here is kept: the autosave after every decision, whether the screen
// was told it fails, and the name the unfinished game it replaced was kept under.
type keeping struct {
	saver *autosaver
	// saveShown is whether the screen was last told the autosave fails (saveNews)
	saveShown bool
	// KeptAs names the save the unfinished game behind Continue was kept as when this one
	// started in its place, or is "".
	KeptAs string
	// snapshot is the game as a save holds it, at a time (the session's marshal), and letters
	// what a save's name may be written in: given at the session's making, so the keeping reads
	// nothing else of the session
	snapshot func(now time.Time) []byte
	letters  Letters
	record   func() *game.Record // the game as it stands, to keep it once it ends
	finishing
}

// KeptName names the save the unfinished game behind Continue was kept as when this one
// replaced it, or "".
func (k *keeping) KeptName() string { return k.KeptAs }

// autosave writes the game for Continue, off the screen's goroutine, when it is kept here.
func (k *keeping) autosave() {
	if k.saver != nil {
		keep, drop := k.finished(k.record())
		k.saver.save(k.snapshot(time.Now()), keep, drop)
	}
}

// SaveData is the game as a save file holds it.
func (k *keeping) SaveData() []byte { return k.snapshot(time.Now()) }

// SaveAs keeps the game under a name, replacing a save of that name.
func (k *keeping) SaveAs(st storage.Store, name string) error {
	name, err := CheckSaveName(name, k.letters)
	if err != nil {
		return err
	}
	return st.Put(savesGroup+name, k.snapshot(time.Now()))
}

// WriteNow writes the game for Continue on the calling goroutine and reports the error: a page
// being closed gives no goroutine time to finish a write (the browser's beforeunload).
func (k *keeping) WriteNow() error {
	if k.saver == nil {
		return nil
	}
	err := k.saver.store.Put(AutosaveKey, k.snapshot(time.Now()))
	k.saver.mu.Lock()
	k.saver.err = err
	k.saver.mu.Unlock()
	return err
}

// SaveErr is the latest autosave's error, without waiting: nil while every decision is kept.
func (k *keeping) SaveErr() error {
	if k.saver == nil {
		return nil
	}
	k.saver.mu.Lock()
	defer k.saver.mu.Unlock()
	return k.saver.err
}

// saveNews reports, once, that the autosave has begun or stopped failing since the last call. The
// write ends off the screen's goroutine, after the frame its decision redrew: with no decision
// after it (bots thinking, the game's last move, a game only bots play and nobody touches) the
// status line would never say "Not saved".
func (k *keeping) saveNews() bool {
	failing := k.SaveErr() != nil
	if failing == k.saveShown {
		return false
	}
	k.saveShown = failing
	return true
}

// Flush waits for the latest autosave to be written and reports its error.
func (k *keeping) Flush() error {
	if k.saver == nil {
		return nil
	}
	return k.saver.wait()
}

// KeepErr is why the finished game could not be kept among the finished games (nil: it was, or
// the game goes on). The autosave still holds it, and the Load list tries again.
func (k *keeping) KeepErr() error {
	if k.saver == nil {
		return nil
	}
	k.saver.mu.Lock()
	defer k.saver.mu.Unlock()
	return k.saver.keepErr
}
