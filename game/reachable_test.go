package game

import (
	"os"
	"strings"
	"testing"
)

// Positions no game can reach are refused with the reason; the same position made right is
// taken.
func TestCheckReachable(t *testing.T) {
	data, err := os.ReadFile("../scenes/testdata/revolt.pos") // the position the screen tests use
	if err != nil {
		t.Fatal(err)
	}
	reachableBase := string(data)
	cases := []struct{ name, from, to, want string }{
		{"fine", "", "", ""},
		{"two priests in one kingdom", "Ak r. Br", "Ar r. Br", "two leaders of one colour"},
		{"a leader touching no temple", "Ak r. Br", "Ak .. Br", "touches no face-up temple"},
		{"a treasure on a farm", "~~ ~~ ~~ ~~ ~~ .. r*", "~~ ~~ ~~ ~~ b* .. r*", "holds no temple"},
		{"a thirty-tile hand", "hand archer rrbkgg", "hand archer rrrrrbbbbbgggggkkkkkrrrrrbbbbb", "six at most"},
		{"three catastrophes", "hand bull", "catastrophes archer 3\nhand bull", "catastrophes"},
		{"the wonder without its option",
			"  .. .. .. .. .. .. ~~ ~~ ~~ ~~ ~~ ~~ ~~ .. r* ..\n  .. .. .. .. .. r* .. .. .. .. .. .. .. .. .. ..\n  .. .. .. .. .. .. .. .. .. .. r* .. .. .. .. ..",
			"  .. .. W. .. .. .. ~~ ~~ ~~ ~~ ~~ ~~ ~~ .. r* ..\n  .. W. W. W. .. r* .. .. .. .. .. .. .. .. .. ..\n  .. .. W. .. .. .. .. .. .. .. r* .. .. .. .. ..", "without it"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			text := reachableBase
			if tc.from != "" {
				if !strings.Contains(text, tc.from) {
					t.Fatalf("the base has no %q", tc.from)
				}
				text = strings.Replace(text, tc.from, tc.to, 1)
			}
			s, err := ParsePosition(text)
			if err != nil {
				if tc.want != "" && strings.Contains(err.Error(), tc.want) {
					return // refused while parsing, with the reason
				}
				t.Fatal(err)
			}
			err = s.CheckReachable()
			switch {
			case tc.want == "" && err != nil:
				t.Fatalf("a reachable position was refused: %v", err)
			case tc.want != "" && (err == nil || !strings.Contains(err.Error(), tc.want)):
				t.Fatalf("got %v, want a refusal naming %q", err, tc.want)
			}
		})
	}
}
