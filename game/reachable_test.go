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

// A position copied by a player shows his own tiles and points, the others' tiles as '?' and no
// bag: read back, it is the same board and hand sizes, with the hidden tiles dealt anew.
func TestPublicText(t *testing.T) {
	s, err := NewGame(Options{Seats: FirstDynasties(3)}, 11)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 30 && !s.Over(); i++ {
		moves := s.LegalMoves()
		if _, err := s.Apply(moves[i*7%len(moves)]); err != nil {
			t.Fatal(err)
		}
	}
	me := s.Pending().Player
	text := s.PublicText(me, 99)
	for p := 0; p < s.NumPlayers(); p++ {
		if p == me {
			continue
		}
		d := s.Player(p).Dynasty
		if !strings.Contains(text, "hand "+d.String()+" "+strings.Repeat("?", s.Player(p).HandSize())+"\n") {
			t.Fatalf("%s's tiles are not hidden:\n%s", d, text)
		}
		if strings.Contains(text, "score "+d.String()) {
			t.Fatalf("%s's points are shown", d)
		}
	}
	if strings.Contains(text, "  bag ") {
		t.Fatal("the bag is shown")
	}
	back, err := ParsePosition(text)
	if err != nil {
		t.Fatalf("%v\n%s", err, text)
	}
	if back.BoardText("") != s.BoardText("") || back.Player(me).Hand != s.Player(me).Hand || back.Player(me).Score != s.Player(me).Score {
		t.Fatal("the board or the player's own hand and points changed")
	}
	for p := 0; p < s.NumPlayers(); p++ {
		if back.Player(p).HandSize() != s.Player(p).HandSize() {
			t.Fatalf("seat %d holds %d tiles, not %d", p, back.Player(p).HandSize(), s.Player(p).HandSize())
		}
	}
	if err := back.CheckReachable(); err != nil {
		t.Fatalf("the copied position is not one the game reaches: %v", err)
	}
	// a hand of '?' where the bag cannot deal them is refused with the reason
	if _, err := ParsePosition(strings.Replace(text, "seed 99", "bag r", 1)); err == nil || !strings.Contains(err.Error(), "hidden") {
		t.Fatalf("too few tiles for the hidden ones: %v", err)
	}
}
