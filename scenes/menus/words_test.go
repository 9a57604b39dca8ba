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

// A position with one treasure left says "1 treasure", not "1 treasures".
func TestPositionWordsCountTreasures(t *testing.T) {
	rows := game.MapOf(game.StandardMap).StartRows()
	kept := false
	for r := range rows { // every treasure taken but the first
		for _, tok := range strings.Fields(rows[r]) {
			if tok == "r*" && kept {
				rows[r] = strings.Replace(rows[r], "r*", "r.", 1)
			} else if tok == "r*" {
				kept = true
			}
		}
	}
	pos := "position\n  map standard\n  players archer bull\n  turn bull\n  board\n    " + strings.Join(rows[:], "\n    ") + "\n  seed 1\n"
	st, err := game.ParsePosition(pos)
	if err != nil {
		t.Fatal(err)
	}
	if st.TreasuresOnBoard() != 1 {
		t.Fatalf("%d treasures on the board, not 1", st.TreasuresOnBoard())
	}
	if w := positionWords(st); !strings.Contains(w, "Bull to play, 1 treasure on the board") {
		t.Fatal(w)
	}
}
