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

// partialGroup keeps the decisions a review has weighed while it runs, under its record's
// fingerprint, so a player who leaves the review and comes back goes on where it stopped; it is
// deleted once the whole review is kept.
const partialGroup = keptGroup + "partial/"

// Runner makes a review: airev.Run here, or the browser's bots' worker, which leaves the page's
// frames free.
type Runner func(ctx context.Context, rec *game.Record, names []string, o airev.Options) (*airev.Review, error)

// job is a review running off the frame: the Expert's searches on goroutines of their own, their
// progress counted for the bar, the decisions weighed kept as they come (partialGroup), and the
// review (or why there is none) sent when done. The store is read and written there too: a frame
// never waits on the disk.
type job struct {
	cancel      context.CancelFunc
	done, total atomic.Int32
	known       atomic.Int32 // decisions kept from a review left part way: counted done at once
	result      chan jobResult
	frames      yielder // lets the page's frames through, where the review shares their thread
	began       time.Time
	mu          sync.Mutex
	found       []airev.Choice // the decisions weighed so far, in the order weighed
	wake        chan struct{}  // a decision weighed: the partial record is written again
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
	j := &job{cancel: cancel, result: make(chan jobResult, 1), began: time.Now(), wake: make(chan struct{}, 1)}
	j.total.Store(int32(len(rec.Moves())))
	o.Yield = j.frames.yield
	o.Weighed = func(c airev.Choice) {
		j.mu.Lock()
		j.found = append(j.found, c)
		j.mu.Unlock()
		select {
		case j.wake <- struct{}{}:
		default: // a write is due already: it takes this one too
		}
	}
	o.Progress = func(done, total int) {
		j.done.Store(int32(done))
		j.total.Store(int32(total))
	}
	go func() {
		j.result <- j.make(ctx, st, rec, names, o, run)
	}()
	return j
}

// make reads the kept review, or makes it going on from the decisions kept of a review stopped
// part way, keeping them as they are weighed; off the frame.
func (j *job) make(ctx context.Context, st storage.Store, rec *game.Record, names []string, o airev.Options, run Runner) jobResult {
	id := airev.Fingerprint(rec)
	key, partKey := keptGroup+id, partialGroup+id
	if st == nil {
		r, err := run(ctx, rec, names, o)
		return jobResult{r: r, err: err, fresh: r != nil}
	}
	if data, err := st.Get(key); err == nil {
		if r, err := airev.Unmarshal(data); err == nil && r.Fits(id, o) {
			return jobResult{r: r}
		}
	}
	if data, err := st.Get(partKey); err == nil {
		o.Known, _ = airev.UnmarshalPartial(data, id, o, names) // another's or damaged: start over
		j.known.Store(int32(len(o.Known)))
	}
	stop, stopped := make(chan struct{}), make(chan struct{})
	marshal := func(cs []airev.Choice) []byte { return airev.MarshalPartial(id, o, names, cs) }
	go j.keepPartial(st, partKey, marshal, stop, stopped)
	r, err := run(ctx, rec, names, o)
	close(stop)
	<-stopped // its last write is done before the record is deleted
	if err != nil {
		return jobResult{err: err}
	}
	if err = st.Put(key, r.Marshal()); err == nil { // an error here leaves the review standing, unkept
		st.Delete(partKey)
	}
	return jobResult{r: r, err: err, fresh: true}
}

// keepPartial writes the decisions weighed so far each time one is weighed, and once more when
// the review ends (done or stopped), until stop is closed.
func (j *job) keepPartial(st storage.Store, key string, marshal func([]airev.Choice) []byte, stop <-chan struct{}, stopped chan<- struct{}) {
	defer close(stopped)
	written := 0
	for {
		last := false
		select {
		case <-j.wake:
		case <-stop:
			last = true
		}
		j.mu.Lock()
		found := append([]airev.Choice(nil), j.found...)
		j.mu.Unlock()
		if len(found) > written && st.Put(key, marshal(found)) == nil {
			written = len(found)
		}
		if last {
			return
		}
	}
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
