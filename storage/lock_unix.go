//go:build unix

package storage

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"syscall"
)

// held keeps every lock file open for the process's life: a file only the lock's closure knew was
// closed by the garbage collector's finalizer, and the lock with it, seconds after start.
var held struct {
	sync.Mutex
	files map[*os.File]bool
}

// Lock takes the folder for this process alone until it exits (or unlock is called): two windows
// writing one folder would each overwrite the other's game. ErrInUse says another process holds
// it; a folder that cannot even hold the lock file is left to fail on its first write.
func (d *Dir) Lock() (unlock func(), err error) {
	if err := os.MkdirAll(d.root, 0o755); err != nil {
		return func() {}, nil
	}
	f, err := os.OpenFile(filepath.Join(d.root, ".lock"), os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return func() {}, nil
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, ErrInUse
		}
		return func() {}, nil
	}
	held.Lock()
	if held.files == nil {
		held.files = map[*os.File]bool{}
	}
	held.files[f] = true
	held.Unlock()
	var once sync.Once
	return func() {
		once.Do(func() {
			held.Lock()
			delete(held.files, f)
			held.Unlock()
			f.Close()
		})
	}, nil
}
