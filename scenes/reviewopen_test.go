//go:build display

package scenes

import (
	"os"
	"testing"
	"time"

	"tigris/ai"
	airev "tigris/ai/review"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/session"

	"tigris/scenes/internal/drawtest"
	"tigris/scenes/review"
	"tigris/scenes/settings"
	"tigris/storage"
)

// The results card offers the review: it opens the review's screen, which fits every size with
// its bar and Stop while the review is made, and Back returns to the results.
func TestResultsOpenTheReview(t *testing.T) {
	drawtest.Start(t)
	over := finishedGame(t)
	for _, size := range everyLayout {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			p := sh.show(NewSession(over, over, over))
			d := &driver{t: t, ctx: ctx, scene: p}
			d.step(0, 0, false)
			d.look(size.name + "-game-over-review")
			checkControls(t, ctx, "game over", d.ctl().Hits)
			d.click("review")
			sc, ok := d.scene.(*review.Screen)
			if !ok {
				t.Fatalf("Review the game opened %T", d.scene)
			}
			d.step(0, 0, false)
			d.look(size.name + "-review-running")
			checkControls(t, ctx, "review", d.ctl().Hits)
			if !sc.Running() {
				t.Fatal("the review is not being made")
			}
			// on a phone the bar and Stop follow the words and the mistakes: scrolled to, as a
			// wheel or a finger does
			for i := 0; i < 30 && !d.has("review-stop"); i++ {
				d.ctx.In.Wheel = -3
				d.step(d.ctx.W/2, d.ctx.H*3/4, false)
				d.ctx.In.Wheel = 0
				d.look("")
			}
			d.click("review-stop")
			d.click("back")
			if d.scene != p {
				t.Fatalf("Back went to %T", d.scene)
			}
		})
	}
}

// A person's game against a bot, reviewed, adds his loss to the statistics once: the review is
// kept, and opened again it is read back, not counted again.
func TestReviewCountsThePersonsLoss(t *testing.T) {
	drawtest.Start(t)
	rec, err := game.NewRecord(game.Options{Seats: game.FirstDynasties(2)}, 9)
	if err != nil {
		t.Fatal(err)
	}
	bots := []*ai.Bot{ai.New(ai.Random, 1), ai.New(ai.Random, 2)}
	for n := 0; !rec.State().Over() && n < 3000; n++ {
		p := rec.State().Pending().Player
		if _, err := rec.Apply(bots[p].Choose(rec.State().ViewFor(p))); err != nil {
			t.Fatal(err)
		}
	}
	s, err := session.New(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Hard}}, Record: rec})
	if err != nil {
		t.Fatal(err)
	}
	ctx := contextFor(t, everySize[5])
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42,
		ReviewOptions: airev.Options{Iterations: 20, Pairs: 8, Seed: 1}}
	p := sh.show(NewSession(s, s, s))
	d := &driver{t: t, ctx: ctx, scene: p}
	for round := 0; round < 2; round++ {
		d.step(0, 0, false)
		d.click("review")
		sc := d.scene.(*review.Screen)
		poll.Until(t, 60*time.Second, "the review", func() bool {
			d.step(0, 0, false)
			return !sc.Running()
		})
		r := sc.Review()
		if r == nil || len(sh.Settings.Reviews) != 1 || sh.Settings.Reviews[0].Decisions != r.Seats[0].Decisions || sh.Settings.Reviews[0].Loss != r.Seats[0].Loss {
			t.Fatalf("round %d: the statistics hold %+v", round, sh.Settings.Reviews)
		}
		d.click("back")
	}
}

// A finished game's replay offers its review too, made of the whole game whatever decision the
// replay shows; Back returns to the replay where it was. An unfinished game's replay does not.
func TestReplayOffersTheReview(t *testing.T) {
	drawtest.Start(t)
	saved := func() session.Config { // a short finished game: 18 decisions from a position
		data, err := os.ReadFile("testdata/reviewed-endgame.save")
		if err != nil {
			t.Fatal(err)
		}
		cfg, err := session.ConfigFromSave(data)
		if err != nil {
			t.Fatal(err)
		}
		return cfg
	}
	game := saved()
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42,
		ReviewOptions: airev.Options{Iterations: 20, Pairs: 8, Seed: 1}}
	d := &driver{t: t, ctx: contextFor(t, everySize[5]), scene: NewReplay(sh, game.Record, game.Seats, sh.Title())}
	rp := d.scene.(*Replay)
	d.step(0, 0, false)
	d.click("next")
	d.click("review")
	sc, ok := d.scene.(*review.Screen)
	if !ok {
		t.Fatalf("Review the game opened %T", d.scene)
	}
	poll.Until(t, 120*time.Second, "the review", func() bool {
		d.step(0, 0, false)
		return !sc.Running()
	})
	if r := sc.Review(); r == nil || len(r.Decisions) == 0 || r.Game != airev.Fingerprint(game.Record) {
		t.Fatalf("no review of the whole game was made: %+v", sc.Review())
	}
	d.click("back")
	if d.scene != rp || rp.r.At() != 1 {
		t.Fatalf("Back went to %T", d.scene)
	}
	open := saved()
	open.Record.Truncate(10)
	od := &driver{t: t, ctx: contextFor(t, everySize[5]), scene: NewReplay(sh, open.Record, open.Seats, sh.Title())}
	od.step(0, 0, false)
	if od.offers("review") {
		t.Fatal("an unfinished game's replay offers a review")
	}
}
