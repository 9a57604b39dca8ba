package botworker

import (
	"context"
	"encoding/json"
	"fmt"

	airev "tigris/ai/review"
	"tigris/game"
)

// A "review" request carries a finished game's save (Save) and the review's settings (Review);
// the worker weighs its decisions with the Expert's search beside the page, posting its progress
// (Progress answers, through Post) and at last the review itself (Answer.Review). A "stop" with the
// request's id ends it. Only a finished game is sent: its hidden tiles are nobody's secret any more.
type ReviewRequest struct {
	Iterations int      `json:"iterations"`
	Pairs      int      `json:"pairs"`
	Seed       uint64   `json:"seed"`
	Threshold  float64  `json:"threshold"`
	Names      []string `json:"names,omitempty"`
	// Known are the decisions a stopped review weighed already (airev.Options.Known).
	Known []airev.Choice `json:"known,omitempty"`
}

// review answers a "review" request.
func (w *Worker) review(r *Request, yield func()) (a Answer) {
	a.ID = r.ID
	rec, err := game.Unmarshal([]byte(r.Save))
	if err != nil {
		a.Err = err.Error()
		return a
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	o := airev.Options{Iterations: r.Review.Iterations, Pairs: r.Review.Pairs, Seed: r.Review.Seed,
		Threshold: r.Review.Threshold, Workers: 1, Known: r.Review.Known}
	o.Yield = func() {
		if yield != nil {
			yield()
		}
		if w.stopped(r.ID) {
			cancel()
		}
	}
	// Run tells a decision weighed, then the progress, on its one search's goroutine: the
	// progress carries the decisions weighed since the last, so the page lists each mistake as
	// soon as it is found
	var weighed []airev.Choice
	o.Weighed = func(c airev.Choice) { weighed = append(weighed, c) }
	o.Progress = func(done, total int) {
		if w.Post != nil {
			w.Post(Answer{ID: r.ID, Progress: done, Total: total, Weighed: weighed})
		}
		weighed = nil
	}
	rv, err := airev.Run(ctx, rec, r.Review.Names, o)
	w.forget(r.ID)
	if err != nil {
		a.Err = fmt.Sprintf("review: %v", err)
		a.Stopped = ctx.Err() != nil
		return a
	}
	a.Review, _ = json.Marshal(rv)
	a.Done = true
	return a
}
