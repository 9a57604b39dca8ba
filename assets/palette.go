// Package assets makes the game's pictures: every sprite is drawn by code at the size it is shown,
// so the board stays crisp at any window size. All artwork is the project's own.
package assets

import (
	"image/color"

	"tigris/engine"
	"tigris/game"
)

// Palette holds the colours of the pieces; HighContrast is the stronger set for weaker eyesight.
type Palette struct {
	Tile     [game.NumColors]color.RGBA
	TileDark [game.NumColors]color.RGBA
	Symbol   color.RGBA
	Land     color.RGBA
	River    color.RGBA
	Grid     color.RGBA
	Gold     color.RGBA
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
	Tile:     [game.NumColors]color.RGBA{engine.RGB(230, 20, 20), engine.RGB(0, 90, 255), engine.RGB(0, 170, 40), engine.RGB(0, 0, 0)},
	TileDark: [game.NumColors]color.RGBA{engine.RGB(120, 0, 0), engine.RGB(0, 30, 120), engine.RGB(0, 70, 10), engine.RGB(0, 0, 0)},
	Symbol:   engine.RGB(255, 255, 255),
	Land:     engine.RGB(240, 226, 190),
	River:    engine.RGB(150, 210, 250),
	Grid:     engine.RGB(40, 40, 40),
	Gold:     engine.RGB(255, 196, 0),
}
