// Package game holds the complete rules of Tigris & Euphrates (../shared/rules/RULES.md):
// maps, state, actions and decisions, legality, conflicts, scoring, views and notation.
// It imports only the standard library.
package game

import "fmt"

// Color is one of the four civilization colours (R1.2), in the notation's order r, b, g, k.
type Color int8

const (
	Red Color = iota
	Blue
	Green
	Black
	NumColors = 4
)

// NoColor marks an unknown or absent colour.
const NoColor Color = -1

var colorLetters = [NumColors]byte{'r', 'b', 'g', 'k'}
var colorNames = [NumColors]string{"red", "blue", "green", "black"}
var tileNames = [NumColors]string{"temple", "farm", "market", "settlement"}
var leaderNames = [NumColors]string{"priest", "farmer", "trader", "king"}
var buildingNames = [NumColors]string{"library", "granary", "market hall", "palace"}

// Letter is the notation letter of the colour.
func (c Color) Letter() byte {
	if c < 0 || c >= NumColors {
		return '?'
	}
	return colorLetters[c]
}

func (c Color) String() string {
	if c < 0 || c >= NumColors {
		return "none"
	}
	return colorNames[c]
}

// TileName is the tile's name in the rules: temple, farm, market, settlement.
func (c Color) TileName() string { return safeName(tileNames, c) }

// LeaderName is the leader's name in the rules: priest, farmer, trader, king.
func (c Color) LeaderName() string { return safeName(leaderNames, c) }

// BuildingName is the civilization building of the colour (R9.2).
func (c Color) BuildingName() string { return safeName(buildingNames, c) }

func safeName(names [NumColors]string, c Color) string {
	if c < 0 || c >= NumColors {
		return "?"
	}
	return names[c]
}

// ColorFromLetter parses r, b, g or k.
func ColorFromLetter(b byte) (Color, error) {
	for i, l := range colorLetters {
		if l == b {
			return Color(i), nil
		}
	}
	return NoColor, fmt.Errorf("%q is not a colour (r, b, g, k)", string(b))
}

// Dynasty tells players apart (R1.3).
type Dynasty int8

const (
	Archer Dynasty = iota
	Bull
	Pot
	Lion
	NumDynasties = 4
)

// FirstDynasties is the first n dynasties in their usual order, for a game of n with no
// preference of seats (bots, tests, measurements).
func FirstDynasties(n int) []Dynasty {
	return []Dynasty{Archer, Bull, Pot, Lion}[:n]
}

var dynastyNames = [NumDynasties]string{"archer", "bull", "pot", "lion"}
var dynastyLetters = [NumDynasties]byte{'A', 'B', 'P', 'L'}

func (d Dynasty) String() string {
	if d < 0 || d >= NumDynasties {
		return "?"
	}
	return dynastyNames[d]
}

// Letter is the capital used for the dynasty's leaders on a printed board.
func (d Dynasty) Letter() byte {
	if d < 0 || d >= NumDynasties {
		return '?'
	}
	return dynastyLetters[d]
}

// DynastyFromName parses archer, bull, pot or lion.
func DynastyFromName(s string) (Dynasty, error) {
	for i, n := range dynastyNames {
		if n == s {
			return Dynasty(i), nil
		}
	}
	return -1, fmt.Errorf("%q is not a dynasty (archer, bull, pot, lion)", s)
}

func dynastyFromLetter(b byte) (Dynasty, bool) {
	for i, l := range dynastyLetters {
		if l == b {
			return Dynasty(i), true
		}
	}
	return -1, false
}

// Monument is one of the six two-coloured monuments (R1.4), in the notation's order.
type Monument int8

const NumMonuments = 6

// NoMonument is used for declining a monument.
const NoMonument Monument = -1

var monumentColors = [NumMonuments][2]Color{
	{Red, Blue}, {Red, Green}, {Red, Black}, {Blue, Green}, {Blue, Black}, {Green, Black},
}

// Colors are the monument's two colours.
func (m Monument) Colors() [2]Color { return monumentColors[m] }

// Has reports whether c is one of the monument's colours.
func (m Monument) Has(c Color) bool {
	mc := monumentColors[m]
	return mc[0] == c || mc[1] == c
}

func (m Monument) String() string {
	if m < 0 || m >= NumMonuments {
		return "none"
	}
	mc := monumentColors[m]
	return string([]byte{mc[0].Letter(), mc[1].Letter()})
}

// MonumentFromName parses rb, rg, rk, bg, bk or gk (either order accepted).
func MonumentFromName(s string) (Monument, error) {
	if len(s) == 2 {
		a, err1 := ColorFromLetter(s[0])
		b, err2 := ColorFromLetter(s[1])
		if err1 == nil && err2 == nil {
			for i, mc := range monumentColors {
				if (mc[0] == a && mc[1] == b) || (mc[0] == b && mc[1] == a) {
					return Monument(i), nil
				}
			}
		}
	}
	return NoMonument, fmt.Errorf("%q is not a monument (rb rg rk bg bk gk)", s)
}
