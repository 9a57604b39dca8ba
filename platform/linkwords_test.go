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
