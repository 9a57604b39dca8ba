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

// overlaps reports whether two rectangles share any area.
func overlaps(a, b rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// bottom is the y just below the rectangle.
func (r rect) bottom() float64 { return r.Y + r.H }

// layout places everything of the board screen for a screen size; it is recomputed when the
// window changes. In landscape the board is as large as the height allows with the panel beside
// it (and the log below the board when there is room); in portrait the board spans the width with
// the panel below it. Touch targets are at least 44 units (CSS pixels on a phone).
type layout struct {
	W, H, U   float64 // screen size and one UI unit, in device pixels
	Portrait  bool
	Compact   bool // a phone-sized screen: shorter labels, no coordinates beside small spaces
	Board     rect
	Cell      float64
	Coords    bool // the column letters and row numbers are drawn beside the board
	Top       rect // the status above the board
	TopLines  int  // how many lines the status may take
	Panel     rect
	Players   rect
	PlayerRow float64
	Labels    bool    // titles above the hand and the supply
	HandY     float64 // the top of the hand's title
	Hand      [6]rect
	SupplyY   float64
	Supply    [game.NumColors]rect // the viewer's leaders in supply
	Catas     rect                 // the viewer's catastrophes
	Public    rect                 // the monuments and buildings still beside the board (empty: no room)
	Buttons   []rect               // End turn, Swap, Hint, Undo, Menu
	Log       rect
	Work      rect // where a dialog is shown: over the hand, supply and log, never the board or buttons
}

const (
	touchSize = 44 // the least height of anything tapped, in units
	labelH    = 20 // a section title's height
)

func newLayout(w, h int, scale float64, players int, compact bool) layout {
	l := layout{W: float64(w), H: float64(h), U: scale, Compact: compact}
	l.Portrait = l.H > l.W*1.05
	if l.Portrait {
		l.portrait(players)
	} else {
		l.landscape(players)
	}
	return l
}

// fitCell is the largest whole space size for the room, with or without the coordinates beside
// the board (they are left out when spaces would be smaller than 30 units).
func (l *layout) fitCell(availW, availH float64) float64 {
	u := l.U
	coord := 16 * u
	cell := math.Floor(math.Min((availW-coord)/game.Cols, (availH-coord)/game.Rows))
	l.Coords = cell >= 30*u
	if !l.Coords {
		cell = math.Floor(math.Min(availW/game.Cols, availH/game.Rows))
	}
	return math.Max(8, cell)
}

func (l *layout) coordW() float64 {
	if l.Coords {
		return 16 * l.U
	}
	return 0
}

func (l *layout) landscape(players int) {
	u := l.U
	pad := 12 * u
	if l.Compact {
		pad = 8 * u
	}
	top := 30 * u
	l.TopLines = 1
	panelW := math.Min(math.Max(l.W*0.28, 300*u), 460*u)
	l.Cell = l.fitCell(l.W-panelW-3*pad, l.H-top-2*pad)
	c := l.coordW()
	l.Board = rect{pad + c, top + pad + c, l.Cell * game.Cols, l.Cell * game.Rows}
	l.Top = rect{pad, pad * 0.5, l.Board.X + l.Board.W - pad, top}
	px := l.Board.X + l.Board.W + pad
	l.Panel = rect{px, pad, l.W - px - pad, l.H - 2*pad}
	below := l.H - pad - (l.Board.bottom() + pad)
	var log *rect
	if below >= 90*u {
		l.Log = rect{pad, l.Board.bottom() + pad, l.Board.X + l.Board.W - pad, below}
	} else {
		log = &l.Log
	}
	l.column(l.Panel, players, log)
}

func (l *layout) portrait(players int) {
	u := l.U
	pad := 12 * u
	if l.Compact {
		pad = 8 * u
	}
	l.TopLines = 1
	if l.Compact {
		l.TopLines = 2
	}
	top := float64(l.TopLines) * 20 * u
	// the panel below keeps at least this much height
	minPanel := float64(players)*34*u + 2*touchSize*u + 2*(touchSize+6)*u + 40*u
	l.Cell = l.fitCell(l.W-2*pad, l.H-top-3*pad-minPanel)
	c := l.coordW()
	bw := l.Cell * game.Cols
	l.Board = rect{math.Floor((l.W - bw + c) / 2), top + pad + c, bw, l.Cell * game.Rows}
	l.Top = rect{pad, pad * 0.5, l.W - 2*pad, top}
	py := l.Board.bottom() + pad
	l.Panel = rect{pad, py, l.W - 2*pad, l.H - py - pad}
	if l.Panel.W >= 640*u {
		// two columns: the players and the log beside the hand, supply and buttons
		half := (l.Panel.W - pad) / 2
		left := rect{l.Panel.X, l.Panel.Y, half, l.Panel.H}
		right := rect{l.Panel.X + half + pad, l.Panel.Y, half, l.Panel.H}
		l.column(right, 0, nil)
		l.PlayerRow = 46 * u
		l.Players = rect{left.X, left.Y, left.W, l.PlayerRow * float64(players)}
		l.Log = rect{left.X, l.Players.bottom() + 8*u, left.W, left.bottom() - l.Players.bottom() - 8*u}
		l.Work = rect{l.Panel.X, l.Panel.Y, l.Panel.W, l.Buttons[0].Y - 8*u - l.Panel.Y}
		return
	}
	l.column(l.Panel, players, &l.Log)
}

// column stacks the players (when players > 0), the hand, the supply and, at the bottom, the
// buttons in a column; the log (when asked for) takes the height left between them.
func (l *layout) column(col rect, players int, log *rect) {
	u := l.U
	gap := 6 * u
	// the hand's tiles: six across, at least a finger wide where there is room
	hs := math.Floor(math.Min((col.W-7*gap)/6, math.Max(l.Cell*1.15, 64*u)))
	ls := math.Floor(math.Min(hs, (col.W-6*gap-40*u)/5))
	bh := touchSize * u
	perRow := 3
	if col.W >= 5*96*u {
		perRow = 5
	}
	bRows := (5 + perRow - 1) / perRow
	buttonsH := float64(bRows)*(bh+gap) - gap
	l.PlayerRow = 46 * u
	if l.Compact {
		l.PlayerRow = 40 * u
	}
	l.Labels = true
	need := func() float64 {
		lab := 0.0
		if l.Labels {
			lab = labelH * u
		}
		return float64(players)*l.PlayerRow + 2*lab + hs + ls + buttonsH + 4*10*u
	}
	if need() > col.H {
		l.Labels = false
	}
	for need() > col.H && l.PlayerRow > 34*u {
		l.PlayerRow--
	}
	y := col.Y
	if players > 0 {
		l.Players = rect{col.X, y, col.W, l.PlayerRow * float64(players)}
		y = l.Players.bottom() + 8*u
	}
	l.Work = rect{col.X, y, col.W, 0}
	if l.Labels {
		l.HandY = y
		y += labelH * u
	}
	for i := range l.Hand {
		l.Hand[i] = rect{col.X + gap + float64(i)*(hs+gap), y, hs, hs}
	}
	y += hs + 10*u
	if l.Labels {
		l.SupplyY = y
		y += labelH * u
	}
	for c := range l.Supply {
		l.Supply[c] = rect{col.X + gap + float64(c)*(ls+gap), y, ls, ls}
	}
	l.Catas = rect{col.X + gap + 4*(ls+gap), y, ls, ls}
	y += ls + 10*u
	by := col.bottom() - buttonsH
	// what is still beside the board, where there is room for it (and the log keeps some)
	ph := math.Floor(math.Min(ls*0.75, 40*u))
	pub := labelH*u + ph + 10*u
	if room := by - 8*u - y; log == nil && room >= pub || log != nil && room >= pub+90*u {
		l.Public = rect{col.X + gap, y, col.W - 2*gap, pub - 10*u}
		y += pub
	} else {
		l.Public = rect{}
	}
	bw := (col.W - float64(perRow+1)*gap) / float64(perRow)
	l.Buttons = l.Buttons[:0]
	for i := 0; i < 5; i++ {
		l.Buttons = append(l.Buttons, rect{col.X + gap + float64(i%perRow)*(bw+gap), by + float64(i/perRow)*(bh+gap), bw, bh})
	}
	if log != nil {
		*log = rect{col.X, y, col.W, math.Max(0, by-8*u-y)}
	}
	l.Work.H = by - 8*u - l.Work.Y
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
