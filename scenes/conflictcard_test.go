//go:build display

package scenes

import (
	"os"
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

// Anna, holding no temple, drops her priest on G4 against Bull's (a bot) on H5: the rules commit
// nothing for her (R7.1) and the bot answers at once. She still sees the revolt before going on: a
// card says who attacked and defended from where, with what on the board and committed, and who
// won; the staging stands still under it until she presses Continue, and then the card goes and
// the staging plays on. Pictures in both themes with TE_SCREENSHOTS=folder.
func TestConflictCardWhenNothingToCommit(t *testing.T) {
	drawtest.Start(t)
	data, err := os.ReadFile("testdata/revolt-notemples.pos")
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		for theme, look := range []string{"", "-scifi"} {
			t.Run(size.name+look, func(t *testing.T) {
				st, err := game.ParsePosition(string(data))
				if err != nil {
					t.Fatal(err)
				}
				sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
				sh.Settings.Theme = theme
				seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy}}
				p, err := sh.Play(session.Config{Seats: seats, Start: st, BotDelay: time.Nanosecond})
				if err != nil {
					t.Fatal(err)
				}
				d := &driver{t: t, ctx: contextFor(t, size), scene: p}
				defer func() { d.free() }()
				d.step(0, 0, false)
				if err := p.sess.Drop(session.Piece{Kind: session.SupplyLeader, Color: game.Red}, mustSpace(t, "G4")); err != nil {
					t.Fatal(err)
				}
				poll.Until(t, 20*time.Second, "the bot's answer to the revolt", func() bool {
					d.step(0, 0, false)
					_, on := p.sess.State().Conflict()
					return !on && p.sess.HumanToDecide()
				})
				d.step(0, 0, false)
				if !p.fx.card.ok {
					t.Fatal("the revolt Anna fought shows no card")
				}
				// two seconds on, past the staging's end: it stands still at its height, the totals
				// counted, the result's toast not yet said
				p.anims.start = p.anims.start.Add(-2 * time.Second)
				d.step(0, 0, false)
				d.step(0, 0, false)
				d.look("conflict-card-" + size.name + look)
				if p.animSpeed() > 0 && (!p.anims.frozen || strings.Contains(p.banner.text, "holds")) {
					t.Errorf("two seconds on, the staging goes on under the card (frozen %v, toast %q)", p.anims.frozen, p.banner.text)
				}
				if !d.has("seen-conflict") {
					t.Error("the conflict's card has no Continue")
				}
				title, lines := p.fx.card.lines(p.sess.Name)
				all := title + "\n" + strings.Join(lines, "\n")
				for _, want := range []string{"revolt of the priests", "Anna attacks at G4: 1 on the board + 0 committed = 1", "Bull defends at H5: 1 on the board + "} {
					if !strings.Contains(all, want) {
						t.Errorf("the card says %q, nothing of %q", all, want)
					}
				}
				if p.animSpeed() > 0 && (p.anims.held == 0 || len(p.anims.list) == 0) {
					t.Error("the staging does not stand still under the card")
				}
				d.click("seen-conflict")
				if p.fx.card.ok || p.anims.held != 0 {
					t.Error("Continue leaves the card or the staging held")
				}
				d.look("conflict-card-" + size.name + look + "-after")
			})
		}
	}
}
