package sqlite

import (
	"fmt"
	"os"
)

// Here is store.Here's: the database file is still at its path, the same file. A data folder
// deleted (or the file replaced) while the server runs leaves SQLite writing into a file nobody
// will find again: everything written from then on would be gone at the restart.
func (d *DB) Here() error {
	st, err := os.Stat(d.path)
	if err != nil {
		return fmt.Errorf("the database file %s is gone (its data folder deleted?): %v", d.path, err)
	}
	if !os.SameFile(st, d.opened) {
		return fmt.Errorf("the database file %s was replaced by another while in use", d.path)
	}
	return nil
}
