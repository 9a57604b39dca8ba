//go:build display

package scenes

import (
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// hotSeatAt is a hot-seat game of Anna (Archer) and Bo (Bull) from the position in
// testdata/name in the theme numbered theme, Anna's screen shown (her Ready clicked).
func hotSeatAt(t *testing.T, d *driver, name string, theme int) *Play {
	t.Helper()
	st := testPosition(t, name)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	sh.Settings.Theme = theme
	seats := []session.Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}}
	p, err := sh.Play(session.Config{Seats: seats, Start: st})
	if err != nil {
		t.Fatal(err)
	}
	d.scene = p
	d.step(0, 0, false)
	d.click("ready")
	return p
}

// While Anna chooses which war is fought first, the leaders of the united kingdom under the
// pointer show each war's strength (its colour's tiles in the leader's part, R7.4), the numbers
// the war buttons say, not the revolt's adjacent temples (R7.1: 1 on every one of them here).
func TestWarOrderHoverShowsWarStrengths(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		t.Run(size.name, func(t *testing.T) {
			d := &driver{t: t, ctx: contextFor(t, size)}
			p := hotSeatAt(t, d, "twowars.pos", 0)
			defer func() { d.free() }()
			g5 := mustSpace(t, "G5")
			if err := p.sess.Drop(session.Piece{Kind: session.HandTile, Color: game.Green}, g5); err != nil {
				t.Fatal(err)
			}
			if k := p.sess.State().Pending().Kind; k != game.DecideWar {
				t.Fatalf("the green tile on G5 asks for %v, not which war comes first", k)
			}
			x, y := p.lay.CellCentre(g5)
			d.step(int(x), int(y), false)
			d.look("war-order-hover-" + size.name)
			got := map[string]int{}
			for _, h := range hoverNumbers(p.sess.State(), p.hoverStrengths(p.sess.State(), g5)) {
				got[game.SpaceName(h.cell)] = h.n
			}
			// kings: settlements D5 E5 against I5 J5 K5; priests: temples F3 F4 E6 against H4 I6 I7
			want := map[string]int{"F5": 2, "H5": 3, "F6": 3, "H6": 3}
			for sp, n := range want {
				if got[sp] != n {
					t.Errorf("the leader on %s shows %d, not its war's strength %d (all shown: %v)", sp, got[sp], n, got)
				}
			}
			if len(got) != len(want) {
				t.Errorf("the leaders show %v, want %v", got, want)
			}
			if err := p.sess.Try(game.WarMove(game.Red)); err != nil {
				t.Fatal(err)
			}
			d.step(int(x), int(y), false)
			d.look("war-commit-" + size.name) // each side's supporters framed and marked
		})
	}
}
