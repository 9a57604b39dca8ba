package storage

import (
	"fmt"
	"io"
	"io/fs"
	"os"
)

// MaxFile is the most Dir.Get reads of one file: more than anything the game writes (a long
// game's autosave grows to a few megabytes), so a file past it was not written by the game.
const MaxFile = 8 << 20

// ErrTooLarge is ReadLimited's error for a file over its limit.
type ErrTooLarge struct {
	Size  int64 // the file's size, or -1 when it does not tell
	Limit int
}

func (e *ErrTooLarge) Error() string {
	if e.Size < 0 {
		return fmt.Sprintf("the file goes on past %s, more than the game ever writes", megabytes(int64(e.Limit)))
	}
	return fmt.Sprintf("the file is %s, more than the game ever writes (%s at most)", megabytes(e.Size), megabytes(int64(e.Limit)))
}

func megabytes(n int64) string {
	if n < 1<<20 {
		return fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
}

// ErrNotFile is ReadLimited's error for a name that is not an ordinary file: a folder, a named
// pipe, a device, or a link to one of them (a link to /dev/zero never ends; a pipe may never
// open).
type ErrNotFile struct{ Kind string }

func (e *ErrNotFile) Error() string {
	return fmt.Sprintf("it is %s, not an ordinary file", e.Kind)
}

// ordinary refuses what is not an ordinary file, naming what it is.
func ordinary(mode fs.FileMode) error {
	switch {
	case mode.IsRegular():
		return nil
	case mode.IsDir():
		return &ErrNotFile{"a folder"}
	case mode&fs.ModeNamedPipe != 0:
		return &ErrNotFile{"a named pipe"}
	case mode&fs.ModeSocket != 0:
		return &ErrNotFile{"a socket"}
	case mode&fs.ModeDevice != 0:
		return &ErrNotFile{"a device"}
	}
	return &ErrNotFile{"a special file"}
}

// ReadLimited reads a file, refusing before reading it one larger than limit or one that is not
// an ordinary file (after following links). It never blocks on a named pipe: the name is looked
// at before it is opened, and opened without waiting in case it was swapped for a pipe between.
// What is read is bounded by limit even if the file grows while it is read.
func ReadLimited(path string, limit int) ([]byte, error) {
	f, info, err := openOrdinary(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info.Size() > int64(limit) {
		return nil, &ErrTooLarge{Size: info.Size(), Limit: limit}
	}
	data, err := io.ReadAll(io.LimitReader(f, int64(limit)+1))
	if err != nil {
		return nil, err
	}
	if len(data) > limit {
		return nil, &ErrTooLarge{Size: -1, Limit: limit}
	}
	return data, nil
}

// openOrdinary opens an ordinary file (after links) for reading, looked at before it is opened
// and again once open, never waiting on a named pipe.
func openOrdinary(path string) (*os.File, fs.FileInfo, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, nil, err
	}
	if err := ordinary(info.Mode()); err != nil {
		return nil, nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|openNoWait, 0)
	if err != nil {
		return nil, nil, err
	}
	if info, err = f.Stat(); err == nil {
		err = ordinary(info.Mode())
	}
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

// HeadReader is a Store that can read the start of a value without the rest (Dir).
type HeadReader interface {
	Head(key string, n int) ([]byte, error)
}

// Head reads at most the first n bytes a key holds: what a list of many files needs of each (a
// save's first lines), without reading them whole. A store that cannot read part of a value
// reads it whole and keeps its start.
func Head(st Store, key string, n int) ([]byte, error) {
	if h, ok := st.(HeadReader); ok {
		return h.Head(key, n)
	}
	data, err := st.Get(key)
	if len(data) > n {
		data = append([]byte(nil), data[:n]...) // the rest is not kept
	}
	return data, err
}

// readHead reads the first n bytes of an ordinary file, with ReadLimited's checks but no limit on
// the file's size: the rest is never read.
func readHead(path string, n int) ([]byte, error) {
	f, _, err := openOrdinary(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, int64(n)))
}
