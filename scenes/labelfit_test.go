//go:build display

package scenes

import (
	"slices"
	"strings"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// Every button of a finished game's replay shows its words whole at every size: "Review the game"
// was cut at both edges of its button at 1280x800 (issue 44, seen playing); where the long words
// do not fit, the button says "Review".
func TestReplayButtonsShowTheirWordsWhole(t *testing.T) {
	over := finishedGame(t)
	for i, size := range everySize {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			sh.Settings.Theme = i % 2
			d := &driver{t: t, ctx: ctx, scene: sh.show(NewSession(over, over, over)), reuse: true}
			defer func() { d.free() }()
			d.pastVictory() // the end's moment holds the results' buttons back
			d.step(0, 0, false)
			d.click("replay")
			d.look(size.name + "-replay-labels")
			ctl := d.ctl()
			found := false
			for _, c := range ctl.Hits {
				if c.Label == "" {
					continue
				}
				found = found || c.ID.String() == "review"
				if !ctl.Theme().LabelFits(ctx, c.Label, c.R.W) {
					t.Errorf("%q does not fit its button %v", c.Label, c.R)
				}
			}
			if !found {
				t.Error("the replay of a finished game offers no review")
			}
		})
	}
}

// The finished game's board (See the board) shows its buttons' words whole at every size, a
// 360 px phone's too: its row is shared out evenly, with no End turn to widen, and "Results"
// gives way to "Scores" where it does not fit (review 5).
func TestFinishedBoardButtonsShowTheirWordsWhole(t *testing.T) {
	over := finishedGame(t)
	for i, size := range append(slices.Clone(everySize), phone360) {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			sh.Settings.Theme = i % 2
			d := &driver{t: t, ctx: ctx, scene: sh.show(NewSession(over, over, over)), reuse: true}
			defer func() { d.free() }()
			d.pastVictory()
			d.step(0, 0, false)
			d.click("look")
			d.look(size.name + "-finished-board-labels")
			if !d.offers("results") {
				t.Fatal("the finished board offers no way back to the results")
			}
			checkLabels(t, ctx, "finished board", d.ctl())
		})
	}
}

// Every button of the board screen shows its words whole, with room at its edges, at every size:
// a phone's Swap read "wap 2 tile" with two tiles chosen, and a revolt's "Commit nothing" touched
// both edges of its third of the card (review 4, F18 and F11).
func TestBoardButtonsShowTheirWordsWhole(t *testing.T) {
	drawtest.Start(t)
	for i, size := range everySize {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			sh.Settings.Theme = i % 2
			seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}
			p, err := sh.Play(session.Config{Seats: seats, Start: revoltPosition(t)})
			if err != nil {
				t.Fatal(err)
			}
			d := &driver{t: t, ctx: ctx, scene: p}
			defer func() { d.img.Deallocate() }()
			d.step(0, 0, false)
			d.click("ready")
			d.click("swap")
			d.clickHandTile(0)
			d.clickHandTile(1)
			d.draw(size.name + "-swap-labels")
			if l := d.label("swap"); l == "Swap tiles" || l == "Swap" || l == "" {
				t.Fatalf("two tiles chosen, Swap says %q", l)
			}
			checkLabels(t, ctx, "swap", d.ctl())
			d.click("cancel-swap")
			if err := p.Session().Drop(session.Piece{Kind: session.SupplyLeader, Color: game.Red}, mustSpace(t, "G4")); err != nil {
				t.Fatal(err)
			}
			d.step(0, 0, false)
			d.draw(size.name + "-commit-labels")
			if !d.offers("option0") {
				t.Fatal("the revolt asks nothing")
			}
			checkLabels(t, ctx, "commit", d.ctl())
		})
	}
}

// A hot seat's rows on a phone name each player whole: where "Anna (Archer)" does not fit beside
// the leaders, the row leaves the dynasty out (its colour band and leaders show it) rather than
// cut the name (review 4, F12: "Rev (Archer…", "Phoebe (Bu…").
func TestPhoneRowsNamePlayersWhole(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[0], everySize[2]} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			p, d := revoltAtAnnasTurn(t, ctx)
			d.draw(size.name + "-rows")
			l := &p.lay
			name := ui.Face(ctx, 14, true)
			ls := min(18*l.U, name.Size*1.2)
			for i, want := range []string{"Anna", "Bo"} {
				r := l.PlayerRect(i)
				got := p.rowShown(ctx, i, name, r.W-20*l.U-4*(ls+3*l.U))
				if strings.HasSuffix(got, "…") || !strings.HasPrefix(got, want) {
					t.Errorf("row %d names %q", i, got)
				}
			}
		})
	}
}
