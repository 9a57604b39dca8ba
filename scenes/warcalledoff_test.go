//go:build display

package scenes

import (
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/game"
	"tigris/game/scenario"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// Lion joins two kingdoms with two traders and two kings in them and fights the traders' war
// first: its removals split the kingdom, so the kings' war is called off (R7.7). The log and the
// war's toast say so; the second war used to vanish without a word (review2). While the war's
// card is read, the score row already shows the points it announces.
func TestAWarCalledOffIsSaid(t *testing.T) {
	drawtest.Start(t)
	_, st, err := scenario.Open("../game/testdata/scenarios/war-traders-then-kings.txt")
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	seats := []session.Seat{{Dynasty: game.Pot, Level: ai.Easy}, {Dynasty: game.Lion, Human: true, Name: "Leo"}}
	p, err := sh.Play(session.Config{Seats: seats, Start: st, BotDelay: time.Nanosecond})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, ctx: contextFor(t, screenSize{"1280x800", 1280, 800, 1}), scene: p}
	d.step(0, 0, false)
	for _, line := range []string{"lion tile r I5", "lion war g", "lion commit 4"} {
		_, m, err := game.ParseMove(line)
		if err != nil {
			t.Fatal(err)
		}
		if err := p.sess.Try(m); err != nil {
			t.Fatalf("%s: %v", line, err)
		}
		d.step(0, 0, false)
	}
	poll.Until(t, 20*time.Second, "the bot's answer to the traders' war", func() bool {
		d.step(0, 0, false)
		_, on := p.sess.State().Conflict()
		return !on && p.sess.HumanToDecide()
	})
	// the war's card stands over the staging, frozen at its height: the score row already
	// counts the three green points the card and the log give Leo (it showed 0 until Continue)
	d.step(0, 0, false)
	p.anims.start = p.anims.start.Add(-2 * time.Second)
	d.step(0, 0, false)
	d.step(0, 0, false)
	v := p.sess.View()
	if !p.fx.card.ok || !p.anims.frozen {
		t.Fatalf("no war card over a frozen staging: card %v, frozen %v", p.fx.card.ok, p.anims.frozen)
	}
	if got := p.anims.shown(v.Me, int(game.Green), int(v.Score[game.Green])); got != 3 || v.Score[game.Green] != 3 {
		t.Fatalf("under the war's card the score row shows %d green, the game %d: want 3 for both", got, v.Score[game.Green])
	}
	// read by a key, the staging plays on from its height: the points fly, the row stays at 3
	d.ctx.In.Keys = []ebiten.Key{ebiten.KeyEnter}
	d.step(0, 0, false)
	d.ctx.In.Keys = nil
	d.step(0, 0, false)
	if got := p.anims.shown(v.Me, int(game.Green), 3); len(p.anims.list) == 0 || got != 3 {
		t.Fatalf("as the staging plays on (%d animations) the score row shows %d green, not 3", len(p.anims.list), got)
	}
	log := strings.Join(p.sess.Log(), "\n")
	if !strings.Contains(log, "The war of the kings is called off") {
		t.Fatalf("the log does not say the kings' war was called off:\n%s", log)
	}
	p.anims.finish()
	poll.Until(t, 20*time.Second, "the war's toast", func() bool {
		if d.has("seen-conflict") {
			d.click("seen-conflict")
		}
		d.step(0, 0, false)
		p.anims.finish()
		return strings.Contains(p.banner.text, "wins")
	})
	if !strings.Contains(p.banner.text, "The war of the kings is called off") {
		t.Fatalf("the war's toast says nothing of the kings' war: %q", p.banner.text)
	}
	d.look("war-called-off")
	d.free()
}
