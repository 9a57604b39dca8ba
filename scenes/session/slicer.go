package session

import "time"

// A slicer lets bots think on a single-threaded host (the browser) in slices the frame loop
// grants: each frame's Poll hands a thinking bot sliceBudget of the thread and waits until it
// hands the thread back, so thinking never makes a frame wait longer than that. (A bot that
// merely slept now and then could be woken inside the browser's frame callback and make that
// frame wait several slices; and a goroutine started from a callback does not run until the
// callback blocks, which run does.)
type slicer struct {
	grant chan time.Duration // a thinking bot takes a slice
	back  chan bool          // and hands the thread back when it is spent (false) or it is done (true)
	live  int                // bots thinking, touched by the frame loop alone
	ended time.Time          // when the last slice ended
}

// sliceBudget is the thread's share a frame gives the bots: half a 60 Hz frame.
const sliceBudget = 8 * time.Millisecond

func newSlicer() *slicer {
	return &slicer{grant: make(chan time.Duration), back: make(chan bool)}
}

// run gives a thinking bot a slice and returns when it hands the thread back; at once when no
// bot thinks, or when the last slice ended less than a slice ago: a late frame runs several
// updates to catch up, and a slice in each would make the next frame later still.
func (sl *slicer) run(d time.Duration) {
	if sl.live == 0 || time.Since(sl.ended) < d {
		return
	}
	sl.grant <- d
	if done := <-sl.back; done {
		sl.live--
	}
	sl.ended = time.Now()
}

// think runs a bot's work on its own goroutine, in slices: work calls the yield it is given
// often, and yield waits for the next slice once the current one is spent.
func (sl *slicer) think(work func(yield func())) {
	sl.live++
	go func() {
		d := <-sl.grant // received before the clock is read: the slice starts when it is given
		until := time.Now().Add(d)
		work(func() {
			if time.Now().Before(until) {
				return
			}
			sl.back <- false
			d := <-sl.grant
			until = time.Now().Add(d)
		})
		sl.back <- true
	}()
}
