package rulebook

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"tigris/game"
)

// seat is a dynasty's seat in a position.
func seat(st *game.State, d string) int {
	for i := 0; i < st.NumPlayers(); i++ {
		if st.Player(i).Dynasty.String() == d {
			return i
		}
	}
	return -1
}

// scored finds who scored a colour among events.
func scored(events []game.Event, c game.Color) []int {
	var who []int
	for _, e := range events {
		if e.Kind == game.EvScored && e.Color == c {
			who = append(who, int(e.Player))
		}
	}
	return who
}

// conflict is the first revolt or war among events.
func conflict(events []game.Event, kind game.EventKind) (game.Event, bool) {
	for _, e := range events {
		if e.Kind == kind {
			return e, true
		}
	}
	return game.Event{}, false
}

func cellToken(st *game.State, space string) game.Cell {
	i, _ := game.ParseSpace(space)
	return st.Cell(i)
}

// shows checks, for each picture, that the rules make of its position what its page says.
var shows = map[string]func(before, after *game.State, ev []game.Event) error{
	"aim": func(before, _ *game.State, _ []game.Event) error {
		f4, _ := game.ParseSpace("F4")
		colours := map[game.Color]bool{}
		for _, i := range before.KingdomSpaces(f4) {
			if c := before.Cell(i); c.FaceUp() {
				colours[c.Color] = true
			}
		}
		if len(colours) != game.NumColors {
			return fmt.Errorf("the king's kingdom holds %d colours, not four", len(colours))
		}
		return nil
	},
	"turn": func(before, after *game.State, _ []game.Event) error {
		if p := after.Pending(); p.Player != seat(after, "bull") || p.Kind != game.DecideAction {
			return fmt.Errorf("after two actions the turn did not pass to Bull: %+v", p)
		}
		return nil
	},
	"points": func(before, after *game.State, ev []game.Event) error {
		if w := scored(ev, game.Red); len(w) != 1 || w[0] != seat(before, "bull") {
			return fmt.Errorf("the temple scored for %v, not Bull's priest", w)
		}
		if w := scored(ev, game.Green); len(w) != 1 || w[0] != seat(before, "archer") {
			return fmt.Errorf("the market scored for %v, not Archer's king", w)
		}
		return nil
	},
	"revolt": func(before, after *game.State, ev []game.Event) error {
		e, ok := conflict(ev, game.EvRevolt)
		if !ok || int(e.Player) != seat(before, "pot") || int(e.Other) != seat(before, "bull") || e.N != 3 || e.N2 != 2 {
			return fmt.Errorf("no revolt of Pot (3) against Bull (2): %+v", e)
		}
		if p := after.Pending(); p.Kind != game.DecideCommit || int(p.Player) != seat(before, "pot") {
			return fmt.Errorf("the attacker does not commit first: %+v", p)
		}
		return nil
	},
	"war-attacker": func(before, after *game.State, ev []game.Event) error {
		e, ok := conflict(ev, game.EvWar)
		if !ok || int(e.Player) != seat(before, "lion") || int(e.Other) != seat(before, "archer") || e.Color != game.Black {
			return fmt.Errorf("no kings' war of Lion against Archer: %+v", e)
		}
		if p := after.Pending(); p.Kind != game.DecideCommit || int(p.Player) != seat(before, "lion") {
			return fmt.Errorf("Lion does not commit first: %+v", p)
		}
		return nil
	},
	"war-order": func(before, after *game.State, _ []game.Event) error {
		if p := after.Pending(); p.Kind != game.DecideWar || int(p.Player) != seat(before, "lion") {
			return fmt.Errorf("Lion is not asked which war comes first: %+v", p)
		}
		return nil
	},
	"temple-exception": func(before, after *game.State, _ []game.Event) error {
		if c := cellToken(after, "G7"); c.Kind != game.Empty {
			return fmt.Errorf("G7 was not removed: %+v", c)
		}
		if c := cellToken(after, "H6"); !c.FaceUp() || c.Color != game.Red {
			return fmt.Errorf("the temple next to Bull's king did not stay: %+v", c)
		}
		if c := cellToken(after, "I7"); !c.FaceUp() || !c.Treasure() {
			return fmt.Errorf("the temple holding a treasure did not stay: %+v", c)
		}
		if c := cellToken(after, "H7"); c.Kind != game.Empty {
			return fmt.Errorf("Bull's priest did not go home: %+v", c)
		}
		return nil
	},
	"end": func(before, after *game.State, _ []game.Event) error {
		if !after.Over() {
			return fmt.Errorf("the game is not over after the last treasure but two was taken")
		}
		var left []string
		for i := 0; i < game.NCells; i++ {
			if after.Cell(i).Treasure() {
				left = append(left, game.SpaceName(i))
			}
		}
		if strings.Join(left, " ") != "K1 I7" {
			return fmt.Errorf("the treasures left are %v, not K1 and I7", left)
		}
		archer, bull := after.Player(seat(after, "archer")), after.Player(seat(after, "bull"))
		if game.TreasuresPlaced(archer)[game.Green] != 1 || game.FinalScore(archer)[0] != 4 || game.FinalScore(bull)[0] != 5 {
			return fmt.Errorf("the tally is not Archer's treasure on green for 4 against Bull's 5: %v %v", game.FinalScore(archer), game.FinalScore(bull))
		}
		if w := game.Winners(after); len(w) != 1 || w[0] != seat(after, "bull") {
			return fmt.Errorf("the winners are %v, not Bull", w)
		}
		return nil
	},
	"monument": func(before, after *game.State, _ []game.Event) error {
		if p := after.Pending(); p.Kind != game.DecideMonument || int(p.Player) != seat(before, "archer") {
			return fmt.Errorf("Archer is not asked for a monument: %+v", p)
		}
		return nil
	},
}

// Every picture's position parses, its window and marks lie on the board, its moves are legal,
// and the rules make of it what its page says.
func TestPagesShowWhatTheySay(t *testing.T) {
	seen := map[string]bool{}
	for _, pg := range Pages {
		for _, p := range pg.Pictures {
			t.Run(p.ID, func(t *testing.T) {
				seen[p.ID] = true
				checkPicture(t, p)
			})
		}
	}
	for id := range shows {
		if !seen[id] {
			t.Errorf("the check %q has no picture", id)
		}
	}
}

// checkPicture checks that a picture's position parses, its window and marks lie on the board,
// its moves are legal and the rules make of it what its page says.
func checkPicture(t *testing.T, p Picture) {
	col, row, cols, rows, err := p.Window()
	if err != nil || col+cols > game.Cols || row+rows > game.Rows {
		t.Fatalf("window %s–%s: %v", p.From, p.To, err)
	}
	before, err := p.State()
	if err != nil {
		t.Fatalf("the position does not parse: %v", err)
	}
	checkInWindow(t, p, before, col, row, cols, rows)
	after, ev, err := p.Played()
	if err != nil {
		t.Fatalf("a move is refused: %v", err)
	}
	check, ok := shows[p.ID]
	if !ok {
		t.Fatal("no check of what the picture shows")
	}
	if err := check(before, after, ev); err != nil {
		t.Fatal(err)
	}
}

// checkInWindow checks that the picture's marks, and the end's treasures, lie in its window.
func checkInWindow(t *testing.T, p Picture, before *game.State, col, row, cols, rows int) {
	in := func(i int) bool {
		x, y := i%game.Cols, i/game.Cols
		return x >= col && x < col+cols && y >= row && y < row+rows
	}
	for _, m := range p.Marks {
		i, err := game.ParseSpace(m.Space)
		if err != nil || !in(i) {
			t.Errorf("mark %q on %s is outside the picture", m.Label, m.Space)
		}
	}
	for i := 0; i < game.NCells; i++ { // no treasure on the board the picture does not show
		if p.ID == "end" && before.Cell(i).Treasure() && !in(i) {
			t.Errorf("a treasure on %s is outside the picture", game.SpaceName(i))
		}
	}
}

// The wars page says who attacks, in which order several wars are fought and which temples stay,
// naming the rules it sums up.
func TestWarsPageSaysWhatTheRulesSay(t *testing.T) {
	for _, pg := range Pages {
		if pg.Title != "Wars" {
			continue
		}
		text := strings.Join(pg.Text, " ")
		for _, want := range []string{"attacker is", "clockwise", "chooses the order", "treasure or next to another leader stay"} {
			if !strings.Contains(text, want) {
				t.Errorf("the wars page does not say %q", want)
			}
		}
		for _, id := range []string{"R7.2", "R7.7"} {
			if !strings.Contains(pg.Rules, id) {
				t.Errorf("the wars page does not name %s", id)
			}
		}
		return
	}
	t.Fatal("no wars page")
}

// The words of every page are short enough to read on a phone.
func TestPagesAreShort(t *testing.T) {
	for _, pg := range Pages {
		n := 0
		for _, p := range pg.Text {
			n += len(strings.Fields(p))
		}
		if n > 110 {
			t.Errorf("%q has %d words", pg.Title, n)
		}
		for _, p := range pg.Pictures {
			if len(strings.Fields(p.Caption)) > 35 {
				t.Errorf("%q: a caption of %d words", p.ID, len(strings.Fields(p.Caption)))
			}
		}
	}
}

// Every page shows something besides its words: a board, pieces or keys.
func TestEveryPageHasAPicture(t *testing.T) {
	for _, pg := range Pages {
		if pg.Figures() == 0 {
			t.Errorf("%q has no picture", pg.Title)
		}
		for _, k := range pg.Keys {
			if len(k.Caps) == 0 || k.Action == "" {
				t.Errorf("%q: a key without caps or an action: %+v", pg.Title, k)
			}
		}
	}
}

// ruleID is a rule's id as RULES.md writes it (R7.1).
var ruleID = regexp.MustCompile(`R[0-9]+(\.[0-9]+)?\b`)

// The words a player reads on a page are plain: rule ids stand only in the page's reference line.
func TestNoRuleIDsInPageText(t *testing.T) {
	for _, pg := range Pages {
		words := append([]string{pg.Title}, pg.Text...)
		for _, p := range pg.Pictures {
			words = append(words, p.Caption, p.Tally)
			for _, m := range p.Marks {
				words = append(words, m.Label)
			}
		}
		for _, k := range pg.Keys {
			words = append(words, k.Action)
		}
		for _, w := range words {
			if id := ruleID.FindString(w); id != "" {
				t.Errorf("%q reads %q: %q", pg.Title, id, w)
			}
		}
	}
}
