// Package lessons is the tutorial's content: each lesson a prepared position, the moves it asks
// for and what it says of them, checked against the rules by its tests. The session plays them.
package lessons

import (
	"fmt"
	"strings"

	"tigris/game"
)

// A Lesson teaches one part of the rules on a prepared position: the learner plays Archer against
// Bull, and each step asks for one move, lights where it goes, refuses any other with the reason
// and then says what happened and why.
type Lesson struct {
	ID, Title string
	About     string            // the lesson in one line, for the list
	Intro     string            // what the lesson is about, shown before the first step
	Options   string            // game options, as in a position's options line
	Cells     map[string]string // what stands on the standard board besides its treasure temples
	Hands     [2]string         // Archer's and Bull's tiles
	Scores    [2]string         // a position's score fields ("r1 b0 g2 k0 t1"), or ""
	Bag       string            // the bag, drawn from the front
	Steps     []Step
	// Expect are scenario expect lines that hold once the lesson's first wanted moves are made:
	// what the lesson says happened is checked against the rules
	Expect []string
}

// Step is one move the lesson asks for.
type Step struct {
	Ask  string   // what to do, and the rule behind it
	Want []string // the moves that do it, in the notation; "archer swap" takes any swap
	Why  string   // what the move did, said once it is made
}

// emptyBoard is the standard board with its treasure temples (R1.1).
var emptyBoard = game.MapOf(game.StandardMap).StartRows()

// Position is the lesson's starting position in the notation.
func (l *Lesson) Position() string {
	rows := emptyBoard
	for space, token := range l.Cells {
		at, err := game.ParseSpace(space)
		if err != nil {
			panic(fmt.Sprintf("lesson %s: %v", l.ID, err))
		}
		r, c := at/game.Cols, at%game.Cols
		row := []byte(rows[r])
		copy(row[c*3:], token)
		rows[r] = string(row)
	}
	var b strings.Builder
	b.WriteString("position\n  map standard\n  players archer bull\n  turn archer\n")
	if l.Options != "" {
		fmt.Fprintf(&b, "  options %s\n", l.Options)
	}
	b.WriteString("  board\n")
	for _, r := range rows {
		fmt.Fprintf(&b, "    %s\n", r)
	}
	fmt.Fprintf(&b, "  hand archer %s\n  hand bull %s\n", l.Hands[0], l.Hands[1])
	for i, who := range []string{"archer", "bull"} {
		if l.Scores[i] != "" {
			fmt.Fprintf(&b, "  score %s %s\n", who, l.Scores[i])
		}
	}
	fmt.Fprintf(&b, "  bag %s\n", l.Bag)
	return b.String()
}

// ByID finds a lesson and its place in All.
func ByID(id string) (*Lesson, int) {
	for i := range All {
		if All[i].ID == id {
			return &All[i], i
		}
	}
	return nil, -1
}
