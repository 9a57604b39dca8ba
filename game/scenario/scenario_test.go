package scenario

import (
	"strings"
	"testing"
)

const twoPlayers = `# a small scenario
# rule: R5.1
position
  players archer bull
  turn archer
  hand archer rrbbgk
  hand bull rrbbgk
moves
  archer tile r F5
expect
  turn archer
  actions 1
  cell F5 r.
`

// A scenario whose expectations hold passes; each wrong expectation, an accepted move marked as
// refused, and a refused move fail, naming their line.
func TestRunFailsOnWhatDoesNotHold(t *testing.T) {
	sc, err := Parse(twoPlayers)
	if err != nil {
		t.Fatal(err)
	}
	if sc.Title != "a small scenario" || len(sc.Rules) != 1 || sc.Rules[0] != "R5.1" {
		t.Fatalf("title %q, rules %v", sc.Title, sc.Rules)
	}
	if err := sc.Run(); err != nil {
		t.Fatalf("a scenario that holds failed: %v", err)
	}
	for _, tc := range []struct{ from, to, want string }{
		{"expect\n  turn archer", "expect\n  turn bull", "line 11"},
		{"actions 1", "actions 2", "line 12"},
		{"cell F5 r.", "cell F5 ..", "line 13"},
		{"  archer tile r F5", "  !archer tile r F5", "should be refused"},
		{"  archer tile r F5", "  archer tile r F99", "refused"},
	} {
		sc, err := Parse(strings.Replace(twoPlayers, tc.from, tc.to, 1))
		if err != nil {
			t.Fatal(err)
		}
		if err := sc.Run(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: got %v, want an error naming %q", tc.to, err, tc.want)
		}
	}
}
