package summary_test

import (
	"fmt"
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/summary"
)

var names = []string{"Archer", "Bull", "Pot", "Lion"}

// botGame plays a game of four random bots (they place leaders anywhere, so revolts and wars
// come often) and keeps each decision's events, as the session's record replays them.
func botGame(t *testing.T, seed uint64) []summary.Decision {
	t.Helper()
	rec, err := game.NewRecord(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull, game.Pot, game.Lion}}, seed)
	if err != nil {
		t.Fatal(err)
	}
	bots := make([]*ai.Bot, 4)
	for i := range bots {
		bots[i] = ai.New(ai.Random, ai.SeedFor(seed, i))
	}
	var ds []summary.Decision
	for !rec.State().Over() && len(ds) < 3000 {
		p := rec.State().Pending().Player
		ev, err := rec.Apply(bots[p].Choose(rec.State().ViewFor(p)))
		if err != nil {
			t.Fatal(err)
		}
		ds = append(ds, summary.Decision{Seat: p, Events: ev})
	}
	return ds
}

func describe(ev []game.Event) []string { return session.Describe(ev, names) }

// started is a conflict as the test finds it in the events, apart from the package: the words
// that name who began it where, and the last decision it had an event in.
type started struct {
	words string
	last  int
}

// conflicts are the game's revolts and wars in order (one at a time: R7), each with the words
// naming its starter: the revolting leader and its space (R7.1), or the seat whose tile united the
// kingdoms and its space (R7.2).
func conflicts(ds []summary.Decision) []started {
	var out []started
	var unif game.Event
	for d, dec := range ds {
		for _, e := range dec.Events {
			switch e.Kind {
			case game.EvUnification:
				unif = e
			case game.EvRevolt:
				out = append(out, started{fmt.Sprintf("%s's %s at %s revolts", names[e.Player], e.Color.LeaderName(), game.SpaceName(int(e.Cell))), d})
			case game.EvWar:
				out = append(out, started{fmt.Sprintf("%s's tile at %s starts a war of the %ss", names[unif.Player], game.SpaceName(int(unif.Cell)), e.Color.LeaderName()), d})
			case game.EvCommitted, game.EvConflictWon:
				out[len(out)-1].last = d
			}
		}
	}
	return out
}

// In real games of four bots, each time a seat gets the board back its summary has exactly one
// line for every conflict that had anything happen since its last decision, and that line names
// who began it and where; no commitment has a line of its own (review 5: "Pot commits 0 temples"
// kept, the revolt's start dropped), nor does a conflict's start, result or leader sent home.
func TestEveryConflictHasOneLineNamingItsStarter(t *testing.T) {
	revolts, wars, checked := 0, 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		ds := botGame(t, seed)
		for i := 1; i < len(ds); i++ {
			if ds[i-1].Seat != ds[i].Seat {
				checked += checkSummary(t, fmt.Sprintf("seed %d, decision %d", seed, i), ds[:i], ds[i].Seat)
			}
		}
		for _, c := range conflicts(ds) {
			if strings.Contains(c.words, "revolts") {
				revolts++
			} else {
				wars++
			}
		}
	}
	if revolts == 0 || wars == 0 || checked == 0 {
		t.Fatalf("the games had %d revolts and %d wars, %d lines checked: the test shows nothing", revolts, wars, checked)
	}
	t.Logf("%d revolts, %d wars, %d conflict lines checked", revolts, wars, checked)
}

// checkSummary checks seat p's summary after the decisions ds: one line for each conflict with an
// event after p's last decision other than a defence (review 6: the conflict he had defended in
// another's turn was left out), beginning with its starter, and no conflict's event apart. It
// returns how many conflict lines it checked.
func checkSummary(t *testing.T, where string, ds []summary.Decision, p int) int {
	t.Helper()
	lines := summary.Since(ds, p, names, describe)
	cut := 0
	for j, d := range ds {
		if d.Seat == p && !defends(ds, j) {
			cut = j + 1
		}
	}
	var want, got []string
	for _, c := range conflicts(ds) {
		if c.last >= cut {
			want = append(want, c.words)
		}
	}
	for _, l := range lines {
		if l.Weight == summary.Conflict {
			got = append(got, l.Text)
			continue
		}
		for _, bad := range []string{" commits ", "Revolt!", "War of the", "wins ", "holds "} {
			if strings.Contains(l.Text, bad) {
				t.Fatalf("%s: a conflict's event has a line of its own: %q", where, l.Text)
			}
		}
	}
	if len(got) != len(want) {
		t.Fatalf("%s: %d conflict lines for %d conflicts:\n%s\nwant starters %q", where, len(got), len(want), strings.Join(summary.Texts(lines), "\n"), want)
	}
	for j := range want {
		if !strings.HasPrefix(got[j], want[j]) {
			t.Fatalf("%s: the conflict's line %q does not begin with its starter %q", where, got[j], want[j])
		}
	}
	return len(got)
}

// defends reports that decision j is its seat's commitment as the defender of the revolt or war
// open then (R7.1, R7.3): the other side committed first, in a decision of its own or of the game.
func defends(ds []summary.Decision, j int) bool {
	var open game.Event
	for _, d := range ds[:j] {
		for _, e := range d.Events {
			if e.Kind == game.EvRevolt || e.Kind == game.EvWar {
				open = e
			}
		}
	}
	ev := ds[j].Events
	return len(ev) > 0 && ev[0].Kind == game.EvCommitted && int(ev[0].Player) == ds[j].Seat && int(open.Other) == ds[j].Seat
}

// A finished revolt's line says the result, each side's tiles from hand and who went home; a
// war's also the tiles it removed.
func TestAConflictsLineTellsItsResult(t *testing.T) {
	var revolt, war string
	for seed := uint64(1); seed <= 6 && (revolt == "" || war == ""); seed++ {
		ds := botGame(t, seed)
		for _, l := range summary.Since(ds, -1, names, describe) {
			switch {
			case l.Weight != summary.Conflict || !strings.Contains(l.Text, " from hand against "):
			case strings.Contains(l.Text, "revolts") && revolt == "":
				revolt = l.Text
			case strings.Contains(l.Text, "war of") && strings.Contains(l.Text, "the game") && war == "":
				war = l.Text
			}
		}
	}
	if !strings.Contains(revolt, " goes home") || !strings.Contains(revolt, " temple") {
		t.Errorf("a revolt's line: %q", revolt)
	}
	if !strings.Contains(war, " goes home") || !strings.Contains(war, " the game") {
		t.Errorf("a war's line: %q", war)
	}
	t.Logf("%s\n%s", revolt, war)
}
