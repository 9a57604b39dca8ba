package storage

import (
	"errors"
	"io/fs"
	"syscall"
)

// ErrFull is a Put refused because the browser's storage for the page is full.
var ErrFull = errors.New("the browser's storage for this page is full")

// Explain says in a player's words why something could not be kept or read: not the system's
// words with a temporary file's name in them.
func Explain(err error) string {
	switch {
	case err == nil:
		return ""
	case errors.Is(err, ErrFull):
		return "the browser's storage for this page is full"
	case errors.Is(err, syscall.EROFS):
		return "the folder is read-only"
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT):
		return "the disk is full"
	case errors.Is(err, fs.ErrPermission):
		return "there is no permission to write in the folder"
	case errors.Is(err, ErrInUse):
		return ErrInUse.Error()
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}
