package scenes

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/ui"
)

// A phone held upright shows the board turned a quarter (boardlayout.Grid, issue 44): the map is
// painted as printed and turned as a picture, so its rivers, relief and special spaces turn with
// the squares, while the pieces, icons and names drawn over it stay upright at the squares the
// grid gives.

// paintTurnedMap paints the board as printed into a picture of its own and draws it into img
// turned a quarter clockwise onto l's turned board (in img's coordinates): the printed point
// (fx, fy) lands where l's Grid puts it.
func (p *boardView) paintTurnedMap(img *ebiten.Image, l *layout, band float64) {
	m := band + 3*l.U
	flat := *l
	flat.Turned = false
	flat.Board = ui.Rect{X: m, Y: m, W: l.Cell * game.Cols, H: l.Cell * game.Rows}
	pic := engine.NewImage(int(math.Ceil(flat.Board.W+2*m)), int(math.Ceil(flat.Board.H+2*m)))
	defer pic.Deallocate()
	p.paintMap(pic, &flat, band)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-m, -m)
	op.GeoM.Rotate(math.Pi / 2)
	x, y := l.Grid().Point(0, 0)
	op.GeoM.Translate(math.Round(x), math.Round(y))
	img.DrawImage(pic, op)
}

// monumentRect is the square a monument standing with its top-left space at tl covers on the
// screen: its four spaces, wherever the grid puts them.
func monumentRect(l *layout, tl int) ui.Rect {
	return l.Grid().Span(tl, tl+game.Cols+1)
}

// wonderRect is where the wonder whose centre is c is drawn: the 3x3 square round its cross.
func wonderRect(l *layout, c int) ui.Rect {
	return l.Grid().Span(c-game.Cols-1, c+game.Cols+1)
}

// shortened is s cut to fit w in face, an ellipsis marking the cut: a name in a player's row half
// the panel wide (under a turned board) keeps clear of the leaders beside it.
func shortened(th *ui.Theme, s string, face textFace, w float64) string {
	if th.Width(s, face) <= w {
		return s
	}
	r := []rune(s)
	for len(r) > 1 && th.Width(string(r)+"…", face) > w {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}
