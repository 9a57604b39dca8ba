//go:build display

package menus

import (
	"strings"
	"testing"

	"tigris/game"
)

// The setup says what a position it goes on from is: whose turn, the map.
func TestPositionWords(t *testing.T) {
	st, err := game.NewGame(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull}}, 1)
	if err != nil {
		t.Fatal(err)
	}
	if w := positionWords(st); !strings.Contains(w, "to play") || !strings.Contains(w, "standard map") {
		t.Fatal(w)
	}
}
