package review

import (
	"context"
	"sync"
	"sync/atomic"
	"time"

	airev "tigris/ai/review"
	"tigris/game"
	"tigris/storage"
)

// keptGroup is where the game keeps its reviews: one a game, under its record's fingerprint, so a
// game is reviewed once whichever save (or the results screen) asks again.
const keptGroup = "reviews/"

// Runner makes a review: airev.Run here, or the browser's bots' worker, which leaves the page's
// frames free.
type Runner func(ctx context.Context, rec *game.Record, names []string, o airev.Options) (*airev.Review, error)

// job is a review running off the frame: the Expert's searches on goroutines of their own, their
// progress counted for the bar, and the review (or why there is none) sent when done. The store is
// read and written there too: a frame never waits on the disk.
type job struct {
	cancel      context.CancelFunc
	done, total atomic.Int32
	result      chan jobResult
	frames      yielder // lets the page's frames through, where the review shares their thread
	began       time.Time
	mu          sync.Mutex
	found       []airev.Choice // the decisions weighed so far, in the order weighed
}

type jobResult struct {
	r     *airev.Review
	err   error
	fresh bool // made now, not read back
}

// start reviews rec (or reads its kept review) in the background, made by run (nil: here).
func start(st storage.Store, rec *game.Record, names []string, o airev.Options, run Runner) *job {
	if run == nil {
		run = airev.Run
	}
	ctx, cancel := context.WithCancel(context.Background())
	j := &job{cancel: cancel, result: make(chan jobResult, 1), began: time.Now()}
	j.total.Store(int32(len(rec.Moves())))
	o.Yield = j.frames.yield
	o.Weighed = func(c airev.Choice) {
		j.mu.Lock()
		j.found = append(j.found, c)
		j.mu.Unlock()
	}
	o.Progress = func(done, total int) {
		j.done.Store(int32(done))
		j.total.Store(int32(total))
	}
	go func() {
		key := keptGroup + airev.Fingerprint(rec)
		if st != nil {
			if data, err := st.Get(key); err == nil {
				if r, err := airev.Unmarshal(data); err == nil && r.Fits(airev.Fingerprint(rec), o) {
					j.result <- jobResult{r: r}
					return
				}
			}
		}
		r, err := run(ctx, rec, names, o)
		if err != nil {
			j.result <- jobResult{err: err}
			return
		}
		if st != nil {
			err = st.Put(key, r.Marshal()) // an error here leaves the review standing, unkept
		}
		j.result <- jobResult{r: r, err: err, fresh: true}
	}()
	return j
}

// poll returns the result once it has come, without waiting.
func (j *job) poll() (jobResult, bool) {
	select {
	case res := <-j.result:
		return res, true
	default:
		return jobResult{}, false
	}
}

// weighedSince is the decisions weighed after the first n told, without waiting.
func (j *job) weighedSince(n int) []airev.Choice {
	j.mu.Lock()
	defer j.mu.Unlock()
	if n >= len(j.found) {
		return nil
	}
	return append([]airev.Choice(nil), j.found[n:]...)
}

// stop ends the searches; the result that comes is the context's error.
func (j *job) stop() { j.cancel() }
