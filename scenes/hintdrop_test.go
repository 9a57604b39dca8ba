//go:build display

package scenes

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// A hint asked just before the turn ends is gone before the next turn, a bot's included, in hot
// seat and against bots alone: neither its words nor its lit space stay, and a hint still being
// thought of never comes.
func TestHintGoneWhenTheTurnEnds(t *testing.T) {
	hotSeat := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Medium}, {Dynasty: game.Pot, Human: true, Name: "Bo"}}
	againstBots := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}}
	for i := 0; i < 4; i++ {
		seats, waitForIt := hotSeat, i%2 == 0
		if i >= 2 {
			seats = againstBots
		}
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
		p, err := sh.Play(session.Config{Seats: seats, Seed: 8, BotDelay: time.Hour})
		if err != nil {
			t.Fatal(err)
		}
		d := &driver{t: t, ctx: newContext(t), scene: p}
		for end := time.Now().Add(30 * time.Second); !p.sess.HumanToDecide() || needsHandoff(p.sess.Reader); d.step(0, 0, false) {
			if needsHandoff(p.sess.Reader) {
				d.click("ready")
			}
			if time.Now().After(end) {
				t.Fatal("no human's turn came")
			}
		}
		d.click("hint")
		if waitForIt {
			for end := time.Now().Add(30 * time.Second); p.hints.shown == nil; d.step(0, 0, false) {
				if time.Now().After(end) {
					t.Fatal("the hint did not come in 30 s")
				}
			}
			if !strings.HasPrefix(p.banner.text, "Hint: ") {
				t.Fatalf("the hint says %q", p.banner.text)
			}
		}
		mover := p.sess.State().Pending().Player
		d.key(ebiten.KeySpace)
		d.key(ebiten.KeySpace) // yes to "You have 2 actions left: end the turn?"
		for i := 0; i < 50 && p.sess.State().Pending().Player == mover; i++ {
			d.step(0, 0, false)
		}
		if p.sess.State().Pending().Player == mover {
			t.Fatal("the turn did not end")
		}
		for i := 0; i < 5; i++ {
			d.step(0, 0, false)
			if p.hints.shown != nil || strings.Contains(p.banner.text, "hint") || strings.HasPrefix(p.banner.text, "Hint") {
				t.Fatalf("waited %v: the next turn shows the hint: %q", waitForIt, p.banner.text)
			}
		}
		d.look("hint-gone")
	}
}
