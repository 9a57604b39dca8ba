// Package coords writes a board's column letters (A–P) above it and its row numbers (1–11) at its
// left: the board screen and the review's board name their spaces the one way, since the hints,
// the log, the lessons and the review's words name spaces.
package coords

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/boardlayout"
	"tigris/scenes/geom"
	"tigris/scenes/ui"
)

// Room is the width, in units, the coordinates take beside a board.
const Room = boardlayout.CoordRoom

// Top is the height, in device pixels, the letters take above a board of spaces cell at unit u,
// outside a frame band wide.
func Top(cell, band, u float64) float64 { return band + boardlayout.CoordText(cell, u)*1.25 }

// Draw writes the letters above board (spaces of cell) and the numbers at its left, outside a
// frame band wide, in the theme's plain text colour where spaces are small (their contrast kept),
// its dim one elsewhere: legible on any size.
func Draw(img *ebiten.Image, ctx *engine.Context, th *ui.Theme, board geom.Rect, cell, band, u float64) {
	size := boardlayout.CoordText(cell, u)
	small := cell < 30*u
	face := ctx.Fonts.Face(size, small)
	col := engine.Scale(th.Dim)
	if small {
		col = engine.Scale(th.Text)
	}
	for c := 0; c < game.Cols; c++ {
		th.Draw(img, string(rune('A'+c)), face, board.X+(float64(c)+0.5)*cell, board.Y-band-size*1.25, col, engine.Center)
	}
	for r := 0; r < game.Rows; r++ {
		th.Draw(img, fmt.Sprint(r+1), face, board.X-band-2*u, board.Y+(float64(r)+0.5)*cell-size*0.65, col, engine.Right)
	}
}
