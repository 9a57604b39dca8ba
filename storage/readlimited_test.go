//go:build unix

package storage

import (
	"errors"
	"os"
	"path/filepath"
	"syscall"
	"testing"
)

// A file far larger than the limit is refused from its size, before it is read; a pipe, which
// tells no size, is read no further than the limit; a file within it is read whole.
func TestReadLimited(t *testing.T) {
	dir := t.TempDir()
	huge := filepath.Join(dir, "huge.pos")
	f, err := os.Create(huge)
	if err != nil {
		t.Fatal(err)
	}
	f.Truncate(100 << 20) // 100 MB, sparse: reading it is the time and memory the issue saw
	f.Close()
	var big *ErrTooLarge
	if _, err := ReadLimited(huge, 64<<10); !errors.As(err, &big) || big.Size != 100<<20 {
		t.Fatalf("a 100 MB file: %v", err)
	}

	pipe := filepath.Join(dir, "endless")
	if err := syscall.Mkfifo(pipe, 0o600); err != nil {
		t.Fatal(err)
	}
	written := make(chan int64, 1)
	go func() {
		w, err := os.OpenFile(pipe, os.O_WRONLY, 0)
		if err != nil {
			written <- -1
			return
		}
		var n int64
		chunk := make([]byte, 64<<10)
		for n < 64<<20 { // until the reader stops reading
			k, err := w.Write(chunk)
			n += int64(k)
			if err != nil {
				break
			}
		}
		w.Close()
		written <- n
	}()
	if _, err := ReadLimited(pipe, 512<<10); !errors.As(err, &big) || big.Size != -1 {
		t.Fatalf("an endless pipe: %v", err)
	}
	if n := <-written; n < 0 || n >= 64<<20 {
		t.Fatalf("the pipe was read to its end (%d bytes)", n)
	}

	fine := filepath.Join(dir, "fine.pos")
	os.WriteFile(fine, []byte("position\n"), 0o644)
	if data, err := ReadLimited(fine, 64<<10); err != nil || string(data) != "position\n" {
		t.Fatalf("a small file: %q, %v", data, err)
	}
}
