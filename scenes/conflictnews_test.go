//go:build display

package scenes

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// A war between two bots, the person not in it, shows each side's commitment on its banner
// (issue 44, review 3: only the log said that Bull had committed 2 farms). Anna's settlement on D5
// joins Bull's trader's kingdom (B5, a market on C5) to Pot's (F5, a market on E5); the two Easy bots
// commit what they choose, and the banner opens with what each committed, as the log tells it.
func TestBotsWarShowsTheirCommitments(t *testing.T) {
	drawtest.Start(t)
	st := testPosition(t, "botwar.pos")
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	sh.Settings.AnimSpeed = 0 // the banner at once
	seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy, Name: "Bull"}, {Dynasty: game.Pot, Level: ai.Easy, Name: "Pot"}}
	p, err := sh.Play(session.Config{Seats: seats, Start: st, BotDelay: time.Nanosecond})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, ctx: contextFor(t, screenSize{"1280x800", 1280, 800, 1}), scene: p}
	defer func() { d.free() }()
	d.step(0, 0, false)
	if err := p.sess.Drop(session.Piece{Kind: session.HandTile, Color: game.Black}, mustSpace(t, "D5")); err != nil {
		t.Fatal(err)
	}
	d.step(0, 0, false)
	if cf, ok := p.sess.State().Conflict(); !ok || !cf.War || cf.Color != game.Green {
		t.Fatalf("the settlement on D5 began no war of the traders (%+v, %v)", cf, ok)
	}
	poll.Until(t, 30*time.Second, "the bots' commitments", func() bool {
		d.step(0, 0, false)
		_, on := p.sess.State().Conflict()
		return !on && p.banner.text != ""
	})
	d.look("bots-war-banner")
	commits := map[string]int{}
	re := regexp.MustCompile(`^(Bull|Pot) commits (\d+)`)
	for _, line := range p.sess.Log() {
		if m := re.FindStringSubmatch(line); m != nil {
			commits[m[1]], _ = strconv.Atoi(m[2])
		}
	}
	if len(commits) != 2 {
		t.Fatalf("the log tells the commitments of %v, not of both bots: %q", commits, p.sess.Log())
	}
	att, def := "Bull", "Pot"
	if !strings.HasPrefix(p.banner.text, "Bull") {
		att, def = def, att
	}
	farms := fmt.Sprintf("%d markets", commits[att])
	if commits[att] == 1 {
		farms = "1 market"
	}
	want := fmt.Sprintf("%s commits %s, %s %d. ", att, farms, def, commits[def])
	if !strings.HasPrefix(p.banner.text, want) {
		t.Errorf("the banner says %q, not first %q", p.banner.text, want)
	}
}
