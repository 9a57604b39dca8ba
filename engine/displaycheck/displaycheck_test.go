//go:build linux

package displaycheck

import (
	"strings"
	"testing"
)

// Each way of having no display gets its own plain message; a live display gets none.
func TestProblem(t *testing.T) {
	if got := problem("", ""); !strings.Contains(got, "DISPLAY is not set") {
		t.Errorf("no display: %q", got)
	}
	if got := problem("", "wayland-0"); !strings.Contains(got, "Wayland") {
		t.Errorf("Wayland only: %q", got)
	}
	if got := problem(":4321", ""); !strings.Contains(got, "cannot be reached") {
		t.Errorf("a dead display: %q", got)
	}
	for _, bad := range []string{"garbage", "localhost:", ":x", ":0.y", "host:1:"} {
		if got := problem(bad, ""); !strings.Contains(got, "is not a display name") {
			t.Errorf("%q: %q", bad, got)
		}
	}
	if got := problem("remote.example:0", ""); got != "" {
		t.Errorf("a network display is left to X: %q", got)
	}
}

// -h and -help are found before "--", whatever stands between.
func TestAsksHelp(t *testing.T) {
	for args, want := range map[string]bool{"-h": true, "--help": true, "-seed 7 -h": true, "-mute -help": true, "x -h": true, "-- -h": false, "-hint": false} {
		if got := asksHelp(strings.Fields(args)); got != want {
			t.Errorf("%q: %v", args, got)
		}
	}
}
