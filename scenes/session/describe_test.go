package session

import (
	"path/filepath"
	"strings"
	"testing"

	"tigris/game"
	"tigris/game/scenario"
)

// scenarioLog plays a rule scenario's accepted moves and returns the log they write.
func scenarioLog(t *testing.T, name string) []string {
	t.Helper()
	sc, s, err := scenario.Open(filepath.Join("..", "..", "game", "testdata", "scenarios", name+".txt"))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for i := 0; i < s.NumPlayers(); i++ {
		names = append(names, Capitalize(s.Player(i).Dynasty.String()))
	}
	var log []string
	for _, l := range sc.Moves {
		if strings.HasPrefix(l.Text, "!") {
			continue
		}
		ev, err := s.ApplyNotation(l.Text)
		if err != nil {
			t.Fatalf("%s: %v", l.Text, err)
		}
		log = append(log, Describe(ev, names)...)
	}
	return log
}

// Every point in the log says why it was won, causes come before their effects, and the tiles one
// cause removed share a line.
func TestLogSaysWhy(t *testing.T) {
	cases := []struct {
		scenario string
		want     []string
	}{
		{"tile-scoring", []string{
			"Archer places a market at G5; +1 green to Bull: Bull's trader rules this kingdom",
			"Archer places a temple at G6; +1 red to Archer: no priest here, so Archer's king takes it",
		}},
		{"red-war-exception", []string{
			"War of the priests: Archer attacks Bull",
			"Archer wins 4 to 3",
			"Bull's priest at H7 goes back to supply",
			"The temple at G7 leaves the game",
			"+2 red to Archer: 1 for the beaten priest and 1 for the temple removed",
		}},
		{"revolt-defender-wins-tie", []string{"holds, ", ": ties go to the defender", "for winning the revolt"}},
		{"catastrophe-last-temple", []string{"plays a catastrophe at", ", destroying the temple there", "goes back to supply: no temple beside it any more"}},
		{"building-place-and-double", []string{"doubles it"}},
		{"wonder-erect-and-point", []string{"king shares a kingdom with the wonder"}},
		{"monument-king-black-only", []string{"at the end of the turn: Archer's king shares a kingdom with the"}},
	}
	for _, c := range cases {
		t.Run(c.scenario, func(t *testing.T) {
			log := strings.Join(scenarioLog(t, c.scenario), "\n")
			at := 0
			for _, w := range c.want {
				i := strings.Index(log[at:], w)
				if i < 0 {
					t.Fatalf("no %q in order in the log:\n%s", w, log)
				}
				at += i + len(w)
			}
		})
	}
}

// Tiles of one colour leaving together are one line naming every space.
func TestRemovalsGrouped(t *testing.T) {
	ev := []game.Event{
		{Kind: game.EvConflictWon, Player: 0, Other: 1, Color: game.Blue, N: 5, N2: 2, Cell: 40},
		{Kind: game.EvLeaderReturned, Player: 1, Color: game.Blue, Cell: 40},
		{Kind: game.EvTileRemoved, Color: game.Blue, Cell: 41},
		{Kind: game.EvTileRemoved, Color: game.Blue, Cell: 42},
		{Kind: game.EvTileRemoved, Color: game.Blue, Cell: 57},
		{Kind: game.EvScored, Player: 0, Color: game.Blue, N: 4, Why: game.ScoredWar, Cell: -1},
	}
	got := Describe(ev, []string{"Archer", "Bull"})
	want := []string{
		"Archer wins 5 to 2",
		"Bull's farmer at " + game.SpaceName(40) + " goes back to supply",
		"3 farms leave the game (" + game.SpaceName(41) + ", " + game.SpaceName(42) + ", " + game.SpaceName(57) + ")",
		"+4 blue to Archer: 1 for the beaten farmer and 3 for the farms removed",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

// A swap of one tile says "1 tile" (the hand-off's summary said "Di swaps 1 tiles").
func TestSwapOfOneTileSaysTile(t *testing.T) {
	for n, want := range map[int16]string{1: "Di swaps 1 tile", 3: "Di swaps 3 tiles"} {
		got := Describe([]game.Event{{Kind: game.EvSwapped, Player: 0, N: n, Cell: -1}}, []string{"Di"})
		if len(got) != 1 || got[0] != want {
			t.Errorf("%d: %q, want %q", n, got, want)
		}
	}
}
