//go:build display

package review

import (
	"image"
	"image/color"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	airev "tigris/ai/review"
	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
	"tigris/storage"
)

func TestMain(m *testing.M) { drawtest.Main(m) }

// size is a window in CSS pixels at a device scale.
type size struct {
	name   string
	w, h   int
	device float64
}

var sizes = []size{{"1280x800", 1280, 800, 1}, {"1920x1080", 1920, 1080, 1}, {"phone-390x844-3x", 390, 844, 3}}

func contextAt(t *testing.T, s size) *engine.Context {
	t.Helper()
	drawtest.Start(t)
	fonts, err := engine.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	ctx := &engine.Context{W: int(float64(s.w) * s.device), H: int(float64(s.h) * s.device), Device: s.device, In: &engine.Input{}, Fonts: fonts, Now: time.Now()}
	ctx.Scale = engine.UIScale(float64(s.w), float64(s.h), s.device)
	return ctx
}

// botRecord is a finished game of a Medium bot against a Random one.
func botRecord(t *testing.T) *game.Record {
	t.Helper()
	rec, err := game.NewRecord(game.Options{Seats: game.FirstDynasties(2)}, 31)
	if err != nil {
		t.Fatal(err)
	}
	bots := []*ai.Bot{ai.New(ai.Medium, 1), ai.New(ai.Random, 2)}
	for n := 0; !rec.State().Over() && n < 2000; n++ {
		s := rec.State()
		p := s.Pending().Player
		if _, err := rec.Apply(bots[p].Choose(s.ViewFor(p))); err != nil {
			t.Fatal(err)
		}
	}
	return rec
}

// click presses the control id as a pointer would.
func click(t *testing.T, sc *Screen, ctx *engine.Context, id ui.ID) {
	t.Helper()
	for _, h := range sc.ctl.Hits {
		if h.ID == id {
			ctx.In.X, ctx.In.Y = int(h.R.X+h.R.W/2), int(h.R.Y+h.R.H/2)
			ctx.In.Pressed, ctx.In.Down = true, true
			sc.Update(ctx)
			ctx.In.Pressed, ctx.In.Down, ctx.In.Released = false, false, true // a list's button answers on release
			sc.Update(ctx)
			ctx.In.Released = false
			return
		}
	}
	t.Fatalf("no control %v on screen", id)
}

// shown reports a control on screen.
func shown(sc *Screen, id ui.ID) bool {
	for _, h := range sc.ctl.Hits {
		if h.ID == id {
			return true
		}
	}
	return false
}

type back struct{}

func (back) Update(*engine.Context) (bool, error) { return false, nil }
func (back) Draw(*ebiten.Image, *engine.Context)  {}

// quick is a small search: the review's whole path in a test's time.
var quick = airev.Options{Iterations: 30, Pairs: 8, Seed: 1}

// TestReviewScreen: the review runs off the frame with its bar, then lists the mistakes; a
// mistake clicked shows its position with the move made and the better one ringed on the board
// and its sentence; a click on the chart goes to that turn; ◄ ► step; the review is kept, so the
// screen opened again has it at once. Pictures at a desktop's and a phone's size (TE_SCREENSHOTS).
func TestReviewScreen(t *testing.T) {
	rec := botRecord(t)
	st := storage.NewMemory()
	for i, s := range sizes {
		t.Run(s.name, func(t *testing.T) {
			ctx := contextAt(t, s)
			img := engine.NewImage(ctx.W, ctx.H)
			defer img.Deallocate()
			h := Host{Theme: themes.For(0, false), Pal: &assets.Normal, Store: st, Options: quick}
			sc := New(h, rec, []string{"Anna", ""}, back{})
			sc.Update(ctx)
			sc.Draw(img, ctx)
			// the first size makes the review; the later ones read it kept, which can come back
			// before the screen's first frame
			if i == 0 && !sc.Running() {
				t.Fatal("the first review is not running")
			}
			drawtest.SavePicture(img, "review-running-"+s.name)
			poll.Until(t, 180*time.Second, "the review", func() bool {
				sc.Update(ctx)
				return !sc.Running()
			})
			r := sc.Review()
			if r == nil {
				t.Fatalf("no review: %s", sc.msg)
			}
			sc.Draw(img, ctx)
			if len(sc.list) == 0 {
				t.Fatal("no mistake listed")
			}
			drawtest.SavePicture(img, "review-"+s.name)
			// each seat's line is its dynasty's house colour, the faces of its leaders
			for seat := 0; seat < rec.Start().NumPlayers(); seat++ {
				house := h.Pal.House[rec.Start().Player(seat).Dynasty]
				if n := inkColumns(img, sc.plot.r, house); float64(n) < sc.plot.r.W*0.8 {
					t.Errorf("seat %d's line: %d of the chart's %.0f columns hold its house colour %v", seat, n, sc.plot.r.W, house)
				}
			}
			if !shown(sc, idMistake.At(0)) { // a phone's list is under the words: scrolled to, as a finger does
				sc.page.ScrollTo(1e9)
				sc.Draw(img, ctx)
				drawtest.SavePicture(img, "review-scrolled-"+s.name)
			}
			k := len(sc.list) - 1
			for ; k > 0 && !shown(sc, idMistake.At(k)); k-- {
			}
			c := sc.list[k]
			click(t, sc, ctx, idMistake.At(k))
			d := rec.Start().Player(c.Seat).Dynasty.String()
			want := 0 // a ring for each of the two moves that goes on a space
			for _, m := range []string{c.Played, c.Best} {
				if _, mv, err := game.ParseMove(d + " " + m); err == nil && mv.Cell >= 0 {
					want++
				}
			}
			if sc.at != c.Move || len(sc.ghosts(h.Theme)) != want {
				t.Fatalf("the mistake clicked shows move %d with %d ghosts, not %d", sc.at, len(sc.ghosts(h.Theme)), want)
			}
			sc.Draw(img, ctx)
			drawtest.SavePicture(img, "review-mistake-"+s.name)
			click(t, sc, ctx, idNext)
			if sc.at != c.Move+1 {
				t.Fatalf("► went to %d from %d", sc.at, c.Move)
			}
			// a click on the chart's middle goes to the turn there
			mid := len(sc.chart) / 2
			ctx.In.X, ctx.In.Y = int(sc.plot.x(mid)), int(sc.plot.r.Y+sc.plot.r.H/2)
			ctx.In.Pressed = true
			sc.Update(ctx)
			ctx.In.Pressed = false
			if sc.at != sc.chart[mid].Move {
				t.Fatalf("the chart's point %d went to move %d, not %d", mid, sc.at, sc.chart[mid].Move)
			}
			sc.Draw(img, ctx)
		})
	}
}

// TestReviewStops: Stop ends the searches; the screen says the review was stopped and offers it
// again, and nothing is kept.
func TestReviewStops(t *testing.T) {
	rec := botRecord(t)
	st := storage.NewMemory()
	ctx := contextAt(t, sizes[0])
	img := engine.NewImage(ctx.W, ctx.H)
	defer img.Deallocate()
	h := Host{Theme: themes.For(0, false), Pal: &assets.Normal, Store: st, Options: airev.Options{Iterations: 100000, Seed: 1}}
	sc := New(h, rec, nil, back{})
	sc.Update(ctx)
	sc.Draw(img, ctx)
	click(t, sc, ctx, idStop)
	poll.Until(t, 30*time.Second, "the review to stop", func() bool {
		sc.Update(ctx)
		return !sc.Running()
	})
	if sc.Review() != nil || sc.msg == "" {
		t.Fatalf("a stopped review: %v, %q", sc.Review(), sc.msg)
	}
	sc.Draw(img, ctx)
	click(t, sc, ctx, idAgain)
	if !sc.Running() {
		t.Fatal("Review again did not start it")
	}
	sc.run.stop()
	if keys, _ := st.List(keptGroup); len(keys) != 0 {
		t.Fatalf("a stopped review was kept: %v", keys)
	}
}

// A record that is not whole (an online seat's, which never saw the start's bag) is not reviewed,
// and the screen says why; so is a game still under way.
func TestOnlyAWholeFinishedGameIsReviewed(t *testing.T) {
	rec := botRecord(t)
	h := Host{Theme: themes.For(0, false), Pal: &assets.Normal, Options: quick}
	seen := New(h, game.SeenRecord(rec.State(), rec.Moves(), 10), nil, back{})
	if seen.Running() || !strings.Contains(seen.msg, "not whole") {
		t.Fatalf("an online seat's record: running %v, %q", seen.Running(), seen.msg)
	}
	rec.Truncate(30)
	if open := New(h, rec, nil, back{}); open.Running() || !strings.Contains(open.msg, "finished") {
		t.Fatalf("a game under way: running %v, %q", open.Running(), open.msg)
	}
}

// The better move on the very space of the move made (a leader where a tile was put) is drawn
// in the space's corner, smaller: both moves stay in sight, each ringed in its colour, and no tag
// lies over the spaces around (the orange "played" tag hid the space below it on a phone).
func TestGhostsOnOneSpaceBothSeenNeighboursClear(t *testing.T) {
	ctx := contextAt(t, sizes[0])
	img := engine.NewImage(ctx.W, ctx.H)
	defer img.Deallocate()
	th := themes.For(0, false)
	rec := botRecord(t)
	s := rec.Start()
	cell := int16(5*game.Cols + 8) // I6, an empty land space at the start
	played := game.Move{Kind: game.MoveTile, Color: game.Blue, Cell: cell}
	better := game.Move{Kind: game.MoveLeader, Color: game.Green, Cell: cell}
	b := board{pal: &assets.Normal}
	defer b.dispose()
	g := b.draw(img, ctx, th, ui.Rect{X: 0, Y: 0, W: 800, H: 550}, s, []ghost{
		{m: played, alpha: 1, ring: playedInk, label: "played"}, {m: better, alpha: 0.5, ring: betterInk, label: "better"}}, false)
	drawtest.SavePicture(img, "review-ghosts-one-space")
	pic := image.NewRGBA(image.Rect(0, 0, ctx.W, ctx.H))
	img.ReadPixels(pic.Pix)
	count := func(ink color.RGBA, box image.Rectangle) int {
		n := 0
		for y := box.Min.Y; y < box.Max.Y; y++ {
			for x := box.Min.X; x < box.Max.X; x++ {
				if c := pic.RGBAAt(x, y); c.R == ink.R && c.G == ink.G && c.B == ink.B {
					n++
				}
			}
		}
		return n
	}
	sq := g.Rect(int(cell))
	own := image.Rect(int(sq.X), int(sq.Y), int(sq.X+sq.W), int(sq.Y+sq.H))
	if n := count(playedInk, own); n < 30 {
		t.Fatalf("the move made is not ringed (%d pixels)", n)
	}
	if n := count(betterInk, own); n < 20 {
		t.Fatalf("the better move is not ringed in the space's corner (%d pixels)", n)
	}
	// the spaces around, but for a ring's stroke at their edge, show neither ink: no tag on them
	for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		nb := g.Rect(g.Beside(int(cell), d[0], d[1]))
		in := image.Rect(int(nb.X+nb.W*0.2), int(nb.Y+nb.H*0.2), int(nb.X+nb.W*0.8), int(nb.Y+nb.H*0.8))
		if n := count(playedInk, in) + count(betterInk, in); n > 0 {
			t.Errorf("the space beside at %v is covered: %d pixels of the rings' colours", d, n)
		}
	}
}

// inkColumns counts the columns of img in r with a pixel within 40 of colour c in every
// channel: a line across the chart holds one in nearly every column, its rings and labels few.
func inkColumns(img *ebiten.Image, r ui.Rect, c color.RGBA) int {
	n := 0
	for x := int(r.X); x < int(r.X+r.W); x++ {
		for y := int(r.Y); y < int(r.Bottom()); y++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			if abs(int(cr>>8)-int(c.R)) <= 40 && abs(int(cg>>8)-int(c.G)) <= 40 && abs(int(cb>>8)-int(c.B)) <= 40 {
				n++
				break
			}
		}
	}
	return n
}

func abs(v int) int { return max(v, -v) }
