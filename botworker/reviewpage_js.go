//go:build js

package botworker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"

	airev "tigris/ai/review"
	"tigris/game"
)

// reviewing is a review the worker is making for the page.
type reviewing struct {
	progress func(done, total int)
	weighed  func(c airev.Choice)
	out      chan Answer // its last answer
}

// Review makes the review of a finished game in the worker, so the page's frames never wait for
// its searches; without a worker (none, or it failed) it is made here. Cancelling ctx stops it.
func (p *Page) Review(ctx context.Context, rec *game.Record, names []string, o airev.Options) (*airev.Review, error) {
	if p.Begin(); p.Failed() {
		p.trace("review: in the page's frames (no worker)")
		return airev.Run(ctx, rec, names, o)
	}
	p.mu.Lock()
	p.next++
	id := p.next
	out := make(chan Answer, 1)
	p.reviews[id] = reviewing{progress: o.Progress, weighed: o.Weighed, out: out}
	p.mu.Unlock()
	p.send(Request{Op: "review", ID: id, Save: string(rec.Marshal()), Review: ReviewRequest{Iterations: o.Iterations,
		Pairs: o.Pairs, Seed: o.Seed, Threshold: o.Threshold, Names: names, Known: o.Known}})
	select {
	case a := <-out:
		if a.Err != "" {
			return nil, errors.New(a.Err)
		}
		var r airev.Review
		if err := json.Unmarshal(a.Review, &r); err != nil {
			return nil, err
		}
		return &r, nil
	case <-ctx.Done():
		p.send(Request{Op: "stop", ID: id})
		p.mu.Lock()
		if _, on := p.reviews[id]; on { // its last answer, when it comes, is taken and dropped
			p.reviews[id] = reviewing{out: out}
		}
		p.mu.Unlock()
		return nil, ctx.Err()
	}
}

// reviewAnswer takes an answer to a review, if it is one: its progress, or its end.
func (p *Page) reviewAnswer(a Answer) bool {
	p.mu.Lock()
	rv, ok := p.reviews[a.ID]
	last := ok && (a.Done || a.Err != "")
	if last {
		delete(p.reviews, a.ID)
	}
	p.mu.Unlock()
	switch {
	case !ok:
		return false
	case last && a.Done:
		p.trace("review: made in the worker")
		rv.out <- a
	case last:
		rv.out <- a
	default:
		if rv.weighed != nil {
			for _, c := range a.Weighed {
				rv.weighed(c)
			}
		}
		if rv.progress != nil {
			p.trace(fmt.Sprintf("review: %d of %d in the worker", a.Progress, a.Total))
			rv.progress(a.Progress, a.Total)
		}
	}
	return true
}

// trace tells the Trace hook, when there is one.
func (p *Page) trace(line string) {
	if p.Trace != nil {
		p.Trace(line)
	}
}
