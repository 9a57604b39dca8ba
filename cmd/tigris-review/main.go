// Command tigris-review weighs every decision of a finished game with the Expert's search and
// prints the review: each seat's largest mistakes with why the better move was better, the big
// swings, the expected lead turn by turn, and one line a seat. The review is kept beside the save
// (SAVE.review), so a second run reads it back instead of searching again.
//
//	tigris-review game.save
//	tigris-review -json -iterations 2000 game.save
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"time"

	"tigris/ai/review"
	"tigris/game"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("tigris-review", flag.ContinueOnError)
	fs.SetOutput(stderr)
	asJSON := fs.Bool("json", false, "print the review as JSON data")
	iters := fs.Int("iterations", review.DefaultIterations, "the search's playouts a decision")
	mistake := fs.Float64("mistake", review.DefaultThreshold, "the loss in points from which a decision counts as a mistake")
	seed := fs.Uint64("seed", 1, "the review's seed: the same seed gives the same review")
	workers := fs.Int("workers", 2, "decisions weighed side by side")
	largest := fs.Int("largest", 5, "the largest mistakes listed a seat")
	fresh := fs.Bool("fresh", false, "review again even when a review is kept beside the save")
	quiet := fs.Bool("quiet", false, "no progress on the standard error")
	fs.Usage = func() {
		fmt.Fprintln(stderr, "usage: tigris-review [flags] SAVE")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() != 1 {
		fs.Usage()
		return 2
	}
	if *iters < 1 || *mistake <= 0 || *workers < 1 {
		fmt.Fprintln(stderr, "tigris-review: -iterations and -workers must be at least 1, -mistake above 0")
		return 2
	}
	path := fs.Arg(0)
	r, err := reviewOf(ctx, path, review.Options{Iterations: *iters, Threshold: *mistake, Seed: *seed, Workers: *workers}, *fresh, *quiet, stderr)
	if err != nil {
		fmt.Fprintf(stderr, "tigris-review: %s: %v\n", path, err)
		return 2
	}
	if *asJSON {
		b, _ := json.MarshalIndent(r, "", " ")
		fmt.Fprintf(stdout, "%s\n", b)
		for _, s := range r.Seats {
			fmt.Fprintf(stdout, "%s: %d decisions, %d mistakes, loss %.2f points a decision\n", s.Dynasty, s.Decisions, s.Mistakes, s.Loss)
		}
		return 0
	}
	r.WriteText(stdout, *largest)
	return 0
}

// reviewOf reads the save and its kept review, or reviews it and keeps the review beside it.
func reviewOf(ctx context.Context, path string, o review.Options, fresh, quiet bool, stderr io.Writer) (*review.Review, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return nil, fmt.Errorf("no such save file")
		}
		return nil, err
	}
	rec, info, err := game.UnmarshalInfo(data)
	if err != nil {
		return nil, err
	}
	if !rec.State().Over() {
		return nil, review.ErrUnfinished
	}
	id := review.Fingerprint(rec)
	if !fresh {
		if b, err := os.ReadFile(path + review.KeptSuffix); err == nil {
			if r, err := review.Unmarshal(b); err == nil && r.Fits(id, o) {
				r.Rethreshold(o.Threshold)
				return r, nil
			}
		}
	}
	if !quiet {
		began := time.Now()
		o.Progress = func(done, total int) {
			if done%10 == 0 || done == total {
				fmt.Fprintf(stderr, "\r%d/%d decisions", done, total)
			}
			if done == total {
				fmt.Fprintf(stderr, " in %.1f s", time.Since(began).Seconds())
			}
		}
		// each mistake as soon as it is found: the likeliest are weighed first (the chart's swings)
		o.Weighed = func(c review.Choice) {
			if c.Mistake {
				fmt.Fprintf(stderr, "\rafter %.1f s: turn %d, %s lost %.1f points (%s; better %s)\n",
					time.Since(began).Seconds(), c.Turn, seatName(rec, info.Names, c.Seat), c.Loss, c.Played, c.Best)
			}
		}
	}
	r, err := review.Run(ctx, rec, info.Names, o)
	if !quiet {
		fmt.Fprintln(stderr)
	}
	if err != nil {
		return nil, err
	}
	if err := os.WriteFile(path+review.KeptSuffix, r.Marshal(), 0o644); err != nil {
		fmt.Fprintf(stderr, "tigris-review: the review could not be kept beside the save: %v\n", err)
	}
	return r, nil
}

// seatName is a seat's player's name, or its dynasty.
func seatName(rec *game.Record, names []string, seat int) string {
	if seat < len(names) && names[seat] != "" {
		return names[seat]
	}
	return rec.Start().Player(seat).Dynasty.String()
}
