//go:build unix

package storage

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
)

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
	return func() { f.Close() }, nil
}
