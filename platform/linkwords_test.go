//go:build display

package platform

import (
	"errors"
	"flag"
	"io"
	"strings"
	"testing"
)

// TestLinkTroubleInPlayersWords: every way a link's options fail is told without a flag's name or
// the link's own spelling, and each part of the link is named.
func TestLinkTroubleInPlayersWords(t *testing.T) {
	ok := Options{Size: defaultSize, Map: "standard"}
	with := func(change func(*Options)) Options { o := ok; change(&o); return o }
	for _, c := range []struct {
		f    Options
		want string
	}{
		{with(func(o *Options) { o.Seats = "nonsense" }), "players it names"},
		{with(func(o *Options) { o.Seats = "archer:wizard" }), "players it names"},
		{with(func(o *Options) { o.Map = "moon" }), "board it asks for"},
		{with(func(o *Options) { o.Opts = "wonder,flying" }), "rule option"},
		{with(func(o *Options) { o.Position = "position\nnonsense" }), "position it carries"},
		{with(func(o *Options) { o.Position = strings.Repeat("x", 300000) }), "larger than any game"},
		{with(func(o *Options) { o.Size = "1x1" }), "window size"},
	} {
		_, err := StartConfig(c.f)
		if err == nil {
			t.Fatalf("%+v was accepted", c.f)
		}
		checkWords(t, LinkTrouble(err), c.want)
	}
	// a value the flags themselves refuse, as the page's query is read
	fs := flag.NewFlagSet("tigris", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Uint64("seed", 0, "")
	checkWords(t, LinkTrouble(fs.Parse([]string{"-seed=abc"})), "deal number")
	if said := LinkTrouble(errors.New("the game has 3 players but 2 seats were given")); !strings.Contains(said, "3 players but 2 seats") {
		t.Errorf("a reason that names no flag is lost: %q", said)
	}
}

func checkWords(t *testing.T, said, want string) {
	t.Helper()
	if !strings.Contains(said, want) {
		t.Errorf("%q does not name the part (%q)", said, want)
	}
	for _, raw := range []string{"-seats", "-map", "-options", "-seed", "-position", "-size", ":human", "LEVEL", "flag", "archer", "wonder"} {
		if strings.Contains(said, raw) {
			t.Errorf("%q reads like a command line (%q)", said, raw)
		}
	}
}

// A page whose link asks for a bad size= opens the title with the reason, as a bad seats= does:
// the title the page falls back to must start, so the bad size is not kept for it (it was, and
// the page stayed black). A good size the link gave is kept.
func TestBadSizeLinkOpensTheTitle(t *testing.T) {
	for _, c := range []struct {
		f      Options
		why    string
		w, h   int
		reason string
	}{
		{Options{Size: "huge", Map: "standard"}, "size=huge", 1280, 800, "window size"},
		{Options{Size: "1x1", Map: "standard", Seats: "archer:human,bull:easy"}, "size=1x1", 1280, 800, "window size"},
		{Options{Size: "99999x99999", Map: "standard"}, "size too large", 1280, 800, "window size"},
		{Options{Size: "800x600", Map: "standard", Seats: "nobody"}, "seats=nobody", 800, 600, "players it names"},
	} {
		_, err := StartConfig(c.f)
		if err == nil {
			t.Fatalf("%s was accepted", c.why)
		}
		title := TitleAfterBadLink(c.f, err)
		s, err := StartConfig(title)
		if err != nil {
			t.Fatalf("%s: the title after it does not open either: %v", c.why, err)
		}
		if s.Config.Seats != nil || s.W != c.w || s.H != c.h {
			t.Errorf("%s: opens %v seats at %dx%d, want the title at %dx%d", c.why, s.Config.Seats, s.W, s.H, c.w, c.h)
		}
		checkWords(t, title.Notice, c.reason)
	}
}
