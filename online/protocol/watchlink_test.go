package protocol

import (
	"strings"
	"testing"
)

// A watch link's fragment reads back as the game and key it was made of; anything else is no
// watch link.
func TestParseWatchFragment(t *testing.T) {
	game, key := strings.Repeat("ab", 16), strings.Repeat("K", 43)
	g, k, ok := ParseWatchFragment("#" + WatchFragment(game, key))
	if !ok || g != game || k != key {
		t.Fatalf("read back %q %q %v", g, k, ok)
	}
	for _, bad := range []string{"", "#" + SeatFragment(game, key), "#watch=" + game, "#watch=xyz&key=" + key, "#watch=" + game + "&key=short"} {
		if _, _, ok := ParseWatchFragment(bad); ok {
			t.Fatalf("%q read as a watch link", bad)
		}
	}
}
