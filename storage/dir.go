package storage

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Dir is a Store in a folder: each key a file, each group a subfolder.
type Dir struct{ root string }

// NewDir keeps everything under root, made when first written.
func NewDir(root string) *Dir { return &Dir{root: root} }

// DefaultDir is the player's configuration folder for the game (~/.config/tigris on Linux).
func DefaultDir() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "tigris"), nil
}

// path maps a key to a file. Each part is escaped so any name a player types is a valid file name
// and no key reaches outside the folder.
func (d *Dir) path(key string) string {
	parts := strings.Split(key, "/")
	for i, p := range parts {
		parts[i] = escape(p)
	}
	return filepath.Join(append([]string{d.root}, parts...)...)
}

// FileName is a name a player typed made safe as one file's name.
func FileName(name string) string { return escape(name) }

func escape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == ' ' || c == '-' || c == '_' || c == '.' && i > 0
		if ok {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	if b.Len() == 0 {
		return "%"
	}
	return b.String()
}

func unescape(s string) (string, bool) {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		if i+2 >= len(s) {
			return "", false
		}
		c, err := strconv.ParseUint(s[i+1:i+3], 16, 8)
		if err != nil {
			return "", false
		}
		b.WriteByte(byte(c))
		i += 2
	}
	return b.String(), true
}

// Get implements Store. It reads no file past MaxFile and no name that is not an ordinary file
// (a pipe, a device, a link to /dev/zero), so a folder that lies cannot hang or fill the game.
func (d *Dir) Get(key string) ([]byte, error) {
	data, err := ReadLimited(d.path(key), MaxFile)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	return data, err
}

// Head reads the first n bytes of a key's file (HeadReader).
func (d *Dir) Head(key string, n int) ([]byte, error) {
	data, err := readHead(d.path(key), n)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, ErrNotFound
	}
	return data, err
}

// Put implements Store: the file is replaced atomically.
func (d *Dir) Put(key string, data []byte) error {
	p := d.path(key)
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return err
	}
	return WriteFileAtomic(p, data)
}

// Delete implements Store.
func (d *Dir) Delete(key string) error {
	err := os.Remove(d.path(key))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}

// List implements Store.
func (d *Dir) List(group string) ([]string, error) {
	dir := d.root
	if g := strings.TrimSuffix(group, "/"); g != "" {
		dir = d.path(g)
	}
	entries, err := os.ReadDir(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var keys []string
	for _, e := range entries {
		if e.IsDir() || strings.HasPrefix(e.Name(), ".") {
			continue // subgroups, and temporary files of a write under way
		}
		if k, ok := unescape(e.Name()); ok {
			keys = append(keys, k)
		}
	}
	return keys, nil
}

// WriteFileAtomic replaces path with data, or leaves it untouched on any error: a temporary file
// in the same folder is written and synced, then renamed over the old one, so a crash or a power
// loss never leaves half a file.
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
