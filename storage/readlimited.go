package storage

import (
	"fmt"
	"io"
	"os"
)

// ErrTooLarge is ReadLimited's error for a file over its limit.
type ErrTooLarge struct {
	Size int64 // the file's size, or -1 when it does not tell (a pipe)
}

func (e *ErrTooLarge) Error() string {
	if e.Size < 0 {
		return "the file goes on past the limit"
	}
	return fmt.Sprintf("the file is %d bytes, past the limit", e.Size)
}

// ReadLimited reads a file a player names, refusing one larger than limit before reading it: its
// size is looked at first, and a file that does not tell its size (a pipe, a device) is read no
// further than the limit.
func ReadLimited(path string, limit int) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if info.IsDir() {
		return nil, fmt.Errorf("%s is a folder", path)
	}
	if info.Size() > int64(limit) {
		return nil, &ErrTooLarge{Size: info.Size()}
	}
	data, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
	if err != nil {
		return nil, err
	}
	if len(data) > limit {
		return nil, &ErrTooLarge{Size: -1}
	}
	return data, nil
}
