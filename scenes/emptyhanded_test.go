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

// When the game commits "0 temples" for the person without asking (he holds none), the
// conflict's card says so in a line, which tells him why he never got a choice (issue 44, review
// 3); a person who held temples and chose to commit none is not told he held none. Anna's priest
// on G4 revolts against Bull's priest on H5: with no temple in hand (revolt-notemples.pos) and
// with two she keeps (revolt.pos, "Commit nothing").
func TestCardSaysNothingToCommit(t *testing.T) {
	drawtest.Start(t)
	const line = "You hold no temples: nothing to commit."
	for _, c := range []struct {
		pos  string
		want bool
	}{{"revolt-notemples.pos", true}, {"revolt.pos", false}} {
		t.Run(c.pos, func(t *testing.T) {
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy}}
			p, err := sh.Play(session.Config{Seats: seats, Start: testPosition(t, c.pos), BotDelay: time.Nanosecond})
			if err != nil {
				t.Fatal(err)
			}
			d := &driver{t: t, ctx: contextFor(t, screenSize{"1280x800", 1280, 800, 1}), scene: p}
			defer func() {
				if d.img != nil {
					d.free()
				}
			}()
			d.step(0, 0, false)
			if err := p.sess.Drop(session.Piece{Kind: session.SupplyLeader, Color: game.Red}, mustSpace(t, "G4")); err != nil {
				t.Fatal(err)
			}
			d.step(0, 0, false)
			if p.sess.HumanToDecide() && p.sess.State().Pending().Kind == game.DecideCommit {
				if err := p.sess.Try(game.CommitMove(0)); err != nil {
					t.Fatal(err)
				}
			}
			poll.Until(t, 20*time.Second, "the bot's answer to the revolt", func() bool {
				d.step(0, 0, false)
				_, on := p.sess.State().Conflict()
				return !on && p.sess.HumanToDecide()
			})
			if !p.fx.card.ok {
				t.Fatal("no conflict card")
			}
			p.anims.finish()
			d.look("card-nothing-to-commit-" + strings.TrimSuffix(c.pos, ".pos"))
			_, lines := p.fx.card.lines(p.sess.Name)
			if got := strings.Contains(strings.Join(lines, "\n"), line); got != c.want {
				t.Errorf("the card says %q: %q in it %v, want %v", lines, line, got, c.want)
			}
		})
	}
}
