// Package rulebook is the rules in short, a page at a time, for a person to read: each page a few
// sentences and pictures of the board situations they explain (or of the pieces they name, or the
// keys they list). A board picture is a position in the
// notation (NOTATION.md) and the moves it is about, so the rules engine reads it and the tests
// check that it shows what its page says: the page cannot drift from the rules.
package rulebook

import (
	"fmt"
	"sort"
	"strings"

	"tigris/game"
)

// Page is one page of the rules.
type Page struct {
	Title string
	Rules string   // the ids in RULES.md the page sums up
	Text  []string // short paragraphs
	// Pictures are the board situations the page explains.
	Pictures []Picture
	// Pieces name pieces shown beside the text where no board situation is meant (the options'
	// buildings): "palace", "library", "granary", "market hall", "wonder".
	Pieces []string
	// Keys are the keyboard's keys the page explains, each drawn as its key caps with its action.
	Keys []Key
	// Touch, on a page of keys, is the page a touch screen shows instead: a finger has no keys.
	Touch *Page
}

// For is the page as shown on a screen touched or not.
func (pg Page) For(touch bool) Page {
	if touch && pg.Touch != nil {
		return *pg.Touch
	}
	return pg
}

// Key is one action of the keyboard, or a finger's gesture: the caps pressed for it (either one)
// and what it does.
type Key struct {
	Caps   []string
	Action string
}

// Figures counts what a page shows besides its words: its board pictures, its pieces and its keys.
func (pg Page) Figures() int { return len(pg.Pictures) + len(pg.Pieces) + len(pg.Keys) }

// Picture is a board situation: part of a position, the moves it is about drawn faintly where
// they go, and the spaces its caption speaks of marked.
type Picture struct {
	ID       string // names the picture in the tests that check it
	Position string // the whole position in the notation
	From, To string // the corners of the part of the board shown
	Moves    []string
	Marks    []Mark
	Caption  string
	// Tally, when set, is the caption of a second figure under the board: each player's points
	// after the moves, the treasures put where they help most and the weakest colour circled.
	Tally string
}

// Mark points at a space with a few words.
type Mark struct {
	Space string
	Label string
	Kind  MarkKind
}

// MarkKind says what a mark is about, which its colour tells.
type MarkKind uint8

const (
	Note     MarkKind = iota // a space the caption speaks of
	Attacker                 // the attacker's leader (green, as on the board)
	Defender                 // the defender's leader (violet, as on the board)
	Removed                  // a piece the move takes off the board
)

// Window is the columns and rows the picture shows, from its top-left space.
func (p Picture) Window() (col, row, cols, rows int, err error) {
	a, err := game.ParseSpace(p.From)
	if err != nil {
		return 0, 0, 0, 0, err
	}
	b, err := game.ParseSpace(p.To)
	if err != nil {
		return 0, 0, 0, 0, err
	}
	col, row = a%game.Cols, a/game.Cols
	cols, rows = b%game.Cols-col+1, b/game.Cols-row+1
	if cols < 1 || rows < 1 {
		return 0, 0, 0, 0, fmt.Errorf("%s is not above and left of %s", p.From, p.To)
	}
	return col, row, cols, rows, nil
}

// State is the picture's position, before its moves.
func (p Picture) State() (*game.State, error) { return game.ParsePosition(p.Position) }

// Played is the position after the picture's moves and the events they caused.
func (p Picture) Played() (*game.State, []game.Event, error) {
	st, err := p.State()
	if err != nil {
		return nil, nil, err
	}
	var all []game.Event
	for _, m := range p.Moves {
		ev, err := st.ApplyNotation(m)
		if err != nil {
			return nil, nil, fmt.Errorf("%q: %v", m, err)
		}
		all = append(all, ev...)
	}
	return st, all, nil
}

// emptyBoard is the standard map at the start: its rivers and its ten treasure temples.
var emptyBoard = game.MapOf(game.StandardMap).StartRows()

// position writes a position in the notation: the standard map with pieces put on it (space to
// token), the players, whose turn it is and their hands, then any further lines of the notation
// (scores, actions left).
func position(players, turn string, hands map[string]string, pieces map[string]string, more ...string) string {
	var rows [game.Rows][]string
	for r := range rows {
		rows[r] = strings.Fields(emptyBoard[r])
	}
	for space, token := range pieces {
		i, err := game.ParseSpace(space)
		if err != nil {
			panic(err) // a page written wrong: TestPagesShowWhatTheySay names it
		}
		rows[i/game.Cols][i%game.Cols] = token
	}
	var b strings.Builder
	fmt.Fprintf(&b, "position\n  map standard\n  players %s\n  turn %s\n  board\n", players, turn)
	for _, r := range rows {
		b.WriteString("    " + strings.Join(r, " ") + "\n")
	}
	names := make([]string, 0, len(hands))
	for d := range hands {
		names = append(names, d)
	}
	sort.Strings(names)
	for _, d := range names {
		fmt.Fprintf(&b, "  hand %s %s\n", d, hands[d])
	}
	b.WriteString("  bag rrrbbbgggkkkrrrbbbgggkkk\n")
	for _, line := range more {
		b.WriteString("  " + line + "\n")
	}
	return b.String()
}
