package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"tigris/online/store/sqlite"
)

// runBackup is `tigris-server backup -data DIR -out FILE`: a copy of the SQLite store taken
// while the server plays on (docs/OPERATING.md; PostgreSQL is backed up with pg_dump).
func runBackup(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tigris-server backup", flag.ContinueOnError)
	fs.SetOutput(stderr)
	data := fs.String("data", defaultData(), "the server's data folder (its -data)")
	out := fs.String("out", "", "the backup file to write (never overwritten), like tigris-2026-11-28.db")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *out == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "tigris-server backup: usage: tigris-server backup -data DIR -out FILE (a PostgreSQL database is backed up with pg_dump: docs/OPERATING.md)")
		return 2
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Hour)
	defer cancel()
	began := time.Now()
	c, err := sqlite.Backup(ctx, *data, *out)
	if err != nil {
		fmt.Fprintf(stderr, "tigris-server backup: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "tigris-server backup: %s: %d games (%d over), %d decisions, %d bytes in %v\n",
		*out, c.Games, c.Over, c.Decisions, c.Bytes, time.Since(began).Round(time.Millisecond))
	return 0
}

// runRestore is `tigris-server restore -from FILE -data DIR`: a backup checked and put in an
// empty data folder, which a server then starts on.
func runRestore(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tigris-server restore", flag.ContinueOnError)
	fs.SetOutput(stderr)
	from := fs.String("from", "", "the backup file (tigris-server backup's -out)")
	data := fs.String("data", "", "the data folder to restore into: new, or empty")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	if *from == "" || *data == "" || fs.NArg() > 0 {
		fmt.Fprintln(stderr, "tigris-server restore: usage: tigris-server restore -from FILE -data DIR (then: tigris-server -data DIR …)")
		return 2
	}
	if st, err := os.Stat(*from); err != nil || !st.Mode().IsRegular() {
		fmt.Fprintf(stderr, "tigris-server restore: no games' database in %s\n", *from)
		return 1
	}
	if entries, err := os.ReadDir(*data); err == nil && len(entries) > 0 {
		fmt.Fprintf(stderr, "tigris-server restore: %s is not empty: restore into a new folder (nothing there is replaced)\n", *data)
		return 1
	}
	if err := os.MkdirAll(*data, 0o700); err != nil {
		fmt.Fprintf(stderr, "tigris-server restore: %v\n", err)
		return 1
	}
	c, err := sqlite.Backup(context.Background(), filepath.Dir(*from), filepath.Join(*data, sqlite.File), filepath.Base(*from))
	if err != nil {
		fmt.Fprintf(stderr, "tigris-server restore: %v\n", err)
		return 1
	}
	fmt.Fprintf(stdout, "tigris-server restore: %s: %d games (%d over), %d decisions; start the server with -data %s\n", *data, c.Games, c.Over, c.Decisions, *data)
	return 0
}
