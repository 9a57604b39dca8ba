package sqlite

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
)

// Copied is what a backup holds.
type Copied struct {
	Games, Over, Decisions int
	Bytes                  int64
}

// Backup copies the store of folder dir into the new file out while servers play on it:
// VACUUM INTO writes one consistent snapshot (a read transaction, which neither waits for the
// writers nor holds them up in WAL mode), into out.partial first, renamed to out once whole and
// synced, so out is never half a database. The copy is checked (integrity_check) and counted.
// Restore: put the file as tigris-online.db in an empty folder and start the server on it.
//
// name, when given, is the database's file name in dir instead of File (a restore copies a
// backup file the same way, checked).
func Backup(ctx context.Context, dir, out string, name ...string) (Copied, error) {
	file := File
	if len(name) > 0 {
		file = name[0]
	}
	if _, err := os.Lstat(out); err == nil {
		return Copied{}, fmt.Errorf("%s exists: a backup never overwrites a file", out)
	}
	src, err := filepath.Abs(filepath.Join(dir, file))
	if err != nil {
		return Copied{}, err
	}
	if st, err := os.Stat(src); err != nil || !st.Mode().IsRegular() {
		return Copied{}, fmt.Errorf("no games' database in %s (%s)", dir, file)
	}
	partial := out + ".partial"
	os.Remove(partial)
	db, err := sql.Open("sqlite", "file:"+src+"?"+url.Values{"_pragma": {"busy_timeout(10000)"}, "mode": {"ro"}}.Encode())
	if err != nil {
		return Copied{}, err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `VACUUM INTO ?`, partial); err != nil {
		os.Remove(partial)
		return Copied{}, fmt.Errorf("copying %s: %v", src, err)
	}
	c, err := check(ctx, partial)
	if err == nil {
		err = syncRename(partial, out)
	}
	if err != nil {
		os.Remove(partial)
		return Copied{}, err
	}
	return c, nil
}

// check opens a copy read-only, checks its integrity and counts it.
func check(ctx context.Context, path string) (Copied, error) {
	if err := os.Chmod(path, 0o600); err != nil { // it holds every game's bag and seed
		return Copied{}, err
	}
	db, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		return Copied{}, err
	}
	defer db.Close()
	var ok string
	if err := db.QueryRowContext(ctx, `PRAGMA integrity_check`).Scan(&ok); err != nil || ok != "ok" {
		return Copied{}, fmt.Errorf("the copy is damaged: %v %s", err, ok)
	}
	var c Copied
	err = db.QueryRowContext(ctx, `SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM games WHERE over = 1), (SELECT count(*) FROM decisions)`).
		Scan(&c.Games, &c.Over, &c.Decisions)
	if err != nil {
		return Copied{}, err
	}
	st, err := os.Stat(path)
	if err != nil {
		return Copied{}, err
	}
	c.Bytes = st.Size()
	return c, nil
}

func syncRename(from, to string) error {
	f, err := os.Open(from)
	if err != nil {
		return err
	}
	err = f.Sync()
	f.Close()
	if err != nil {
		return err
	}
	if _, err := os.Lstat(to); err == nil {
		return errors.New(to + " appeared meanwhile: not overwritten")
	}
	if err := os.Rename(from, to); err != nil {
		return err
	}
	if d, err := os.Open(filepath.Dir(to)); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}
