package game

import (
	"fmt"
	"strconv"
	"strings"
)

// MoveKind names an action (R4.1) or a decision the rules ask for.
type MoveKind int8

const (
	MoveLeader      MoveKind = iota // place a leader from supply, or move it on the board (R5.1)
	MoveWithdraw                    // take a leader back to supply (R5.1)
	MoveTile                        // place a tile (R6)
	MoveCatastrophe                 // play a catastrophe (R8.1)
	MoveSwap                        // discard tiles and draw as many (R8.2)
	MovePass                        // end the turn now
	MoveCommit                      // commit tiles to a revolt or war (R7.1, R7.4)
	MoveWar                         // pick the next war's colour (R7.2)
	MoveTreasure                    // take a treasure (R8.4)
	MoveMonument                    // build a monument, or decline (R8.3)
	MoveBuilding                    // place or move a civilization building, or decline (R9.2)
	MoveWonder                      // erect the wonder, or decline (R9.3)
	MoveWonderPoint                 // the wonder's end-of-turn point colour (R9.3)
)

// Move is one action or decision. Who makes it is the pending player.
type Move struct {
	Kind     MoveKind
	Color    Color
	Cell     int16           // target space; -1 declines a building or wonder
	N        int8            // tiles committed
	Tiles    [NumColors]int8 // tiles discarded by a swap
	Monument Monument        // NoMonument declines
}

// Constructors for readable call sites.
func LeaderMove(c Color, cell int) Move { return Move{Kind: MoveLeader, Color: c, Cell: int16(cell)} }
func WithdrawMove(c Color) Move         { return Move{Kind: MoveWithdraw, Color: c, Cell: -1} }
func TileMove(c Color, cell int) Move   { return Move{Kind: MoveTile, Color: c, Cell: int16(cell)} }
func CatastropheMove(cell int) Move {
	return Move{Kind: MoveCatastrophe, Color: NoColor, Cell: int16(cell)}
}
func SwapMove(tiles [NumColors]int8) Move {
	return Move{Kind: MoveSwap, Color: NoColor, Cell: -1, Tiles: tiles}
}
func PassMove() Move             { return Move{Kind: MovePass, Color: NoColor, Cell: -1} }
func CommitMove(n int) Move      { return Move{Kind: MoveCommit, Color: NoColor, Cell: -1, N: int8(n)} }
func WarMove(c Color) Move       { return Move{Kind: MoveWar, Color: c, Cell: -1} }
func TreasureMove(cell int) Move { return Move{Kind: MoveTreasure, Color: NoColor, Cell: int16(cell)} }
func MonumentMove(m Monument, topLeft int) Move {
	return Move{Kind: MoveMonument, Color: NoColor, Cell: int16(topLeft), Monument: m}
}
func NoMonumentMove() Move {
	return Move{Kind: MoveMonument, Color: NoColor, Cell: -1, Monument: NoMonument}
}
func BuildingMove(c Color, cell int) Move {
	return Move{Kind: MoveBuilding, Color: c, Cell: int16(cell)}
}
func NoBuildingMove() Move       { return Move{Kind: MoveBuilding, Color: NoColor, Cell: -1} }
func WonderMove(centre int) Move { return Move{Kind: MoveWonder, Color: NoColor, Cell: int16(centre)} }
func NoWonderMove() Move         { return Move{Kind: MoveWonder, Color: NoColor, Cell: -1} }
func WonderPointMove(c Color) Move {
	return Move{Kind: MoveWonderPoint, Color: c, Cell: -1}
}

// DecisionOf says which pending decision a move answers.
func (m Move) DecisionOf() DecisionKind {
	switch m.Kind {
	case MoveCommit:
		return DecideCommit
	case MoveWar:
		return DecideWar
	case MoveTreasure:
		return DecideTreasure
	case MoveMonument:
		return DecideMonument
	case MoveBuilding:
		return DecideBuilding
	case MoveWonder:
		return DecideWonder
	case MoveWonderPoint:
		return DecideWonderPoint
	}
	return DecideAction
}

// String writes the move in the notation (NOTATION.md), without the dynasty.
func (m Move) String() string {
	switch m.Kind {
	case MoveLeader:
		return fmt.Sprintf("leader %c %s", m.Color.Letter(), SpaceName(int(m.Cell)))
	case MoveWithdraw:
		return fmt.Sprintf("withdraw %c", m.Color.Letter())
	case MoveTile:
		return fmt.Sprintf("tile %c %s", m.Color.Letter(), SpaceName(int(m.Cell)))
	case MoveCatastrophe:
		return "catastrophe " + SpaceName(int(m.Cell))
	case MoveSwap:
		return "swap " + tilesString(m.Tiles)
	case MovePass:
		return "pass"
	case MoveCommit:
		return "commit " + strconv.Itoa(int(m.N))
	case MoveWar:
		return fmt.Sprintf("war %c", m.Color.Letter())
	case MoveTreasure:
		return "treasure " + SpaceName(int(m.Cell))
	case MoveMonument:
		if m.Monument == NoMonument {
			return "monument none"
		}
		return fmt.Sprintf("monument %s %s", m.Monument, SpaceName(int(m.Cell)))
	case MoveBuilding:
		if m.Cell < 0 {
			return "building none"
		}
		return fmt.Sprintf("building %c %s", m.Color.Letter(), SpaceName(int(m.Cell)))
	case MoveWonder:
		if m.Cell < 0 {
			return "wonder none"
		}
		return "wonder " + SpaceName(int(m.Cell))
	case MoveWonderPoint:
		return fmt.Sprintf("wonder-point %c", m.Color.Letter())
	}
	return "?"
}

func tilesString(t [NumColors]int8) string {
	var b strings.Builder
	for c := Color(0); c < NumColors; c++ {
		for i := 0; i < int(t[c]); i++ {
			b.WriteByte(c.Letter())
		}
	}
	return b.String()
}

// parseTiles reads a run of colour letters such as "rrbkgg".
func parseTiles(s string) ([NumColors]int8, error) {
	var t [NumColors]int8
	for i := 0; i < len(s); i++ {
		c, err := ColorFromLetter(s[i])
		if err != nil {
			return t, err
		}
		if t[c] >= 100 {
			return t, fmt.Errorf("too many tiles in %q", s)
		}
		t[c]++
	}
	return t, nil
}

func parseColorWord(s string) (Color, error) {
	if len(s) != 1 {
		return NoColor, fmt.Errorf("%q is not a colour (r, b, g, k)", s)
	}
	return ColorFromLetter(s[0])
}

// ParseMove reads one move line "DYNASTY WORDS…" and returns the dynasty and the move.
// Whether the move is legal is the state's question, not the parser's.
func ParseMove(line string) (Dynasty, Move, error) {
	f := strings.Fields(line)
	if len(f) < 2 {
		return -1, Move{}, fmt.Errorf("a move needs a dynasty and an action: %q", line)
	}
	d, err := DynastyFromName(f[0])
	if err != nil {
		return -1, Move{}, err
	}
	m, err := parseMoveWords(f[1:])
	if err != nil {
		return -1, Move{}, fmt.Errorf("%q: %w", line, err)
	}
	return d, m, nil
}

// parseMoveWords reads a move's words after the dynasty by its first word.
func parseMoveWords(f []string) (Move, error) {
	read, ok := moveWords[f[0]]
	if !ok {
		return Move{}, fmt.Errorf("unknown action %q", f[0])
	}
	return read(f)
}

// moveWords reads each action word's move (NOTATION.md) from the words that start with it.
var moveWords = map[string]func(f []string) (Move, error){
	"leader":       colourAndSpace(LeaderMove),
	"tile":         colourAndSpace(TileMove),
	"withdraw":     colourOnly(WithdrawMove),
	"war":          colourOnly(WarMove),
	"wonder-point": colourOnly(WonderPointMove),
	"catastrophe":  spaceOnly(CatastropheMove),
	"treasure":     spaceOnly(TreasureMove),
	"swap": func(f []string) (Move, error) {
		if err := wordCount(f, 2); err != nil {
			return Move{}, err
		}
		t, err := parseTiles(f[1])
		if err != nil {
			return Move{}, err
		}
		return SwapMove(t), nil
	},
	"pass": func(f []string) (Move, error) {
		if err := wordCount(f, 1); err != nil {
			return Move{}, err
		}
		return PassMove(), nil
	},
	"commit": func(f []string) (Move, error) {
		if err := wordCount(f, 2); err != nil {
			return Move{}, err
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 || n > 100 {
			return Move{}, fmt.Errorf("%q is not a number of tiles", f[1])
		}
		return CommitMove(n), nil
	},
	"monument": func(f []string) (Move, error) {
		if len(f) == 2 && f[1] == "none" {
			return NoMonumentMove(), nil
		}
		if len(f) != 2 && len(f) != 3 {
			return Move{}, fmt.Errorf("monument takes a monument and optionally a space, or none")
		}
		m, err := MonumentFromName(f[1])
		if err != nil {
			return Move{}, err
		}
		cell := -1
		if len(f) == 3 {
			if cell, err = ParseSpace(f[2]); err != nil {
				return Move{}, err
			}
		}
		return MonumentMove(m, cell), nil
	},
	"building": func(f []string) (Move, error) {
		if len(f) == 2 && f[1] == "none" {
			return NoBuildingMove(), nil
		}
		return colourAndSpace(BuildingMove)(f)
	},
	"wonder": func(f []string) (Move, error) {
		if err := wordCount(f, 2); err != nil {
			return Move{}, err
		}
		if f[1] == "none" {
			return NoWonderMove(), nil
		}
		return spaceOnly(WonderMove)(f)
	},
}

// wordCount checks that an action has its n words, itself included.
func wordCount(f []string, n int) error {
	if len(f) != n {
		return fmt.Errorf("%q takes %d word(s) after it", f[0], n-1)
	}
	return nil
}

// colourAndSpace reads "WORD COLOUR SPACE".
func colourAndSpace(move func(Color, int) Move) func([]string) (Move, error) {
	return func(f []string) (Move, error) {
		if err := wordCount(f, 3); err != nil {
			return Move{}, err
		}
		c, err := parseColorWord(f[1])
		if err != nil {
			return Move{}, err
		}
		cell, err := ParseSpace(f[2])
		if err != nil {
			return Move{}, err
		}
		return move(c, cell), nil
	}
}

// colourOnly reads "WORD COLOUR".
func colourOnly(move func(Color) Move) func([]string) (Move, error) {
	return func(f []string) (Move, error) {
		if err := wordCount(f, 2); err != nil {
			return Move{}, err
		}
		c, err := parseColorWord(f[1])
		if err != nil {
			return Move{}, err
		}
		return move(c), nil
	}
}

// spaceOnly reads "WORD SPACE".
func spaceOnly(move func(int) Move) func([]string) (Move, error) {
	return func(f []string) (Move, error) {
		if err := wordCount(f, 2); err != nil {
			return Move{}, err
		}
		cell, err := ParseSpace(f[1])
		if err != nil {
			return Move{}, err
		}
		return move(cell), nil
	}
}
