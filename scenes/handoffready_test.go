//go:build display

package scenes

import (
	"fmt"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// The hot-seat hand-off's Ready stays where it was whatever the summary under it holds: it stood
// under "Since your last turn" and moved down as the list grew (y 644, 719, 764, 823 at 1080p),
// so the next person's click landed on nothing (review 3).
func TestHandoffReadyStaysPut(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			p, d := annaAndBo(t, size)
			defer func() { d.free() }()
			var at []ui.Rect
			var summary []int
			for turn := 0; turn < 4; turn++ {
				d.look(fmt.Sprintf("handoff-ready-%s-%d", size.name, turn))
				at = append(at, controlRect(t, &p.ctl, "ready"))
				summary = append(summary, len(p.sess.Reader.(sinceTeller).SinceSummary(handoffTo(p.sess.Reader))))
				d.click("ready")
				te := p.sess.Reader.(turnEnder)
				for p.sess.State().Pending().Player == turn%2 && !p.sess.State().Over() {
					if te.TurnHeld() {
						if err := te.EndTurn(); err != nil {
							t.Fatal(err)
						}
						continue
					}
					tile := tileMove(p.sess.State())
					if err := p.sess.Try(tile); err != nil {
						t.Fatalf("%v: %v", tile, err)
					}
					d.step(0, 0, false)
				}
				if pass, ok := p.sess.Reader.(interface{ PassOn() }); ok {
					pass.PassOn()
				}
				d.step(0, 0, false)
			}
			if summary[0] == summary[len(summary)-1] {
				t.Fatalf("the summaries were all %d lines long: the test shows nothing", summary[0])
			}
			for i, r := range at[1:] {
				if r != at[0] {
					t.Errorf("hand-off %d (summary of %d lines): Ready at %v, at the first (%d lines) %v", i+2, summary[i+1], r, summary[0], at[0])
				}
			}
		})
	}
}

// tileMove is the first legal move that places a tile, or the first legal move.
func tileMove(st *game.State) game.Move {
	moves := st.LegalMoves()
	for _, m := range moves {
		if m.Kind == game.MoveTile {
			return m
		}
	}
	return moves[0]
}

// annaAndBo is a hot seat of two people, Anna and Bo, at its first hand-off, on a screen of size.
func annaAndBo(t *testing.T, size screenSize) (*Play, *driver) {
	t.Helper()
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}}
	p, err := sh.Play(session.Config{Seats: seats, Seed: 9})
	if err != nil {
		t.Fatal(err)
	}
	return p, &driver{t: t, ctx: contextFor(t, size), scene: p}
}
