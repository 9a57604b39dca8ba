package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
)

// The spaces a dialog's answers concern, marked on the board as a whole: a monument's 2x2
// square and a wonder's cross of five, not only the space that names them, so that with two
// squares completed the person sees which one each answer builds on (R8.3.1, R9.3).

// optionSpaces are the spaces an answer concerns: the 2x2 square whose top-left space a
// monument names, the cross a wonder is centred on, else the one space named (none for -1).
func optionSpaces(o session.Option) []int {
	c := o.Cell
	if c < 0 || c >= game.NCells {
		return nil
	}
	row, col := c/game.Cols, c%game.Cols
	switch {
	case o.Move.Kind == game.MoveMonument && row+1 < game.Rows && col+1 < game.Cols:
		return []int{c, c + 1, c + game.Cols, c + game.Cols + 1}
	case o.Move.Kind == game.MoveWonder && row > 0 && row+1 < game.Rows && col > 0 && col+1 < game.Cols:
		return []int{c - game.Cols, c - 1, c, c + 1, c + game.Cols}
	}
	return []int{c}
}

// dialogMarks are the groups of spaces the open dialog's answers concern, each once.
func dialogMarks(opts []session.Option) [][]int {
	var out [][]int
	seen := map[int]bool{}
	for _, o := range opts {
		sp := optionSpaces(o)
		if len(sp) == 0 || seen[o.Cell] {
			continue
		}
		seen[o.Cell] = true
		out = append(out, sp)
	}
	return out
}

// outlineSpaces draws the outer edge of a group of spaces, t thick, on a dark edge.
func outlineSpaces(dst *ebiten.Image, l *layout, cells []int, t float64, col color.Color) {
	in := make(map[int]bool, len(cells))
	for _, i := range cells {
		in[i] = true
	}
	for pass, w := range []float64{t + 2*l.U, t} {
		c := col
		if pass == 0 {
			c = engine.RGBA(40, 28, 8, 220) // a dark edge: the accent shows on sand and on stars
		}
		for _, i := range cells {
			r := l.CellRect(i)
			x, y := float64(i%game.Cols), float64(i/game.Cols)
			edges := [4]struct {
				out        bool
				x, y, w, h float64
			}{
				{y == 0 || !in[i-game.Cols], r.X, r.Y, r.W, w},
				{y == game.Rows-1 || !in[i+game.Cols], r.X, r.Y + r.H - w, r.W, w},
				{x == 0 || !in[i-1], r.X, r.Y, w, r.H},
				{x == game.Cols-1 || !in[i+1], r.X + r.W - w, r.Y, w, r.H},
			}
			for _, e := range edges {
				if e.out {
					engine.Rect(dst, e.x, e.y, e.w, e.h, c)
				}
			}
		}
	}
}

// drawDialogMarks marks on the board the spaces the open dialog's answers concern.
func drawDialogMarks(dst *ebiten.Image, l *layout, opts []session.Option, accent color.Color) {
	t := math.Max(3*l.U, l.Cell*0.07)
	for _, g := range dialogMarks(opts) {
		outlineSpaces(dst, l, g, t, accent)
	}
}
