package review

import (
	"context"
	"os"
	"testing"

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
		r, err := Run(context.Background(), rec, nil, Options{Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(len(r.Decisions)), "decisions")
	}
}
