//go:build display

package main

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
	ok := options{size: defaultSize, mapName: "standard"}
	with := func(change func(*options)) options { o := ok; change(&o); return o }
	for _, c := range []struct {
		f    options
		want string
	}{
		{with(func(o *options) { o.seats = "nonsense" }), "players it names"},
		{with(func(o *options) { o.seats = "archer:wizard" }), "players it names"},
		{with(func(o *options) { o.mapName = "moon" }), "board it asks for"},
		{with(func(o *options) { o.opts = "wonder,flying" }), "rule option"},
		{with(func(o *options) { o.position = "position\nnonsense" }), "position it carries"},
		{with(func(o *options) { o.position = strings.Repeat("x", 300000) }), "larger than any game"},
		{with(func(o *options) { o.size = "1x1" }), "window size"},
	} {
		_, err := startConfig(c.f)
		if err == nil {
			t.Fatalf("%+v was accepted", c.f)
		}
		checkWords(t, linkTrouble(err), c.want)
	}
	// a value the flags themselves refuse, as the page's query is read
	fs := flag.NewFlagSet("tigris", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	fs.Uint64("seed", 0, "")
	checkWords(t, linkTrouble(fs.Parse([]string{"-seed=abc"})), "deal number")
	if said := linkTrouble(errors.New("the game has 3 players but 2 seats were given")); !strings.Contains(said, "3 players but 2 seats") {
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
