package ui

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// Controls are the clickable things of a screen, registered as they are drawn: a click in Update
// finds the control drawn there last frame, and a pointer resting on one shows its tooltip.
type Controls struct {
	Hits      []Control // this frame's, in the order drawn
	theme     *Theme    // the look and words they are drawn in (Begin)
	hover     int
	hoverFrom time.Time
	tipShown  bool
	// quiet is set by a press or a release (a click, a drop) and cleared when the pointer moves:
	// a tooltip comes to a pointer that rests after moving, not one resting where it acted
	quiet bool
	avoid []Rect // what a tooltip must not cover this frame (a dialog, a lesson's target)
	tipAt Rect   // where the tooltip was drawn last (zero: none)
	// scrolled is an area that scrolls by dragging (a page's content): a control there is
	// clicked when the pointer is released on it without having moved, so a drag scrolls instead
	scrolled Rect
	held     ID // the control pressed in the scrolled area, clicked on release
	heldX    int
	heldY    int
}

// Trace gives the hook the screen's enabled controls, each by id at its centre in the
// coordinates of a pointer event, every frame (the hook says them when they changed: see
// Hooks.Controls).
func (c *Controls) Trace(hook func(string), screen string, ctx *engine.Context) {
	if hook == nil {
		return
	}
	ev := engine.EventScale(ctx.Device)
	var b strings.Builder
	b.WriteString(screen)
	for _, h := range c.Hits {
		if !h.ID.IsZero() && h.Enabled {
			fmt.Fprintf(&b, " %s:%d,%d", h.ID, int((h.R.X+h.R.W/2)/ev), int((h.R.Y+h.R.H/2)/ev))
		}
	}
	hook(b.String())
}

// Control is one clickable thing: a piece's tooltip has no ID.
type Control struct {
	R       Rect
	ID      ID
	Tip     string
	Enabled bool
	Clipped bool        // partly scrolled out of sight
	Style   ButtonStyle // how loud a button is drawn (Plain for other controls)
	Label   string      // a button's words (empty for other controls)
	Icon    bool        // a button's icon went before its words
}

// tipDelay is how long the pointer rests on a control before its tooltip shows.
const tipDelay = 450 * time.Millisecond

// Begin starts a frame's drawing in a theme.
func (c *Controls) Begin(th *Theme) {
	c.Hits = c.Hits[:0]
	c.avoid = c.avoid[:0]
	c.tipAt = Rect{}
	c.theme = th
}

// Avoid keeps this frame's tooltip off an area: a dialog's card, a space a lesson asks for. A tip
// that cannot be shown elsewhere is not shown.
func (c *Controls) Avoid(r Rect) {
	c.avoid = append(c.avoid, r)
}

// Theme is the theme the controls are drawn in this frame.
func (c *Controls) Theme() *Theme { return c.theme }

// Add registers a control drawn this frame.
func (c *Controls) Add(r Rect, id ID, tip string, enabled bool) {
	c.Hits = append(c.Hits, Control{R: r, ID: id, Tip: tip, Enabled: enabled})
}

// Button draws a button and registers it.
func (c *Controls) Button(dst *ebiten.Image, ctx *engine.Context, r Rect, text string, id ID, tip string, enabled bool) {
	c.Styled(dst, ctx, r, text, id, tip, enabled, Plain)
}

// Styled draws a button of a style (Primary, Plain, Quiet) and registers it.
func (c *Controls) Styled(dst *ebiten.Image, ctx *engine.Context, r Rect, text string, id ID, tip string, enabled bool, style ButtonStyle) {
	icon := c.theme.button(dst, ctx, r, text, id, enabled, style)
	c.Add(r, id, tip, enabled)
	c.Hits[len(c.Hits)-1].Style = style
	c.Hits[len(c.Hits)-1].Label = text
	c.Hits[len(c.Hits)-1].Icon = icon
}

// Clip trims the controls registered since from to an area (a scrolled list): the parts outside
// it cannot be clicked.
func (c *Controls) Clip(from int, area Rect) {
	kept := c.Hits[:from]
	for _, h := range c.Hits[from:] {
		x0, y0 := max(h.R.X, area.X), max(h.R.Y, area.Y)
		x1, y1 := min(h.R.X+h.R.W, area.X+area.W), min(h.R.Y+h.R.H, area.Y+area.H)
		if x1 > x0 && y1 > y0 {
			h.Clipped = h.R != Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
			h.R = Rect{X: x0, Y: y0, W: x1 - x0, H: y1 - y0}
			kept = append(kept, h)
		}
	}
	c.Hits = kept
}

func (c *Controls) at(x, y int) int {
	for i := len(c.Hits) - 1; i >= 0; i-- {
		if c.Hits[i].R.In(x, y) {
			return i
		}
	}
	return -1
}

// Update follows the pointer for tooltips and returns the id of the enabled Control clicked this
// frame, or the zero ID. redraw is set when a tooltip appears or goes.
func (c *Controls) Update(ctx *engine.Context) (clicked ID, redraw bool) {
	in := ctx.In
	h := c.at(in.X, in.Y)
	redraw = c.followTip(ctx, h)
	if in.Pressed && h >= 0 && c.Hits[h].Enabled {
		if c.scrolled.In(in.X, in.Y) {
			c.held, c.heldX, c.heldY = c.Hits[h].ID, in.X, in.Y
			return ID{}, true
		}
		return c.Hits[h].ID, true
	}
	if in.Released && !c.held.IsZero() {
		id := c.held
		c.held = ID{}
		still := abs(in.X-c.heldX)+abs(in.Y-c.heldY) < int(10*ctx.Scale)
		if still && h >= 0 && c.Hits[h].ID == id {
			return id, true
		}
	}
	return ID{}, redraw
}

// Shown is the tooltip drawn last and where, or "" when none was: for the screens' tests.
func (c *Controls) Shown() (string, Rect) {
	if c.tipAt.W == 0 || c.hover < 0 || c.hover >= len(c.Hits) {
		return "", Rect{}
	}
	return c.Hits[c.hover].Tip, c.tipAt
}

// followTip shows the tooltip of the control under the pointer (h) once the pointer has rested
// on it, and takes it away when the pointer moves, acts or lifts; it reports a change to draw.
func (c *Controls) followTip(ctx *engine.Context, h int) (redraw bool) {
	in := ctx.In
	if h != c.hover || in.Moved || in.Pressed || in.Released || len(in.Keys) > 0 {
		c.hover, c.hoverFrom = h, ctx.Now
		if c.tipShown {
			c.tipShown, redraw = false, true
		}
	}
	if in.Pressed || in.Released {
		c.quiet = true
	} else if in.Moved {
		c.quiet = false
	}
	if in.Touch && !in.Down && c.tipShown {
		c.tipShown, redraw = false, true // a finger's tip shows while it rests, not after it lifts
	}
	if h >= 0 && !c.tipShown && c.Hits[h].Tip != "" && ctx.Now.Sub(c.hoverFrom) >= tipDelay && c.resting(in) {
		c.tipShown, redraw = true, true
	}
	return redraw
}

// resting reports a pointer a tooltip may come to: a finger held still, or a mouse that moved
// since it last acted.
func (c *Controls) resting(in *engine.Input) bool {
	if in.Touch {
		return in.Down
	}
	return !c.quiet
}

// DrawTip draws the tooltip of the Control under the pointer, when it has rested there.
func (c *Controls) DrawTip(dst *ebiten.Image, ctx *engine.Context) {
	if !c.tipShown || c.hover < 0 || c.hover >= len(c.Hits) {
		return
	}
	u := ctx.Scale
	face := ctx.Fonts.Face(13*u, false)
	lines := c.theme.Wrap([]string{c.Hits[c.hover].Tip}, face, math.Min(420*u, float64(ctx.W)-32*u), "")
	w := 0.0
	for _, l := range lines {
		w = math.Max(w, c.theme.Width(l, face))
	}
	w += 16 * u
	h := float64(len(lines))*face.Size*1.3 + 10*u
	r := c.TipRect(c.hover, w, h, ctx)
	if r.W == 0 {
		return // nowhere beside its control but over what it must leave in sight
	}
	c.tipAt = r
	engine.Rect(dst, r.X, r.Y, r.W, r.H, engine.RGBA(250, 244, 226, 245))
	engine.Frame(dst, r.X, r.Y, r.W, r.H, 1*u, c.theme.Button)
	for k, l := range lines {
		c.theme.Draw(dst, l, face, r.X+8*u, r.Y+5*u+float64(k)*face.Size*1.3, engine.Scale(engine.RGB(40, 32, 24)), engine.Left)
	}
}

// TipRect places a tooltip of size w x h beside its Control: below, above, right or left of it,
// the first place on the screen that covers no other Control (else the one covering fewest) and
// nothing it must avoid (else none: a zero Rect).
func (c *Controls) TipRect(i int, w, h float64, ctx *engine.Context) Rect {
	u := ctx.Scale
	r := c.Hits[i].R
	sw, sh := float64(ctx.W), float64(ctx.H)
	clampX := func(x float64) float64 { return math.Max(4*u, math.Min(x, sw-w-4*u)) }
	clampY := func(y float64) float64 { return math.Max(4*u, math.Min(y, sh-h-4*u)) }
	covered := func(t Rect) []Rect {
		var out []Rect
		for k, o := range c.Hits {
			if k != i && !o.ID.IsZero() && Overlaps(t, o.R) {
				out = append(out, o.R)
			}
		}
		return out
	}
	// past a block of buttons: moved on above (or below) whatever it still covers
	past := func(t Rect, up bool) Rect {
		for k := 0; k < 8; k++ {
			cov := covered(t)
			if len(cov) == 0 {
				break
			}
			for _, o := range cov {
				if up {
					t.Y = math.Min(t.Y, o.Y-h-6*u)
				} else {
					t.Y = math.Max(t.Y, o.Bottom()+6*u)
				}
			}
		}
		return t
	}
	below := Rect{X: clampX(r.X + r.W/2 - w/2), Y: r.Y + r.H + 6*u, W: w, H: h}
	above := Rect{X: clampX(r.X + r.W/2 - w/2), Y: r.Y - h - 6*u, W: w, H: h}
	cands := []Rect{below, above,
		{X: r.X + r.W + 6*u, Y: clampY(r.Y + r.H/2 - h/2), W: w, H: h},
		{X: r.X - w - 6*u, Y: clampY(r.Y + r.H/2 - h/2), W: w, H: h},
		past(above, true), past(below, false)}
	best, bestN := cands[0], 1<<30
	for _, t := range cands {
		if t.X < 0 || t.Y < 0 || t.X+t.W > sw || t.Y+t.H > sh || c.overAvoided(t) {
			continue
		}
		n := len(covered(t))
		if n < bestN {
			best, bestN = t, n
		}
		if n == 0 {
			break
		}
	}
	if bestN == 1<<30 { // nowhere fits beside it: keep it on the screen
		best = Rect{X: clampX(r.X + r.W/2 - w/2), Y: clampY(r.Y + r.H + 6*u), W: w, H: h}
		if c.overAvoided(best) {
			return Rect{}
		}
	}
	return best
}

// overAvoided reports whether a tooltip's place would cover an area it must avoid.
func (c *Controls) overAvoided(t Rect) bool {
	for _, a := range c.avoid {
		if Overlaps(t, a) {
			return true
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
