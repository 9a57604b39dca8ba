package boardlayout

import (
	"math"

	"tigris/game"
	"tigris/scenes/geom"
)

// A phone held upright shows the board as printed where the player chose it (two players who
// know the printed board read the map by its shape, and turned it no longer looked like it): the
// board spans the screen's width, a hair from its edges, so its spaces are about 23 CSS px on a
// 390 px phone, and the panel below it (players, hand, supply, log, buttons) takes the height the
// turned board's spaces would have taken. Pinch and double tap enlarge it as any board.

// RowsInsideBelow is the space size, in units, under which a board as printed takes the row
// numbers inside it (RowsInside) where that gives it larger spaces.
const RowsInsideBelow = 22

// upright lays the screen out for a phone held upright with the board as printed: the status
// line, the column letters above the board and the row numbers at its left, the board as wide as
// the screen allows (as high as the panel's least leaves), the panel packed under it.
func (l *Layout) upright(players int) {
	u := l.U
	pad := 8 * u
	l.TopLines = 2
	l.Top = geom.Rect{X: pad, Y: pad * 0.5, W: l.W - 2*pad, H: float64(l.TopLines) * 20 * u}
	l.Coords = true
	band := l.FrameBand()
	coord := CoordRoom * u
	gap := 6 * u
	hs := math.Floor(math.Min((l.W-2*pad-7*gap)/6, turnedHand*u))
	ls := math.Min(hs, geom.TouchSize*u)
	// the panel below keeps at least the height of the packed panel's with two lines of log
	minPanel := turnedPanelH(l.turnedTop(), hs, ls, u) + PhoneLogH*u
	y0 := math.Ceil(l.StatusBottom() + 3*u + band + CoordText(0, u)*1.25)
	high := (l.H - y0 - band - minPanel) / game.Rows
	l.Cell = math.Max(8, math.Floor(math.Min((l.W-2*u-coord-band)/game.Cols, high)))
	l.RowsInside = false
	if in := math.Floor(math.Min((l.W-2*band)/game.Cols, high)); l.Cell < RowsInsideBelow*u && in > l.Cell {
		// too narrow for the row numbers beside spaces of a finger's least: they go inside the
		// board, which takes the screen's width to its frame
		l.Cell, l.RowsInside, coord = in, true, 0
	}
	bw := l.Cell * game.Cols
	l.Board = geom.Rect{X: math.Floor((l.W-coord-bw-band)/2) + coord, Y: y0, W: bw, H: l.Cell * game.Rows}
	if l.RowsInside {
		l.Board.X = math.Floor((l.W - bw) / 2)
	}
	l.clearOfStatus()
	py := l.Board.Bottom() + band + 4*u
	l.Panel = geom.Rect{X: pad, Y: py, W: l.W - 2*pad, H: l.H - py - pad}
	l.column(l.Panel, players, &l.Log)
	if l.Log.H >= PhoneLogH*u {
		return
	}
	// a small phone's column has no room for the log (or a lesson's box): the panel is packed as
	// under a turned board, the players two a line and the buttons in one row, the log a tab away
	l.Labels, l.Log, l.Players, l.Public = false, geom.Rect{}, geom.Rect{}, geom.Rect{}
	l.turnedPanel(players, hs, ls)
}
