package boardlayout

import (
	"math"

	"tigris/scenes/geom"
)

// The status line's text starts StatusInset units into Top and each of its lines takes StatusLine
// units (15-unit text at a leading of 1.25): what the layout keeps clear of the board's letters.
const (
	StatusInset = 4
	StatusLine  = 18.75
)

// StatusBottom is where the status line's last line ends.
func (l *Layout) StatusBottom() float64 {
	return l.Top.Y + (StatusInset+float64(l.TopLines)*StatusLine)*l.U
}

// FrameBand is the width of the board's frame: within the room the layout leaves round the board.
func (l *Layout) FrameBand() float64 {
	if l.Compact {
		return math.Max(3, math.Round(4*l.U))
	}
	return math.Round(6 * l.U)
}

// CoordSize is the coordinates' text size in device pixels (CoordText; TurnedCoordText on a
// turned board).
func (l *Layout) CoordSize() float64 {
	if l.Turned {
		return TurnedCoordText * l.U
	}
	return CoordText(l.Cell, l.U)
}

// CoordBand is the height of the band the names along the board's top take: a line of their
// text, or on a turned board (its names there are numbers, with nothing below their baseline)
// their size alone, so the larger numbers cost a small phone's spaces no height.
func (l *Layout) CoordBand() float64 {
	if l.Turned {
		return l.CoordSize()
	}
	return l.CoordSize() * 1.25
}

// CoordText is the coordinates' text size in device pixels for spaces of cell at unit u: a
// little smaller where spaces are small (a phone). The board screen's and the review's boards
// share it (scenes/coords).
func CoordText(cell, u float64) float64 {
	if cell < 30*u {
		return 10 * u
	}
	return 11 * u
}

// CoordRoom is the width, in units, the coordinates take beside a board.
const CoordRoom = 16

// Letters is the band the column letters take above the board's frame (empty when the
// coordinates are not drawn).
func (l *Layout) Letters() geom.Rect {
	if !l.Coords {
		return geom.Rect{}
	}
	h := l.CoordBand()
	return geom.Rect{X: l.Board.X, Y: l.Board.Y - l.FrameBand() - h, W: l.Board.W, H: h}
}

// clearOfStatus moves the board down where its column letters would touch the status line's
// text: the letters' band is taller than the room the coordinates take beside the board, which
// put a tablet's status line onto the letters (issue 44).
func (l *Layout) clearOfStatus() {
	if !l.Coords {
		return
	}
	if d := l.StatusBottom() + 3*l.U - l.Letters().Y; d > 0 {
		l.Board.Y += math.Ceil(d)
	}
}
