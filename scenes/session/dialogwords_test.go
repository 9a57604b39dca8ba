package session

import (
	"strings"
	"testing"

	"tigris/game"
)

// The defender, who commits last, is told what holding takes: nothing, an exact number, or that
// nothing can save the leader.
func TestDefenderToldWhatHoldingTakes(t *testing.T) {
	cases := []struct {
		bullHand string
		commit   int // the attacker's
		want     string
	}{
		{"rrbbkk", 0, "You already hold: committing nothing wins."},
		{"rrbbkk", 1, "Commit 1 to win: a tie is yours."},
		{"rrbbkk", 2, "Commit 2 to win: a tie is yours."},
		{"rbbbkk", 2, "All you hold makes 2 against 3: the revolt is lost whatever you commit."},
	}
	for _, tc := range cases {
		pos := strings.Replace(twoHumans, "Ak r. ..", "Ak r. Br", 1)
		pos = strings.Replace(pos, "hand bull rrbbkk", "hand bull "+tc.bullHand, 1)
		s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: position(t, pos)})
		s.Ready()
		if err := s.Drop(Piece{Kind: SupplyLeader, Color: game.Red}, mustSpace("G4")); err != nil {
			t.Fatal(err)
		}
		if d, _ := s.Dialog(); strings.Contains(strings.Join(d.Lines, " "), "to win") || strings.Contains(strings.Join(d.Lines, " "), "is lost") {
			t.Fatalf("the attacker, who does not know the defender's tiles, is told the outcome: %q", d.Lines)
		}
		if err := s.Try(game.CommitMove(tc.commit)); err != nil {
			t.Fatal(err)
		}
		s.Ready()
		d, ok := s.Dialog()
		if !ok || !strings.Contains(d.Title, "You defend") {
			t.Fatalf("no defender's dialog: %+v", d)
		}
		if last := d.Lines[len(d.Lines)-1]; last != tc.want {
			t.Errorf("Bull holding %s against a commit of %d is told %q, want %q", tc.bullHand, tc.commit, last, tc.want)
		}
	}
}

// The monument dialog's words are whole sentences, one to a line.
func TestMonumentDialogInSentences(t *testing.T) {
	for _, l := range monumentLines {
		if !strings.HasSuffix(l, ".") || strings.ToUpper(l[:1]) != l[:1] {
			t.Errorf("a line that is not a sentence: %q", l)
		}
	}
}

// A hint names the player's points once, and tells the end of the turn's monument points apart
// from what the move itself scores (any last action would score those).
func TestHintSaysPointsOnce(t *testing.T) {
	pos := strings.Replace(twoHumans, "turn archer\n", "turn archer\nactions 1\n", 1)
	pos = strings.Replace(pos, "Ak r. .. .. ..", "Ak r. x. x. ..", 1)
	pos = strings.Replace(pos, "  .. .. .. .. .. .. .. .. .. .. .. .. .. .. ~~ ..\n", "  .. .. .. .. .. .. .. x. x. .. .. .. .. .. ~~ ..\n", 1)
	pos = strings.Replace(pos, "hand archer", "monument gk H5\nhand archer", 1)
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: position(t, pos)})
	s.Ready()
	h := words{s.State(), s.names}.describeHint(game.TileMove(game.Green, mustSpace("E5")), 0)
	if want := "Place a market at E5: it scores you 1 green, then the end of your turn scores you 1 black"; h.Text != want {
		t.Fatalf("hint %q, want %q", h.Text, want)
	}
}

// The treasure dialog names the gold-cornered spaces' rule only when one of them is among the
// choices.
func TestTreasureDialogSaysGoldCornersOnlyWhereTheyCount(t *testing.T) {
	pos := strings.Replace(twoHumans, "  .. .. .. ~~ ~~ r* .. .. .. .. .. .. ~~ ~~ .. ..\n", "  .. .. .. ~~ ~~ r* r* r* .. .. .. .. ~~ ~~ .. ..\n", 1)
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: position(t, pos)})
	s.Ready()
	if err := s.Drop(Piece{Kind: SupplyLeader, Color: game.Green}, mustSpace("I3")); err != nil {
		t.Fatal(err)
	}
	d, ok := s.Dialog()
	if !ok || d.Title != "Take a treasure" {
		t.Fatalf("no treasure dialog: %+v", d)
	}
	if strings.Contains(strings.Join(d.Lines, " "), "gold") {
		t.Errorf("no gold-cornered treasure is among %d choices, yet the dialog says %q", len(d.Options), d.Lines)
	}
}

// With one square completed, the monument choices are named by their colours (the title says
// Build, the square is framed on the board) and each concerns that square.
func TestMonumentChoicesByColour(t *testing.T) {
	pos := strings.Replace(twoHumans, "  ~~ ~~ ~~ ~~ .. .. .. .. .. .. .. .. .. ~~ ~~ ~~\n", "  ~~ ~~ ~~ ~~ .. r. r. .. .. .. .. .. .. ~~ ~~ ~~\n", 1)
	pos = strings.Replace(pos, "  .. .. .. .. .. Ak r. .. .. .. .. .. .. r* ~~ ~~\n", "  .. .. .. .. .. r. .. r. .. .. .. .. .. r* ~~ ~~\n", 1)
	pos = strings.Replace(pos, "  .. .. .. .. .. .. .. .. .. .. .. .. .. .. ~~ ..\n", "  .. .. .. .. .. .. .. Ak .. .. .. .. .. .. ~~ ..\n", 1)
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: position(t, pos)})
	s.Ready()
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Red}, mustSpace("G5")); err != nil {
		t.Fatal(err)
	}
	d, ok := s.Dialog()
	if !ok || d.Title != "Build a monument?" {
		t.Fatalf("no monument dialog: %+v", d)
	}
	var labels []string
	for _, o := range d.Options {
		labels = append(labels, o.Label)
		if o.Move.Monument != game.NoMonument && o.Cell != mustSpace("F4") {
			t.Errorf("%q concerns %d, not the square at F4", o.Label, o.Cell)
		}
	}
	if got, want := strings.Join(labels, ", "), "Red-blue, Red-green, Red-black, No monument"; got != want {
		t.Errorf("choices %q, want %q", got, want)
	}
}

// A phone's short words for the monument dialog keep what declining means: no monument can ever
// be built on that square (R8.3.1). The brief words said only what a monument scores (review 5).
func TestMonumentBriefSaysDeclinedIsForever(t *testing.T) {
	long, brief := strings.Join(monumentLines, " "), strings.Join(monumentBrief, " ")
	if !strings.Contains(long, "Declined now, no monument can ever stand on this square.") {
		t.Errorf("the monument dialog's words do not say a declined square is never built on: %q", long)
	}
	// the brief words name the button that declines ("No monument") and what it costs
	if !strings.Contains(brief, "No monument now: never one here.") {
		t.Errorf("the monument dialog's brief words do not say a declined square is never built on: %q", brief)
	}
	if len(brief) >= len(long) {
		t.Errorf("the brief words (%d letters) are no shorter than the long (%d)", len(brief), len(long))
	}
	// the dialog a square of four asks for carries those brief words
	pos := strings.Replace(twoHumans, "  .. .. .. .. .. Ak r. .. .. .. .. .. .. r* ~~ ~~\n  .. .. .. .. .. .. ..",
		"  g. g. .. .. .. Ak r. .. .. .. .. .. .. r* ~~ ~~\n  g. .. .. .. .. .. ..", 1)
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}, Start: position(t, pos)})
	s.Ready()
	dropTile(t, s, game.Green, "B6")
	s.Ready()
	d, ok := s.Dialog()
	if !ok || s.Pending().Kind != game.DecideMonument {
		t.Fatalf("no monument to decide: %v", s.Pending())
	}
	if got := strings.Join(d.Brief, " "); got != brief {
		t.Errorf("the monument dialog's brief words are %q, want %q", got, brief)
	}
}
