package boardlayout

import (
	"math"

	"tigris/scenes/geom"
)

// FoldStrip is the height, in units, the panel keeps while it is folded away: a strip a finger
// can still find, so the player sees the panel is only put aside.
const FoldStrip = 10

// Folds reports whether the panel folds away while a piece is placed: in portrait only, where the
// panel below the board takes the room the board's window could use (issue 44).
func (l *Layout) Folds() bool {
	return l.Portrait && len(l.Buttons) > 0 && l.Panel.H > (FoldStrip+8)*l.U
}

// Folded is the layout with the panel folded t of the way (0: open, 1: a thin strip at the
// screen's foot): the panel and everything in it slides down, and the board's window (View) grows
// down into the room it frees, so a zoomed board shows more rows while a piece is carried. The
// board keeps its size and place; a layout that does not fold is returned as it is.
func (l Layout) Folded(t float64) Layout {
	if !l.Folds() || t <= 0 {
		return l
	}
	t = math.Min(t, 1)
	pad := l.Panel.X // the portrait panel stands one pad in from the edges
	drop := math.Round(t * (l.Panel.H - FoldStrip*l.U))
	f := l
	shift := func(r geom.Rect) geom.Rect {
		if r.W == 0 && r.H == 0 {
			return r
		}
		r.Y += drop
		return r
	}
	f.Panel, f.Players, f.Catas, f.Public, f.Log, f.Work, f.LessonBox =
		shift(l.Panel), shift(l.Players), shift(l.Catas), shift(l.Public), shift(l.Log), shift(l.Work), shift(l.LessonBox)
	f.LogTab, f.LogOver = shift(l.LogTab), shift(l.LogOver)
	f.HandY, f.SupplyY = l.HandY+drop, l.SupplyY+drop
	for i := range f.Hand {
		f.Hand[i] = shift(l.Hand[i])
	}
	for i := range f.Supply {
		f.Supply[i] = shift(l.Supply[i])
	}
	f.Buttons = make([]geom.Rect, len(l.Buttons))
	for i, b := range l.Buttons {
		f.Buttons[i] = shift(b)
	}
	win := l.View
	if win.W == 0 {
		win = l.Board
	}
	win.H = math.Max(win.H, f.Panel.Y-pad-win.Y)
	f.View = win
	return f
}
