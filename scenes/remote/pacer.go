package remote

import (
	"time"

	"tigris/online/protocol"
)

// pacer holds what arrived until it may be shown: a live decision at most once in Delay, so a
// person can follow them, and everything at once when the end has come.
type pacer struct {
	queue   []protocol.Message // arrived, not yet taken in (live decisions are shown one at a time)
	welcome bool               // a welcome was taken in
	shown   time.Time          // when the latest live decision was shown
}

// endQueued reports that the game's end has arrived.
func (p *pacer) endQueued() bool {
	for _, m := range p.queue {
		if _, ok := m.(*protocol.Over); ok {
			return true
		}
	}
	return false
}

// mayShow reports whether m, the queue's first, may be taken in now (ending: the end is queued).
func (p *pacer) mayShow(m protocol.Message, now time.Time, delay time.Duration, ending bool) bool {
	if ending {
		return true
	}
	if u, ok := m.(*protocol.Update); ok && u.View != nil {
		if p.welcome && now.Sub(p.shown) < delay {
			return false // a live decision waits for the last one to be seen
		}
		return !u.View.Over() // the last decision is shown with the end, which reveals the real scores
	}
	if w, ok := m.(*protocol.Welcome); ok && (w.Over || w.View != nil && w.View.Over()) {
		return false // a finished game is shown once its end, with the real scores, has come too
	}
	return true
}

// live reports that m is a decision shown as it happens.
func live(m protocol.Message) bool {
	u, ok := m.(*protocol.Update)
	return ok && u.View != nil
}
