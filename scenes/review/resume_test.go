//go:build display

package review

import (
	"context"
	"errors"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	airev "tigris/ai/review"
	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/themes"
	"tigris/storage"
)

// gated is a Runner whose searches wait, once open says so, until the review is stopped: the test
// decides where the review is when the player leaves, and that nothing more is weighed after.
func gated(open func(done, mistakes int) bool, searches *atomic.Int64) Runner {
	return func(ctx context.Context, rec *game.Record, names []string, o airev.Options) (*airev.Review, error) {
		var shut atomic.Bool
		var mistakes, done atomic.Int32
		weighed, progress, yield := o.Weighed, o.Progress, o.Yield
		o.Weighed = func(c airev.Choice) {
			if c.Mistake {
				mistakes.Add(1)
			}
			weighed(c)
		}
		o.Progress = func(d, total int) {
			done.Store(int32(d))
			progress(d, total)
		}
		o.Yield = func() {
			if !open(int(done.Load()), int(mistakes.Load())) {
				shut.Store(true)
			}
			if shut.Load() {
				<-ctx.Done()
			}
			searches.Add(1)
			yield()
		}
		return airev.Run(ctx, rec, names, o)
	}
}

// A player who looks at a review and leaves (Back) keeps what it weighed: opened again, its bar
// starts where it stopped and the mistakes it found are listed before any new search; once the
// whole review is made it is kept and the partial record goes. The review was started over ("2
// of 170 weighed", the mistakes found gone).
func TestLeftReviewGoesOnWhereItStopped(t *testing.T) {
	rec := botRecord(t)
	st := storage.NewMemory()
	ctx := contextAt(t, sizes[0])
	img := engine.NewImage(ctx.W, ctx.H)
	defer img.Deallocate()
	names := []string{"Anna", ""}
	var searches atomic.Int64
	h := Host{Theme: themes.For(0, false), Pal: &assets.Normal, Store: st, Options: airev.Options{Iterations: 60, Pairs: 16, Seed: 1}}
	h.Run = gated(func(done, mistakes int) bool { return done < 8 || mistakes == 0 }, &searches)
	sc := New(h, rec, names, back{})
	poll.Until(t, 180*time.Second, "some decisions and a mistake weighed", func() bool {
		sc.Update(ctx)
		done, _ := sc.Progress()
		return !sc.Running() || (done >= 8 && len(sc.list) > 0)
	})
	if !sc.Running() {
		t.Fatal("the review ended before the test left it")
	}
	sc.Draw(img, ctx)
	click(t, sc, ctx, idBack)
	told := sc.told
	found := moves(sc.list)
	key := partialGroup + airev.Fingerprint(rec)
	poll.Until(t, 60*time.Second, "the decisions weighed kept", func() bool {
		data, err := st.Get(key)
		cs, _ := airev.UnmarshalPartial(data, airev.Fingerprint(rec), h.Options, names)
		return err == nil && len(cs) >= told
	})

	var more atomic.Int64                                      // the first review's searches end on their own time: counted apart
	h.Run = gated(func(int, int) bool { return false }, &more) // no search goes on
	again := New(h, rec, names, back{})
	defer again.run.stop()
	poll.Until(t, 60*time.Second, "the kept decisions told", func() bool {
		again.Update(ctx)
		return again.told >= told
	})
	if done, _ := again.Progress(); done != again.told || again.told < told {
		t.Fatalf("opened again at %d weighed (%d told), %d before", done, again.told, told)
	}
	if got := moves(again.list); !slices.Equal(got, found) || more.Load() != 0 {
		t.Fatalf("mistakes at moves %v listed after %d searches' steps, %v before", got, more.Load(), found)
	}
	if done, total := again.Progress(); strings.Contains(again.runningWords(done, total, time.Second), "left") {
		t.Fatal("the decisions kept from before count in the pace of the rest: a time left before any is weighed")
	}
	again.Draw(img, ctx)
	drawtest.SavePicture(img, "review-opened-again-"+sizes[0].name)
	if !shown(again, idMistake.At(0)) {
		t.Fatal("the mistakes found before are not on screen")
	}
	again.run.stop()

	h.Run = nil
	whole := New(h, rec, names, back{})
	poll.Until(t, 300*time.Second, "the whole review", func() bool {
		whole.Update(ctx)
		return !whole.Running()
	})
	if whole.Review() == nil {
		t.Fatalf("no review: %s", whole.msg)
	}
	if _, err := st.Get(key); !errors.Is(err, storage.ErrNotFound) {
		t.Fatalf("the partial record outlived the kept review: %v", err)
	}
}

func moves(cs []airev.Choice) []int {
	var out []int
	for _, c := range cs {
		out = append(out, c.Move)
	}
	return out
}
