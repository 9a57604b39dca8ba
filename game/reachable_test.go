package game

import (
	"fmt"
	"hash/crc32"
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
		{"treasures held beyond those that exist", "hand bull", "score archer r0 b0 g0 k0 t4\nhand bull", "treasures held and 10 on the board, but the map has 10 (R1.5)"},
		{"catastrophes on the board none played", "  .. .. .. .. .. .. .. .. .. .. .. .. .. .. ~~ ..", "  .. .. .. .. .. .. .. .. .. .. .. .. .. .. ~~ XX", "catastrophes on the board, but the players have played 0"},
		{"a catastrophe played but not on the board", "hand bull", "catastrophes bull 1\nhand bull", "0 catastrophes on the board, but the players have played 1"},
		{"a short hand at a turn's start", "hand bull rrbbkk", "hand bull rrbbk", "bull holds 5 tiles at the start of a turn; every hand is drawn back to six at each turn's end (R2.2, R4.3)"},
		{"an empty hand at a turn's start", "hand archer rrbkgg", "hand archer", "archer holds 0 tiles"},
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

// A game as dealt, where nothing on the board has changed, has no points, no treasure taken and
// nothing out of the game but swapped tiles; and a save whose start no game can reach (a 32-tile
// hand, its checksum made anew) is refused with the rule.
func TestOpeningAndSavesReachable(t *testing.T) {
	s, err := NewGame(Options{Seats: FirstDynasties(2)}, 5)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.CheckReachable(); err != nil {
		t.Fatalf("a fresh deal: %v", err)
	}
	text := s.String()
	for _, tc := range []struct{ from, to, want string }{
		{"score archer r0", "score archer r9999", "points though nothing on the board has changed since the deal (R2.2)"},
	} {
		if !strings.Contains(text, tc.from) {
			t.Fatalf("no %q in\n%s", tc.from, text)
		}
		bad, err := ParsePosition(strings.Replace(text, tc.from, tc.to, 1))
		if err != nil {
			t.Fatal(err)
		}
		if err := bad.CheckReachable(); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v", tc.to, err)
		}
	}

	rec := RecordFrom(s)
	save := string(rec.Marshal())
	hand := "hand " + s.Player(0).Dynasty.String() + " "
	i := strings.Index(save, hand)
	j := i + strings.Index(save[i:], "\n")
	// 26 tiles more from the bag, so every tile is still accounted for
	k := strings.Index(save, "  bag ") + len("  bag ")
	forged := save[:i] + hand + save[i+len(hand):j] + save[k:k+26] + save[j:k] + save[k+26:]
	body := forged[:strings.LastIndex(strings.TrimRight(forged, "\n"), "\n")+1]
	forged = body + fmt.Sprintf("checksum %08x\n", crc32.ChecksumIEEE([]byte(body)))
	if _, err := Unmarshal([]byte(forged)); err == nil || !strings.Contains(err.Error(), "32 tiles; a hand holds six at most (R2.2, R4.3)") {
		t.Fatalf("a save with a 32-tile hand: %v", err)
	}
}
