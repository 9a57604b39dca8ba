package game

import (
	"embed"
	"fmt"
	"strings"
)

// Board geometry (R1.1).
const (
	Cols   = 16
	Rows   = 11
	NCells = Cols * Rows
)

// Cell indexes run row by row from the top-left space A1 (index 0) to P11 (index NCells-1).

// MapID names one of the two printed boards.
type MapID int8

const (
	StandardMap MapID = iota
	AdvancedMap
)

func (m MapID) String() string {
	if m == AdvancedMap {
		return "advanced"
	}
	return "standard"
}

// MapFromName parses "standard" or "advanced".
func MapFromName(s string) (MapID, error) {
	switch s {
	case "standard":
		return StandardMap, nil
	case "advanced":
		return AdvancedMap, nil
	}
	return 0, fmt.Errorf("%q is not a map (standard, advanced)", s)
}

// Map is the static terrain of a board.
type Map struct {
	ID             MapID
	River          [NCells]bool
	TreasureStart  [NCells]bool // a temple with a treasure starts here (R2.1)
	SpecialBorder  [NCells]bool // treasure here must be taken first (R8.4)
	TreasureSpaces []int
}

//go:embed maps/*.txt
var mapFiles embed.FS

var maps [2]*Map

func init() {
	for i, name := range []string{"standard", "advanced"} {
		data, err := mapFiles.ReadFile("maps/" + name + ".txt")
		if err != nil {
			panic(err)
		}
		m, err := parseMap(MapID(i), string(data))
		if err != nil {
			panic(fmt.Sprintf("map %s: %v", name, err))
		}
		maps[i] = m
	}
}

// MapOf returns the terrain of a board.
func MapOf(id MapID) *Map { return maps[id] }

func parseMap(id MapID, text string) (*Map, error) {
	m := &Map{ID: id}
	row := 0
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimRight(line, "\r")
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if row >= Rows {
			return nil, fmt.Errorf("more than %d rows", Rows)
		}
		if len(line) != Cols {
			return nil, fmt.Errorf("row %d has %d spaces, want %d", row+1, len(line), Cols)
		}
		for col := 0; col < Cols; col++ {
			i := row*Cols + col
			switch line[col] {
			case '.':
			case '~':
				m.River[i] = true
			case 'T':
				m.TreasureStart[i] = true
			case 'C':
				m.TreasureStart[i] = true
				m.SpecialBorder[i] = true
			default:
				return nil, fmt.Errorf("row %d: unknown space %q", row+1, line[col])
			}
			if m.TreasureStart[i] {
				m.TreasureSpaces = append(m.TreasureSpaces, i)
			}
		}
		row++
	}
	if row != Rows {
		return nil, fmt.Errorf("%d rows, want %d", row, Rows)
	}
	return m, nil
}

// neighbors[i] lists the spaces sharing an edge with space i (R3.1).
var neighbors [NCells][]int16

func init() {
	for i := 0; i < NCells; i++ {
		r, c := i/Cols, i%Cols
		if r > 0 {
			neighbors[i] = append(neighbors[i], int16(i-Cols))
		}
		if c > 0 {
			neighbors[i] = append(neighbors[i], int16(i-1))
		}
		if c < Cols-1 {
			neighbors[i] = append(neighbors[i], int16(i+1))
		}
		if r < Rows-1 {
			neighbors[i] = append(neighbors[i], int16(i+Cols))
		}
	}
}

// Neighbors lists the spaces adjacent to space i.
func Neighbors(i int) []int16 { return neighbors[i] }

// SpaceName writes a space index as the notation's coordinate, A1 to P11.
func SpaceName(i int) string {
	if i < 0 || i >= NCells {
		return "--"
	}
	return fmt.Sprintf("%c%d", 'A'+i%Cols, i/Cols+1)
}

// ParseSpace reads a coordinate such as F3.
func ParseSpace(s string) (int, error) {
	if len(s) < 2 || len(s) > 3 {
		return -1, fmt.Errorf("%q is not a space (A1 to P11)", s)
	}
	col := int(s[0] - 'A')
	if s[0] >= 'a' && s[0] <= 'p' {
		col = int(s[0] - 'a')
	}
	if col < 0 || col >= Cols {
		return -1, fmt.Errorf("%q is not a space (A1 to P11)", s)
	}
	row := 0
	for _, ch := range s[1:] {
		if ch < '0' || ch > '9' {
			return -1, fmt.Errorf("%q is not a space (A1 to P11)", s)
		}
		row = row*10 + int(ch-'0')
	}
	if row < 1 || row > Rows || s[1] == '0' {
		return -1, fmt.Errorf("%q is not a space (A1 to P11)", s)
	}
	return (row-1)*Cols + col, nil
}

// StartRows are the map's rows as a position's board lines at the start of a game: its rivers
// and its temples with treasures, nothing else (NOTATION.md).
func (m *Map) StartRows() [Rows]string {
	var rows [Rows]string
	for r := range Rows {
		cells := make([]string, Cols)
		for c := range Cols {
			switch i := r*Cols + c; {
			case m.TreasureStart[i]:
				cells[c] = "r*"
			case m.River[i]:
				cells[c] = "~~"
			default:
				cells[c] = ".."
			}
		}
		rows[r] = strings.Join(cells, " ")
	}
	return rows
}
