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
}

// Normal is the usual palette.
var Normal = Palette{
	Tile:     [game.NumColors]color.RGBA{engine.RGB(196, 52, 44), engine.RGB(40, 104, 184), engine.RGB(46, 138, 74), engine.RGB(52, 52, 56)},
	TileDark: [game.NumColors]color.RGBA{engine.RGB(132, 30, 26), engine.RGB(22, 64, 122), engine.RGB(24, 90, 46), engine.RGB(20, 20, 22)},
	Symbol:   engine.RGB(250, 244, 228),
	Land:     engine.RGB(222, 204, 160),
	River:    engine.RGB(128, 184, 218),
	Grid:     engine.RGB(168, 148, 108),
	Gold:     engine.RGB(232, 184, 48),
}

// HighContrast uses purer colours and a black grid.
var HighContrast = Palette{
	Bold:     true,
	Tile:     [game.NumColors]color.RGBA{engine.RGB(230, 20, 20), engine.RGB(0, 90, 255), engine.RGB(0, 170, 40), engine.RGB(0, 0, 0)},
	TileDark: [game.NumColors]color.RGBA{engine.RGB(120, 0, 0), engine.RGB(0, 30, 120), engine.RGB(0, 70, 10), engine.RGB(0, 0, 0)},
	Symbol:   engine.RGB(255, 255, 255),
	Land:     engine.RGB(240, 226, 190),
	River:    engine.RGB(150, 210, 250),
	Grid:     engine.RGB(40, 40, 40),
	Gold:     engine.RGB(255, 196, 0),
	Outline:  engine.RGB(10, 8, 6),
}

// Space is the science-fiction edition's palette: deep blue space, dusty belts, bright hulls.
var Space = Palette{
	Space:    true,
	Tile:     [game.NumColors]color.RGBA{engine.RGB(212, 64, 70), engine.RGB(48, 128, 220), engine.RGB(40, 170, 110), engine.RGB(64, 66, 82)},
	TileDark: [game.NumColors]color.RGBA{engine.RGB(120, 28, 40), engine.RGB(20, 62, 130), engine.RGB(14, 92, 60), engine.RGB(26, 26, 36)},
	Symbol:   engine.RGB(236, 244, 255),
	Land:     engine.RGB(20, 26, 52),
	River:    engine.RGB(88, 76, 80),
	Grid:     engine.RGB(90, 120, 180),
	Gold:     engine.RGB(250, 196, 70),
}

// SpaceHighContrast is the science-fiction palette with purer colours and a brighter grid.
var SpaceHighContrast = Palette{
	Space:    true,
	Bold:     true,
	Tile:     [game.NumColors]color.RGBA{engine.RGB(240, 30, 40), engine.RGB(20, 110, 255), engine.RGB(0, 200, 70), engine.RGB(70, 70, 90)},
	TileDark: [game.NumColors]color.RGBA{engine.RGB(120, 0, 10), engine.RGB(0, 40, 130), engine.RGB(0, 80, 20), engine.RGB(10, 10, 20)},
	Symbol:   engine.RGB(255, 255, 255),
	Land:     engine.RGB(8, 10, 24),
	River:    engine.RGB(140, 110, 96),
	Grid:     engine.RGB(170, 200, 255),
	Gold:     engine.RGB(255, 210, 40),
	Outline:  engine.RGB(236, 242, 255),
}
