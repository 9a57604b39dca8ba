//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/ui"
)

// While Anna chooses which of her two wars comes first (testdata/twowars.pos, her market on G5),
// each war shown on the board, as a war button's hover or first tap shows it and as its commit
// dialog does, puts its two strength badges beside the leaders: over neither leader's space nor
// any other piece, inside the board. On a phone the kings' badges stood over the kings' faces
// ("2" and "3" in review 5's m19), the board being crowded round them; at 1280x800 too.
func TestConflictTagsBesideTheirLeaders(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			d := &driver{t: t, ctx: contextFor(t, size)}
			p := atWarOrder(t, d)
			defer func() { d.free() }()
			for i, o := range p.dlg.cur.Options {
				if o.Move.Kind != game.MoveWar {
					continue
				}
				p.dlg.war.armed, p.dlg.war.at = i+1, p.sess.Decisions() // shown as a first tap shows it
				d.look("tags-" + o.Move.Color.LeaderName() + "-" + size.name)
				st := p.sess.State().Clone()
				if _, err := st.Apply(o.Move); err != nil {
					t.Fatal(err)
				}
				cf, ok := st.Conflict()
				if !ok {
					t.Fatalf("the war %q is not under way once chosen", o.Label)
				}
				spots := p.conflictBadges(nil, d.ctx, st, cf)
				for side, s := range spots {
					if msg := tagHides(p, st, s); msg != "" {
						t.Errorf("%s, %s's badge at %v: %s", o.Label, [2]string{"the attacker", "the defender"}[side], s, msg)
					}
				}
				if ui.Overlaps(spots[0], spots[1]) {
					t.Errorf("%s: the two badges %v and %v lie on each other", o.Label, spots[0], spots[1])
				}
			}
		})
	}
}

// tagHides says what a tag at s hides on the board of st: a piece (a leader's space whole, as
// the piece is drawn), or the board's edge; "" when nothing.
func tagHides(p *Play, st *game.State, s ui.Rect) string {
	var hidden []string
	for i := 0; i < game.NCells; i++ {
		r := p.lay.CellRect(i)
		if st.Cell(i).Kind != game.Empty && overlapArea(s, r.Inset(r.W*0.08)) > 0 {
			hidden = append(hidden, game.SpaceName(i))
		}
	}
	if b := p.lay.Board; s.X < b.X || s.Y < b.Y || s.X+s.W > b.X+b.W || s.Y+s.H > b.Y+b.H {
		hidden = append(hidden, "the board's edge")
	}
	if len(hidden) == 0 {
		return ""
	}
	return "it hides " + strings.Join(hidden, ", ")
}

// When the card of the priests' war Anna fought stands (testdata/twowars.pos, the bot deciding
// it), the board has told what the card says: the beaten priest's space looks as it will once the
// staging is over (empty: he went home), the winner's too (no count disc on it), and the log
// behind the card ends with the priests' war, the kings' war not yet begun in it. The card came
// while the beaten priest still stood raised on the board, and the log already said "War of the
// kings" (review 5, #7). Pictures with TE_SCREENSHOTS=folder.
func TestResultCardAfterTheBoardTellsIt(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			w := priestsWarDecided(t, size)
			p := w.p
			for i := 0; i < 400 && (!p.anims.frozen || p.anims.revealing()); i++ {
				w.step()
			}
			if !p.anims.frozen || !p.fx.card.ok {
				t.Fatalf("4 s on, the staging does not stand still under the card (frozen %v, card %v)", p.anims.frozen, p.fx.card.ok)
			}
			waitForPieces(t, &p.boardView) // both pictures with the full-size pieces
			shown := render(p, w.ctx)
			savePicture(shown, "card-in-step-"+size.name)
			log := p.sess.Log()
			if !strings.Contains(strings.Join(log, "\n"), "War of the kings") {
				t.Fatal("the kings' war is not in the log at all: the test sees nothing")
			}
			for _, line := range log[:p.anims.logShown(len(log))] {
				if strings.Contains(line, "War of the kings") {
					t.Errorf("behind the priests' card the log already says %q", line)
				}
			}
			// the board once the staging is over, the next war's markers still held back
			list := p.anims.list
			p.anims.list = []anim{{kind: then, done: true, delay: 99, cell: -1, monument: -1}}
			still := render(p, w.ctx)
			p.anims.list = list
			defer func() { shown.Deallocate(); still.Deallocate() }()
			cs, won := p.fx.card.cs, p.fx.card.won
			beaten, winner := cs.defCell, cs.attCell
			if int(won.Other) == cs.attacker {
				beaten, winner = cs.attCell, cs.defCell
			}
			if st := p.sess.State(); st.Cell(beaten).Kind != game.Empty {
				t.Fatalf("the beaten priest's space %s holds %v", game.SpaceName(beaten), st.Cell(beaten))
			}
			for _, c := range []struct {
				cell int
				what string
			}{{beaten, "the beaten priest's"}, {winner, "the winner's"}} {
				r := part(p.lay.CellRect(c.cell), 0.08, 0.92)
				if !sameImage(crop(shown, r), crop(still, r), 24) {
					savePicture(still, "card-in-step-still-"+size.name)
					t.Errorf("under the card %s space %s does not look as once the staging is over", c.what, game.SpaceName(c.cell))
				}
			}
		})
	}
}
