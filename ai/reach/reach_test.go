package reach

import (
	"testing"
	"time"

	"tigris/ai"
)

// cut is a decision of a busy tablet (issue 44): the search ran its 9 s cap out at iterations.
func cut(iterations int) Decision {
	return Decision{Iterations: iterations, Full: 4000, Took: 9 * time.Second, Cap: 9 * time.Second}
}

// TestReachMeasuresTheLevelPlayed feeds the tablet's cut decisions and checks the level measured
// and the label a seat shows; full decisions bring Expert back.
func TestReachMeasuresTheLevelPlayed(t *testing.T) {
	r := &Reach{}
	if got := r.Label(ai.Expert, 2); got != "expert bot" {
		t.Fatalf("nothing measured: label %q, want %q", got, "expert bot")
	}
	for _, it := range []int{859, 2144, 1200, 1500, 4000} {
		r.Add(cut(it))
	}
	if got := r.Plays(2); got != ai.Hard {
		t.Fatalf("median 1,500 of 4,000: plays as %v, want hard", got)
	}
	if got, want := r.Label(ai.Expert, 2), "expert bot · plays as hard here"; got != want {
		t.Fatalf("label %q, want %q", got, want)
	}
	if got := r.Label(ai.Hard, 2); got != "hard bot" {
		t.Fatalf("a Hard seat's label %q: only Expert's strength depends on the device", got)
	}
	for range Window {
		r.Add(Decision{Iterations: 4000, Full: 4000, Took: 5 * time.Second, Cap: 9 * time.Second})
	}
	if got := r.Label(ai.Expert, 2); got != "expert bot" {
		t.Fatalf("after %d full decisions the label is %q", Window, got)
	}
}

// TestReachBelowHard: a search too cut to reach even Hard's budget plays as Medium; four players
// have their own budgets.
func TestReachBelowHard(t *testing.T) {
	r := &Reach{}
	for range 3 {
		r.Add(Decision{Iterations: 100, Full: 4000})
	}
	if got := r.Plays(3); got != ai.Medium {
		t.Fatalf("100 of 4,000 iterations: plays as %v, want medium", got)
	}
	r = &Reach{}
	r.Add(Decision{Iterations: 200, Full: 300})
	if got := r.Plays(4); got != ai.Medium {
		t.Fatalf("200 of four players' 300 (Hard's too): plays as %v, want medium", got)
	}
	r.Add(Decision{Iterations: 300, Full: 300})
	r.Add(Decision{Iterations: 310, Full: 300})
	if got := r.Plays(4); got != ai.Expert {
		t.Fatalf("full four-player decisions: plays as %v, want expert", got)
	}
}

// TestReachStretchesTheCap: a device that reached half its iterations at the cap gets twice the
// cap, and no more than MaxStretch however slow; a stretched decision that then reached its full
// iterations does not shrink the stretch back, since its speed is what is kept.
func TestReachStretchesTheCap(t *testing.T) {
	r := &Reach{}
	own := 9 * time.Second
	if got := r.Cap(own); got != own {
		t.Fatalf("nothing measured: cap %v, want %v", got, own)
	}
	for range 3 {
		r.Add(cut(2000))
	}
	if got := r.Cap(own); got != 2*own {
		t.Fatalf("half reached: cap %v, want %v", got, 2*own)
	}
	for range Window {
		r.Add(Decision{Iterations: 4000, Full: 4000, Took: 18 * time.Second, Cap: own})
	}
	if got := r.Cap(own); got != 2*own {
		t.Fatalf("full only with the stretched cap: cap %v, want it kept at %v", got, 2*own)
	}
	if got := r.Plays(2); got != ai.Expert {
		t.Fatalf("full with the stretch: plays as %v, want expert", got)
	}
	for range Window {
		r.Add(cut(500))
	}
	if got := r.Cap(own); got != time.Duration(MaxStretch*float64(own)) {
		t.Fatalf("an eighth reached: cap %v, want the bound %v", got, MaxStretch*float64(own))
	}
}

// TestReachKeepsAndLoads: the shares kept in the settings come back as they were.
func TestReachKeepsAndLoads(t *testing.T) {
	r := &Reach{}
	for _, it := range []int{1000, 1200, 1400} {
		r.Add(cut(it))
	}
	a, b := r.Shares()
	q := &Reach{}
	q.Load(a, b)
	if q.Plays(2) != ai.Hard || q.Cap(time.Second) != r.Cap(time.Second) {
		t.Fatalf("loaded: plays %v cap %v, want hard and %v", q.Plays(2), q.Cap(time.Second), r.Cap(time.Second))
	}
}

// TestReachCountsPondering: iterations pondered while the person thought add to the strength a
// cut decision played at.
func TestReachCountsPondering(t *testing.T) {
	r := &Reach{}
	r.Add(Decision{Iterations: 2000, Pondered: 2500, Full: 4000, Took: 9 * time.Second, Cap: 9 * time.Second})
	if got := r.Plays(2); got != ai.Expert {
		t.Fatalf("2,000 searched and 2,500 pondered of 4,000: plays as %v, want expert", got)
	}
}

// TestReachStretchFollowsTheSlowerDecisions: the cap follows the slower quarter of the recent
// decisions, so a few quick ones (a game's opening) do not leave the slow middle cut.
func TestReachStretchFollowsTheSlowerDecisions(t *testing.T) {
	r := &Reach{}
	own := 9 * time.Second
	for _, it := range []int{4000, 4000, 4000, 4000, 4000, 2000, 2000, 2000} {
		r.Add(Decision{Iterations: it, Full: 4000, Took: own, Cap: own})
	}
	if got := r.Cap(own); got != 2*own {
		t.Fatalf("a quarter of the decisions reached half: cap %v, want %v", got, 2*own)
	}
}

// TestReachNearlyFullIsExpert: decisions a few iterations short of the full 4,000 still play as
// Expert; a fifth short do not.
func TestReachNearlyFullIsExpert(t *testing.T) {
	r := &Reach{}
	for _, it := range []int{3700, 3600, 3900} {
		r.Add(Decision{Iterations: it, Full: 4000})
	}
	if got := r.Plays(2); got != ai.Expert {
		t.Fatalf("3,700 of 4,000: plays as %v, want expert", got)
	}
	for _, it := range []int{3200, 3200, 3200} {
		r.Add(Decision{Iterations: it, Full: 4000})
	}
	if got := r.Plays(2); got != ai.Hard {
		t.Fatalf("median 3,400 of 4,000: plays as %v, want hard", got)
	}
}
