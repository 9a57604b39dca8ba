//go:build !js

package main

import (
	"os"
	"time"

	"tigris/storage"
)

// programArgs are the command-line flags.
func programArgs() []string { return os.Args[1:] }

// isBrowser is false on the desktop.
const isBrowser = false

var processStart = time.Now()

// sinceStart is the time since the program started, in milliseconds.
func sinceStart() float64 { return float64(time.Since(processStart).Microseconds()) / 1000 }

// openStore opens the folder for saves and settings: the one asked for, or the user's
// configuration folder. Without one the game keeps them in memory and says so.
func openStore(dir string) (storage.Store, string) {
	if dir == "" {
		d, err := storage.DefaultDir()
		if err != nil {
			return storage.NewMemory(), "Saves and settings will not be kept: " + err.Error()
		}
		dir = d
	}
	return storage.NewDir(dir), ""
}
