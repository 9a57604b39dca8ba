//go:build display

package platform

import (
	"regexp"
	"testing"
)

// flagNamed finds what the regular expression it replaces finds, in every string of up to five
// pieces built from the characters that matter to it (spaces, dashes, letters, digits, colons and
// a non-ASCII letter), and in the errors the flags give.
func TestFlagNamedIsTheExpression(t *testing.T) {
	re := regexp.MustCompile(`(?:^|\s)-([a-z][a-z-]*)\b`)
	pieces := []string{"", " ", "\t", "-", "a", "seats", "Z", "7", "_", ":", "é", "\v", "--"}
	var walk func(s string, n int)
	checked := 0
	walk = func(s string, n int) {
		want, wantOK := "", false
		if m := re.FindStringSubmatch(s); m != nil {
			want, wantOK = m[1], true
		}
		if got, ok := flagNamed(s); got != want || ok != wantOK {
			t.Errorf("flagNamed(%q) = %q, %v; the expression finds %q, %v", s, got, ok, want, wantOK)
		}
		checked++
		if n == 0 {
			return
		}
		for _, p := range pieces {
			walk(s+p, n-1)
		}
	}
	walk("", 5)
	for _, s := range []string{"-seats: bull:robot is not a player", `invalid value "x" for flag -seed: parse error`, "-position: the position is 292 KB", "flag provided but not defined: -colour"} {
		walk(s, 0)
	}
	if checked < 100000 {
		t.Fatalf("checked only %d strings", checked)
	}
}
