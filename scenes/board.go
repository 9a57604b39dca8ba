package scenes

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/coords"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// boardPicture paints what never changes during a game, once per layout: the frame, the map,
// the special spaces, the etched grid and the coordinates; it keeps the rivers' moving surface
// for drawPosition.
// The picture covers the board and its margins only (a full-screen picture is a large texture on
// a phone); boardOrigin is where it is drawn.
func (p *boardView) boardPicture(ctx *engine.Context) *ebiten.Image {
	th := p.theme()
	lay := p.lay
	l := &lay
	u := l.U
	band := frameBand(l)
	m := math.Max(l.CoordW(), l.CoordBand()) + band + 3*u // the letters above too, with the numbers inside (RowsInside)
	p.boardOrigin = [2]float64{math.Floor(l.Board.X - m), math.Floor(l.Board.Y - m)}
	p.paintedCell, p.paintedBoard = l.Cell, [2]float64{l.Board.X, l.Board.Y}
	l.Board.X -= p.boardOrigin[0]
	l.Board.Y -= p.boardOrigin[1]
	img := engine.NewImage(int(math.Ceil(l.Board.X+l.Board.W+band+3*u)), int(math.Ceil(l.Board.Y+l.Board.H+band+3*u)))
	if l.Turned {
		p.paintTurnedMap(img, l, band)
	} else {
		p.paintMap(img, l, band)
	}
	if l.Coords {
		drawCoords(img, ctx, th, l, band)
	}
	return img
}

// paintMap paints the frame, the map and the special spaces of the board as printed (l unturned,
// in img's coordinates) into img, and keeps the rivers' moving surface.
func (p *boardView) paintMap(img *ebiten.Image, l *layout, band float64) {
	u := l.U
	mp := p.sess.State().Map()
	pal := p.sprites.Pal
	p.water.Deallocate()
	p.water = nil
	board := img.SubImage(image.Rect(int(l.Board.X), int(l.Board.Y), int(math.Ceil(l.Board.X+l.Board.W)), int(math.Ceil(l.Board.Y+l.Board.H)))).(*ebiten.Image)
	// the painted map waits for its field and shaders, prepared off the frame; a plain one (no
	// carving, no paving: nothing the preparing compiles) stands in meanwhile
	p.mapLater = !assets.MapReady(mp)
	if p.mapLater {
		assets.PaintPlainFrame(img, l.Board.X, l.Board.Y, l.Board.W, l.Board.H, band, u, pal)
		assets.PaintPlainMap(board, mp, l.Board.X, l.Board.Y, l.Cell, u, pal)
	} else {
		assets.PaintFrame(img, l.Board.X, l.Board.Y, l.Board.W, l.Board.H, band, u, pal)
		p.water = assets.PaintWater(board, mp, l.Board.X, l.Board.Y, l.Cell, u, pal)
		for i := 0; i < game.NCells; i++ {
			if mp.SpecialBorder[i] {
				specialSpace(img, l.CellRect(i), u, pal)
			}
		}
	}
}

// drawCoords writes the column letters above the board and the row numbers beside it (the
// review's board draws them the same way: scenes/coords).
func drawCoords(img *ebiten.Image, ctx *engine.Context, th *ui.Theme, l *layout, band float64) {
	coords.DrawLayout(img, ctx, th, l, band)
}

// frameBand is the width of the board's frame: within the room the layout leaves round the board.
func frameBand(l *layout) float64 { return l.FrameBand() }

// specialSpace marks a space with a special border (its treasure is taken first, R8.4): a paved
// slab under the temple, edged by a groove and a gilt inlay whose corners, gilt brackets with
// studs, stay in sight round the temple standing on it.
func specialSpace(img *ebiten.Image, r ui.Rect, u float64, pal *assets.Palette) {
	in := math.Max(1, 0.5*u)
	x, y, w, h := r.X+in, r.Y+in, r.W-2*in, r.H-2*in
	engine.Rect(img, x, y, w, h, engine.RGBA(255, 246, 220, 36))
	engine.Frame(img, x, y, w, h, math.Max(1, u), engine.RGBA(40, 28, 10, 120))
	lw := math.Max(1.5, 2.5*u)
	x, y, w, h = x+math.Max(1, u), y+math.Max(1, u), w-2*math.Max(1, u), h-2*math.Max(1, u)
	engine.Frame(img, x, y, w, h, math.Max(1, 0.8*u), pal.Gold)
	arm := w * 0.3
	for _, c := range [4][2]float64{{0, 0}, {1, 0}, {0, 1}, {1, 1}} {
		cx, cy := x+c[0]*(w-lw), y+c[1]*(h-lw)
		ax, ay := x+c[0]*(w-arm), y+c[1]*(h-arm)
		engine.Rect(img, ax, cy, arm, lw, pal.Gold)
		engine.Rect(img, cx, ay, lw, arm, pal.Gold)
		k := math.Max(1.5, r.W*0.05)
		engine.Circle(img, cx+lw/2, cy+lw/2, k, pal.Gold)
		engine.Circle(img, cx+lw/2-k*0.3, cy+lw/2-k*0.3, k*0.4, engine.RGBA(255, 255, 230, 170))
	}
}

// drawBoard paints the map, the pieces, and the highlights of the play scene.
func (p *Play) drawBoard(dst *ebiten.Image, ctx *engine.Context) {
	dragFrom := -1
	if p.hand.drag != nil && p.hand.drag.piece.Kind == session.BoardLeader {
		dragFrom = p.hand.drag.From
	}
	st := p.drawPosition(dst, ctx, dragFrom)
	p.drawHighlights(dst, ctx, st)
}

// drawPosition paints the map and the pieces (but the leader carried from dragFrom, or -1); it
// returns the state drawn.
func (p *boardView) drawPosition(dst *ebiten.Image, ctx *engine.Context, dragFrom int) *game.State {
	// the picture follows the board where fingers moved it, scaled while they pinch it
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(p.boardOrigin[0]-p.paintedBoard[0], p.boardOrigin[1]-p.paintedBoard[1])
	s := p.lay.Cell / p.paintedCell
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(p.lay.Board.X, p.lay.Board.Y)
	if s != 1 {
		op.Filter = ebiten.FilterLinear
	}
	dst.DrawImage(p.boardImg, op)
	if s == 1 {
		p.water.DrawMapped(dst, p.lay.Grid().Point, p.waterTime) // turned with the board
	}
	st := p.sess.State()
	p.drawPieces(dst, st, dragFrom)
	return st
}

func (p *boardView) drawPieces(dst *ebiten.Image, st *game.State, dragFrom int) {
	p.settle()
	l := &p.lay
	sp := p.sprites
	for i := 0; i < game.NCells; i++ {
		cell := st.Cell(i)
		r := l.CellRect(i)
		if p.anims.hides(i) {
			cell.Kind = game.Empty
		}
		switch cell.Kind {
		case game.Tile:
			switch {
			case cell.Flags&game.FlagFaceDown != 0:
				ui.DrawSprite(dst, sp.FaceDown, r, 1)
			default:
				ui.DrawSprite(dst, sp.Tiles[cell.Color], r, 1)
			}
			if cell.Flags&game.FlagUnification != 0 {
				ui.DrawSprite(dst, sp.Unification, r, 1)
			}
		case game.Leader:
			if i != dragFrom {
				ui.DrawSprite(dst, sp.Leaders[st.Player(int(cell.Owner)).Dynasty][cell.Color], r, 1)
			}
		case game.Catastrophe:
			ui.DrawSprite(dst, sp.Catastrophe, r, 1)
		}
		if cell.Treasure() && cell.Kind != game.WonderPart {
			ui.DrawSprite(dst, sp.Treasure, r, 1)
		}
	}
	p.drawWonder(dst, st)
	for c := game.Color(0); c < game.NumColors; c++ {
		if at := st.BuildingAt(c); at >= 0 {
			ui.DrawSprite(dst, sp.Buildings[c], l.CellRect(at), 1)
		}
	}
	for m := game.Monument(0); m < game.NumMonuments; m++ {
		if tl := st.MonumentAt(m); tl >= 0 && !p.anims.hidesMonument(tl) {
			ui.DrawSprite(dst, sp.Monuments[m], monumentRect(l, tl), 1)
			// the treasure on a monument's tile stays in sight
			for _, i := range [4]int{tl, tl + 1, tl + game.Cols, tl + game.Cols + 1} {
				if st.Cell(i).Treasure() {
					ui.DrawSprite(dst, sp.Treasure, l.CellRect(i), 1)
				}
			}
		}
	}
}

// drawWonder draws the wonder whole over the square round its cross, after every space so its
// shadow falls on the pieces beside it, and the treasure on it on top.
func (p *boardView) drawWonder(dst *ebiten.Image, st *game.State) {
	c := st.WonderAt()
	if c < 0 || p.anims.hides(c) {
		return
	}
	ui.DrawSprite(dst, p.sprites.Wonder, wonderRect(&p.lay, c), 1)
	for _, i := range [5]int{c, c - game.Cols, c + game.Cols, c - 1, c + 1} {
		if st.Cell(i).Treasure() {
			ui.DrawSprite(dst, p.sprites.Treasure, p.lay.CellRect(i), 1)
		}
	}
}

// hoveredKingdom is the space whose kingdom is outlined with its leaders' revolt strengths: hv,
// the one under the mouse or under a finger still on the screen while no piece is carried, or -1. A lifted finger rests on
// nothing: after a tap on a phone the last space's strengths stayed on, red numbers on the
// leaders that read as warnings (issue 44, seen playing on a phone). Nor while a dialog asks (h's
// piece carried, d asked): choosing which war is fought first, the revolt strengths
// contradicted the wars' strengths on its buttons (issue 44, a new player's review).
func hoveredKingdom(ctx *engine.Context, st *game.State, hv int, h *handPart, d *dialogPart) int {
	if hv < 0 || h.drag != nil || d.ok || !st.Cell(hv).Links() || (ctx.In.Touch && !ctx.In.Down) {
		return -1
	}
	return hv
}

// highlightOf is the Highlight setting's strength (1 to 3; normal without a shell, in tests).
func highlightOf(host boardHost) int {
	if host.shell == nil {
		return 2
	}
	return host.Prefs.Settings().Highlight
}

// drawHighlights: legal targets while dragging, the hovered kingdom with revolt strengths, the
// spaces a dialog asks about, and the spaces the last decision touched.
func (p *Play) drawHighlights(dst *ebiten.Image, ctx *engine.Context, st *game.State) {
	th := p.theme()
	l := &p.lay
	u := l.U
	strength := highlightOf(p.host)
	if p.hand.drag != nil {
		// the grid shows plainly while a piece is carried
		grid := engine.RGBA(p.pal.Grid.R, p.pal.Grid.G, p.pal.Grid.B, 170)
		g := l.Grid() // as many lines as the board shows across and down, turned or not
		for c := 0; c <= g.Across(); c++ {
			engine.Rect(dst, l.Board.X+float64(c)*l.Cell-u/2, l.Board.Y, u, l.Board.H, grid)
		}
		for r := 0; r <= g.Down(); r++ {
			engine.Rect(dst, l.Board.X, l.Board.Y+float64(r)*l.Cell-u/2, l.Board.W, u, grid)
		}
	}
	p.hand.drawTargets(dst, strength)
	p.hand.drawBarred(dst, ctx, st, strength) // catastrophebarred.go: where a catastrophe may not go
	if hv := hoveredKingdom(ctx, st, p.hoverCell, &p.hand, &p.dlg); hv >= 0 {
		p.outlineKingdom(dst, ctx, st, hv)
	}
	if p.dlg.ok {
		drawLitSpaces(dst, l, p.dlg.cur.Options, th, p.dlg.litAnswer(ctx, p.hoverCell)) // dialogboardpick.go
		drawDialogMarks(dst, l, p.dlg.cur.Options, th.Accent)                           // dialogspaces.go: a monument's whole square
		p.dlg.drawWar(dst, ctx)                                                         // warpreview.go: the war a button names
	}
	if p.hints.shown != nil && p.hints.shown.Cell >= 0 && ctx.Now.Before(p.banner.until) {
		// the hinted space, its piece ghosted on it, while the hint is on screen (hinttarget.go)
		drawHintTarget(dst, ctx, l, hintGhost(p.sprites, p.sess.Reader, p.hints.shown.Move), p.hints.shown.Cell, p.animSpeed() > 0)
	}
	if !p.stagedAlone() { // onewar.go: the next conflict's markers wait for the last one's staging
		p.drawConflict(dst, ctx, st)
	}
	p.lesson.drawLit(dst, ctx, p.animSpeed() > 0)
	if step := fadeStep(ctx.Now.Sub(p.lastChange), p.animSpeed() > 0); step < fadeSteps {
		a := uint8(200 * (1 - float64(step)/fadeSteps))
		for _, cells := range p.touched {
			r := l.CellRect(cells[0])
			for _, c := range cells[1:] {
				r = union(r, l.CellRect(c)) // lastmoves.go
			}
			engine.Frame(dst, r.X+u, r.Y+u, r.W-2*u, r.H-2*u, 3*u, engine.RGBA(255, 255, 255, a))
		}
	}
}

// drawTargets lights the spaces the carried piece may go to: the others sink under a veil and
// the lit ones keep their painted ground, a little brighter and rimmed in green, so they read
// plainly on sand, fields, water and space alike (strength is the Highlight setting, 0 to 3).
func (h *handPart) drawTargets(dst *ebiten.Image, strength int) {
	if len(h.targets) == 0 || strength == 0 {
		return
	}
	l := &h.b.lay
	u := l.U
	legal, lit := make([]bool, game.NCells), make([]bool, game.NCells)
	for _, i := range h.targets {
		legal[i] = true
	}
	// where too many are legal, only the one under the pointer is lit; the others keep their
	// ground unveiled, softly tinted (or ringed at the strongest setting, drawTargetDots)
	for _, i := range h.litTargets() {
		lit[i] = true
	}
	look := targetsLook(strength, h.b.pal, u) // targetlook.go: stronger in high contrast
	veil, wash, rim, w := look.veil, look.wash, look.rim, look.width
	for i := 0; i < game.NCells; i++ {
		r := l.CellRect(i)
		if !legal[i] {
			engine.Rect(dst, r.X, r.Y, r.W, r.H, veil)
			continue
		}
		if !lit[i] {
			// ringed over the panel instead (drawTargetDots); a catastrophe marks where it may
			// not go (catastrophebarred.go)
			if !look.rings && !h.barsTargets() {
				engine.Rect(dst, r.X, r.Y, r.W, r.H, look.tint)
			}
			continue
		}
		engine.Rect(dst, r.X, r.Y, r.W, r.H, wash)
		engine.Frame(dst, r.X+u, r.Y+u, r.W-2*u, r.H-2*u, w, rim)
		if look.doubled {
			engine.Frame(dst, r.X+u+w, r.Y+u+w, r.W-2*u-2*w, r.H-2*u-2*w, math.Max(u, w/2), look.inner)
		}
	}
}

// outlineKingdom draws the border of the region under the pointer and, on each leader in it, the
// strength it would have in a revolt (face-up temples next to it, R7.1).
func (p *boardView) outlineKingdom(dst *ebiten.Image, ctx *engine.Context, st *game.State, at int) {
	l := &p.lay
	u := l.U
	spaces := st.KingdomSpaces(at)
	in := make(map[int]bool, len(spaces))
	for _, i := range spaces {
		in[i] = true
	}
	edge := engine.RGBA(255, 250, 220, 230)
	g := l.Grid()
	// a side is edged where the space beside it on the screen (turned or not) is not in the region
	out := func(i, dx, dy int) bool { b := g.Beside(i, dx, dy); return b < 0 || !in[b] }
	for _, i := range spaces {
		r := l.CellRect(i)
		t := 3 * u
		if out(i, 0, -1) {
			engine.Rect(dst, r.X, r.Y, r.W, t, edge)
		}
		if out(i, 0, 1) {
			engine.Rect(dst, r.X, r.Y+r.H-t, r.W, t, edge)
		}
		if out(i, -1, 0) {
			engine.Rect(dst, r.X, r.Y, t, r.H, edge)
		}
		if out(i, 1, 0) {
			engine.Rect(dst, r.X+r.W-t, r.Y, t, r.H, edge)
		}
	}
	hs := hoverNumbers(st, p.hoverStrengths(st, at)) // warhover.go
	for i, spot := range hoverSpots(l, st, hs) {
		p.hoverDisc(dst, ctx, hs[i], spot, onBoard(st))
	}
}

// hoverDisc draws a hovered leader's strength on a disc in its side's colour at spot, beside its
// space and joined to it by a line where that crosses no piece, as the conflicts' tags are. It
// stood over the kind badge, so a new player read the red "1" as "action 1 of 2" (issue 44,
// review 3), then in the leader's upper left corner, over the leader itself (review 6).
func (p *boardView) hoverDisc(dst *ebiten.Image, ctx *engine.Context, h hoverNumber, spot ui.Rect, occupied func(int) bool) {
	u := p.lay.U
	if tailCrosses(&p.lay, occupied, h.cell, spot) == 0 {
		tagTail(dst, spot, p.lay.CellRect(h.cell), u, h.col, true) // strengthbadge.go
	}
	cx, cy := spot.X+spot.W/2, spot.Y+spot.H/2
	rad := spot.W/2 - 1.5*u
	ctx.Stamps.Dot(dst, cx, cy, rad+1.5*u, engine.RGB(255, 255, 255))
	ctx.Stamps.Dot(dst, cx, cy, rad, h.col)
	face := p.ctxFonts.Face(math.Max(9*u, rad*1.3), true)
	p.theme().Draw(dst, fmt.Sprint(h.n), face, cx, cy-face.Size*0.62, engine.Scale(engine.RGB(255, 255, 255)), engine.Center)
}

// hoverSpots are where the hovered leaders' strength discs stand, white rim included: each
// beside its leader's space where it covers least of the pieces (badgespot.go's search), off the
// discs placed before it.
func hoverSpots(l *layout, st *game.State, hs []hoverNumber) []ui.Rect {
	out := make([]ui.Rect, 0, len(hs))
	for _, h := range hs {
		r := l.CellRect(h.cell)
		d := 2 * (r.W*0.17 + 1.5*l.U)
		spot, _ := tagSpot(l, onBoard(st), h.cell, d, d, out)
		out = append(out, spot)
	}
	return out
}

// hoverStrengths is the leaders of the kingdom at `at` that show their revolt strength while the
// pointer rests on it: none while a conflict is under way or staged, since its badges are then
// the numbers that count and a second number on a leader would leave the player guessing.
func (p *boardView) hoverStrengths(st *game.State, at int) []int {
	if !p.showStrength || p.anims.onStage().ok {
		return nil
	}
	if _, ok := st.Conflict(); ok {
		return nil
	}
	var out []int
	for _, i := range st.KingdomSpaces(at) {
		if st.Cell(i).Kind == game.Leader {
			out = append(out, i)
		}
	}
	return out
}

// pulse frames a space in gold between two dark lines, its gold brightening and dimming gently
// (steady with motion off): a space the Hint or a lesson points at. The dark lines hold it apart
// from the sand of the board and the gold from the night of the science-fiction one; it never
// fades (a gold line fading to a fifth of its strength was lost on the sand: issue 44).
func pulse(dst *ebiten.Image, ctx *engine.Context, r ui.Rect, u float64, moving bool) {
	k := 0.0 // how far towards white the gold is
	if moving {
		k = 0.5 + 0.5*math.Sin(float64(ctx.Now.UnixMilli())/180)
	}
	w := math.Max(4*u, 2*ctx.Device) // the gold band, never under 2 CSS px
	line := math.Max(1.5*u, ctx.Device)
	x, y, fw, fh := r.X-u, r.Y-u, r.W+2*u, r.H+2*u
	engine.Frame(dst, x, y, fw, fh, w+2*line, engine.RGBA(28, 16, 4, 235))
	gold := engine.RGB(255, uint8(206+30*k), uint8(48+70*k))
	engine.Frame(dst, x, y, fw, fh, w, gold)
}
