package game

import (
	"bytes"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// The save format is text: a header naming the format and its version, the starting position in
// the notation (with the whole bag, so the deal is exact), the moves, and a checksum line that
// catches truncated or damaged files.
const (
	saveMagic   = "tigris-euphrates save"
	SaveVersion = 1
)

// Marshal writes the record in the save format.
func (r *Record) Marshal() []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "%s %d\n", saveMagic, SaveVersion)
	b.WriteString(r.start.String())
	b.WriteString("moves\n")
	for _, rm := range r.moves {
		b.WriteString("  " + r.Line(rm) + "\n")
	}
	fmt.Fprintf(&b, "checksum %08x\n", crc32.ChecksumIEEE(b.Bytes()))
	return b.Bytes()
}

// Unmarshal reads a save. A foreign, damaged, truncated or newer file is refused with a message.
func Unmarshal(data []byte) (*Record, error) {
	text := string(data)
	first, _, _ := strings.Cut(text, "\n")
	f := strings.Fields(first)
	if len(f) != 3 || f[0]+" "+f[1] != saveMagic {
		return nil, fmt.Errorf("not a Tigris & Euphrates save file")
	}
	ver, err := strconv.Atoi(f[2])
	if err != nil || ver < 1 {
		return nil, fmt.Errorf("the save file's version %q is not understood", f[2])
	}
	if ver > SaveVersion {
		return nil, fmt.Errorf("the save file was written by a newer version of the game (format %d; this one reads up to %d)", ver, SaveVersion)
	}
	body := strings.TrimRight(text, "\n")
	i := strings.LastIndex(body, "\n")
	if i < 0 || !strings.HasPrefix(body[i+1:], "checksum ") {
		return nil, fmt.Errorf("the save file is truncated (no checksum line)")
	}
	sum, err := strconv.ParseUint(strings.TrimPrefix(body[i+1:], "checksum "), 16, 32)
	if err != nil || uint32(sum) != crc32.ChecksumIEEE([]byte(body[:i+1])) {
		return nil, fmt.Errorf("the save file is damaged (checksum mismatch)")
	}
	content := body[len(first)+1 : i+1]
	pos, moves, found := strings.Cut(content, "\nmoves\n")
	if !found {
		if pos, found = strings.CutSuffix(content, "\nmoves"); !found {
			return nil, fmt.Errorf("the save file has no moves section")
		}
		moves = ""
	}
	start, err := ParsePosition(pos)
	if err != nil {
		return nil, fmt.Errorf("the save file's position: %v", err)
	}
	r := RecordFrom(start)
	for n, line := range strings.Split(moves, "\n") {
		line = strings.TrimSpace(line)
		if line == "" {
			continue
		}
		d, m, err := ParseMove(line)
		if err != nil {
			return nil, fmt.Errorf("the save file's move %d: %v", n+1, err)
		}
		if seat := r.state.SeatOf(d); seat != r.state.Pending().Player || r.state.Over() {
			return nil, fmt.Errorf("the save file's move %d (%s) is out of turn", n+1, line)
		}
		if _, err := r.Apply(m); err != nil {
			return nil, fmt.Errorf("the save file's move %d (%s) is illegal: %v", n+1, line, err)
		}
	}
	return r, nil
}

// SaveFile writes the record to path safely: a temporary file in the same folder is written and
// synced, then renamed over the old save, so a failed write never damages what was saved before.
func (r *Record) SaveFile(path string) error {
	return WriteFileAtomic(path, r.Marshal())
}

// LoadFile reads a save file.
func LoadFile(path string) (*Record, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	r, err := Unmarshal(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", filepath.Base(path), err)
	}
	return r, nil
}

// WriteFileAtomic replaces path with data, or leaves it untouched on any error.
func WriteFileAtomic(path string, data []byte) error {
	dir := filepath.Dir(path)
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	name := tmp.Name()
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(name, path)
	}
	if err != nil {
		os.Remove(name)
		return err
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}
