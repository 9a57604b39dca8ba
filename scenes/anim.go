package scenes

import (
	"image"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/ui"
)

// animKind is how a piece moves on screen after a decision.
type animKind int

const (
	glide  animKind = iota // a piece others placed arcs to its space (the space shows it only on arrival)
	drop                   // a piece placed drops onto its space and settles
	fade                   // a removed piece fades where it stood
	fly                    // a point token or a treasure arcs to the player who gained it
	lift                   // a piece in a conflict lifts, then settles back or, beaten, topples
	custom                 // drawn by its own function (a conflict's totals counting up)
	then                   // no picture: its function runs once its delay is over (the banner after a conflict)
)

// anim is one animation; times are in seconds at normal speed.
type anim struct {
	kind       animKind
	img        func() *ebiten.Image
	x0, y0     float64 // from (device pixels, centres)
	x1, y1     float64 // to
	size       float64 // the sprite's side (two spaces for a monument)
	cell       int     // the space whose piece is hidden while this one moves, or -1
	monument   int     // the top-left space of a monument hidden while it drops, or -1
	delay, dur float64
	beaten     bool                                                    // lift: the piece topples and fades at the end
	hold       float64                                                 // lift: seconds it stays up before settling or toppling
	tint       color.RGBA                                              // lift: the ring of its side
	space      bool                                                    // lift: on the space board (its ring's corners and edge)
	board      ui.Rect                                                 // lift: the board, which its ring keeps within
	coin       func() *ebiten.Image                                    // lift: the treasure lying on the piece, or nil
	player     int                                                     // fly: who gains the points, and of what colour
	color      int                                                     // (game.NumColors for a treasure)
	n          int                                                     // fly: how many points the token carries
	told       bool                                                    // fly: counted already, since a conflict's card told them
	fn         func(dst *ebiten.Image, ctx *engine.Context, t float64) // custom: draws at t seconds in
	run        func()                                                  // then: what runs
	done       bool                                                    // then: has run
}

// animations run after each decision; any click or key skips them.
type animations struct {
	list  []anim
	start time.Time
	scale float64 // seconds on screen per second at normal speed
	now   time.Time
	// counterAt is where the viewer's point counters were last drawn (a colour's, then the
	// treasures'), so tokens fly to them; counterOK says they were
	counterAt [game.NumColors + 1][2]float64
	counterOK bool
	counters  int           // how many were drawn so far this frame
	stage     conflictStage // the conflict under way, kept to be staged when it is decided
	bannerAt  float64       // when the staged conflict's banner is due (seconds at normal speed)
	decided   conflictStage // the decided conflict staged by the animations under way
	// held is when the staging stands still while its card is read (seconds at normal speed; 0:
	// it does not), frozen that it does now
	held   float64
	frozen bool
	// told is when the staged conflict's card came (seconds at normal speed; 0: none): the board
	// has revealed the outcome by then, the card read or not
	told float64
	// logFrom is the log's length before the decision animated: its lines wait while the board
	// still counts its conflict up (revealing), so the log does not tell the end first (issue 44)
	logFrom int
	// logNext is the index of the log's line that begins the conflict after the staged one (none
	// when not past logFrom): it and what follows wait until the staging is over, as the board's
	// markers of that conflict do (onewar.go)
	logNext int
}

// tickDur is how long a counter ticks as a token lands on it (seconds at normal speed).
const tickDur = 0.3

// speedScale turns the animation setting into a duration factor; 0 is off.
var speedScale = []float64{0, 1.6, 1, 0.5}

// begin starts a decision's animations (what is left of the last ones ends at once).
func (a *animations) begin(list []anim, now time.Time, speed float64) {
	a.finish()
	if speed == 0 {
		a.list = list
		a.finish()
		return
	}
	a.list, a.start, a.scale, a.now = list, now, speed, now
}

// finish ends every animation, running what was to run after them.
func (a *animations) finish() {
	for i := range a.list {
		if an := &a.list[i]; an.kind == then && !an.done {
			an.done = true
			an.run()
		}
	}
	a.list = nil
	a.held, a.frozen, a.told = 0, false, 0
}

// after runs f once the animations under way are over (at once when there are none).
func (a *animations) after(delay float64, f func()) {
	if len(a.list) == 0 {
		f()
		return
	}
	a.list = append(a.list, anim{kind: then, delay: delay, run: f, cell: -1, monument: -1})
}

// update advances the clock; it skips everything on a click or key and reports whether a frame
// is needed.
func (a *animations) update(ctx *engine.Context, speed float64) bool {
	a.now = ctx.Now
	if len(a.list) == 0 {
		return false
	}
	if ctx.In.Pressed || len(ctx.In.Keys) > 0 || speed == 0 {
		a.finish()
		return true
	}
	t := a.elapsed()
	if a.held > 0 && t >= a.held {
		// the clock stands at the staging's height until the card is read (conflictcard.go)
		a.start = a.now.Add(-time.Duration(a.held * a.scale * float64(time.Second)))
		if a.frozen {
			return false // nothing moves: no frame to draw
		}
		a.frozen, t = true, a.held
		for i := range a.list {
			a.list[i].told = a.list[i].told || a.list[i].kind == fly // the card says the points: the row counts them
		}
	} else {
		a.frozen = false
	}
	running := false
	for i := range a.list {
		an := &a.list[i]
		if an.kind == then && !an.done && t >= an.delay {
			an.done = true
			an.run()
		}
		end := an.delay + an.dur
		if an.kind == fly {
			end += tickDur // its counter ticks a moment after it lands
		}
		if t < end {
			running = true
		}
	}
	if !running {
		a.finish()
	}
	return true // a frame for each step, and the last with everything in place
}

// onStage is the decided conflict whose staging is on screen until its banner (ok false when
// none): the board shows it, not yet what follows it.
func (a *animations) onStage() conflictStage {
	if len(a.list) == 0 || !a.decided.ok || a.elapsed() >= a.bannerAt {
		return conflictStage{}
	}
	return a.decided
}

// revealing reports that a decided conflict is still being revealed on the board: its totals
// counting up, until its card holds the staging still, or without a card until its banner. The
// log's lines of that decision and the card wait for it, so the panel never tells the outcome
// before the board (issue 44).
func (a *animations) revealing() bool {
	if !a.onStage().ok {
		return false
	}
	return a.told == 0 || a.elapsed() < a.told
}

// logShown is how many of the log's entries (all of n) are shown now: while a decided conflict
// is revealed none of its decision's, and while it stands staged after that none of the conflict
// that follows it (the log behind its card already began the next war: review 5, #7).
func (a *animations) logShown(n int) int {
	switch {
	case a.revealing():
		return min(n, a.logFrom)
	case a.logNext > a.logFrom && a.onStage().ok:
		return min(n, a.logNext)
	}
	return n
}

func (a *animations) elapsed() float64 { return a.now.Sub(a.start).Seconds() / a.scale }

// hides reports that a space's piece is on its way there or held up in a conflict: the board
// leaves it out while the animation draws it.
func (a *animations) hides(cell int) bool {
	t := a.elapsed()
	for _, an := range a.list {
		if an.cell == cell && t < an.delay+an.dur && (an.kind != lift || !an.beaten) {
			return true
		}
	}
	return false
}

// hidesMonument reports that the monument at top-left space tl is still dropping.
func (a *animations) hidesMonument(tl int) bool {
	t := a.elapsed()
	for _, an := range a.list {
		if an.monument == tl && t < an.delay+an.dur {
			return true
		}
	}
	return false
}

// counter is the viewer's count of a colour's points (or the treasures, c = NumColors) as shown:
// the points still flying are not counted yet, and pop (1 down to 0) says one just arrived. While
// the staging stands still under a conflict's card, the card and the log have told the points:
// the row counts them too (it said 0 beside a card saying +3 until Continue).
func (a *animations) counter(player, c, n int) (shown int, pop float64) {
	t := a.elapsed()
	for _, an := range a.list {
		if an.kind != fly || an.player != player || an.color != c {
			continue
		}
		end := an.delay + an.dur
		switch {
		case t < end && !an.told:
			n -= an.n
		case t >= end && t < end+tickDur: // (told points tick as they land, not before: review 4, F2)
			pop = math.Max(pop, 1-(t-end)/tickDur)
		}
	}
	return n, pop
}

// counterSlot notes where the viewer's next counter is drawn; it returns its index (a colour,
// then the treasures).
func (a *animations) counterSlot(x, y float64) int {
	i := a.counters
	if i < len(a.counterAt) {
		a.counterAt[i] = [2]float64{x, y}
	}
	a.counters++
	a.counterOK = a.counters >= len(a.counterAt)
	return i
}

// shown is the count the viewer's counter c shows: the points still flying to it not yet.
func (a *animations) shown(player, c, n int) int {
	n, _ = a.counter(player, c, n)
	return n
}

// tick is the face and colour of counter c's number in a row room high: larger and gold as a
// token lands.
func (a *animations) tick(ctx *engine.Context, f *engine.Face, col color.Color, player, c int, room float64) (*engine.Face, color.Color) {
	_, pop := a.counter(player, c, 0)
	if pop <= 0 {
		return f, col
	}
	return ctx.Fonts.Face(tickSize(f.Size, pop, room), true), color.RGBA{255, 214, 64, 255}
}

// tickSize is the size of a number of size base ticking pop (0 to 1) in a row room high: larger,
// but its line within the row, off the player's name above it (review 4, F2).
func tickSize(base, pop, room float64) float64 {
	return math.Max(base, math.Min(base*(1+0.45*pop), room/1.2))
}

// place draws a sprite of side size centred on (x, y), raised h (0 on the board, 1 a piece's
// height held up), scaled by k and faded to alpha, with its shadow on the board below it.
func place(dst, img *ebiten.Image, x, y, size, h, k float64, alpha float32) {
	b := img.Bounds()
	s := size * k / float64(b.Dx())
	if h > 0.01 {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(s, s)
		op.GeoM.Translate(x-size*k/2+size*0.10*h, y-size*k/2+size*0.14*h)
		op.ColorScale.Scale(0, 0, 0, float32(0.35*h)*alpha)
		op.Filter = ebiten.FilterLinear
		dst.DrawImage(img, op)
	}
	placeOn(dst, img, x, y, size, h, k, alpha)
}

// placeOn draws a sprite as place does, without its shadow: what lies on a piece placed.
func placeOn(dst, img *ebiten.Image, x, y, size, h, k float64, alpha float32) {
	s := size * k / float64(img.Bounds().Dx())
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(x-size*k/2, y-size*k/2-size*0.12*h)
	op.ColorScale.ScaleAlpha(alpha)
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}

// easeInOut eases a fraction in and out.
func easeInOut(f float64) float64 { return f * f * (3 - 2*f) }

// settle is a dropped piece's squash as it lands: the scale at fraction f of its settling.
func settle(f float64) float64 { return 1 - 0.06*math.Sin(math.Pi*f)*(1-f) }

func (a *animations) draw(dst *ebiten.Image, ctx *engine.Context) {
	t := a.elapsed()
	a.drawLiftRings(dst, ctx, t)
	for _, an := range a.list {
		f := (t - an.delay) / an.dur
		if !an.shows(t) {
			continue
		}
		f = math.Max(0, f)
		switch an.kind {
		case glide: // an arc through the air, landing with a small squash
			const air = 0.8 // the share of the time in the air
			if f < air {
				e := easeInOut(f / air)
				x, y := an.x0+(an.x1-an.x0)*e, an.y0+(an.y1-an.y0)*e
				place(dst, an.img(), x, y, an.size, 1.4*math.Sin(math.Pi*e)+0.3*(1-e), 1+0.1*math.Sin(math.Pi*e), 1)
			} else {
				place(dst, an.img(), an.x1, an.y1, an.size, 0, settle((f-air)/(1-air)), 1)
			}
		case drop: // falls from a little above its space, then settles
			const fall = 0.6
			if f < fall {
				g := f / fall
				h := 1 - g*g
				place(dst, an.img(), an.x1, an.y1, an.size, h, 1+0.12*h, 1)
			} else {
				place(dst, an.img(), an.x1, an.y1, an.size, 0, settle((f-fall)/(1-fall)), 1)
			}
		case fade:
			place(dst, an.img(), an.x0, an.y0, an.size, 0, 1, float32(1-f))
		case fly: // the token rises, arcs to the counter, and shrinks into it
			e := easeInOut(f)
			x, y := flyPoint(an, e)
			place(dst, an.img(), x, y, an.size, 0.8*math.Sin(math.Pi*e), 1+0.3*math.Sin(math.Pi*e)-0.3*e, 1)
		case lift:
			a.drawLift(dst, an, t-an.delay)
		case custom:
			an.fn(dst, ctx, t-an.delay)
		}
	}
}

// flyPoint is where a token flying to its counter is at e (0 to 1) of its way: it rises off the
// board early and comes into its counter level, not down across the player's name above the
// counters' row (review 4, F2).
func flyPoint(an anim, e float64) (x, y float64) {
	lift := an.size * 2.4 * math.Sin(math.Pi*e) * (1 - e)
	return an.x0 + (an.x1-an.x0)*e, an.y0 + (an.y1-an.y0)*e - lift
}

// shows reports that an animation is drawn t seconds in: until it ends, and while it waits for
// its turn too where the piece stands at its start (a piece to fade, a coin to fly off its tile):
// none blinks out and back before it goes.
func (an *anim) shows(t float64) bool {
	if an.kind == then || t >= an.delay+an.dur {
		return false
	}
	switch an.kind {
	case glide, lift, fade:
		return true
	case fly:
		return an.color == game.NumColors || t >= an.delay // a treasure's coin; points appear as they rise
	}
	return t >= an.delay
}

// drawLift draws a piece held up in a conflict t seconds in: it rises, stays up with its side's
// ring (drawLiftRings), and then settles back or, beaten, topples over and fades. It rises within
// its own space (a shadow and a small scale, drawn clipped to the space): raised half a square and
// enlarged, a tile on the first row stood over the board's frame and a temple hid half the leader
// beside it and its count (issue 44, review 3).
func (a *animations) drawLift(dst *ebiten.Image, an anim, t float64) {
	in := spaceClip(dst, an.x0, an.y0, an.size)
	h, g := liftHeight(an, t)
	if g >= 0 {
		a.drawTopple(in, an, g)
		return
	}
	liftIn(in, an.img(), an.x0, an.y0, an.size, h, true)
	if an.coin != nil { // the treasure rises with its tile: a treasure choice may ask for it now
		liftIn(in, an.coin(), an.x0, an.y0, an.size, h, false)
	}
}

// liftHeight is how high a lifted piece stands t seconds in (0 to 1) and, once a beaten one
// topples, how far it has toppled (0 to 1; else -1).
func liftHeight(an anim, t float64) (h, topple float64) {
	const rise, down = 0.25, 0.5
	h = easeInOut(math.Max(0, math.Min(1, t/rise)))
	if t > an.hold {
		g := math.Min(1, (t-an.hold)/down)
		if an.beaten {
			return 0, math.Min(1, (t-an.hold)/toppleDur) // gone before a conflict's card comes
		}
		h = 1 - easeInOut(math.Min(1, g*1.6))
	}
	return h, -1
}

// drawLiftRings rings every raised piece in its side's colour round its space, as a conflict
// under way rings its supporters (supportermarks.go), fading as it rises and settles: under the
// pieces, all the rings' edges before their colours so that none falls over the ring beside it.
func (a *animations) drawLiftRings(dst *ebiten.Image, ctx *engine.Context, t float64) {
	lifts := map[int]int{} // a temple beside both leaders of a revolt is lifted for each side (R7.1)
	for _, an := range a.list {
		if an.kind == lift {
			lifts[an.cell]++
		}
	}
	for _, b := range [...]ringBand{bandEdge, bandColour, bandLine} {
		for _, an := range a.list {
			if an.kind != lift || !an.shows(t) {
				continue
			}
			h, g := liftHeight(an, math.Max(0, t-an.delay))
			if g >= 0 || h <= 0.05 {
				continue
			}
			c := [...]color.RGBA{ringEdgeColour(an.space), an.tint, engine.RGB(255, 255, 255)}[b] // by band, from the outside in
			k := func(v uint8) uint8 { return uint8(float64(v) * h) }                             // premultiplied: every channel fades
			r := ui.Rect{X: an.x0 - an.size/2, Y: an.y0 - an.size/2, W: an.size, H: an.size}
			half := 0 // ringed half in each side's colour, as while it was under way
			if lifts[an.cell] > 1 && b != bandEdge {
				half = 1
				if an.tint == colAttack {
					half = -1
				}
			}
			drawRing(boardClip(dst, an.board), ctx, r, an.space, b, half, color.RGBA{k(c.R), k(c.G), k(c.B), k(c.A)})
		}
	}
}

// Lifted within its space: at its height a piece is this much larger, raised this share of the
// space, and its shadow falls this far to the lower right (shares of the space).
const (
	liftScale      = 0.04
	liftRaise      = 0.025
	liftShadowX    = 0.035
	liftShadowY    = 0.05
	liftShadowDark = 0.4
)

// liftSpot is where a piece of a space of side size centred on (x, y) is drawn lifted h (0 to 1):
// its centre and side.
func liftSpot(x, y, size, h float64) (cx, cy, side float64) {
	return x, y - size*liftRaise*h, size * (1 + liftScale*h)
}

// liftIn draws img lifted h within its space (in, clipped to it), with its shadow when shadow.
func liftIn(in, img *ebiten.Image, x, y, size, h float64, shadow bool) {
	cx, cy, side := liftSpot(x, y, size, h)
	s := side / float64(img.Bounds().Dx())
	if shadow && h > 0.01 {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Scale(s, s)
		op.GeoM.Translate(x-side/2+size*liftShadowX*h, y-side/2+size*liftShadowY*h)
		op.ColorScale.Scale(0, 0, 0, float32(liftShadowDark*h))
		op.Filter = ebiten.FilterLinear
		in.DrawImage(img, op)
	}
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(cx-side/2, cy-side/2)
	op.Filter = ebiten.FilterLinear
	in.DrawImage(img, op)
}

// spaceClip is dst clipped to the space of side size centred on (x, y): what is drawn in it
// never reaches a neighbouring space or the board's frame.
func spaceClip(dst *ebiten.Image, x, y, size float64) *ebiten.Image {
	r := image.Rect(int(math.Floor(x-size/2)), int(math.Floor(y-size/2)), int(math.Ceil(x+size/2)), int(math.Ceil(y+size/2)))
	return dst.SubImage(r.Intersect(dst.Bounds())).(*ebiten.Image)
}

// drawTopple draws a beaten piece tipping over within its space and fading, g of the way: it
// turns about its middle as it sinks (shrinks), clipped to the space by the caller.
func (a *animations) drawTopple(dst *ebiten.Image, an anim, g float64) {
	img := an.img()
	b := img.Bounds()
	s := an.size / float64(b.Dx()) * (1 - 0.3*g)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(-float64(b.Dx())/2, -float64(b.Dy())/2)
	op.GeoM.Rotate(g * g * math.Pi * 0.3)
	op.GeoM.Scale(s, s)
	op.GeoM.Translate(an.x0+an.size*0.06*g, an.y0+an.size*0.06*g)
	op.ColorScale.ScaleAlpha(float32(1 - g*g))
	op.Filter = ebiten.FilterLinear
	dst.DrawImage(img, op)
}
