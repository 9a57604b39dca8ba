package storage

import (
	"os"
	"path/filepath"
	"strings"
	"time"
)

// CleanLeftovers removes the temporary files of this folder's interrupted writes (a crash, a
// killed process) older than age; younger ones may belong to a write under way in another
// window. Only the temporary files WriteFileAtomic makes for the keys given are touched, in the
// one folder each is written in: a key ending in "/" stands for every key of that group. Nothing
// in any other folder, nor another program's temporary file, is removed; a data folder that is a
// symbolic link is cleaned like any other.
func (d *Dir) CleanLeftovers(age time.Duration, keys ...string) (removed int) {
	cutoff := time.Now().Add(-age)
	folders := map[string][]string{} // folder: the escaped file names written there ("" any)
	for _, k := range keys {
		if group, ok := strings.CutSuffix(k, "/"); ok {
			dir := d.root
			if group != "" {
				dir = d.path(group)
			}
			folders[dir] = append(folders[dir], "")
			continue
		}
		p := d.path(k)
		folders[filepath.Dir(p)] = append(folders[filepath.Dir(p)], filepath.Base(p))
	}
	for dir, names := range folders {
		entries, err := os.ReadDir(dir) // follows a symbolic link to the folder
		if err != nil {
			continue
		}
		for _, e := range entries {
			if !e.Type().IsRegular() || !isLeftover(e.Name(), names) {
				continue
			}
			if info, err := e.Info(); err == nil && info.ModTime().Before(cutoff) && os.Remove(filepath.Join(dir, e.Name())) == nil {
				removed++
			}
		}
	}
	return removed
}

// isLeftover reports that file is a temporary file of WriteFileAtomic (".NAME.tmp-DIGITS", the
// digits os.CreateTemp puts for its star) for one of names, "" standing for any key's name.
func isLeftover(file string, names []string) bool {
	rest, ok := strings.CutPrefix(file, ".")
	if !ok {
		return false
	}
	i := strings.LastIndex(rest, ".tmp-")
	if i <= 0 {
		return false
	}
	name, digits := rest[:i], rest[i+len(".tmp-"):]
	if digits == "" || strings.Trim(digits, "0123456789") != "" {
		return false
	}
	if _, ok := unescape(name); !ok || escape(mustUnescape(name)) != name {
		return false // not a name this package writes
	}
	for _, n := range names {
		if n == "" || n == name {
			return true
		}
	}
	return false
}

func mustUnescape(s string) string {
	u, _ := unescape(s)
	return u
}
