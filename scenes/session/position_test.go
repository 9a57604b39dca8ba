package session

import (
	"os"
	"strings"
	"testing"
)

// A position with neither a bag nor a seed line is dealt with the seed given; one the rules
// cannot reach is refused with the reason.
func TestStartPosition(t *testing.T) {
	data, err := os.ReadFile("../testdata/revolt.pos")
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	var kept []string
	for _, line := range strings.Split(text, "\n") {
		if !strings.HasPrefix(line, "bag ") {
			kept = append(kept, line)
		}
	}
	noBag := strings.Join(kept, "\n")
	a, err := StartPosition(noBag, 1)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := StartPosition(noBag, 2)
	a2, _ := StartPosition(noBag, 1)
	if a.Equal(b) || !a.Equal(a2) {
		t.Fatal("the seed given does not deal the bag of a position without one")
	}
	if _, err := StartPosition(strings.Replace(text, "hand archer rrbkgg", "hand archer rrbkggrrbkgg", 1), 1); err == nil ||
		!strings.Contains(err.Error(), "six at most") {
		t.Fatalf("a twelve-tile hand: %v", err)
	}
}
