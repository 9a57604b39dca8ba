// Package reach measures how far this device's Expert searches get: the iterations of its recent
// decisions against the level's full budget, and from them the strength it really plays at here
// (issue 44: a busy tablet's Expert reached 859-2,144 of its 4,000 iterations, cut by its cap).
// It holds numbers only, so the session, the bots' worker and the screens share it.
package reach

import (
	"slices"
	"sync"
	"time"

	"tigris/ai"
)

// Window is how many recent decisions the measure weighs: enough that one slow decision (a
// background tab, a garbage collection) does not move it, few enough to follow a device's load.
const Window = 9

// Nearly is the share of its iterations an Expert decision may fall short by and still be called
// Expert's: 3,600 of 4,000 still weigh Expert's plans (the level fixes how many) 24 times as far as
// Hard searches, and calling that Hard would tell a player the wrong thing the other way. (Not
// measured in games: ai/arena has not told a cut this small apart.)
const Nearly = 0.9

// MaxStretch bounds how much longer than its own cap Expert may think when the device cut its
// recent searches: twice is at most 18 s a decision in the browser (its 3 s cap, three times
// slower there, doubled), which a person waits out once a turn's action, no more.
const MaxStretch = 2.0

// Reach is the recent Expert decisions' share of their full iterations, safe between goroutines
// (the worker's answers come on the page's callback, the frames read it).
type Reach struct {
	mu sync.Mutex
	// reached is each decision's iterations run / full budget: the strength it played at; atCap
	// what the level's own cap would have let it run / full, from the search's speed, so a cap
	// stretched for it does not hide how slow the device is (and the stretch does not swing).
	reached, atCap []float64
}

// Decision is one Expert decision as measured: the iterations its search ran, the Pondered ones
// it took over from thinking while others decided (they add to its strength), its full budget,
// the time its search took and the level's own cap, unstretched.
type Decision struct {
	Iterations, Pondered, Full int
	Took, Cap                  time.Duration
}

// Add records one Expert decision.
func (r *Reach) Add(d Decision) {
	if r == nil || d.Full <= 0 || d.Iterations <= 0 {
		return // no search ran (a single legal move): it says nothing of the device
	}
	got := float64(d.Iterations+d.Pondered) / float64(d.Full)
	at := got
	if d.Took > 0 && d.Cap > 0 {
		// the search's speed over the own cap; a decision searched under half the cap (ai's
		// commits and wars) is counted as if it had the whole, which only errs towards no stretch
		at = (float64(d.Pondered) + float64(d.Iterations)*float64(d.Cap)/float64(d.Took)) / float64(d.Full)
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	r.reached = last(append(r.reached, got))
	r.atCap = last(append(r.atCap, at))
}

// last is the newest Window of s.
func last(s []float64) []float64 {
	if len(s) > Window {
		return s[len(s)-Window:]
	}
	return s
}

// Shares are the recorded shares reached and at the own cap, oldest first (for the settings); a
// nil Reach has none, so it says an Expert plays as Expert.
func (r *Reach) Shares() (reached, atCap []float64) {
	if r == nil {
		return nil, nil
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	return append([]float64(nil), r.reached...), append([]float64(nil), r.atCap...)
}

// Load replaces the record with kept shares (from the settings).
func (r *Reach) Load(reached, atCap []float64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.reached, r.atCap = last(positive(reached)), last(positive(atCap))
}

func positive(s []float64) []float64 {
	var out []float64
	for _, v := range s {
		if v > 0 {
			out = append(out, v)
		}
	}
	return out
}

// median is the median of s, and false when s is empty.
func median(s []float64) (float64, bool) {
	if len(s) == 0 {
		return 0, false
	}
	s = slices.Clone(s)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2], true
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2, true
}

// Plays is the strength an Expert plays at on this device in a game of n players: Expert when the
// median recent decision ran (nearly, see Nearly) its full iterations, else the strongest level
// whose full budget that many iterations reach (Hard's), else Medium (no search below Hard);
// Expert when nothing is measured yet, as nothing says otherwise.
func (r *Reach) Plays(n int) ai.Level {
	reached, _ := r.Shares()
	m, ok := median(reached)
	if !ok || m >= Nearly {
		return ai.Expert
	}
	ran := m * float64(Budget(ai.Expert, n))
	if ran >= Nearly*float64(Budget(ai.Hard, n)) {
		return ai.Hard
	}
	return ai.Medium
}

// Budget is a level's own iterations per decision in a game of n players (0: no search).
func Budget(l ai.Level, n int) int {
	if l < ai.Hard {
		return 0
	}
	return Full(ai.New(l, 0), n)
}

// Full is the iterations bot b searches a decision in a game of n players when no cap cuts it.
func Full(b *ai.Bot, n int) int {
	if n == 4 && b.Iterations4 > 0 {
		return b.Iterations4
	}
	return b.Iterations
}

// Stretch is how much longer than its own cap Expert may think now: as much as the recent
// decisions' lower quarter would fall short of its full iterations at that cap (half: twice as
// long), at most MaxStretch, and 1 when the device reaches them. The lower quarter, not the median:
// a game's middle decisions are slower than its first, and in headless Chromium with a 4x slower
// processor a cap from the median still cut half of them.
func (r *Reach) Stretch() float64 {
	_, atCap := r.Shares()
	m, ok := lowQuarter(atCap)
	if !ok || m >= 1 {
		return 1
	}
	return min(MaxStretch, 1/m)
}

// lowQuarter is the value a quarter of the way up s, and false when s is empty.
func lowQuarter(s []float64) (float64, bool) {
	if len(s) == 0 {
		return 0, false
	}
	s = slices.Clone(s)
	slices.Sort(s)
	return s[(len(s)-1)/4], true
}

// Cap is Expert's time cap own stretched as the device needs (see Stretch).
func (r *Reach) Cap(own time.Duration) time.Duration {
	return time.Duration(float64(own) * r.Stretch())
}

// Label is how a seat's bot of level l is named where its level is shown ("expert bot"), with the
// strength it really plays at on this device when that is lower ("expert bot · plays as hard
// here"), so a player is not told a strength the device cannot give.
func (r *Reach) Label(l ai.Level, n int) string {
	s := l.String() + " bot"
	if note := r.Note(l, n); note != "" {
		s += " · " + note
	}
	return s
}

// Note is what Label adds to a bot's level: "plays as hard here" when a bot of level l plays
// below it on this device, else nothing.
func (r *Reach) Note(l ai.Level, n int) string {
	if l != ai.Expert {
		return ""
	}
	if p := r.Plays(n); p < l {
		return "plays as " + p.String() + " here"
	}
	return ""
}
