//go:build display

package scenes

import (
	"testing"
	"time"

	"tigris/ai"
	airev "tigris/ai/review"
	"tigris/internal/poll"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/review"
	"tigris/scenes/settings"
	"tigris/storage"
)

// An online game, played to its end against the server's bot on a real server on loopback, is
// reviewed from its results card as a local game is: while it goes on the seat holds only what it
// saw (a review of that is refused), at the end the server reveals the whole record, and the
// review is made of that record, every seat's decisions weighed, and kept.
func TestOnlineGameReviewed(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL,
		ReviewOptions: airev.Options{Iterations: 16, Pairs: 4, Seed: 1}}
	tk := createSeat(t, sh, ls.URL, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "bot", Level: "random"})
	r := openArrived(t, sh, ls.URL, tk)
	p := sh.show(NewSession(r, r, r))
	d := &driver{t: t, ctx: newContext(t), scene: p}
	defer func() { d.free() }()
	bot := ai.New(ai.Random, 3)
	checkedMidway := false
	poll.Until(t, 60*time.Second, "the online game's end", func() bool {
		d.step(0, 0, false)
		if r.Over() != nil {
			return true
		}
		if !r.HumanToDecide() {
			return false
		}
		if !checkedMidway && len(r.Record().Moves()) > 10 {
			// what the seat saw is not the game: the others' tiles and the bag are not in it
			checkedMidway = true
			if _, _, err := airev.Chart(r.Record()); err == nil {
				t.Fatal("the seat's own record of a game under way reads as a whole game")
			}
		}
		m := bot.Choose(r.View())
		if dl, ok := r.Dialog(); ok {
			m = dl.Options[len(dl.Options)-1].Move
		}
		if err := r.Try(m); err != nil {
			t.Fatalf("%v refused: %v", m, err)
		}
		return false
	})
	if !checkedMidway {
		t.Fatal("the game ended before the seat's record was looked at")
	}
	rec := r.Record()
	if _, _, err := airev.Chart(rec); err != nil || !rec.State().Over() {
		t.Fatalf("the record revealed at the end is not the whole game: %v", err)
	}
	d.frames("the results card", func() bool { return d.offers("review") })
	d.look("online-game-over-review")
	d.click("review")
	sc, ok := d.scene.(*review.Screen)
	if !ok {
		t.Fatalf("Review the game opened %T", d.scene)
	}
	poll.Until(t, 120*time.Second, "the online game's review", func() bool {
		d.step(0, 0, false)
		return !sc.Running()
	})
	rv := sc.Review()
	if rv == nil {
		t.Fatal("no review was made of the revealed game")
	}
	moves := 0
	for _, s := range rv.Seats {
		moves += s.Decisions
	}
	if moves == 0 || rv.Seats[1].Decisions == 0 || rv.Game != airev.Fingerprint(rec) {
		t.Fatalf("the review weighed %+v of the revealed game", rv.Seats)
	}
	d.look("online-review-made")
	if _, err := sh.Store.Get("reviews/" + airev.Fingerprint(rec)); err != nil {
		t.Fatalf("the online game's review was not kept: %v", err)
	}
}
