//go:build display

package scenes

import (
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

// The panel never tells a conflict's end before the board does (issue 44, review 2: the card and
// the log said "Bull holds" while the strengths were still counting up and the loser stood).
// While the board counts the revolt up, neither its card nor the log's lines of it show; once the
// totals stand counted the card and the lines come together. While the card waits for Continue,
// End turn and Swap are dim; after it they are lit again. Pictures with TE_SCREENSHOTS=folder.
func TestConflictEndWaitsForTheBoard(t *testing.T) {
	drawtest.Start(t)
	st := testPosition(t, "revolt-notemples.pos")
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy}}
	p, err := sh.Play(session.Config{Seats: seats, Start: st, BotDelay: time.Nanosecond})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, ctx: contextFor(t, screenSize{"1280x800", 1280, 800, 1}), scene: p}
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
	if !p.fx.card.ok || p.animSpeed() == 0 {
		t.Fatalf("no card (%v) or no staging (speed %v)", p.fx.card.ok, p.animSpeed())
	}
	told := func() bool { // the log's box says who won
		_, _, lines, _ := p.log.shown(nil, d.ctx)
		for _, l := range lines {
			if strings.Contains(l.text, "holds") || strings.Contains(l.text, "wins") {
				return true
			}
		}
		return false
	}
	// the staging's first moment: the totals not yet counted
	p.anims.start = p.anims.now
	d.look("conflict-reveal-counting")
	if told() || d.has("seen-conflict") {
		t.Errorf("while the board counts, the log tells the end (%v) or the card is up (%v)", told(), d.has("seen-conflict"))
	}
	for _, id := range []string{"end", "swap"} {
		if d.enabled(id) {
			t.Errorf("%q is lit while the conflict's card waits", id)
		}
	}
	// two seconds on: the staging stands counted under the card, and the log says the end
	p.anims.start = p.anims.now.Add(-2 * time.Second)
	d.step(0, 0, false)
	d.step(0, 0, false)
	d.look("conflict-reveal-card")
	if !told() || !d.has("seen-conflict") {
		t.Errorf("the totals counted: the log tells the end %v, the card is up %v", told(), d.has("seen-conflict"))
	}
	for _, id := range []string{"end", "swap"} {
		if d.enabled(id) {
			t.Errorf("%q is lit under the conflict's card", id)
		}
	}
	d.click("seen-conflict")
	if !d.enabled("end") {
		t.Error("End turn stays dim after Continue")
	}
}
