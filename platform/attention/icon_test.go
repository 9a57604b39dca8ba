package attention

import (
	"encoding/xml"
	"net/url"
	"strings"
	"testing"
)

// fakeShower records what a platform was asked to show.
type fakeShower struct{ got []string }

func (f *fakeShower) show(on bool, text string, focused, tell bool) {
	f.got = append(f.got, map[bool]string{true: "on ", false: "off "}[on]+text+map[bool]string{true: " (in front)", false: ""}[focused]+
		map[bool]string{true: "", false: " (quiet)"}[tell || !on])
}

// TestWatchFollowsTheScreens: a turn starts the frame after a screen says so, changes when its
// words do, and ends the frame after no screen says it.
func TestWatchFollowsTheScreens(t *testing.T) {
	f := &fakeShower{}
	w := &Watch{out: f}
	w.Frame(false)
	w.Turn("Your turn in game A", true)
	w.Frame(false)
	w.Turn("Your turn in game A", true)
	w.Frame(true)
	w.Turn("Your turn in game B", true)
	w.Frame(true)
	w.Turn("Your turn in game B", false) // the player turned "My turn" off
	w.Frame(true)
	w.Turn("Your turn in game B", false) // a screen that tells wins over one that does not
	w.Turn("Your turn in game C", true)
	w.Frame(true)
	w.Frame(true)
	w.Frame(true)
	want := []string{"on Your turn in game A", "on Your turn in game B (in front)", "on Your turn in game B (in front) (quiet)",
		"on Your turn in game C (in front)", "off  (in front)"}
	if strings.Join(f.got, "|") != strings.Join(want, "|") {
		t.Fatalf("shown: %q, not %q", f.got, want)
	}
}

// TestIconsAreDrawnSVG: both icons are SVG documents, the turn's with its disc.
func TestIconsAreDrawnSVG(t *testing.T) {
	for _, turn := range []bool{false, true} {
		src, ok := strings.CutPrefix(Icon(turn), "data:image/svg+xml,")
		if !ok {
			t.Fatalf("not an SVG data address: %.40s", Icon(turn))
		}
		svg, err := url.PathUnescape(src)
		if err != nil {
			t.Fatal(err)
		}
		if err := xml.Unmarshal([]byte(svg), new(struct{ XMLName xml.Name })); err != nil {
			t.Fatalf("the icon is not XML: %v", err)
		}
		if strings.Contains(svg, "<circle") != turn {
			t.Fatalf("turn %v: the disc drawn is %v", turn, strings.Contains(svg, "<circle"))
		}
	}
	if TurnTitle("Tigris & Euphrates") != "(Your turn) Tigris & Euphrates" {
		t.Fatal(TurnTitle("Tigris & Euphrates"))
	}
}
