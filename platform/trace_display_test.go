//go:build display

package platform

import (
	"io"
	"os"
	"testing"

	"tigris/scenes"
)

// The -trace hook says a screen's controls when they changed, and again when a screen comes back
// after another: the checks wait on those lines (docs/TRACE.md), and the screens give their line
// every frame.
func TestControlsTracedWhenChanged(t *testing.T) {
	var h scenes.Hooks
	TraceHooks(&h)
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	stdout := os.Stdout
	os.Stdout = w
	for _, line := range []string{"title new:1,2", "title new:1,2", "menu back:3,4", "menu back:3,4", "title new:1,2", "title new:5,6"} {
		h.Controls(line)
	}
	os.Stdout = stdout
	w.Close()
	got, _ := io.ReadAll(r)
	want := "controls: title new:1,2\ncontrols: menu back:3,4\ncontrols: title new:1,2\ncontrols: title new:5,6\n"
	if string(got) != want {
		t.Fatalf("traced:\n%swant:\n%s", got, want)
	}
}
