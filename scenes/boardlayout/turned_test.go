package boardlayout

import (
	"math"
	"testing"

	"tigris/game"
	"tigris/scenes/geom"
)

// phone is a phone held upright: its CSS size and device pixel ratio.
type phone struct{ w, h, dpr float64 }

func (p phone) layout(players int) Layout {
	return New(int(p.w*p.dpr), int(p.h*p.dpr), p.dpr, players, true)
}

var phones = []phone{{390, 844, 3}, {360, 800, 3}, {412, 915, 2.625}, {390, 844, 2}}

// On a phone held upright the board is turned a quarter: every space's square, its centre and the
// point the Grid finds there round-trip to the same space, the squares tile the board without
// overlapping, column A runs along the top and P along the foot with row 1 at the right, the map's
// printed points turn with the squares, and a screen neighbour is the neighbour the grid names
// (issue 44).
func TestATurnedBoardMapsSpacesAndPointsBothWays(t *testing.T) {
	for _, ph := range phones {
		l := ph.layout(3)
		if !l.Turned {
			t.Fatalf("%vx%v: the board is not turned", ph.w, ph.h)
		}
		if l.Board.W >= l.Board.H {
			t.Fatalf("%vx%v: the turned board %v is not taller than wide", ph.w, ph.h, l.Board)
		}
		seen := map[[2]int]int{}
		for i := 0; i < game.NCells; i++ {
			checkTurnedSpace(t, &l, i, seen)
		}
		at := func(name string) geom.Rect {
			i, err := game.ParseSpace(name)
			if err != nil {
				t.Fatal(err)
			}
			return l.CellRect(i)
		}
		if a1, p11 := at("A1"), at("P11"); a1.Y != l.Board.Y || a1.X+a1.W != l.Board.X+l.Board.W || p11.X != l.Board.X || p11.Bottom() != l.Board.Bottom() {
			t.Errorf("%vx%v: A1 at %v and P11 at %v, want the top-right and bottom-left corners of %v", ph.w, ph.h, a1, p11, l.Board)
		}
		if l.CellAt(int(l.Board.X)-2, int(l.Board.Y)+5) >= 0 || l.CellAt(int(l.Board.X+l.Board.W)+1, int(l.Board.Y)+5) >= 0 {
			t.Errorf("%vx%v: a point beside the turned board is on a space", ph.w, ph.h)
		}
	}
}

// checkTurnedSpace checks space i of turned layout l: points near its square's corners and its
// centre are on it, its square is on the board and shares its corner with no other (seen), the
// printed board's point at its centre turns onto it, and the space below it on the screen is
// below it.
func checkTurnedSpace(t *testing.T, l *Layout, i int, seen map[[2]int]int) {
	t.Helper()
	g := l.Grid()
	r := l.CellRect(i)
	for _, at := range [][2]float64{{r.X + 1, r.Y + 1}, {r.X + r.W - 1, r.Y + 1}, {r.X + r.W/2, r.Y + r.H/2}, {r.X + 1, r.Bottom() - 1}, {r.X + r.W - 1, r.Bottom() - 1}} {
		if got := l.CellAt(int(at[0]), int(at[1])); got != i {
			t.Fatalf("the point %v of %s's square %v is on %s", at, game.SpaceName(i), r, game.SpaceName(got))
		}
	}
	if r.X < l.Board.X-0.5 || r.Y < l.Board.Y-0.5 || r.X+r.W > l.Board.X+l.Board.W+0.5 || r.Bottom() > l.Board.Bottom()+0.5 {
		t.Fatalf("%s's square %v leaves the board %v", game.SpaceName(i), r, l.Board)
	}
	k := [2]int{int(r.X), int(r.Y)}
	if j, ok := seen[k]; ok {
		t.Fatalf("%s and %s share the square %v", game.SpaceName(j), game.SpaceName(i), r)
	}
	seen[k] = i
	fx, fy := (float64(i%game.Cols)+0.5)*l.Cell, (float64(i/game.Cols)+0.5)*l.Cell
	if x, y := g.Point(fx, fy); math.Abs(x-(r.X+r.W/2)) > 0.01 || math.Abs(y-(r.Y+r.H/2)) > 0.01 {
		t.Fatalf("%s: the map's point turns to (%.1f, %.1f), its square's centre is (%.1f, %.1f)", game.SpaceName(i), x, y, r.X+r.W/2, r.Y+r.H/2)
	}
	if b := g.Beside(i, 0, 1); b >= 0 && l.CellRect(b).Y != r.Bottom() {
		t.Fatalf("%s: the space below on the screen, %s, is not below", game.SpaceName(i), game.SpaceName(b))
	}
}

// Only a phone held upright turns the board: a phone held sideways, a tablet either way and a
// desktop keep the board as printed (issue 44).
func TestOnlyAnUprightPhoneTurnsTheBoard(t *testing.T) {
	for _, c := range []struct {
		w, h    int
		scale   float64
		compact bool
		turned  bool
	}{
		{1170, 2532, 3, true, true}, {1080, 2400, 3, true, true}, {1081, 2401, 2.625, true, true},
		{2532, 1170, 3, true, false}, {2400, 1080, 3, true, false},
		{1536, 2048, 2, false, false}, {2048, 1536, 2, false, false},
		{1280, 800, 1, false, false}, {1024, 768, 1, false, false}, {1920, 1080, 1.35, false, false},
	} {
		for players := 2; players <= 4; players++ {
			if l := New(c.w, c.h, c.scale, players, c.compact); l.Turned != c.turned {
				t.Errorf("%dx%d at %v: turned %v, want %v", c.w, c.h, c.scale, l.Turned, c.turned)
			} else if !l.Turned && l.Board.W <= l.Board.H {
				t.Errorf("%dx%d: the unturned board %v is not wider than tall", c.w, c.h, l.Board)
			}
		}
	}
}

// A turned board's spaces are about 33 CSS px on a 390x844 phone (23 unturned), 30 on a 360x800
// one and 35 on a 412x915 one, for two to four players, with the panel's hand, supply, buttons,
// players' rows and the log (or the tab that opens it) on the screen under the board and clear of
// each other (issue 44).
func TestATurnedBoardsSpacesAreLarge(t *testing.T) {
	least := map[phone]float64{phones[0]: 33, phones[1]: 30, phones[2]: 35, phones[3]: 33}
	for _, ph := range phones {
		for players := 2; players <= 4; players++ {
			l := ph.layout(players)
			if css := l.Cell / l.U; css < least[ph] {
				t.Errorf("%vx%v, %d players: spaces of %.1f CSS px, want at least %.0f", ph.w, ph.h, players, css, least[ph])
			}
			parts := append(append([]geom.Rect{l.Catas}, l.Hand[:]...), l.Supply[:4]...)
			parts = append(parts, l.Buttons...)
			for i := 0; i < players; i++ {
				parts = append(parts, l.PlayerRect(i))
			}
			if l.Public.H > 0 {
				parts = append(parts, l.Public)
			}
			// the log has its box, or a tab opens it over the players' rows and the hand
			switch {
			case l.Log.H >= PhoneLogH*l.U:
				parts = append(parts, l.Log)
			case l.LogTab.W >= 60*l.U && l.LogTab.H >= geom.TouchSize*l.U && l.LogOver.H >= PhoneLogH*l.U:
				parts = append(parts, l.LogTab)
			default:
				t.Errorf("%vx%v, %d players: neither a log %v nor a tab %v to open it", ph.w, ph.h, players, l.Log, l.LogTab)
			}
			for i, a := range parts {
				if a.X < 0 || a.Y < l.Board.Bottom() || a.X+a.W > l.W+0.5 || a.Bottom() > l.H+0.5 {
					t.Errorf("%vx%v, %d players: %v is off the screen or over the board %v", ph.w, ph.h, players, a, l.Board)
				}
				for _, b := range parts[i+1:] {
					if geom.Overlaps(a, b) {
						t.Errorf("%vx%v, %d players: %v and %v overlap", ph.w, ph.h, players, a, b)
					}
				}
			}
			if l.Buttons[0].H < geom.TouchSize*l.U || l.Hand[0].W < geom.TouchSize*l.U {
				t.Errorf("%vx%v: buttons %v or hand %v smaller than a finger", ph.w, ph.h, l.Buttons[0], l.Hand[0])
			}
		}
	}
}

// Under a turned board the monuments still to build are in sight or a tap away for two to four
// players (issue 44: with three or four players the row was missing): the panel's row, or the row
// at the foot of the log opened over the panel, on the screen, clear of the tab that closes the
// log and of the log, which keeps two lines, its pictures a thumb's (a title and 24 units or more).
func TestATurnedPanelsMonumentsAreInSightOrATapAway(t *testing.T) {
	for _, ph := range phones {
		for players := 2; players <= 4; players++ {
			l := ph.layout(players)
			if l.Public.H > 0 {
				if l.PublicFolded {
					t.Errorf("%vx%v, %d players: the row %v in the panel and folded too", ph.w, ph.h, players, l.Public)
				}
				continue
			}
			if !l.PublicFolded {
				t.Errorf("%vx%v, %d players: no row for the monuments, in the panel or with the log", ph.w, ph.h, players)
				continue
			}
			log, pub := l.OpenLog()
			o := l.LogOver
			closing := geom.Rect{X: o.X + o.W - l.LogTab.W - 6*l.U, Y: o.Y + 2*l.U, W: l.LogTab.W, H: l.LogTab.H}
			switch {
			case pub.H < (LabelH+24)*l.U || pub.W < 200*l.U:
				t.Errorf("%vx%v, %d players: the row with the log is %v, too small", ph.w, ph.h, players, pub)
			case pub.X < o.X || pub.Y < o.Y || pub.X+pub.W > o.X+o.W || pub.Bottom() > o.Bottom():
				t.Errorf("%vx%v, %d players: the row %v leaves the open log's room %v", ph.w, ph.h, players, pub, o)
			case geom.Overlaps(pub, closing) || geom.Overlaps(pub, log):
				t.Errorf("%vx%v, %d players: the row %v covers the closing tab %v or the log %v", ph.w, ph.h, players, pub, closing, log)
			case log.H < PhoneLogH*l.U:
				t.Errorf("%vx%v, %d players: the open log keeps %.0f units", ph.w, ph.h, players, log.H/l.U)
			}
		}
	}
}

// The log opened on a phone held upright is mostly log (review 3: a 75 CSS px box of one entry
// beside a row of monuments twice its size): at least half the screen's height and three times
// the monuments' row beside it, clear of the tab that closes it.
func TestAPhonesOpenLogIsMostlyLog(t *testing.T) {
	for _, ph := range phones {
		for players := 2; players <= 4; players++ {
			l := ph.layout(players)
			if l.LogTab.W == 0 {
				continue // the panel has the log's box
			}
			log, pub := l.OpenLog()
			o := l.LogOver
			closing := geom.Rect{X: o.X + o.W - l.LogTab.W - 6*l.U, Y: o.Y + 2*l.U, W: l.LogTab.W, H: l.LogTab.H}
			if log.H < l.H/2 || (pub.H > 0 && log.H < 3*pub.H) {
				t.Errorf("%vx%v, %d players: the open log is %.0f CSS px high beside monuments of %.0f on a screen of %.0f", ph.w, ph.h, players, log.H/l.U, pub.H/l.U, l.H/l.U)
			}
			if geom.Overlaps(log, closing) || log.Y < l.StatusBottom() {
				t.Errorf("%vx%v, %d players: the open log %v covers the closing tab %v or the status line", ph.w, ph.h, players, log, closing)
			}
		}
	}
}

// Under a turned board End turn, the row's middle button, is wider than the others, so "End
// turn" fits a 360 px phone (review 5); the replay's row, which has no End turn, is shared out
// evenly over the same span.
func TestTurnedEndTurnIsWider(t *testing.T) {
	for _, w := range []int{360, 390} {
		l := New(w*3, 800*3, 3, 2, true)
		if !l.Turned || len(l.Buttons) != 5 {
			t.Fatalf("%d px: turned %v, %d buttons", w, l.Turned, len(l.Buttons))
		}
		b := l.Buttons
		for i := range b {
			if i != 2 && math.Abs(b[i].W*endTurnShare-b[2].W) > 0.01 {
				t.Errorf("%d px: button %d is %.1f wide, End turn %.1f", w, i, b[i].W, b[2].W)
			}
			if i > 0 && b[i].X < b[i-1].X+b[i-1].W {
				t.Errorf("%d px: button %d overlaps the one before", w, i)
			}
		}
		even := l.EvenButtons()
		if math.Abs(even[0].X-b[0].X) > 0.01 || math.Abs(even[4].X+even[4].W-(b[4].X+b[4].W)) > 0.01 {
			t.Errorf("%d px: the even row %v does not span the row %v", w, even, b)
		}
		for i := range even {
			if math.Abs(even[i].W-even[0].W) > 0.01 {
				t.Errorf("%d px: the even row's button %d is %.1f wide, the first %.1f", w, i, even[i].W, even[0].W)
			}
		}
	}
}

// The replay's three or four buttons fill the rows the game's five take: no hole at the right.
func TestButtonsForFillTheRow(t *testing.T) {
	for _, sz := range [][3]float64{{390 * 3, 844 * 3, 3}, {1280, 800, 1}, {1920, 1080, 1}, {844 * 3, 390 * 3, 3}} {
		l := New(int(sz[0]), int(sz[1]), sz[2], 4, sz[2] > 1)
		right := 0.0
		for _, b := range l.Buttons {
			right = math.Max(right, b.X+b.W)
		}
		for _, n := range []int{3, 4} {
			bs := l.ButtonsFor(n)
			for i, b := range bs {
				if i > 0 && b.Y == bs[i-1].Y && b.X < bs[i-1].X+bs[i-1].W+0.5 {
					t.Errorf("%v, %d buttons: %d touches the one before", sz, n, i)
				}
				if last := i == n-1 || bs[i+1].Y != b.Y; last && math.Abs(b.X+b.W-right) > 0.01 {
					t.Errorf("%v, %d buttons: the row of %d ends at %.1f, not %.1f", sz, n, i, b.X+b.W, right)
				}
				if b.X < l.Buttons[0].X-0.01 || b.Y+b.H > sz[1] {
					t.Errorf("%v, %d buttons: %d at %v leaves the row", sz, n, i, b)
				}
			}
		}
	}
}
