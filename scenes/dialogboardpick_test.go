//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// buildingPosition: Archer's black tile on G6 makes a line of three markets (F6 G6 H6) with the
// civilization buildings option on: where the market goes is asked (R9.2).
const buildingPosition = `position
  map standard
  players archer bull
  options buildings
  turn archer
  board
    .. .. .. .. ~~ ~~ ~~ ~~ ~~ .. r* .. ~~ .. .. ..
    .. r* .. .. ~~ .. .. .. .. .. .. .. ~~ .. .. r*
    .. .. .. ~~ ~~ r* .. .. .. .. .. .. ~~ ~~ .. ..
    ~~ ~~ ~~ ~~ Ak r. .. .. .. .. .. .. .. ~~ ~~ ~~
    .. .. .. .. .. .. .. .. .. .. .. .. .. r* ~~ ~~
    .. .. .. .. .. k. .. k. .. .. .. .. .. .. ~~ ..
    ~~ ~~ ~~ ~~ .. .. .. .. r* .. .. .. ~~ ~~ ~~ ..
    .. r* .. ~~ ~~ ~~ ~~ .. .. .. .. .. ~~ .. .. ..
    .. .. .. .. .. .. ~~ ~~ ~~ ~~ ~~ ~~ ~~ .. r* ..
    .. .. .. .. .. r* .. .. .. .. .. .. .. .. .. ..
    .. .. .. .. .. .. .. .. .. .. r* .. .. .. .. ..
  hand archer bgrrkk
  hand bull kkrrgg
  bag rrrbbbgggkkk
`

// dialogOnBoard opens a hot-seat game of two people at pos, makes Archer's move and draws the
// dialog it asks; on a phone the pointer is a finger.
func dialogOnBoard(t *testing.T, size screenSize, pos, move string) (*driver, *Play, *session.Session) {
	t.Helper()
	st, err := game.ParsePosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	sh.Settings.AnimSpeed = 0
	seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}
	p, err := sh.Play(session.Config{Seats: seats, Start: st})
	if err != nil {
		t.Fatal(err)
	}
	ctx := contextFor(t, size)
	phone := size.device > 1
	ctx.In.Touch, ctx.In.TouchScreen = phone, phone
	s := p.Session().Reader.(*session.Session)
	p.Update(ctx)
	if s.NeedsHandoff() {
		s.Ready()
	}
	_, m, err := game.ParseMove(move)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Try(m); err != nil {
		t.Fatalf("%s: %v", move, err)
	}
	d := &driver{t: t, ctx: ctx, scene: p}
	d.step(2, 2, false)
	if !p.dlg.ok {
		t.Fatalf("%s asked nothing", move)
	}
	return d, p, s
}

// tapSpace presses on a space and lets go dx units to its right.
func tapSpace(d *driver, p *Play, space string, dx float64) {
	c, _ := game.ParseSpace(space)
	x, y := p.lay.CellCentre(c)
	d.step(int(x), int(y), true)
	d.step(int(x+dx*p.lay.U), int(y), true)
	d.step(int(x+dx*p.lay.U), int(y), false)
}

// lastMove is the game's last decision in its notation.
func lastMove(s *session.Session) string {
	moves := s.Record().Moves()
	return moves[len(moves)-1].Move.String()
}

// A treasure to take and a civilization building to place are chosen on the board too: the
// dialog says so, its spaces are lit, and a click or tap let go on one chooses it; a press that
// slides off (a finger panning the board) chooses nothing (it took the treasure at the touch).
// The pictures (TE_SCREENSHOTS) are the lit spaces at each size.
func TestDialogSpacesChosenOnTheBoard(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[5], everySize[6], everyLayout[0]} {
		t.Run(size.name, func(t *testing.T) {
			d, p, s := dialogOnBoard(t, size, endingPosition, "archer leader g J7")
			d.draw("boardpick-treasure-" + size.name)
			if lines := strings.Join(p.dlg.lines(d.ctx), " "); !strings.Contains(lines, "a lit space on the board") {
				t.Errorf("the treasure's dialog says nothing of the board: %q", lines)
			}
			tapSpace(d, p, "L7", 40)
			if s.State().Pending().Kind != game.DecideTreasure {
				t.Fatalf("a press on L7 slid 40 units away chose: %s", lastMove(s))
			}
			tapSpace(d, p, "L7", 1)
			if s.State().Pending().Kind == game.DecideTreasure || !strings.HasSuffix(lastMove(s), "treasure L7") {
				t.Fatalf("a tap on L7 did not take its treasure: pending %+v, last %q", s.State().Pending(), lastMove(s))
			}

			d, p, s = dialogOnBoard(t, size, buildingPosition, "archer tile k G6")
			d.draw("boardpick-building-" + size.name)
			tapSpace(d, p, "H6", 0)
			if !strings.HasSuffix(lastMove(s), "building k H6") {
				t.Fatalf("a tap on H6 did not place the market there: pending %+v, last %q", s.State().Pending(), lastMove(s))
			}
			d.img.Deallocate()
		})
	}
}
