// Package assets makes the game's pictures: every sprite is drawn by code at the size it is shown,
// so the board stays crisp at any window size. All artwork is the project's own.
package assets

import (
	"image/color"

	"tigris/engine"
	"tigris/game"
)

// Palette holds the colours of the pieces; HighContrast is the stronger set for weaker eyesight.
// Space palettes draw the science-fiction edition: a star field for the land, asteroid belts for
// the rivers, and the pieces' space symbols.
type Palette struct {
	Space    bool
	Bold     bool // high contrast: the map's texture is quieter and its colours plainer
	Tile     [game.NumColors]color.RGBA
	TileDark [game.NumColors]color.RGBA
	Symbol   color.RGBA
	Land     color.RGBA
	River    color.RGBA
	Grid     color.RGBA
	Gold     color.RGBA
	// Outline edges every piece in high contrast (none when its alpha is 0): dark on the light
	// land, light among the stars.
	Outline color.RGBA
	// House is each dynasty's own colour, the face of its leaders and its mark wherever it is
	// named (issue 44: leaders of one kind were told apart by a small emblem only). None is a
	// kind's colour (red, blue, green, black: a leader's rim), so whose and what never blur.
	House [game.NumDynasties]color.RGBA
	// HouseInk is the emblem's ink on a house colour: dark on every one of them.
	HouseInk color.RGBA
}

// The houses: ivory for the archer, rose for the bull, turquoise for the pot and yellow for the
// lion, a board game's other player colours beside the kinds' red, blue, green and black (and
// apart from the conflicts' green and violet rings, scenes/conflictview.go). They
// differ in hue and in lightness (rose darkest, ivory lightest), so they stay apart for eyes
// that confuse hues too, and each dynasty's emblem tells it without colour.
var (
	houses     = [game.NumDynasties]color.RGBA{engine.RGB(246, 242, 232), engine.RGB(240, 110, 160), engine.RGB(80, 220, 200), engine.RGB(246, 214, 72)}
	boldHouses = [game.NumDynasties]color.RGBA{engine.RGB(255, 255, 255), engine.RGB(255, 80, 170), engine.RGB(0, 220, 230), engine.RGB(255, 230, 0)}
	houseInk   = engine.RGB(36, 26, 22)
)

// Normal is the usual palette.
var Normal = Palette{
	Tile:     [game.NumColors]color.RGBA{engine.RGB(196, 52, 44), engine.RGB(40, 104, 184), engine.RGB(46, 138, 74), engine.RGB(52, 52, 56)},
	TileDark: [game.NumColors]color.RGBA{engine.RGB(132, 30, 26), engine.RGB(22, 64, 122), engine.RGB(24, 90, 46), engine.RGB(20, 20, 22)},
	Symbol:   engine.RGB(250, 244, 228),
	Land:     engine.RGB(222, 204, 160),
	River:    engine.RGB(128, 184, 218),
	Grid:     engine.RGB(168, 148, 108),
	Gold:     engine.RGB(232, 184, 48),
	House:    houses,
	HouseInk: houseInk,
}

// HighContrast uses purer colours and a black grid. Every piece's symbol stands out of its face
// more than in Normal (contrast_test.go): the red, blue and green deeper, the black not quite
// black, so its relief still shows under its light line (relief's lightLine); pure black with a
// black outline read as a dark mass (issue 44).
var HighContrast = Palette{
	Bold:     true,
	Tile:     [game.NumColors]color.RGBA{engine.RGB(200, 0, 0), engine.RGB(0, 70, 230), engine.RGB(0, 125, 35), engine.RGB(44, 44, 50)},
	TileDark: [game.NumColors]color.RGBA{engine.RGB(120, 0, 0), engine.RGB(0, 30, 120), engine.RGB(0, 70, 10), engine.RGB(0, 0, 0)},
	Symbol:   engine.RGB(255, 255, 255),
	Land:     engine.RGB(240, 226, 190),
	River:    engine.RGB(150, 210, 250),
	Grid:     engine.RGB(40, 40, 40),
	Gold:     engine.RGB(255, 196, 0),
	Outline:  engine.RGB(10, 8, 6),
	House:    boldHouses,
	HouseInk: engine.RGB(0, 0, 0),
}

// Space is the science-fiction edition's palette: deep blue space, dusty belts, bright hulls. The
// black kind is a light slate with a slate edge: grey on navy, it read weakest of the four and
// its edge was lost in the night (review 6, m28; contrast_test.go).
var Space = Palette{
	Space:    true,
	Tile:     [game.NumColors]color.RGBA{engine.RGB(212, 64, 70), engine.RGB(48, 128, 220), engine.RGB(40, 170, 110), engine.RGB(116, 124, 156)},
	TileDark: [game.NumColors]color.RGBA{engine.RGB(120, 28, 40), engine.RGB(20, 62, 130), engine.RGB(14, 92, 60), engine.RGB(56, 58, 80)},
	Symbol:   engine.RGB(236, 244, 255),
	Land:     engine.RGB(20, 26, 52),
	River:    engine.RGB(88, 76, 80),
	Grid:     engine.RGB(90, 120, 180),
	Gold:     engine.RGB(250, 196, 70),
	House:    houses,
	HouseInk: engine.RGB(14, 18, 40),
}

// SpaceHighContrast is the science-fiction palette with purer colours and a brighter grid, every
// piece's symbol standing out of its face more than in Space (the green and the black deeper:
// both stood out less, issue 44) and every piece edged in light against the night.
var SpaceHighContrast = Palette{
	Space:    true,
	Bold:     true,
	Tile:     [game.NumColors]color.RGBA{engine.RGB(240, 30, 40), engine.RGB(20, 110, 255), engine.RGB(0, 150, 60), engine.RGB(70, 74, 100)},
	TileDark: [game.NumColors]color.RGBA{engine.RGB(120, 0, 10), engine.RGB(0, 40, 130), engine.RGB(0, 80, 20), engine.RGB(10, 10, 20)},
	Symbol:   engine.RGB(255, 255, 255),
	Land:     engine.RGB(8, 10, 24),
	River:    engine.RGB(140, 110, 96),
	Grid:     engine.RGB(170, 200, 255),
	Gold:     engine.RGB(255, 210, 40),
	Outline:  engine.RGB(236, 242, 255),
	House:    boldHouses,
	HouseInk: engine.RGB(0, 0, 10),
}
