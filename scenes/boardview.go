package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai/reach"
	"tigris/assets"
	"tigris/engine"
	"tigris/scenes/boardlayout"
	"tigris/scenes/pinch"
	"tigris/scenes/ui"
)

// boardView is the board as the game and its replay show it: the layout for a screen size, the
// board's picture painted once a layout, the pieces' sprites, the pieces and a conflict under
// way, the top line, the players' rows, the spaces the last decision touched and the pieces
// in flight. It draws a session's game and decides nothing.
type boardView struct {
	sess         Session
	host         boardHost    // the shell as the board sees it; zero in tests of the board alone
	reach        *reach.Reach // how far this device's Expert searches get (nil: not measured)
	lay          layout
	layKey       [4]float64
	printed      bool // a phone held upright shows the board as printed (the player's setting), not turned
	sprites      *assets.Sprites
	boardImg     *ebiten.Image
	boardOrigin  [2]float64 // where boardImg is drawn
	water        *assets.Water
	waterTime    float64 // how far the rivers' surface has moved, in seconds
	waterMovedAt time.Time
	waterLast    time.Time     // the last update
	waterLate    time.Duration // how late the updates came since the water last moved
	waterFresh   bool          // the layout is new: its first frames paint the board's picture
	mapLater     bool          // boardImg has a plain map standing in for the painted one, on its way
	mapSwapped   bool          // the painted map replaced the stand-in since the last settle
	panelSprites *assets.Sprites
	pal          *assets.Palette
	touched      [][]int // the spaces the last decision changed, framed a while (a monument's four as one)
	hoverCell    int     // the space under the pointer, or -1
	showStrength bool    // the hovered kingdom's strengths are shown (a setting)
	ctxFonts     *engine.Fonts
	anims        animations
	kept         *ui.Theme // the theme the board screen draws in (its players named as when the game began), or nil for the shell's
	// the board enlarged under the fingers (boardzoom.go): the layout as fitted, the view the
	// fingers chose, the space size and board corner the picture was painted at, the view the
	// hooks were last told of
	fitLay       layout
	zoom         pinch.Gesture
	fold         boardlayout.Fold // the portrait panel folded away while the board is enlarged
	paintedCell  float64
	paintedBoard [2]float64
	toldView     pinch.View
	lessonLay    bool // laid out for a lesson (its box) before the pieces are baked at the space size
}

// theme is the look and words the board is drawn in.
func (p *boardView) theme() *ui.Theme {
	if p.kept != nil {
		return p.kept
	}
	return p.host.theme()
}

// fit lays the board out for the screen, and paints its picture and sprites anew, when the screen
// changed since the last frame (or the sprites were dropped); it reports whether it did.
func (p *boardView) fit(ctx *engine.Context) bool {
	key := [4]float64{float64(ctx.W), float64(ctx.H), ctx.Scale, 0}
	if p.printed {
		key[3] = 1
	}
	if key == p.layKey && p.sprites != nil {
		if p.mapLater && assets.MapReady(p.sess.State().Map()) {
			p.repaintBoard(ctx)
			p.mapSwapped = true
		}
		return false
	}
	p.layKey = key
	p.lay = boardlayout.NewAs(ctx.W, ctx.H, ctx.Scale, p.sess.State().NumPlayers(), ui.IsCompact(ctx), p.printed)
	if p.lessonLay {
		p.lay.ForLesson(p.sess.State().NumPlayers()) // a turned board gives the box a little of its spaces
	}
	p.lay.FitPublic(int(publicPlaces(p.sess.State().Options()))) // a tablet's row as tall as its pictures
	// the pieces are baked off the frame; until then the last size's (or drafts) stand in
	prev, prevPanel := p.sprites, p.panelSprites
	if prevPanel == prev {
		prevPanel = nil
	}
	p.sprites = assets.NewSpritesLater(int(p.lay.Cell), p.pal, prev)
	p.panelSprites = p.sprites
	if r := p.lay.Hand[0].W / p.lay.Cell; r < 0.95 || r > 1.05 {
		// the panel's pieces are drawn at their own size where it differs (a phone's hand is
		// twice the board's spaces); where the two are alike, one set serves both
		p.panelSprites = assets.NewSpritesLater(int(p.lay.Hand[0].W), p.pal, prevPanel)
		prevPanel = nil
	}
	prev.Deallocate()
	prevPanel.Deallocate()
	p.repaintBoard(ctx)
	return true
}

// repaintBoard paints the board's picture for the layout anew.
func (p *boardView) repaintBoard(ctx *engine.Context) {
	if p.boardImg != nil {
		p.boardImg.Deallocate()
	}
	p.boardImg = p.boardPicture(ctx)
	p.waterFresh = true
}

// waterStep is how often the rivers' surface moves on at most: a gentle shimmer, not a film, so
// a screen nobody touches is redrawn a few times a second and not on every frame.
const waterStep = 100 * time.Millisecond

// waterShare is the most of the time the water's own redraws may take: on a slow machine (a
// software renderer) the water moves less often rather than slowing the game.
const waterShare = 10

// frameTick is the time between two updates when drawing costs nothing.
const frameTick = time.Second / 60

// waterMoves moves the rivers' surface on when its next step is due and reports whether it did
// (the screen must then be redrawn); with motion off (speed 0) the water stays still. The time
// the updates came late since the water last moved (each gap up to a second) is what drawing
// cost meanwhile; the next step waits at least waterShare times as long.
func (p *boardView) waterMoves(ctx *engine.Context, speed float64) bool {
	gap := ctx.Now.Sub(p.waterLast)
	p.waterLast = ctx.Now
	if speed <= 0 || p.water == nil {
		return false
	}
	switch {
	case p.waterFresh: // a new layout's first frames paint its picture: the water waits for them
		if gap > 2*frameTick {
			return false
		}
		p.waterFresh = false
	case gap > 2*frameTick:
		p.waterLate += min(gap, time.Second) - frameTick
	}
	if ctx.Now.Before(p.waterMovedAt.Add(max(waterStep, waterShare*p.waterLate))) {
		return false
	}
	// steps counted from a recent moment, not 1970: a shader's float32 would not tell them apart
	t := float64(ctx.Now.UnixMilli()/waterStep.Milliseconds()%100000) * waterStep.Seconds()
	if t == p.waterTime {
		return false
	}
	p.waterTime, p.waterMovedAt, p.waterLate = t, ctx.Now, 0
	return true
}

// settle puts the pieces baked off the frame in place; it reports whether the screen needs
// drawing again (for them, or for the painted map fit swapped in).
func (p *boardView) settle() bool {
	a := p.sprites.Settle()
	b := p.panelSprites != p.sprites && p.panelSprites.Settle()
	c := p.mapSwapped
	p.mapSwapped = false
	return a || b || c
}
