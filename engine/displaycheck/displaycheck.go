//go:build linux

// Package displaycheck stops the game with a plain message when there is no X display to open.
// Ebitengine opens the display while it initialises, before main runs, and panics with a trace
// when it cannot. This package is initialised before it: Go initialises packages in the order of
// their import paths as soon as their imports are ready, and this one's path, a module of its own,
// sorts before github.com/hajimehoshi/ebiten's while it imports only what Ebitengine imports too.
package displaycheck

import (
	"os"
	"strings"
	"syscall"
)

func init() {
	if strings.HasSuffix(os.Args[0], ".test") {
		return // this package's own tests
	}
	if msg := problem(os.Getenv("DISPLAY"), os.Getenv("WAYLAND_DISPLAY")); msg != "" {
		os.Stderr.WriteString("tigris: " + msg + "\n")
		os.Exit(2)
	}
}

// problem says why no window can open, or "".
func problem(display, wayland string) string {
	switch {
	case display == "" && wayland != "":
		return "only a Wayland display is set (WAYLAND_DISPLAY), and the game needs X11: run it in Xwayland (set DISPLAY, for example DISPLAY=:0)"
	case display == "":
		return "no display (DISPLAY is not set): the game needs a desktop session, or a virtual one: Xvfb :99 & DISPLAY=:99 tigris"
	}
	host, num, ok := strings.Cut(display, ":")
	if !ok || host != "" && host != "unix" {
		return "" // a display over the network: X itself will say what is wrong
	}
	num, _, _ = strings.Cut(num, ".")
	if err := dial("/tmp/.X11-unix/X" + num); err != nil {
		return "the display " + display + " cannot be reached (" + err.Error() + "): is the X server running?"
	}
	return ""
}

// dial connects to an X server's socket and hangs up.
func dial(path string) error {
	fd, err := syscall.Socket(syscall.AF_UNIX, syscall.SOCK_STREAM|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		return err
	}
	defer syscall.Close(fd)
	return syscall.Connect(fd, &syscall.SockaddrUnix{Name: path})
}
