// Package scenes holds the screens: title, play (with its dialogs, hand-off and game-over
// overlays). They turn input into game actions through scenes/session and draw from views.
package scenes

import (
	"math"

	"tigris/game"
)

// rect is an area of the screen in device pixels.
type rect struct{ X, Y, W, H float64 }

func (r rect) in(x, y int) bool {
	fx, fy := float64(x), float64(y)
	return fx >= r.X && fy >= r.Y && fx < r.X+r.W && fy < r.Y+r.H
}

// layout places everything for a screen size; it is recomputed when the window changes.
type layout struct {
	W, H, U   float64 // screen size and one logical pixel
	Board     rect
	Cell      float64
	Top       rect // status line above the board
	Panel     rect
	Players   rect
	Hand      [6]rect
	Supply    [game.NumColors]rect // the viewer's leaders in supply
	Catas     rect                 // the viewer's catastrophes
	Buttons   []rect               // End turn, Swap, Hint, Undo, Menu
	Log       rect
	PlayerRow float64
}

func newLayout(w, h int, scale float64, players int) layout {
	l := layout{W: float64(w), H: float64(h), U: scale}
	u := scale
	pad := 12 * u
	panelW := math.Min(math.Max(l.W*0.27, 290*u), 440*u)
	top := 30 * u
	label := 16 * u
	availW := l.W - panelW - 3*pad - label
	availH := l.H - top - 2*pad - label
	l.Cell = math.Floor(math.Max(8, math.Min(availW/game.Cols, availH/game.Rows)))
	l.Board = rect{pad + label, top + pad + label, l.Cell * game.Cols, l.Cell * game.Rows}
	l.Top = rect{pad, pad * 0.5, l.Board.X + l.Board.W - pad, top}
	l.Panel = rect{l.W - panelW - pad, pad, panelW, l.H - 2*pad}
	l.PlayerRow = 46 * u
	l.Players = rect{l.Panel.X, l.Panel.Y, panelW, l.PlayerRow * float64(players)}
	y := l.Players.Y + l.Players.H + 10*u
	hs := math.Floor(math.Min(l.Cell*1.1, (panelW-7*6*u)/6))
	for i := range l.Hand {
		l.Hand[i] = rect{l.Panel.X + 6*u + float64(i)*(hs+6*u), y + 18*u, hs, hs}
	}
	y += 18*u + hs + 10*u
	ls := math.Floor(math.Min(hs, (panelW-6*8*u)/5))
	for c := range l.Supply {
		l.Supply[c] = rect{l.Panel.X + 6*u + float64(c)*(ls+8*u), y + 18*u, ls, ls}
	}
	l.Catas = rect{l.Panel.X + 6*u + 4*(ls+8*u), y + 18*u, ls, ls}
	y += 18*u + ls + 12*u
	bw := (panelW - 4*6*u) / 3
	for i := 0; i < 5; i++ {
		l.Buttons = append(l.Buttons, rect{l.Panel.X + 6*u + float64(i%3)*(bw+6*u), y + float64(i/3)*40*u, bw, 34 * u})
	}
	y += 2*40*u + 6*u
	l.Log = rect{l.Panel.X, y, panelW, l.Panel.Y + l.Panel.H - y}
	return l
}

// cellAt is the board space under a point, or -1.
func (l *layout) cellAt(x, y int) int {
	if !l.Board.in(x, y) {
		return -1
	}
	c := int((float64(x) - l.Board.X) / l.Cell)
	r := int((float64(y) - l.Board.Y) / l.Cell)
	if c < 0 || c >= game.Cols || r < 0 || r >= game.Rows {
		return -1
	}
	return r*game.Cols + c
}

// cellRect is a space's square.
func (l *layout) cellRect(i int) rect {
	return rect{l.Board.X + float64(i%game.Cols)*l.Cell, l.Board.Y + float64(i/game.Cols)*l.Cell, l.Cell, l.Cell}
}

// cellCentre is a space's centre.
func (l *layout) cellCentre(i int) (float64, float64) {
	r := l.cellRect(i)
	return r.X + r.W/2, r.Y + r.H/2
}
