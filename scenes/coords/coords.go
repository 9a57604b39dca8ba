// Package coords writes a board's column letters (A–P) above it and its row numbers (1–11) at its
// left (on a board turned a quarter, the numbers across its top and the letters down its side):
// the board screen and the review's board name their spaces the one way, since the hints, the
// log, the lessons and the review's words name spaces.
package coords

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/boardlayout"
	"tigris/scenes/geom"
	"tigris/scenes/ui"
)

// Room is the width, in units, the coordinates take beside a board.
const Room = boardlayout.CoordRoom

// SideGap is the room, in units, between the frame and a row's name at the board's left.
const SideGap = 2

// Top is the height, in device pixels, the letters take above a board of spaces cell at unit u,
// outside a frame band wide.
func Top(cell, band, u float64) float64 { return band + boardlayout.CoordText(cell, u)*1.25 }

// Draw writes the letters above board (spaces of cell) and the numbers at its left, outside a
// frame band wide, in the theme's plain text colour where spaces are small (their contrast kept),
// its dim one elsewhere: legible on any size.
func Draw(img *ebiten.Image, ctx *engine.Context, th *ui.Theme, board geom.Rect, cell, band, u float64) {
	DrawGrid(img, ctx, th, boardlayout.Grid{X: board.X, Y: board.Y, Cell: cell}, band, u)
}

// DrawGrid writes the names of grid g's screen columns along its top and of its screen rows down
// its left, outside a frame band wide: letters above and numbers beside as printed, or on a board
// turned a quarter the numbers above and the letters beside.
func DrawGrid(img *ebiten.Image, ctx *engine.Context, th *ui.Theme, g boardlayout.Grid, band, u float64) {
	size := boardlayout.CoordText(g.Cell, u)
	drawSized(img, ctx, th, g, band, u, size, size*1.25, g.Cell < 30*u, true)
}

// DrawLayout writes the board screen's coordinates at its layout's size: on a turned board
// larger, bold and in plain text, so a phone's player reads them (issue 44).
func DrawLayout(img *ebiten.Image, ctx *engine.Context, th *ui.Theme, l *boardlayout.Layout, band float64) {
	g := l.Grid()
	if !l.RowsInside {
		drawSized(img, ctx, th, g, band, l.U, l.CoordSize(), l.CoordBand(), l.Turned || l.Cell < 30*l.U, true)
		return
	}
	// the letters above as ever, the numbers inside column A's spaces (a 360 px phone, RowsInside)
	drawSized(img, ctx, th, g, band, l.U, l.CoordSize(), l.CoordBand(), true, false)
	for sr := 0; sr < g.Down(); sr++ {
		Inside(img, ctx, th, g.SideLabel(sr), g.X+1.5*l.U, g.Y+float64(sr)*g.Cell+1.5*l.U, l.CoordSize())
	}
}

// Inside writes a row's number at x, y (its chip's upper left) inside the board, on a chip of the
// theme's ground, legible on the sand and among the stars (RowsInside).
func Inside(img *ebiten.Image, ctx *engine.Context, th *ui.Theme, label string, x, y, size float64) {
	w := size*0.3 + size*0.62*float64(len(label))
	h := size * 1.2
	engine.Rect(img, x, y, w, h, ui.Alpha(th.Background, 190))
	th.Draw(img, label, ctx.Fonts.Face(size, true), x+w/2, y+h/2-size*0.65, engine.Scale(th.Text), engine.Center)
}

// drawSized writes the coordinates at size, those along the top in a band top high and, with
// sides, those down the left, in bold plain text where strong, else in the theme's dim colour.
func drawSized(img *ebiten.Image, ctx *engine.Context, th *ui.Theme, g boardlayout.Grid, band, u, size, top float64, strong, sides bool) {
	face := ctx.Fonts.Face(size, strong)
	col := engine.Scale(th.Dim)
	if strong {
		col = engine.Scale(th.Text)
	}
	for sc := 0; sc < g.Across(); sc++ {
		th.Draw(img, g.TopLabel(sc), face, g.X+(float64(sc)+0.5)*g.Cell, g.Y-band-top, col, engine.Center)
	}
	for sr := 0; sides && sr < g.Down(); sr++ {
		th.Draw(img, g.SideLabel(sr), face, g.X-band-SideGap*u, g.Y+(float64(sr)+0.5)*g.Cell-size*0.65, col, engine.Right)
	}
}
