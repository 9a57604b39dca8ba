//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// The person's revolt card ("You attack: commit temples?") is as tall as what it says, its
// choices right under its words: it filled the panel down to its buttons, a mostly empty card 440
// px tall with its two buttons at its foot (issue 44, review 3). Anna's priest dropped on G4
// revolts against Bo's priest on H5; at each size the card is no taller than its words, its hand's
// row and its choices, plus a line of the log at most (its foot never cuts one in half). Pictures
// with TE_SCREENSHOTS=folder.
func TestCommitCardFitsItsWords(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			p, d := revoltAtAnnasTurn(t, ctx)
			if err := p.sess.Drop(session.Piece{Kind: session.SupplyLeader, Color: game.Red}, mustSpace(t, "G4")); err != nil {
				t.Fatal(err)
			}
			d.step(0, 0, false)
			if p.sess.State().Pending().Kind != game.DecideCommit || !p.dlg.ok {
				t.Fatalf("the revolt asks %v (dialog %v), not a commitment", p.sess.State().Pending().Kind, p.dlg.ok)
			}
			d.draw("commit-card-" + size.name)
			at := p.dlg.at
			var opts []ui.Rect
			for _, c := range p.ctl.Hits {
				if strings.HasPrefix(c.ID.String(), "option") {
					opts = append(opts, c.R)
				}
			}
			if len(opts) < 2 {
				t.Fatalf("the card offers %d choices", len(opts))
			}
			u := p.lay.U
			th := p.theme()
			inner := p.lay.Work.W - 32*u
			words := th.Paragraph(nil, ctx, p.dlg.cur.Title, 0, 0, inner, 17, true, th.Accent, engine.Left) + 8*u
			for _, line := range p.dlg.cur.Lines {
				words += th.Paragraph(nil, ctx, line, 0, 0, inner, 13, false, th.Text, engine.Left) + 4*u
			}
			choices := opts[len(opts)-1].Bottom() - opts[0].Y
			lineH := ui.Face(ctx, 12, false).Size * 1.3
			most := 14*u + words + 10*u + p.dlg.commitHandRow(at.Y) + choices + 14*u + lineH + 2*u
			if at.H > most {
				t.Errorf("the card is %.0f px tall, more than its words, hand and choices (%.0f)", at.H, most)
			}
			for _, o := range opts {
				if o.Y < at.Y+words || o.Bottom() > at.Bottom() {
					t.Errorf("a choice at %v stands over the words or off the card %v", o, at)
				}
			}
		})
	}
}
