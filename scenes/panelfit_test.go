//go:build display

package scenes

import (
	"fmt"
	"strings"
	"testing"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// At every size where the panel shows what is beside the board, every monument, building and the
// wonder is there, inside the panel (a row sized so its last piece fell off by rounding lost the
// palace at 1920x1080); and a banner never stands over the log's text.
func TestPanelListsEverythingBesideTheBoard(t *testing.T) {
	drawtest.Start(t)
	for _, size := range fitSizes() {
		for _, players := range []int{2, 4} {
			t.Run(fmt.Sprintf("%s-%dp", size.name, players), func(t *testing.T) {
				ctx := contextFor(t, size)
				seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy},
					{Dynasty: game.Pot, Level: ai.Easy}, {Dynasty: game.Lion, Level: ai.Easy}}[:players]
				s, err := session.New(session.Config{Seats: seats, Seed: 3, Options: game.Options{Buildings: true, Wonder: true}})
				if err != nil {
					t.Fatal(err)
				}
				p := NewPlay(NewSession(s, s, s), Hooks{})
				frame(p, ctx, 0, 0, false)
				layOut(t, p, ctx)
				l := &p.lay
				checkPublicRow(t, p, ctx, size.name)
				if size.name == "phone-landscape-3x" && players == 2 {
					// the log, not an empty strip, beside the board of a phone held sideways
					img := render(p, ctx)
					savePicture(img, "panel-"+size.name+"-2p")
					img.Deallocate()
					if _, _, rows, ok := logBox(nil, ctx, p.theme(), l); !ok || rows < 3 {
						t.Errorf("the log %v shows %d lines", l.Log, rows)
					}
				}
				p.banner.text = "Bull holds in the war of the traders, 7 to 7 (ties go to the defender): Archer's trader goes home and 5 markets leave the board."
				// never over the board's spaces, where the person places (issue 44); under a turned
				// board the panel has no room a long toast may take (the players' rows, the hand and
				// supply a hint names, the buttons, the log's tab): there it stands at the board's
				// foot, over no more than its last quarter
				if r := p.banner.rect(ctx, !p.dlg.ok); l.Turned {
					if foot := l.Board.Bottom() - l.Board.H/4; r.Y < foot || !inside(r, ctx) {
						t.Errorf("the banner %v over a turned board %v reaches above its last quarter (%.0f)", r, l.Board, foot)
					}
				} else if ui.Overlaps(r, l.Board) {
					t.Errorf("the banner %v stands over the board %v", r, l.Board)
				}
				// it may stand in the log's box below its lines, never over them
				if text, ok := p.log.textH(ctx); ok && p.lesson == nil && ui.Overlaps(p.banner.rect(ctx, !p.dlg.ok), ui.Rect{X: l.Log.X, Y: l.Log.Y, W: l.Log.W, H: text}) {
					t.Errorf("the banner %v covers the log's lines %v (%.0f high)", p.banner.rect(ctx, !p.dlg.ok), l.Log, text)
				}
			})
		}
	}
}

// checkPublicRow checks that the wonder, every monument and every building are in the row beside
// the board (when the layout has one), inside it, and on a desktop large enough to read.
func checkPublicRow(t *testing.T, p *Play, ctx *engine.Context, sizeName string) {
	t.Helper()
	l := &p.lay
	if l.Public.H <= 0 {
		return
	}
	want := []string{"The wonder"}
	for m := game.Monument(0); m < game.NumMonuments; m++ {
		cs := m.Colors()
		want = append(want, fmt.Sprintf("The %s-%s monument", cs[0], cs[1]))
	}
	for c := game.Color(0); c < game.NumColors; c++ {
		want = append(want, "The "+c.BuildingName())
	}
next:
	for _, w := range want {
		for _, h := range p.ctl.Hits {
			if strings.HasPrefix(h.Tip, w+":") {
				if !inside(h.R, ctx) || h.R.X+h.R.W > l.Public.X+l.Public.W+0.5 {
					t.Errorf("%s at %v lies outside the row %v", w, h.R, l.Public)
				}
				// on a desktop, large enough to read (they were 14-28 px: issue 44); on a phone
				// held upright at least 24 CSS px (they were 17)
				if strings.HasPrefix(sizeName, "desktop") && h.R.W < 40*ctx.Scale {
					t.Errorf("%s is %.0f px wide, want 40 units at least", w, h.R.W)
				}
				if strings.HasPrefix(sizeName, "phone-portrait") && h.R.W < 24*ctx.Device {
					t.Errorf("%s is %.0f CSS px wide, want 24 at least", w, h.R.W/ctx.Device)
				}
				continue next
			}
		}
		t.Errorf("%s is not shown beside the board", w)
	}
}
