package engine

import (
	"fmt"
	"sort"
	"sync"
	"time"
)

// FrameStats records update and draw times to report frame-time figures on request.
type FrameStats struct {
	mu      sync.Mutex
	updates []time.Duration
	draws   []time.Duration
}

func (f *FrameStats) addUpdate(d time.Duration) {
	f.mu.Lock()
	f.updates = append(f.updates, d)
	f.mu.Unlock()
}

func (f *FrameStats) addDraw(d time.Duration) {
	f.mu.Lock()
	f.draws = append(f.draws, d)
	f.mu.Unlock()
}

// Report gives the median, 99th percentile and worst of update, draw and update+draw per frame.
func (f *FrameStats) Report() string {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := min(len(f.updates), len(f.draws))
	frames := make([]time.Duration, 0, len(f.updates))
	// a frame is an update plus the draw that follows it (frames without a redraw cost only the update)
	for i, u := range f.updates {
		d := time.Duration(0)
		if i < n {
			d = f.draws[i]
		}
		frames = append(frames, u+d)
	}
	return fmt.Sprintf("frames %d (redrawn %d)\nupdate       %s\ndraw         %s\nupdate+draw  %s\n",
		len(f.updates), len(f.draws), summary(f.updates), summary(f.draws), summary(frames))
}

func summary(ds []time.Duration) string {
	if len(ds) == 0 {
		return "no samples"
	}
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	q := func(p float64) time.Duration { return s[min(len(s)-1, int(p*float64(len(s))))] }
	return fmt.Sprintf("median %6.2f ms  p99 %6.2f ms  max %6.2f ms", ms(q(0.5)), ms(q(0.99)), ms(s[len(s)-1]))
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }
