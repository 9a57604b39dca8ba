package scenes

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/carry"
	"tigris/scenes/handslots"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// dragState is a piece in the person's hand: dragged with the button held, or picked up by a
// click and carried until the next click (for touch screens and those who dislike dragging).
type dragState struct {
	carry.Drag // where it was picked, and how the pointer carries it
	piece      session.Piece
	slot       int // the hand slot a tile was taken from
	started    time.Time
}

// handPart is the viewer's pieces in the panel and in his hand: a piece carried (dragged, or
// picked by a tap and placed by the next), where it may go, the conflicts it would start where it
// hovers, the tiles chosen to swap away. It owns that state; the board view gives it the
// session, the layout and the sprites, and the banner says a refusal.
type handPart struct {
	b        *boardView
	banner   *banner
	drag     *dragState
	targets  []int
	swapMode bool
	swapPick [6]bool
	slots    handslots.Hands // the hand's tiles kept in their slots through a turn (review 5)
	preview  previewState    // the conflicts the carried piece would start where it hovers
	loupe    *ebiten.Image   // the board around the finger, magnified while a piece is placed
}

// tile is the colour of the tile in the viewer's i-th hand slot; an empty slot, or no hand, is not
// ok. A tile placed leaves its slot empty until the turn's draw (handslots).
func (h *handPart) tile(i int) (game.Color, bool) {
	v := h.b.sess.View()
	if v == nil || v.IsSpectator() {
		return 0, false
	}
	return h.slots.Of(v).Color(i)
}

// try makes a move and shows the rules' reason when it is refused.
func (h *handPart) try(m game.Move) {
	if err := h.b.sess.Try(m); err != nil {
		h.banner.say(err.Error())
	}
}

// cancel puts the carried piece back and leaves the swap.
func (h *handPart) cancel() {
	h.drag, h.targets, h.swapMode = nil, nil, false
}

// manyTargets is how many legal spaces are still lit one by one; beyond it (a temple may go on
// most of the land) only the space under the pointer is lit and the others get a faint dot.
const manyTargets = 12

// carry follows the piece in hand. Dragged (the button or finger held since the pick) it is
// dropped where it is let go; a drag that ends back off the board puts it back. Picked by a tap,
// it rests where it was taken from until the next tap: a tap on a button puts it back and presses
// the button (it returns the button for the screen to press), a tap on the board places it where
// the finger lifts (the finger may slide to the marked space first), a tap anywhere else puts it back, or picks up the piece tapped instead.
func (h *handPart) carry(ctx *engine.Context, clicked ui.ID) (press ui.ID) {
	in := ctx.In
	d := h.drag
	at := carry.Pointer{X: in.X, Y: in.Y, Down: in.Down, Pressed: in.Pressed, Released: in.Released, Touch: in.Touch}
	switch d.Follow(at, ctx.Scale, h.b.lay.CellAt(in.X, in.Y) >= 0, !clicked.IsZero()) {
	case carry.Drop:
		h.drop(in.X, in.Y)
	case carry.PressButton:
		h.putBack()
		return clicked
	case carry.Reconsider:
		was := d.piece
		h.putBack()
		if h.pickAt(in) && h.drag.piece == was {
			h.putBack() // the piece tapped again: put back, not picked again
		} else if h.drag != nil {
			h.drag.Sticky = true
		}
	}
	return ui.ID{}
}

// putBack returns the piece in hand to where it was taken from, saying nothing.
func (h *handPart) putBack() {
	h.drag, h.targets = nil, nil
}

// litTargets are the legal spaces lit one by one: all of them when they are few, else only the
// one under the pointer (faint dots show the others, drawTargetDots).
func (h *handPart) litTargets() []int {
	if len(h.targets) <= manyTargets {
		return h.targets
	}
	if h.b.hoverCell >= 0 && contains(h.targets, h.b.hoverCell) {
		return []int{h.b.hoverCell}
	}
	return nil
}

// carriedImage is the sprite of the piece in hand (nil when there is none).
func (h *handPart) carriedImage(sp *assets.Sprites) *ebiten.Image {
	v := h.b.sess.View()
	if h.drag == nil || v == nil {
		return nil
	}
	switch h.drag.piece.Kind {
	case session.HandTile:
		return sp.Tiles[h.drag.piece.Color]
	case session.SupplyLeader, session.BoardLeader:
		return sp.Leaders[v.Players[v.Me].Dynasty][h.drag.piece.Color]
	case session.CatastropheTile:
		return sp.Catastrophe
	}
	return nil
}

// carriedFrom is where the piece in hand was taken from: its hand slot, its supply well, the
// catastrophes' well or its space on the board.
func (h *handPart) carriedFrom() ui.Rect {
	d := h.drag
	l := &h.b.lay
	switch d.piece.Kind {
	case session.HandTile:
		if d.slot >= 0 && d.slot < len(l.Hand) {
			return l.Hand[d.slot]
		}
	case session.SupplyLeader:
		return l.Supply[d.piece.Color]
	case session.CatastropheTile:
		return l.Catas
	case session.BoardLeader:
		return l.CellRect(d.From)
	}
	return ui.Rect{}
}

// drawCarried draws the piece in hand: resting where it was taken from, framed, after a tap on a
// touch screen; above the finger while a finger holds it, with the space under the finger marked
// (and magnified where spaces are small); at the mouse pointer otherwise.
func (h *handPart) drawCarried(dst *ebiten.Image, ctx *engine.Context, dialog bool) {
	if h.drag == nil {
		if in := ctx.In; in.Touch && in.Down && h.b.hoverCell >= 0 && h.b.lay.Cell < 30*ctx.Device && !dialog && !h.b.zoom.Busy() {
			h.drawLoupe(dst, ctx, nil) // a finger resting on small spaces sees them larger
		}
		return
	}
	d := h.drag
	in := ctx.In
	l := &h.b.lay
	u := l.U
	th := h.b.theme()
	if d.Sticky && !d.Placing && (in.Touch || in.TouchScreen) {
		if img := h.carriedImage(h.b.panelSprites); img != nil {
			r := h.carriedFrom()
			if d.piece.Kind == session.BoardLeader {
				img = h.carriedImage(h.b.sprites)
			}
			lift := 4 * u
			engine.Rect(dst, r.X+2*u, r.Y+2*u, r.W, r.H, engine.RGBA(0, 0, 0, 70))
			ui.DrawSprite(dst, img, ui.Rect{X: r.X, Y: r.Y - lift, W: r.W, H: r.H}, 1)
			engine.Frame(dst, r.X-2*u, r.Y-lift-2*u, r.W+4*u, r.H+4*u, 3*u, th.Accent)
		}
		return
	}
	img := h.carriedImage(h.b.sprites)
	if img == nil {
		return
	}
	c := l.Cell
	x, y := float64(in.X), float64(in.Y)
	if !in.Touch {
		ui.DrawSprite(dst, img, ui.Rect{X: x - c/2, Y: y - c/2, W: c, H: c}, 0.9)
		if h.b.hoverCell >= 0 {
			// over the piece, which covers most of the space: the frame is what says where it goes
			h.markTarget(dst, l.CellRect(h.b.hoverCell), contains(h.targets, h.b.hoverCell), u)
		}
		return
	}
	if h.b.hoverCell >= 0 {
		h.markTarget(dst, l.CellRect(h.b.hoverCell), contains(h.targets, h.b.hoverCell), u)
	}
	if h.b.hoverCell >= 0 && c < 30*ctx.Device {
		h.drawLoupe(dst, ctx, img)
		return
	}
	// above the fingertip, which hides some 40 CSS px around the point it touches
	s := math.Max(c*1.2, 36*ctx.Device)
	cy := y - 40*ctx.Device - s/2
	ui.DrawSprite(dst, img, ui.Rect{X: x - s/2, Y: cy - s/2, W: s, H: s}, 0.95)
}

// markTarget frames the space a drop would go to: green where the rules allow it, red where not.
func (h *handPart) markTarget(dst *ebiten.Image, r ui.Rect, legal bool, u float64) {
	col := engine.RGB(255, 90, 70)
	if legal {
		col = engine.RGB(90, 255, 110)
	}
	engine.Frame(dst, r.X-u, r.Y-u, r.W+2*u, r.H+2*u, 3*u, engine.RGB(20, 20, 20))
	engine.Frame(dst, r.X+u, r.Y+u, r.W-2*u, r.H-2*u, 2.5*u, col)
}

// drawTargetDots rings every legal space where too many are lit to light each, at the strongest
// Highlight setting (strength) and in high contrast: a bright ring on a dark halo, so it stands
// out on sand, fields, water and among the science-fiction edition's stars alike (a faint dot was
// lost among them). Below it the spaces are tinted instead (drawTargets).
func (h *handPart) drawTargetDots(dst *ebiten.Image, ctx *engine.Context, strength int) {
	if len(h.targets) <= manyTargets || h.barsTargets() { // a catastrophe's forbidden spaces are marked instead
		return
	}
	if strength <= 0 || !targetsLook(strength, h.b.pal, h.b.lay.U).rings {
		return
	}
	l := &h.b.lay
	rad, halo, bright := targetRing(l.Cell, l.U)
	glow := engine.RGB(120, 255, 140)
	if h.b.pal.Space {
		glow = engine.RGB(255, 214, 90) // amber: no star is that colour
	}
	// stamped from one ring drawn once: a path stroked per space costs a software renderer dear
	n := int(math.Ceil(2 * (rad + halo)))
	ring := ctx.Stamps.Stamp(ringKey{n, glow}, func() *ebiten.Image {
		img := engine.NewImage(n, n)
		c := float64(n) / 2
		engine.Ring(img, c, c, rad, halo, engine.RGBA(0, 0, 0, 190))
		engine.Ring(img, c, c, rad, bright, glow)
		return img
	})
	for _, i := range h.targets {
		x, y := l.CellCentre(i)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(x-float64(n)/2), math.Round(y-float64(n)/2))
		dst.DrawImage(ring, op)
	}
}

// ringKey keys a legal space's ring among the stamps: its size and colour.
type ringKey struct {
	side int
	glow color.RGBA
}

// targetRing is the radius of a legal space's ring and the widths of its halo and its bright line.
func targetRing(cell, u float64) (rad, halo, bright float64) {
	return cell * 0.3, math.Max(3, 4*u), math.Max(1.5, 2*u)
}

// loupeSpaces is how many spaces across the magnifier shows.
const loupeSpaces = 5

// drawLoupe shows the board around the finger magnified in a corner clear of it, the carried
// piece (img, or none) on the space under the finger: where spaces are smaller than a fingertip,
// the player sees where it goes, or what stands there.
func (h *handPart) drawLoupe(dst *ebiten.Image, ctx *engine.Context, img *ebiten.Image) {
	l := &h.b.lay
	u := l.U
	c := l.Cell
	cr := l.CellRect(h.b.hoverCell)
	// the source: loupeSpaces spaces around the target, kept on the board
	side := c * loupeSpaces
	sx := math.Max(l.Board.X, math.Min(cr.X+c/2-side/2, l.Board.X+l.Board.W-side))
	sy := math.Max(l.Board.Y, math.Min(cr.Y+c/2-side/2, l.Board.Y+l.Board.H-side))
	n := int(math.Ceil(side))
	if h.loupe == nil || h.loupe.Bounds().Dx() != n {
		if h.loupe != nil {
			h.loupe.Deallocate()
		}
		h.loupe = engine.NewImage(n, n)
	}
	h.loupe.Clear()
	// a sub-image is drawn from its own top-left corner
	h.loupe.DrawImage(dst.SubImage(image.Rect(int(sx), int(sy), int(sx)+n, int(sy)+n)).(*ebiten.Image), nil)
	// the magnified picture in the corner the finger least hides, off the board's middle
	// (boardlayout's Loupe): spaces up to 44 CSS px
	box := l.Loupe(float64(ctx.In.X), float64(ctx.In.Y), cr, 4*u)
	out := box.W - 8*u
	z := out / side
	ox, oy := box.X+4*u, box.Y+4*u
	engine.Rect(dst, ox-4*u, oy-4*u, out+8*u, out+8*u, engine.RGB(20, 20, 20))
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(z, z)
	op.GeoM.Translate(ox, oy)
	dst.DrawImage(h.loupe, op)
	tr := ui.Rect{X: ox + (cr.X-math.Floor(sx))*z, Y: oy + (cr.Y-math.Floor(sy))*z, W: c * z, H: c * z}
	if img != nil {
		ui.DrawSprite(dst, img, tr, 0.85)
		h.markTarget(dst, tr, contains(h.targets, h.b.hoverCell), u)
	} else {
		engine.Frame(dst, tr.X, tr.Y, tr.W, tr.H, 2*u, engine.RGB(255, 250, 220))
	}
	engine.Frame(dst, ox-4*u, oy-4*u, out+8*u, out+8*u, 2*u, h.b.theme().Accent)
}

// pointer takes the pointer for the hand: the piece carried follows it, a press picks a piece
// up where the viewer may act (canAct). It returns a button pressed, for the screen to press.
func (h *handPart) pointer(ctx *engine.Context, clicked ui.ID, canAct bool) ui.ID {
	in := ctx.In
	if h.drag != nil {
		return h.carry(ctx, clicked)
	}
	if !in.Pressed {
		return ui.ID{}
	}
	if !clicked.IsZero() {
		return clicked
	}
	if canAct {
		h.pickAt(in)
	}
	return ui.ID{}
}

// pickAt picks up the viewer's piece under the pointer (a tile of the hand, a leader in supply
// or on the board, a catastrophe), or in swap mode chooses the tile; it reports a piece picked.
func (h *handPart) pickAt(in *engine.Input) bool {
	v := h.b.sess.View()
	if i := h.slotAt(in.X, in.Y); i >= 0 {
		if c, ok := h.tile(i); ok {
			if h.swapMode {
				h.swapPick[i] = !h.swapPick[i]
				return false
			}
			h.pick(session.Piece{Kind: session.HandTile, Color: c}, -1, in)
			h.drag.slot = i
			h.slots.Of(v).Mark(i) // placed, it leaves this slot empty, not another of its colour
			return true
		}
		return false
	}
	for c := game.Color(0); c < game.NumColors; c++ {
		if h.b.lay.Supply[c].In(in.X, in.Y) && v.Players[v.Me].Leaders[c] < 0 {
			h.pick(session.Piece{Kind: session.SupplyLeader, Color: c}, -1, in)
			return true
		}
	}
	if h.b.lay.Catas.In(in.X, in.Y) && v.Players[v.Me].Catastrophes > 0 {
		h.pick(session.Piece{Kind: session.CatastropheTile}, -1, in)
		return true
	}
	if at := h.b.lay.CellAt(in.X, in.Y); at >= 0 {
		if c := h.b.sess.State().Cell(at); c.Kind == game.Leader && int(c.Owner) == v.Me {
			h.pick(session.Piece{Kind: session.BoardLeader, Color: c.Color}, at, in)
			return true
		}
	}
	return false
}

func (h *handPart) pick(pc session.Piece, from int, in *engine.Input) {
	h.banner.hush() // the person acts: the last toast (a conflict's result) leaves the log and the supply to him
	h.drag = &dragState{Drag: carry.Drag{From: from, StartX: in.X, StartY: in.Y}, piece: pc, slot: -1, started: time.Now()}
	h.targets = h.b.sess.Targets(pc)
}

// drop puts the carried piece down: on a space it is an action; a leader taken from the board and
// dragged off it is withdrawn; anywhere else the piece goes back, quietly (a drag back to the
// hand is how a player changes his mind).
func (h *handPart) drop(x, y int) {
	d := h.drag
	h.drag, h.targets = nil, nil
	cell := h.b.lay.CellAt(x, y)
	if cell < 0 && d.piece.Kind == session.BoardLeader && !d.Sticky {
		h.try(game.WithdrawMove(d.piece.Color))
		return
	}
	if cell < 0 {
		return
	}
	if cell == d.From {
		return // put back where it stood
	}
	if err := h.b.sess.Drop(d.piece, cell); err != nil {
		h.banner.sayRefused(err.Error(), cell) // said at the space, which flashes (refusal.go)
	}
}

func (h *handPart) slotAt(x, y int) int {
	for i, r := range h.b.lay.Hand {
		if r.In(x, y) {
			return i
		}
	}
	return -1
}
