package review

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/boardlayout"
	"tigris/scenes/coords"
	"tigris/scenes/ui"
)

// board draws a position with the map painted once per size (the plain map until the painted one
// is ready, which is prepared off the frame) and the pieces baked off the frame.
type board struct {
	pal    *assets.Palette
	mapImg *ebiten.Image
	mapFor float64 // the cell size mapImg was painted at
	plain  bool    // mapImg is the plain map: paint it again once the painted one is ready
	sp     *assets.Sprites
}

// ghost is a move drawn over the position: its piece (faint when alpha < 1) ringed, with a label.
type ghost struct {
	m     game.Move
	alpha float32
	ring  color.RGBA
	label string
}

// draw paints state s in r (16 by 11 spaces at the largest size that fits, centred; turned a
// quarter as the game's board is on a phone held upright) with the ghosts over it, and returns
// the board's grid.
func (b *board) draw(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, r ui.Rect, s *game.State, ghosts []ghost, turned bool) boardlayout.Grid {
	u := ctx.Scale
	g := fitGrid(r, coords.Room*u, turned)
	if g.Cell < 4 {
		return boardlayout.Grid{}
	}
	cell := g.Cell
	mp := game.MapOf(s.Options().Map)
	if b.mapImg == nil || b.mapFor != cell || b.plain && assets.MapReady(mp) {
		if b.mapImg != nil {
			b.mapImg.Deallocate()
		}
		b.mapImg = engine.NewImage(int(cell*game.Cols), int(cell*game.Rows))
		b.mapFor = cell
		b.plain = !assets.MapReady(mp)
		if b.plain {
			assets.PaintPlainMap(b.mapImg, mp, 0, 0, cell, ctx.Scale, b.pal)
		} else {
			assets.PaintMap(b.mapImg, mp, 0, 0, cell, ctx.Scale, b.pal)
		}
	}
	if b.sp == nil || b.sp.Size != int(cell) {
		b.sp = assets.NewSpritesLater(int(cell), b.pal, b.sp)
	}
	b.sp.Settle()
	op := &ebiten.DrawImageOptions{}
	if g.Turned { // the map as printed, turned a quarter clockwise: its printed point (0, 0) goes where the grid puts it
		op.GeoM.Rotate(math.Pi / 2)
	}
	x, y := g.Point(0, 0)
	op.GeoM.Translate(x, y)
	dst.DrawImage(b.mapImg, op)
	for _, pc := range b.placed(s) {
		r := g.Rect(pc.cell)
		if pc.span > 1 {
			r = g.Span(pc.cell, pc.cell+(pc.span-1)*(game.Cols+1))
		}
		ui.DrawSprite(dst, pc.img, r, 1)
	}
	coords.DrawGrid(dst, ctx, th, g, 0, u)
	b.drawGhosts(dst, ctx, g, s, ghosts)
	return g
}

// fitGrid is the board in r with room beside it for the coordinates: the largest whole spaces
// that fit, centred across, at r's top.
func fitGrid(r ui.Rect, room float64, turned bool) boardlayout.Grid {
	g := boardlayout.Grid{Turned: turned}
	g.Cell = math.Floor(math.Min((r.W-room)/float64(g.Across()), (r.H-room)/float64(g.Down())))
	w, _ := g.Size()
	g.X, g.Y = r.X+room+(r.W-room-w)/2, r.Y+room
	return g
}

// gridRect is the grid's board on the screen.
func gridRect(g boardlayout.Grid) ui.Rect {
	w, h := g.Size()
	return ui.Rect{X: g.X, Y: g.Y, W: w, H: h}
}

// drawGhosts draws the moves over grid g: each piece ringed in its colour, its space's
// neighbours left in sight (the words say which ring is which: ringKey). The better move on the
// very space of the move made is drawn smaller at the space's corner.
func (b *board) drawGhosts(dst *ebiten.Image, ctx *engine.Context, g boardlayout.Grid, s *game.State, ghosts []ghost) {
	cell := g.Cell
	used := map[int16]bool{}
	for _, gh := range ghosts {
		if gh.m.Cell < 0 {
			continue
		}
		cr := g.Rect(int(gh.m.Cell))
		shared := used[gh.m.Cell] // the better move on the very space of the move made (another piece there)
		used[gh.m.Cell] = true
		if shared { // drawn smaller in the space's top right corner: both stay seen
			k := cell * 0.55
			cr = ui.Rect{X: cr.X + cell - k, Y: cr.Y, W: k, H: k}
		}
		if img := b.movePiece(s, gh.m); img != nil {
			alpha := gh.alpha
			if shared { // small already: faint as well would hide it
				alpha = max(alpha, 0.85)
			}
			ui.DrawSprite(dst, img, cr, alpha)
		}
		lw := math.Max(2, 3*ctx.Scale)
		engine.Ring(dst, cr.X+cr.W/2, cr.Y+cr.H/2, cr.W*0.5-lw/2, lw, gh.ring)
	}
}

// piece is the sprite of what stands on a space, or nil.
func (b *board) piece(s *game.State, c game.Cell) *ebiten.Image {
	switch {
	case c.Kind == game.Tile && c.Flags&game.FlagFaceDown != 0:
		return b.sp.FaceDown
	case c.Kind == game.Tile:
		return b.sp.Tiles[c.Color]
	case c.Kind == game.Leader:
		return b.sp.Leaders[s.Player(int(c.Owner)).Dynasty][c.Color]
	case c.Kind == game.Catastrophe:
		return b.sp.Catastrophe
	}
	return nil
}

// movePiece is the piece a move puts on its space, or nil (a treasure taken, a building…).
func (b *board) movePiece(s *game.State, m game.Move) *ebiten.Image {
	switch m.Kind {
	case game.MoveTile:
		return b.sp.Tiles[m.Color]
	case game.MoveLeader:
		return b.sp.Leaders[s.Player(s.Pending().Player).Dynasty][m.Color]
	case game.MoveCatastrophe:
		return b.sp.Catastrophe
	}
	return nil
}

// dispose frees the pictures.
func (b *board) dispose() {
	if b.mapImg != nil {
		b.mapImg.Deallocate()
		b.mapImg = nil
	}
	if b.sp != nil {
		b.sp.Deallocate()
		b.sp = nil
	}
}
