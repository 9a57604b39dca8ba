//go:build !js

package platform

import (
	_ "displaycheck" // before Ebitengine opens the display: a message instead of a panic
	"os"
	"path/filepath"
	"time"

	"tigris/ai/reach"
	"tigris/scenes/session"
	prefs "tigris/scenes/settings"
	"tigris/storage"
)

// programArgs are the command-line flags.
func programArgs() []string { return os.Args[1:] }

// IsBrowser is false on the desktop.
const IsBrowser = false

var processStart = time.Now()

// sinceStart is the time since the program started, in milliseconds.
func sinceStart() float64 { return float64(time.Since(processStart).Microseconds()) / 1000 }

// StartBots: on the desktop bots think on goroutines of their own.
func StartBots(bool) Bots { return Bots{Reach: &reach.Reach{}} }

// forgetLink: a command line is not reloaded.
func forgetLink() {}

// reducedMotion: the desktop has no such wish to read; Animation starts at its default.
func reducedMotion() bool { return false }

// resumeAfterReload: only a page is reloaded.
func resumeAfterReload() bool { return false }

// openStore opens the folder for saves and settings: the one asked for, or the user's
// configuration folder. Without one the game keeps them in memory and says so.
// Another window on the same folder is refused it (each would overwrite the other's game), and
// the temporary files of writes a crash interrupted are removed.
func openStore(dir string) (storage.Store, string) {
	if dir == "" {
		d, err := storage.DefaultDir()
		if err != nil {
			return storage.NewMemory(), "Saves and settings will not be kept: " + err.Error()
		}
		dir = d
	}
	st := storage.NewDir(dir)
	if _, err := st.Lock(); err != nil {
		return storage.NewMemory(), "Another window of the game is using the saves folder (" + dir +
			"): this window's games are not kept. Close the other window, or start this one with -data and another folder."
	}
	st.CleanLeftovers(time.Minute, append(session.Written, prefs.Key)...)
	return st, ""
}

// exportGame writes a copy of a game to the player's home folder, "Tigris saves" (the temporary
// folder when home cannot be written), where the saves folder could not keep it.
func exportGame(name string, data []byte) (string, error) {
	var lastErr error
	for _, base := range exportFolders() {
		dir := filepath.Join(base, "Tigris saves")
		if err := os.MkdirAll(dir, 0o755); err != nil {
			lastErr = err
			continue
		}
		path := filepath.Join(dir, storage.FileName(name)+".tigris")
		if err := storage.WriteFileAtomic(path, data); err != nil {
			lastErr = err
			continue
		}
		return path, nil
	}
	return "", lastErr
}

func exportFolders() []string {
	var dirs []string
	if home, err := os.UserHomeDir(); err == nil {
		dirs = append(dirs, home)
	}
	return append(dirs, os.TempDir())
}
