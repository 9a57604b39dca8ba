package review

import (
	"context"
	"os"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"tigris/game"
)

// BenchmarkReview150 reviews a 150-decision two-player game (Hard against Random, saved by the
// bots) at the default budget on two workers: the issue asks for under a minute on two cores.
//
//	go test ./ai/review -run X -bench Review150 -benchtime 1x
func BenchmarkReview150(b *testing.B) {
	data, err := os.ReadFile("testdata/hard-random-150.save")
	if err != nil {
		b.Fatal(err)
	}
	rec, err := game.Unmarshal(data)
	if err != nil {
		b.Fatal(err)
	}
	if n := len(rec.Moves()); n != 150 {
		b.Fatalf("the save holds %d decisions", n)
	}
	for i := 0; i < b.N; i++ {
		// when the first mistake is found, in CPU time as well as wall time (the machine is shared)
		begin, cpu := time.Now(), cpuTime()
		var first atomic.Int64
		var firstCPU atomic.Int64
		o := Options{Seed: uint64(i)}
		o.Weighed = func(c Choice) {
			if c.Mistake && first.CompareAndSwap(0, int64(time.Since(begin))) {
				firstCPU.Store(int64(cpuTime() - cpu))
			}
		}
		r, err := Run(context.Background(), rec, nil, o)
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(r.Decisions)), "decisions")
		b.ReportMetric(time.Duration(first.Load()).Seconds(), "s-to-first-mistake")
		b.ReportMetric(time.Since(begin).Seconds(), "s-to-end")
		b.ReportMetric(time.Duration(firstCPU.Load()).Seconds(), "cpu-s-to-first-mistake")
		b.ReportMetric((cpuTime() - cpu).Seconds(), "cpu-s-to-end")
	}
}

// cpuTime is the process's CPU time so far (user and system).
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
