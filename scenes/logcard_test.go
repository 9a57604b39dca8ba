//go:build display

package scenes

import (
	"os"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// A conflict's result card on a desktop stands over the top of the panel's log: the log's lines
// then show in the part of its box below the card, its newest ones in sight, not under the card
// (review 5: the card hid the top of the log at 1280x800). Pictures with TE_SCREENSHOTS=folder.
func TestTheLogShowsBesideTheConflictsCard(t *testing.T) {
	drawtest.Start(t)
	data, err := os.ReadFile("testdata/revolt-notemples.pos")
	if err != nil {
		t.Fatal(err)
	}
	for _, size := range []screenSize{everySize[5], everySize[6]} {
		t.Run(size.name, func(t *testing.T) {
			st, err := game.ParsePosition(string(data))
			if err != nil {
				t.Fatal(err)
			}
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
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
			poll.Until(t, 20*time.Second, "the revolt's card", func() bool {
				d.step(0, 0, false)
				_, ok := p.fx.card.place(p, d.ctx)
				return ok && p.sess.HumanToDecide()
			})
			p.anims.start = p.anims.start.Add(-2 * time.Second) // the staging played out: the log says it all
			d.step(0, 0, false)
			d.step(0, 0, false)
			d.look("log-beside-card-" + size.name)
			pl, _ := p.fx.card.place(p, d.ctx)
			box := p.log.uncovered()
			if ui.Overlaps(box, pl.r) {
				t.Errorf("the log's lines stand in %v, under the card %v", box, pl.r)
			}
			beside := p.lay
			beside.Log = box
			if _, _, rows, ok := logBox(nil, d.ctx, p.theme(), &beside); !ok || rows < 3 {
				t.Errorf("the log keeps %v beside the card: %d lines", box, rows)
			}
		})
	}
}
