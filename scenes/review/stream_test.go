//go:build display

package review

import (
	"strings"
	"testing"
	"time"

	airev "tigris/ai/review"
	"tigris/assets"
	"tigris/engine"
	"tigris/internal/poll"
	"tigris/scenes/coords"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
)

// While the Expert weighs, the mistakes it has found are listed, each a button that shows it on
// the board, long before the review ends: the screen was a board, a line and a chart until the
// last decision was weighed (six minutes and more on a busy desktop).
func TestMistakesListedWhileWeighing(t *testing.T) {
	rec := botRecord(t)
	ctx := contextAt(t, sizes[0])
	img := engine.NewImage(ctx.W, ctx.H)
	defer img.Deallocate()
	// a budget whose whole review takes many times the first mistakes' time
	h := Host{Theme: themes.For(0, false), Pal: &assets.Normal, Options: airev.Options{Iterations: 400, Pairs: 16, Seed: 1}}
	sc := New(h, rec, []string{"Anna", ""}, back{})
	defer func() {
		if sc.run != nil {
			sc.run.stop()
		}
	}()
	poll.Until(t, 180*time.Second, "a mistake listed", func() bool {
		sc.Update(ctx)
		return len(sc.list) > 0 || !sc.Running()
	})
	if !sc.Running() {
		t.Fatal("the review ended before a mistake was listed")
	}
	done, total := sc.Progress()
	if done >= total {
		t.Fatalf("%d of %d weighed", done, total)
	}
	if sc.at == 0 || sc.at != sc.largestListed() { // the player has not stepped: the screen goes to it
		t.Fatalf("the mistake found (move %d) is not shown: move %d is", sc.largestListed(), sc.at)
	}
	sc.Draw(img, ctx)
	if !shown(sc, idMistake.At(0)) || !shown(sc, idStop) {
		t.Fatal("the mistakes found so far are not on screen beside Stop")
	}
	k := len(sc.list) - 1
	c := sc.list[k]
	click(t, sc, ctx, idMistake.At(k))
	if got, ok := sc.decision(); sc.at != c.Move || !ok || got.Reason == "" {
		t.Fatalf("the mistake found so far shows move %d (of %d) without its judgement", sc.at, c.Move)
	}
	t.Logf("first mistakes listed at %d of %d decisions weighed", done, total)
}

// On a phone held upright the review's board is turned a quarter as the game's is, its spaces
// larger than the upright board's, with room kept under it for the words and the list.
func TestPhoneBoardTurnedLikeTheGames(t *testing.T) {
	ctx := contextAt(t, sizes[2])
	u := ctx.Scale
	area := ui.Rect{X: 12 * u, Y: 60 * u, W: float64(ctx.W) - 24*u, H: float64(ctx.H) - 160*u}
	_, upright, _ := tallLayout(area, 12*u, u, false)
	_, turned, rest := tallLayout(area, 12*u, u, true)
	up := fitGrid(upright, coords.Room*u, false)
	g := fitGrid(turned, coords.Room*u, true)
	if !g.Turned || g.Cell < up.Cell*1.15 {
		t.Fatalf("the turned board's spaces are %.0f px, the upright board's %.0f", g.Cell, up.Cell)
	}
	if rest.H < 120*u || rest.Bottom() > area.Bottom()+0.5 {
		t.Fatalf("the room under the turned board is %v in %v", rest, area)
	}
	t.Logf("spaces: upright %.1f, turned %.1f CSS px", up.Cell/ctx.Device, g.Cell/ctx.Device)
}

// While the review is made, the screen says the budget it weighs at and, from this device's pace
// so far, how long the rest takes: a phone that needs most of an hour at the Expert's full budget
// says so, rather than a weaker search passing for the Expert's.
func TestRunningWordsSayBudgetAndTimeLeft(t *testing.T) {
	sc := &Screen{}
	got := sc.runningWords(22, 150, 420*time.Second)
	for _, want := range []string{"full budget (800 playouts)", "22 of 150 weighed", "about 41 minutes left on this device", "◄ ►"} {
		if !strings.Contains(got, want) {
			t.Errorf("%q does not say %q", got, want)
		}
	}
	sc.h.Options.Iterations = 30
	if got := sc.runningWords(1, 150, time.Second); !strings.Contains(got, "at 30 playouts (its full budget is 800)") || strings.Contains(got, "left") {
		t.Errorf("a lighter search says %q", got)
	}
	if got := timeLeft(100, 150, 50*time.Second); got != "under a minute left" {
		t.Errorf("25 s left said %q", got)
	}
}

// With the board as printed chosen (Settings › Board on an upright phone), the review on a phone
// held upright draws it as printed too, as the game's: 16 spaces across.
func TestPhoneBoardAsPrintedLikeTheGames(t *testing.T) {
	ctx := contextAt(t, sizes[2])
	img := engine.NewImage(ctx.W, ctx.H)
	defer img.Deallocate()
	for _, printed := range []bool{false, true} {
		h := Host{Theme: themes.For(0, false), Pal: &assets.Normal, Options: quick, AsPrinted: printed}
		sc := New(h, botRecord(t), []string{"Anna", ""}, back{})
		sc.Update(ctx)
		sc.Draw(img, ctx)
		if sc.run != nil {
			sc.run.stop()
		}
		if sc.grid.Turned == printed || sc.grid.Cell == 0 {
			t.Fatalf("as printed %v: the review's board is turned %v (spaces of %.0f px)", printed, sc.grid.Turned, sc.grid.Cell)
		}
		if printed {
			drawtest.SavePicture(img, "review-printed-phone-390x844-3x")
		}
	}
}
