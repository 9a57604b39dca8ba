package review

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"

	"tigris/ai"
	"tigris/game"
)

// botGame plays a whole game between bots of the given levels
// (Hard searches 50 iterations a decision here, a third of its budget.)
func botGame(t testing.TB, seed uint64, levels ...ai.Level) *game.Record {
	t.Helper()
	rec, err := game.NewRecord(game.Options{Seats: game.FirstDynasties(len(levels))}, seed)
	if err != nil {
		t.Fatal(err)
	}
	playOn(t, rec, seed, levels)
	return rec
}

// lateGame is botGame's game from late in it: Random bots play until lateBag tiles are left in
// the bag, and the record starts there, so a review walks its whole path over half a game's
// decisions (the review's tests took a minute and a half of CI's processor time on whole games).
func lateGame(t testing.TB, seed uint64, levels ...ai.Level) *game.Record {
	t.Helper()
	early, err := game.NewRecord(game.Options{Seats: game.FirstDynasties(len(levels))}, seed)
	if err != nil {
		t.Fatal(err)
	}
	random := ai.New(ai.Random, seed)
	for steps := 0; early.State().BagCount() > lateBag && !early.State().Over(); steps++ {
		if steps > 2000 {
			t.Fatal("the random bots' opening did not end")
		}
		s := early.State()
		if _, err := early.Apply(random.Choose(s.ViewFor(s.Pending().Player))); err != nil {
			t.Fatal(err)
		}
	}
	rec := game.RecordFrom(early.State())
	playOn(t, rec, seed, levels)
	return rec
}

// lateBag is how many tiles are left in the bag where lateGame's record starts.
const lateBag = 64

// playOn has bots of the given levels play rec to its end.
func playOn(t testing.TB, rec *game.Record, seed uint64, levels []ai.Level) {
	t.Helper()
	var bots []*ai.Bot
	for i, l := range levels {
		b := ai.New(l, ai.SeedFor(seed, i))
		b.Iterations = min(b.Iterations, 50) // Hard at a third of its budget: a quicker game
		bots = append(bots, b)
	}
	for steps := 0; !rec.State().Over(); steps++ {
		if steps > 2000 {
			t.Fatal("the bots' game did not end")
		}
		s := rec.State()
		p := s.Pending().Player
		if _, err := rec.Apply(bots[p].Choose(s.ViewFor(p))); err != nil {
			t.Fatal(err)
		}
	}
}

// quick are settings for tests: a small search, still the review's whole path.
var quick = Options{Iterations: 40, Pairs: 16, Seed: 3}

// TestRandomLosesMoreThanHard is the review's honesty in small: over a few games, the seat a
// Random bot played comes out with a larger loss a decision than the seat Hard played (the arena's
// figures in docs/BOTS.md measure it at the default budget).
func TestRandomLosesMoreThanHard(t *testing.T) {
	var hard, random float64
	var hardN, randomN int
	for g := uint64(0); g < 2; g++ {
		levels := []ai.Level{ai.Hard, ai.Random}
		if g%2 == 1 {
			levels = []ai.Level{ai.Random, ai.Hard}
		}
		rec := lateGame(t, 700+g, levels...)
		r, err := Run(context.Background(), rec, nil, quick)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range r.Decisions {
			if levels[c.Seat] == ai.Hard {
				hard += c.Loss
				hardN++
			} else {
				random += c.Loss
				randomN++
			}
		}
	}
	h, rnd := hard/float64(hardN), random/float64(randomN)
	t.Logf("loss a decision: Hard %.3f over %d, Random %.3f over %d", h, hardN, rnd, randomN)
	if !(rnd > 2*h) {
		t.Fatalf("Random's loss a decision %.3f is not well above Hard's %.3f", rnd, h)
	}
}

// TestReviewIsRepeatable: the same seed gives the same review, whatever the workers.
func TestReviewIsRepeatable(t *testing.T) {
	rec := lateGame(t, 11, ai.Easy, ai.Random)
	o := Options{Iterations: 10, Pairs: 4, Seed: 3, Workers: 1}
	a, err := Run(context.Background(), rec, []string{"Ann", ""}, o)
	if err != nil {
		t.Fatal(err)
	}
	o.Workers = 2
	b, err := Run(context.Background(), rec, []string{"Ann", ""}, o)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two reviews with one seed differ")
	}
	if a.SeatName(0) != "Ann" || a.SeatName(1) != "Bull" {
		t.Fatalf("seats named %q, %q", a.SeatName(0), a.SeatName(1))
	}
	if len(a.Chart) < 10 || len(a.Chart[0].Lead) != 2 {
		t.Fatalf("chart of %d points", len(a.Chart))
	}
	if a.Chart[0].Move != 0 || a.Chart[len(a.Chart)-1].Move != len(rec.Moves()) {
		t.Fatal("the chart does not run from the first move to the end")
	}
}

// TestReviewStopsWhenCancelled: a cancelled review ends with the context's error, and progress is
// reported as it goes.
func TestReviewStopsWhenCancelled(t *testing.T) {
	rec := botGame(t, 12, ai.Easy, ai.Random)
	ctx, cancel := context.WithCancel(context.Background())
	var seen atomic.Int32
	o := quick
	o.Progress = func(done, total int) {
		seen.Add(1)
		if done == 5 {
			cancel()
		}
	}
	_, err := Run(ctx, rec, nil, o)
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("a cancelled review returned %v", err)
	}
	if n := seen.Load(); n < 5 || n > int32(len(rec.Moves())-10) {
		t.Fatalf("progress told %d times of %d decisions: the review did not stop", n, len(rec.Moves()))
	}
}

// TestUnfinishedGameIsRefused: a game under way has hidden tiles that are nobody's business yet.
func TestUnfinishedGameIsRefused(t *testing.T) {
	rec, _ := game.NewRecord(game.Options{Seats: game.FirstDynasties(2)}, 1)
	if _, err := Run(context.Background(), rec, nil, quick); !errors.Is(err, ErrUnfinished) {
		t.Fatalf("an unfinished game gave %v", err)
	}
}

// TestMistakesHaveSentences: every mistake has a sentence naming both moves' spaces in the
// notation, and a kept review reads back the same and refits to another threshold.
func TestMistakesHaveSentences(t *testing.T) {
	rec := lateGame(t, 13, ai.Easy, ai.Random)
	r, err := Run(context.Background(), rec, nil, Options{Iterations: 30, Pairs: 16, Seed: 3})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, c := range r.Decisions {
		if !c.Mistake {
			continue
		}
		n++
		if c.Reason == "" || !strings.HasSuffix(c.Reason, ".") {
			t.Fatalf("mistake %+v has no sentence", c)
		}
		_, best, _ := game.ParseMove("archer " + c.Best)
		if best.Cell >= 0 && !strings.Contains(c.Reason, game.SpaceName(int(best.Cell))) {
			t.Fatalf("the sentence %q does not name the best move's space", c.Reason)
		}
	}
	if n == 0 {
		t.Fatal("Random made no mistake")
	}
	back, err := Unmarshal(r.Marshal())
	if err != nil || !reflect.DeepEqual(back, r) || !back.Fits(Fingerprint(rec), Options{Iterations: 30, Pairs: 16, Seed: 3}) {
		t.Fatalf("the kept review does not read back: %v", err)
	}
	before := back.Seats[1].Mistakes
	back.Rethreshold(100)
	if back.Seats[1].Mistakes != 0 || before == 0 {
		t.Fatalf("rethresholded mistakes %d (before %d)", back.Seats[1].Mistakes, before)
	}
	if _, err := Unmarshal([]byte(`{"version": 9, "review": {}}`)); err == nil {
		t.Fatal("a newer kept review was read")
	}
}

func TestReasonWords(t *testing.T) {
	ev := []game.Event{
		{Kind: game.EvScored, Player: 0, Color: game.Red, N: 1},
		{Kind: game.EvScored, Player: 0, Color: game.Blue, N: 2},
		{Kind: game.EvWar, Player: 0, Other: 1, Color: game.Green},
		{Kind: game.EvConflictWon, Player: 1, Other: 0, Color: game.Green},
		{Kind: game.EvTreasure, Player: 0, Cell: 3},
		{Kind: game.EvScored, Player: 1, Color: game.Green, N: 4},
	}
	name := func(p int) string { return []string{"Ann", "Bull"}[p] }
	got := past(outcome(ev, 0, name))
	want := "scored 3 points (1 red, 2 blue), lost the war of the traders to Bull, took the treasure at D1 and gave Bull 4 points"
	if got != want {
		t.Fatalf("got %q\nwant %q", got, want)
	}
}

// A swap is said with the rules' names of its tiles, not the notation's letters, and a move whose
// worth lies in the turns after says so plainly.
func TestMoveWordsInTheRulesWords(t *testing.T) {
	swap := game.SwapMove([game.NumColors]int8{1, 4, 0, 1})
	if got, want := MoveWords(swap), "swapping 1 temple, 4 farms and 1 settlement"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	if got, want := MoveWords(game.SwapMove([game.NumColors]int8{0, 0, 2, 0})), "swapping 2 markets"; got != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	rec := botGame(t, 13, ai.Easy, ai.Random)
	v := rec.Start().ViewFor(rec.Start().Pending().Player)
	hand := game.SwapMove(v.Hand) // the whole hand: nothing scores at once, as passing
	got := Reason(v, game.PassMove(), hand, 1.84, 1, nil)
	want := "Neither scores at once; over the turns that follow " + MoveWords(hand) + " is worth 1.8 points more than passing."
	if w := MoveWords(hand); got != want || w[len("swapping ")] < '1' || w[len("swapping ")] > '6' {
		t.Fatalf("the sentence: %q", got)
	}
}
