//go:build display

package scenes

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// At the start of the person's turn (and while the bots play, but on a phone or tablet held
// upright, whose idle hand may take it) in a game of four on the advanced map with buildings and the
// wonder, a bots' conflict's toast covers neither his hand, his leaders in supply, his
// catastrophes, the players' rows nor a button, nor the spaces of the conflict it tells: at
// 1280x800 it stood over "Leaders in supply" for its seconds (review 4, F15), since the row of
// monuments and buildings under the board left it no room there and the log's box, one player's
// row shorter, none over its oldest lines. Pictures with TE_SCREENSHOTS=folder.
func TestBotsConflictToastLeavesThePersonsPieces(t *testing.T) {
	drawtest.Start(t)
	msg := "Lion commits 2 temples, Pot 2. Pot holds in the revolt of the farmers, 3 to 3 (ties go to the defender): Lion's farmer goes home."
	for _, size := range []screenSize{everySize[5], everySize[6], everyLayout[4], everyLayout[0]} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy},
				{Dynasty: game.Pot, Level: ai.Easy}, {Dynasty: game.Lion, Level: ai.Easy}}
			s, err := session.New(session.Config{Seats: seats, Seed: 3,
				Options: game.Options{Map: game.AdvancedMap, Buildings: true, Wonder: true}})
			if err != nil {
				t.Fatal(err)
			}
			p := NewPlay(NewSession(s, s, s), Hooks{})
			me := ai.New(ai.Random, 9)
			// after each decision from the first until the log's box has been full a while: its
			// lines leave the toast a different room each time
			seen, fullFor := -1, 0
			poll.Until(t, 3*time.Minute, "a log full for ten decisions, or 120 decisions", func() bool {
				frame(p, ctx, 0, 0, false)
				switch {
				case s.State().Over():
					return true
				case s.Decisions() == seen:
					return false
				}
				seen = s.Decisions()
				render(p, ctx).Deallocate() // (the log's lines are laid out as drawn)
				// (a phone's idle hand may take it while the bots play)
				if !p.lay.Portrait || s.HumanToDecide() {
					checkToastAway(t, p, ctx, msg, fmt.Sprintf("toast-away-%s-%d", size.name, seen))
				}
				if p.log.full(ctx) {
					fullFor++
				}
				switch {
				case s.TurnHeld():
					if err := s.EndTurn(); err != nil {
						t.Fatal(err)
					}
				case s.HumanToDecide():
					if err := s.Try(me.Choose(s.View())); err != nil {
						t.Fatal(err)
					}
				}
				return fullFor >= 10 || seen >= 120 || t.Failed() // (a phone's log behind its tab is never full)
			})
		})
	}
}

// checkToastAway says msg as a conflict's toast about two leaders on the board (temples before they came) and checks where it
// stands; the picture is kept as name.
func checkToastAway(t *testing.T, p *Play, ctx *engine.Context, msg, name string) {
	t.Helper()
	st := p.sess.State()
	var concerned []int
	for _, kind := range []game.CellKind{game.Leader, game.Tile} { // leaders first, else temples
		for i := 0; i < game.NCells && len(concerned) < 2; i++ {
			if st.Cell(i).Kind == kind {
				concerned = append(concerned, i)
			}
		}
	}
	p.banner.sayAbout(msg, concerned[0], time.Minute)
	p.banner.concern(concerned)
	r := p.banner.rect(ctx, !p.dlg.ok)
	mine := append(append([]ui.Rect{p.lay.Catas, p.lay.Players}, p.lay.Hand[:]...), p.lay.Supply[:]...)
	bad := false
	for _, c := range append(mine, p.lay.Buttons...) {
		if c.W > 0 && ui.Overlaps(r, c) {
			t.Errorf("%s: the toast %v covers %v, the person's pieces, a player's row or a button", name, r, c)
			bad = true
		}
	}
	for _, c := range concerned {
		if ui.Overlaps(r, p.lay.CellRect(c)) {
			t.Errorf("%s: the toast %v covers %s, a space of the conflict it tells", name, r, game.SpaceName(c))
			bad = true
		}
	}
	if !inside(r, ctx) {
		t.Errorf("%s: the toast %v leaves the screen", name, r)
		bad = true
	}
	if bad || strings.HasSuffix(name, "-1") || ui.Overlaps(r, p.lay.Board) && !p.lay.Portrait {
		img := render(p, ctx)
		savePicture(img, name)
		img.Deallocate()
	}
}
