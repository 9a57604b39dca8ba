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

// A page whose link asks for a bad size= opens the title with the reason, as a bad seats= does:
// the title the page falls back to must start, so the bad size is not kept for it (it was, and
// the page stayed black). A good size the link gave is kept.
func TestBadSizeLinkOpensTheTitle(t *testing.T) {
	for _, c := range []struct {
		f      options
		why    string
		w, h   int
		reason string
	}{
		{options{size: "huge", mapName: "standard"}, "size=huge", 1280, 800, "window size"},
		{options{size: "1x1", mapName: "standard", seats: "archer:human,bull:easy"}, "size=1x1", 1280, 800, "window size"},
		{options{size: "99999x99999", mapName: "standard"}, "size too large", 1280, 800, "window size"},
		{options{size: "800x600", mapName: "standard", seats: "nobody"}, "seats=nobody", 800, 600, "players it names"},
	} {
		_, err := startConfig(c.f)
		if err == nil {
			t.Fatalf("%s was accepted", c.why)
		}
		title := titleAfterBadLink(c.f, err)
		s, err := startConfig(title)
		if err != nil {
			t.Fatalf("%s: the title after it does not open either: %v", c.why, err)
		}
		if s.cfg.Seats != nil || s.w != c.w || s.h != c.h {
			t.Errorf("%s: opens %v seats at %dx%d, want the title at %dx%d", c.why, s.cfg.Seats, s.w, s.h, c.w, c.h)
		}
		checkWords(t, title.notice, c.reason)
	}
}
