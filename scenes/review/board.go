package review

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
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

// draw paints state s in r (16 by 11 spaces at the largest size that fits, centred) with the
// ghosts over it, and returns the board's own rectangle.
func (b *board) draw(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, r ui.Rect, s *game.State, ghosts []ghost) ui.Rect {
	u := ctx.Scale
	room := coords.Room * u // the letters above and the numbers at the left, as on the board screen
	cell := math.Floor(math.Min((r.W-room)/game.Cols, (r.H-room)/game.Rows))
	if cell < 4 {
		return ui.Rect{}
	}
	br := ui.Rect{X: r.X + room + (r.W-room-cell*game.Cols)/2, Y: r.Y + room, W: cell * game.Cols, H: cell * game.Rows}
	mp := game.MapOf(s.Options().Map)
	if b.mapImg == nil || b.mapFor != cell || b.plain && assets.MapReady(mp) {
		if b.mapImg != nil {
			b.mapImg.Deallocate()
		}
		b.mapImg = ebiten.NewImage(int(cell*game.Cols), int(cell*game.Rows))
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
	op.GeoM.Translate(br.X, br.Y)
	dst.DrawImage(b.mapImg, op)
	at := func(i int) ui.Rect {
		return ui.Rect{X: br.X + float64(i%game.Cols)*cell, Y: br.Y + float64(i/game.Cols)*cell, W: cell, H: cell}
	}
	for _, pc := range b.placed(s) {
		r := at(pc.cell)
		r.W, r.H = r.W*float64(pc.span), r.H*float64(pc.span)
		ui.DrawSprite(dst, pc.img, r, 1)
	}
	coords.Draw(dst, ctx, th, br, cell, 0, u)
	b.drawGhosts(dst, ctx, th, br, s, ghosts)
	return br
}

// drawGhosts draws the moves over board br: each piece ringed in its colour with its label.
func (b *board) drawGhosts(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, br ui.Rect, s *game.State, ghosts []ghost) {
	cell := br.W / game.Cols
	at := func(i int) ui.Rect {
		return ui.Rect{X: br.X + float64(i%game.Cols)*cell, Y: br.Y + float64(i/game.Cols)*cell, W: cell, H: cell}
	}
	used := map[int16]bool{}
	for _, g := range ghosts {
		if g.m.Cell < 0 {
			continue
		}
		cr := at(int(g.m.Cell))
		shared := used[g.m.Cell] // the better move on the very space of the move made (another piece there)
		used[g.m.Cell] = true
		if shared { // drawn smaller at the space's top right corner, its label above: both stay seen
			k := cell * 0.6
			cr = ui.Rect{X: cr.X + cell - k*0.6, Y: cr.Y - k*0.4, W: k, H: k}
		}
		if img := b.movePiece(s, g.m); img != nil {
			alpha := g.alpha
			if shared { // small already: faint as well would hide it
				alpha = max(alpha, 0.85)
			}
			ui.DrawSprite(dst, img, cr, alpha)
		}
		lw := math.Max(2, 3*ctx.Scale)
		engine.Ring(dst, cr.X+cr.W/2, cr.Y+cr.H/2, cr.W*0.5, lw, g.ring)
		f := ui.Face(ctx, 11, true)
		w, h := th.Width(g.label, f)+10*ctx.Scale, f.Size*1.4
		lx := math.Max(br.X, math.Min(cr.X+cr.W/2-w/2, br.X+br.W-w))
		ly := cr.Y + cr.H + 2*ctx.Scale
		switch {
		case shared: // beside the small piece, clear of the move made's label below its space
			lx, ly = cr.X+cr.W+2*ctx.Scale, cr.Y+cr.H/2-h/2
			if lx+w > br.X+br.W {
				lx = cr.X - w - 2*ctx.Scale
			}
			ly = math.Max(br.Y, ly)
		case ly+h > br.Y+br.H:
			ly = cr.Y - h - 2*ctx.Scale
		}
		ctx.Stamps.Box(dst, lx, ly, w, h, h/2, g.ring)
		th.Draw(dst, g.label, f, lx+w/2, ly+h*0.12, engine.Scale(engine.RGB(20, 16, 12)), engine.Center)
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
	case c.Kind == game.WonderPart:
		return b.sp.WonderPart
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
