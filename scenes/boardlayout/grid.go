package boardlayout

import (
	"math"
	"strconv"

	"tigris/game"
	"tigris/scenes/geom"
)

// Grid is where the board's spaces stand on the screen: the one mapping from a space to its
// square and from a point to its space that every drawer and hit test goes through, so a board
// turned a quarter on a phone held upright (issue 44) is drawn and touched alike. Turned, the
// board is turned a quarter clockwise: column A runs along the top, P along the foot, row 1 at the
// right and row 11 at the left; the pieces on it stay upright (only the squares move).
type Grid struct {
	X, Y   float64 // the board's top-left corner on the screen
	Cell   float64 // a space's side
	Turned bool
}

// Across is how many spaces the board shows across the screen, Down how many down it.
func (g Grid) Across() int {
	if g.Turned {
		return game.Rows
	}
	return game.Cols
}

// Down is how many spaces the board shows down the screen.
func (g Grid) Down() int {
	if g.Turned {
		return game.Cols
	}
	return game.Rows
}

// Size is the board's width and height on the screen.
func (g Grid) Size() (w, h float64) {
	return float64(g.Across()) * g.Cell, float64(g.Down()) * g.Cell
}

// Spot is the screen column and row (counted from the board's top-left) space i stands at.
func (g Grid) Spot(i int) (sc, sr int) {
	c, r := i%game.Cols, i/game.Cols
	if g.Turned {
		return game.Rows - 1 - r, c
	}
	return c, r
}

// Space is the space at screen column sc and row sr, or -1 off the board.
func (g Grid) Space(sc, sr int) int {
	if sc < 0 || sr < 0 || sc >= g.Across() || sr >= g.Down() {
		return -1
	}
	if g.Turned {
		return sr + (game.Rows-1-sc)*game.Cols
	}
	return sr*game.Cols + sc
}

// Rect is space i's square on the screen.
func (g Grid) Rect(i int) geom.Rect {
	sc, sr := g.Spot(i)
	return geom.Rect{X: g.X + float64(sc)*g.Cell, Y: g.Y + float64(sr)*g.Cell, W: g.Cell, H: g.Cell}
}

// At is the space under the screen point (x, y), or -1.
func (g Grid) At(x, y float64) int {
	if x < g.X || y < g.Y {
		return -1
	}
	return g.Space(int((x-g.X)/g.Cell), int((y-g.Y)/g.Cell))
}

// Beside is the space next to i on the screen dx columns and dy rows away, or -1 off the board.
func (g Grid) Beside(i, dx, dy int) int {
	sc, sr := g.Spot(i)
	return g.Space(sc+dx, sr+dy)
}

// Span is the rectangle covering the squares of spaces a and b (a monument's four: its corners).
func (g Grid) Span(a, b int) geom.Rect {
	ra, rb := g.Rect(a), g.Rect(b)
	x, y := math.Min(ra.X, rb.X), math.Min(ra.Y, rb.Y)
	return geom.Rect{X: x, Y: y, W: math.Max(ra.X+ra.W, rb.X+rb.W) - x, H: math.Max(ra.Bottom(), rb.Bottom()) - y}
}

// Point is where the point (fx, fy) of the board as printed (unturned, measured from its top-left
// corner in the grid's pixels) stands on the screen: how the map's picture, its rivers and its
// relief are turned with the squares.
func (g Grid) Point(fx, fy float64) (float64, float64) {
	if g.Turned {
		return g.X + float64(game.Rows)*g.Cell - fy, g.Y + fx
	}
	return g.X + fx, g.Y + fy
}

// Grid is the layout's board as a grid of spaces.
func (l *Layout) Grid() Grid {
	return Grid{X: l.Board.X, Y: l.Board.Y, Cell: l.Cell, Turned: l.Turned}
}

// TopLabel is what names the spaces of screen column sc, written along the board's top: a
// column's letter, or turned a row's number.
func (g Grid) TopLabel(sc int) string {
	i := g.Space(sc, 0)
	if g.Turned {
		return strconv.Itoa(i/game.Cols + 1)
	}
	return string(rune('A' + i%game.Cols))
}

// SideLabel is what names the spaces of screen row sr, written down the board's left: a row's
// number, or turned a column's letter.
func (g Grid) SideLabel(sr int) string {
	i := g.Space(0, sr)
	if g.Turned {
		return string(rune('A' + i%game.Cols))
	}
	return strconv.Itoa(i/game.Cols + 1)
}
