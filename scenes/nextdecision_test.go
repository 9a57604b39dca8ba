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

// Anna (against a bot) joins two kingdoms on G5 at testdata/twowars.pos: two wars. She picks the
// first and commits, the bot answers, and her next decision (the second war) waits behind the
// first war's card: the card says both sides' strengths, who won and what the loser lost, and
// the next decision's card comes only once she has read it (issue 44: it came over the count at
// once, on a phone and on the desktop). On the phone a tap on the board reads it and does
// nothing else. Pictures with TE_SCREENSHOTS=folder.
func TestAConflictsResultComesBeforeTheNextDecision(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everyLayout[0], {"1280x800", 1280, 800, 1}} {
		t.Run(size.name, func(t *testing.T) {
			p, d := afterTheFirstWar(t, size)
			defer func() { d.img.Deallocate() }()
			awaited := 0 // the trace's await: lines: a decision is awaited once it is on screen
			p.hooks.Await = func(*game.View, string) { awaited++ }
			d.step(0, 0, false)
			if !p.fx.card.ok {
				t.Fatal("the war Anna fought shows no card before her next decision")
			}
			p.anims.start = p.anims.start.Add(-2 * time.Second) // the totals counted
			d.step(0, 0, false)
			d.step(0, 0, false)
			d.draw("result-before-decision-" + size.name)
			if !d.has("seen-conflict") || d.has("option0") || p.dlg.ok {
				t.Fatalf("the war's card is up %v, the next decision's choice drawn %v", d.has("seen-conflict"), d.has("option0"))
			}
			if awaited != 0 {
				t.Error("the decision behind the card was said to be awaited while the card hid it")
			}
			title, lines := p.fx.card.lines(p.sess.Name)
			all := title + "\n" + strings.Join(lines, "\n")
			for _, want := range []string{"Anna attacks at", "Bull defends at", " committed = ", "goes home"} {
				if !strings.Contains(all, want) {
					t.Errorf("the card says %q, nothing of %q", all, want)
				}
			}
			decided := p.sess.Decisions()
			readCard(p, d, size.device > 1)
			// the war's staging plays out (about 0.65 s at normal speed) before the next card
			poll.Until(t, 30*time.Second, "the next decision's card", func() bool {
				d.step(0, 0, false)
				return p.dlg.ok || p.fx.card.ok
			})
			d.draw("result-before-decision-" + size.name + "-after")
			if p.fx.card.ok || !p.dlg.ok || !d.has("option0") || p.sess.Decisions() != decided {
				t.Errorf("after reading the card: card %v, next decision's card %v, decisions %d to %d", p.fx.card.ok, p.dlg.ok, decided, p.sess.Decisions())
			}
			if awaited != 1 {
				t.Errorf("the decision on screen was said to be awaited %d times, not once", awaited)
			}
		})
	}
}

// afterTheFirstWar is Anna's game against an Easy bot at testdata/twowars.pos once she joined the
// kingdoms on G5, chose the first war, committed, and the bot answered: her next decision is due.
func afterTheFirstWar(t *testing.T, size screenSize) (*Play, *driver) {
	t.Helper()
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Level: ai.Easy}}
	p, err := sh.Play(session.Config{Seats: seats, Start: testPosition(t, "twowars.pos"), BotDelay: time.Nanosecond})
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, ctx: contextFor(t, size), scene: p}
	d.step(0, 0, false)
	if err := p.sess.Drop(session.Piece{Kind: session.HandTile, Color: game.Green}, mustSpace(t, "G5")); err != nil {
		t.Fatal(err)
	}
	for _, want := range []game.DecisionKind{game.DecideWar, game.DecideCommit} {
		d.step(0, 0, false)
		dl, ok := p.sess.Dialog()
		if !ok || p.sess.State().Pending().Kind != want {
			t.Fatalf("Anna is asked %v (a dialog %v), not %v", p.sess.State().Pending().Kind, ok, want)
		}
		if err := p.sess.Try(dl.Options[0].Move); err != nil {
			t.Fatal(err)
		}
	}
	poll.Until(t, 20*time.Second, "the bot's answer to the first war", func() bool {
		d.step(0, 0, false)
		_, asked := p.sess.Dialog()
		return asked && p.sess.State().Pending().Player == 0
	})
	return p, d
}

// readCard reads the conflict's card: by its Continue, or by a tap on the board (on a space the
// next decision names, if one does: a tap there must do nothing else).
func readCard(p *Play, d *driver, onBoard bool) {
	if !onBoard {
		d.click("seen-conflict")
		return
	}
	x, y := p.lay.Board.X+p.lay.Board.W/2, p.lay.Board.Y+p.lay.Board.H/2
	next, _ := p.sess.Dialog()
	for _, o := range next.Options {
		if o.Cell >= 0 {
			x, y = p.lay.CellCentre(o.Cell)
		}
	}
	d.step(int(x), int(y), true)
	d.step(int(x), int(y), false)
}
