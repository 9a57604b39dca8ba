package botworker

import (
	"encoding/json"
	"reflect"
	"sort"
	"testing"
	"time"

	"tigris/ai"
	"tigris/ai/reach"
	airev "tigris/ai/review"
	"tigris/game"
)

func request(t *testing.T, op string, id, seat, viewOf int, level string) *Request {
	t.Helper()
	r, err := game.NewRecord(game.Options{Map: game.StandardMap, Seats: []game.Dynasty{game.Archer, game.Bull}}, 3)
	if err != nil {
		t.Fatal(err)
	}
	view, err := json.Marshal(r.State().ViewFor(viewOf))
	if err != nil {
		t.Fatal(err)
	}
	return &Request{Op: op, ID: id, Game: 1, Seat: seat, Bot: Budget{Level: level, Iterations: 20}, View: view}
}

// TestWorkerAnswersALegalMove: a choose request is answered with a legal move of the seat, at
// the budget asked for.
func TestWorkerAnswersALegalMove(t *testing.T) {
	w := NewWorker(func() uint64 { return 1 })
	r := request(t, "choose", 5, 0, 0, "hard")
	a, ok := w.Handle(r, nil)
	if !ok || a.Err != "" || a.ID != 5 {
		t.Fatalf("answer %+v", a)
	}
	if a.Iterations != 20 {
		t.Fatalf("%d iterations, asked for 20", a.Iterations)
	}
	g, _ := game.NewRecord(game.Options{Map: game.StandardMap, Seats: []game.Dynasty{game.Archer, game.Bull}}, 3)
	if _, err := g.Apply(a.Move); err != nil {
		t.Fatalf("the worker's move %v is not legal: %v", a.Move, err)
	}
}

// TestWorkerRefusesAnotherSeatsView: a request whose view is not its seat's is refused, and so is
// an unknown level.
func TestWorkerRefusesAnotherSeatsView(t *testing.T) {
	w := NewWorker(func() uint64 { return 1 })
	if a, _ := w.Handle(request(t, "choose", 1, 0, 1, "hard"), nil); a.Err == "" {
		t.Fatal("seat 0 was answered from seat 1's view")
	}
	if a, _ := w.Handle(request(t, "choose", 2, 0, 0, "grandmaster"), nil); a.Err == "" {
		t.Fatal("an unknown level was answered")
	}
}

// TestStopEndsPondering: a stop sent before a pondering's first yield ends it there.
func TestStopEndsPondering(t *testing.T) {
	w := NewWorker(func() uint64 { return 1 })
	r := request(t, "ponder", 9, 1, 1, "expert") // Bull ponders while Archer decides
	yields := 0
	a, ok := w.Handle(r, func() {
		if yields++; yields == 1 {
			w.Stop(9)
		}
	})
	if !ok || !a.Done || a.Err != "" {
		t.Fatalf("answer %+v", a)
	}
	if yields != 1 {
		t.Fatalf("the pondering went on for %d yields after its stop", yields-1)
	}
	if len(w.stopping) != 0 {
		t.Fatal("the stop of an ended pondering is kept")
	}
}

// TestLevelsCapGrowsInTheWorker: a level's own time cap is slowerHere times longer in the worker,
// so the browser's slower search still runs its iterations; a cap set on purpose stays.
func TestLevelsCapGrowsInTheWorker(t *testing.T) {
	w := NewWorker(func() uint64 { return 1 })
	r := request(t, "choose", 1, 0, 0, "hard")
	r.Bot.ThinkMs = 3000
	if _, err := w.bot(r); err != nil {
		t.Fatal(err)
	}
	if got := w.bots[0].Think.Milliseconds(); got != 3000*slowerHere {
		t.Fatalf("Hard's own cap is %d ms in the worker, want %d", got, 3000*slowerHere)
	}
	r.Bot.ThinkMs = 1500
	w.bot(r)
	if got := w.bots[0].Think.Milliseconds(); got != 1500 {
		t.Fatalf("a cap of 1500 ms set on purpose became %d ms", got)
	}
}

// finishedSave is a finished game of two Random bots, as a save.
func finishedSave(t *testing.T) string {
	t.Helper()
	r, err := game.NewRecord(game.Options{Seats: game.FirstDynasties(2)}, 4)
	if err != nil {
		t.Fatal(err)
	}
	bots := []*ai.Bot{ai.New(ai.Random, 1), ai.New(ai.Random, 2)}
	for n := 0; !r.State().Over() && n < 3000; n++ {
		p := r.State().Pending().Player
		if _, err := r.Apply(bots[p].Choose(r.State().ViewFor(p))); err != nil {
			t.Fatal(err)
		}
	}
	return string(r.Marshal())
}

// TestWorkerReviews: a review request is answered with its progress, then the review of the game;
// a stop ends it with Stopped; an unfinished game is refused.
func TestWorkerReviews(t *testing.T) {
	w := NewWorker(func() uint64 { return 1 })
	var progress []int
	var weighed []airev.Choice
	w.Post = func(a Answer) {
		progress = append(progress, a.Progress)
		weighed = append(weighed, a.Weighed...)
	}
	save := finishedSave(t)
	r := &Request{Op: "review", ID: 3, Save: save, Review: ReviewRequest{Iterations: 10, Pairs: 4, Seed: 2}}
	a, ok := w.Handle(r, nil)
	if !ok || a.Err != "" || !a.Done {
		t.Fatalf("answer %+v", a)
	}
	var rv airev.Review
	if err := json.Unmarshal(a.Review, &rv); err != nil || len(rv.Seats) != 2 || len(rv.Decisions) == 0 {
		t.Fatalf("review %v: %+v", err, rv.Seats)
	}
	if len(progress) < len(rv.Decisions) || progress[len(progress)-1] != len(progress) {
		t.Fatalf("progress %v for %d decisions", progress, len(rv.Decisions))
	}
	// each decision is posted as it is weighed: the page lists the mistakes before the end
	sort.Slice(weighed, func(a, b int) bool { return weighed[a].Move < weighed[b].Move })
	if !reflect.DeepEqual(weighed, rv.Decisions) {
		t.Fatalf("the progress carried %d decisions, the review holds %d", len(weighed), len(rv.Decisions))
	}
	yields := 0
	stop := &Request{Op: "review", ID: 4, Save: save, Review: ReviewRequest{Iterations: 100000, Seed: 2}}
	a, _ = w.Handle(stop, func() {
		if yields++; yields == 50 {
			w.Stop(4)
		}
	})
	if !a.Stopped || a.Err == "" || a.Review != nil {
		t.Fatalf("a stopped review answered %+v", a)
	}
	rec, _ := game.Unmarshal([]byte(save))
	rec.Truncate(20)
	if a, _ := w.Handle(&Request{Op: "review", ID: 5, Save: string(rec.Marshal())}, nil); a.Err == "" {
		t.Fatal("an unfinished game was reviewed")
	}
}

// TestExpertsCapFollowsTheDevice: an Expert whose searches the worker's cap cut gets a longer
// cap on its next decision, up to reach.MaxStretch times its own; Hard's stays.
func TestExpertsCapFollowsTheDevice(t *testing.T) {
	w := NewWorker(func() uint64 { return 1 })
	r := request(t, "choose", 1, 0, 0, "expert")
	r.Bot.Iterations = 1 << 20 // more than any cap lets it run: every decision is cut
	r.Bot.ThinkMs = 3000
	for i := range 3 {
		r.ID = i + 1
		b, err := w.bot(r)
		if err != nil {
			t.Fatal(err)
		}
		// the device's speed, shortened for the test; a busy machine that cannot finish one
		// iteration in the time gets a longer cap, still far short of the budget
		for think := 300 * time.Millisecond; think <= 5*time.Second; think *= 2 {
			b.Think = think
			b.LastIterations, b.LastPondered = 0, 0
			b.Choose(mustView(t, r))
			if b.LastIterations > 0 {
				break
			}
		}
		if b.LastIterations == 0 || b.LastIterations >= r.Bot.Iterations {
			t.Fatalf("the search ran %d iterations: not cut", b.LastIterations)
		}
		Record(w.reach, r.Bot, 2, Answer{Iterations: b.LastIterations}, 9*time.Second)
	}
	b, _ := w.bot(r)
	want := time.Duration(reach.MaxStretch * float64(3000*slowerHere*time.Millisecond))
	if b.Think != want {
		t.Fatalf("Expert's cap after cut decisions is %v, want %v", b.Think, want)
	}
	h := request(t, "choose", 9, 1, 1, "hard")
	h.Bot.ThinkMs = 3000
	hb, _ := w.bot(h)
	if hb.Think != 3000*slowerHere*time.Millisecond {
		t.Fatalf("Hard's cap became %v", hb.Think)
	}
}

func mustView(t *testing.T, r *Request) *game.View {
	t.Helper()
	v, err := r.view()
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestWorkerStartsFromThePagesMeasure: a worker that has measured nothing yet stretches the
// Expert's cap as the page's kept measure says, bounded; once it has its own, that decides.
func TestWorkerStartsFromThePagesMeasure(t *testing.T) {
	w := NewWorker(func() uint64 { return 1 })
	r := request(t, "choose", 1, 0, 0, "expert")
	r.Bot.ThinkMs, r.Bot.Stretch = 3000, 1.5
	own := 3000 * slowerHere * time.Millisecond
	if b, _ := w.bot(r); b.Think != own*3/2 {
		t.Fatalf("the page's stretch of 1.5: cap %v, want %v", b.Think, own*3/2)
	}
	r.Bot.Stretch = 5
	if b, _ := w.bot(r); b.Think != time.Duration(reach.MaxStretch*float64(own)) {
		t.Fatalf("a stretch of 5 is not bounded: cap %v", b.Think)
	}
	w.reach.Add(reach.Decision{Iterations: 4000, Full: 4000, Took: time.Second, Cap: own})
	if b, _ := w.bot(r); b.Think != own {
		t.Fatalf("the worker reached its iterations: cap %v, want %v", b.Think, own)
	}
}
