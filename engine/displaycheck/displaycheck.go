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

// ProbeEnv is set in the copy of the game that tries the display: there Ebitengine opens it, and
// the game's engine package ends the copy as soon as it has.
const ProbeEnv = "TIGRIS_DISPLAY_PROBE"

func init() {
	if os.Getenv(ProbeEnv) != "" {
		return // the probe itself
	}
	if strings.HasSuffix(os.Args[0], ".test") {
		// a test binary: drawing tests are reported skipped, others (this package's own) run
		if msg := problem(os.Getenv("DISPLAY"), os.Getenv("WAYLAND_DISPLAY")); msg != "" {
			skipDrawingTests(msg)
		}
		return
	}
	msg := problem(os.Getenv("DISPLAY"), os.Getenv("WAYLAND_DISPLAY"))
	if msg == "" {
		msg = probe()
	}
	if msg == "" {
		return
	}
	if asksHelp(os.Args[1:]) {
		os.Stderr.WriteString(usage) // the flags need no display to be explained
		os.Exit(2)
	}
	os.Stderr.WriteString("tigris: " + msg + "\n")
	os.Exit(2)
}

// asksHelp reports a -h or -help flag among the arguments before "--" (a flag's value is taken
// for what it is, which only ever prints the help where the game would have said it has no
// display).
func asksHelp(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		switch strings.TrimLeft(a, "-") {
		case "h", "help":
			return true
		}
	}
	return false
}

// problem says why no window can open, from what is quick to check, or "".
func problem(display, wayland string) string {
	switch {
	case display == "" && wayland != "":
		return "only a Wayland display is set (WAYLAND_DISPLAY), and the game needs X11: run it in Xwayland (set DISPLAY, for example DISPLAY=:0)"
	case display == "":
		return "no display (DISPLAY is not set): the game needs a desktop session, or a virtual one: Xvfb :99 & DISPLAY=:99 tigris"
	}
	host, num, ok := cutLast(display, ":")
	num, screen, hasScreen := strings.Cut(num, ".")
	if !ok || !digits(num) || hasScreen && !digits(screen) || strings.ContainsAny(host, " \t\n") {
		return "DISPLAY=" + display + " is not a display name like :0 or host:0.0"
	}
	if host != "" && host != "unix" {
		return "" // a display over the network: the probe tries it
	}
	if err := dial("/tmp/.X11-unix/X" + num); err != nil {
		return "the display " + display + " cannot be reached (" + err.Error() + "): is the X server running?"
	}
	return ""
}

func cutLast(s, sep string) (before, after string, found bool) {
	if i := strings.LastIndex(s, sep); i >= 0 {
		return s[:i], s[i+len(sep):], true
	}
	return s, "", false
}

func digits(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }

// dial connects to an X server's socket and hangs up.
func dial(path string) error {
	fd, err := syscall.Socket(syscall.AF_UNIX, syscall.SOCK_STREAM|syscall.SOCK_CLOEXEC, 0)
	if err != nil {
		return err
	}
	defer syscall.Close(fd)
	return syscall.Connect(fd, &syscall.SockaddrUnix{Name: path})
}

// probe opens the display the way the game will, in a copy of the game that ends once it has,
// and says why it could not, or "": an X server that refuses authorization, a screen it does not
// have, a forwarded display whose other end is gone all fail only there.
func probe() string {
	exe, err := os.Executable()
	if err != nil {
		return ""
	}
	var p [2]int
	if err := syscall.Pipe2(p[:], syscall.O_CLOEXEC); err != nil {
		return ""
	}
	null, err := syscall.Open("/dev/null", syscall.O_RDWR|syscall.O_CLOEXEC, 0)
	if err != nil {
		syscall.Close(p[0])
		syscall.Close(p[1])
		return ""
	}
	// the copy gets no arguments: it only opens the display
	pid, err := syscall.ForkExec(exe, []string{os.Args[0]}, &syscall.ProcAttr{
		Env:   append(os.Environ(), ProbeEnv+"=1"),
		Files: []uintptr{uintptr(null), uintptr(null), uintptr(p[1])},
	})
	syscall.Close(p[1])
	syscall.Close(null)
	if err != nil {
		syscall.Close(p[0])
		return ""
	}
	var out []byte
	buf := make([]byte, 4096)
	for len(out) < 1<<16 {
		n, err := syscall.Read(p[0], buf)
		if n <= 0 || err != nil {
			break
		}
		out = append(out, buf[:n]...)
	}
	syscall.Close(p[0])
	var status syscall.WaitStatus
	for {
		_, err := syscall.Wait4(pid, &status, 0, nil)
		if err != syscall.EINTR {
			break
		}
	}
	if status.Exited() && status.ExitStatus() == 0 {
		return ""
	}
	display := os.Getenv("DISPLAY")
	why := "the X server did not accept the game"
	for _, line := range strings.Split(string(out), "\n") {
		if strings.HasPrefix(line, "glfw: X11:") {
			why = strings.TrimSpace(strings.TrimPrefix(line, "glfw: X11:"))
			break
		}
	}
	return "the display " + display + " cannot be opened (" + why + "): is the X server running, and does it let this user in (xhost, XAUTHORITY)?"
}
