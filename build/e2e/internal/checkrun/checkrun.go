// Package checkrun is the frame of an end-to-end check's main: the check stops at its first
// failure with a message, whatever it started is cleaned up in reverse order, and the process
// exits 1 with the message (a bug in the check itself still panics with its stack).
package checkrun

import (
	"fmt"
	"os"
	"path/filepath"
)

// Failure is what Fail panics with; Run reports it.
type Failure string

// Fail stops the check with a message.
func Fail(format string, args ...any) {
	panic(Failure(fmt.Sprintf(format, args...)))
}

// Run runs check, then every cleanup it added to cleanups (the last first, even after a
// failure), and returns the process's exit status: 0, or 1 after printing "NAME: FAIL: message".
func Run(name string, cleanups *[]func(), check func()) (code int) {
	defer func() {
		for i := len(*cleanups) - 1; i >= 0; i-- {
			(*cleanups)[i]()
		}
		if r := recover(); r != nil {
			msg, ok := r.(Failure)
			if !ok {
				panic(r)
			}
			fmt.Fprintf(os.Stderr, "%s: FAIL: %s\n", name, msg)
			code = 1
		}
	}()
	check()
	return 0
}

// NullSound writes an ALSA configuration into dir whose default device plays into nothing (a
// check's machine has no sound card, and the game plays its clips) and returns the environment
// entry that points a game at it.
func NullSound(dir string) (string, error) {
	path, err := filepath.Abs(filepath.Join(dir, "asound.conf"))
	if err != nil {
		return "", err
	}
	if err := os.WriteFile(path, []byte("pcm.!default { type null }\nctl.!default { type hw card 0 }\n"), 0o644); err != nil {
		return "", err
	}
	return "ALSA_CONFIG_PATH=/usr/share/alsa/alsa.conf:" + path, nil
}
