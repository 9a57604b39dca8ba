package scenes

import (
	"fmt"
	"math"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// controls are the clickable things of a screen, registered as they are drawn: a click in Update
// finds the control drawn there last frame, and a pointer resting on one shows its tooltip.
type controls struct {
	hits      []control
	hover     int
	hoverFrom time.Time
	tipShown  bool
	// scrolled is an area that scrolls by dragging (a page's content): a control there is
	// clicked when the pointer is released on it without having moved, so a drag scrolls instead
	scrolled rect
	held     string // the control pressed in the scrolled area, clicked on release
	heldX    int
	heldY    int
	traced   string // the last list given to the Controls hook
}

// trace gives the hook the screen's enabled controls, each by id at its centre in the
// coordinates of a pointer event, when they changed since the last frame.
func (c *controls) trace(hook func(string), screen string, ctx *engine.Context) {
	if hook == nil {
		return
	}
	ev := engine.EventScale(ctx.Device)
	var b strings.Builder
	b.WriteString(screen)
	for _, h := range c.hits {
		if h.id != "" && h.enabled {
			fmt.Fprintf(&b, " %s:%d,%d", h.id, int((h.r.X+h.r.W/2)/ev), int((h.r.Y+h.r.H/2)/ev))
		}
	}
	if line := b.String(); line != c.traced || lastTraced != c {
		c.traced, lastTraced = line, c
		hook(line)
	}
}

// lastTraced is the controls traced last: a screen shown again is traced again.
var lastTraced *controls

type control struct {
	r       rect
	id      string
	tip     string
	enabled bool
	clipped bool // partly scrolled out of sight
}

// tipDelay is how long the pointer rests on a control before its tooltip shows.
const tipDelay = 450 * time.Millisecond

// begin starts a frame's drawing.
func (c *controls) begin() { c.hits = c.hits[:0] }

// add registers a control drawn this frame.
func (c *controls) add(r rect, id, tip string, enabled bool) {
	c.hits = append(c.hits, control{r: r, id: id, tip: tip, enabled: enabled})
}

// button draws a button and registers it.
func (c *controls) button(dst *ebiten.Image, ctx *engine.Context, r rect, text, id, tip string, enabled bool) {
	button(dst, ctx, r, text, id, enabled)
	c.add(r, id, tip, enabled)
}

// clip trims the controls registered since from to an area (a scrolled list): the parts outside
// it cannot be clicked.
func (c *controls) clip(from int, area rect) {
	kept := c.hits[:from]
	for _, h := range c.hits[from:] {
		x0, y0 := max(h.r.X, area.X), max(h.r.Y, area.Y)
		x1, y1 := min(h.r.X+h.r.W, area.X+area.W), min(h.r.Y+h.r.H, area.Y+area.H)
		if x1 > x0 && y1 > y0 {
			h.clipped = h.r != rect{x0, y0, x1 - x0, y1 - y0}
			h.r = rect{x0, y0, x1 - x0, y1 - y0}
			kept = append(kept, h)
		}
	}
	c.hits = kept
}

func (c *controls) at(x, y int) int {
	for i := len(c.hits) - 1; i >= 0; i-- {
		if c.hits[i].r.in(x, y) {
			return i
		}
	}
	return -1
}

// update follows the pointer for tooltips and returns the id of the enabled control clicked this
// frame, or "". redraw is set when a tooltip appears or goes.
func (c *controls) update(ctx *engine.Context) (clicked string, redraw bool) {
	in := ctx.In
	h := c.at(in.X, in.Y)
	if h != c.hover || in.Moved || in.Pressed || len(in.Keys) > 0 {
		c.hover, c.hoverFrom = h, ctx.Now
		if c.tipShown {
			c.tipShown, redraw = false, true
		}
	}
	if h >= 0 && !c.tipShown && c.hits[h].tip != "" && ctx.Now.Sub(c.hoverFrom) >= tipDelay {
		c.tipShown, redraw = true, true
	}
	if in.Pressed && h >= 0 && c.hits[h].enabled {
		if c.scrolled.in(in.X, in.Y) {
			c.held, c.heldX, c.heldY = c.hits[h].id, in.X, in.Y
			return "", true
		}
		return c.hits[h].id, true
	}
	if in.Released && c.held != "" {
		id := c.held
		c.held = ""
		still := abs(in.X-c.heldX)+abs(in.Y-c.heldY) < int(10*ctx.Scale)
		if still && h >= 0 && c.hits[h].id == id {
			return id, true
		}
	}
	return "", redraw
}

// drawTip draws the tooltip of the control under the pointer, when it has rested there.
func (c *controls) drawTip(dst *ebiten.Image, ctx *engine.Context) {
	if !c.tipShown || c.hover < 0 || c.hover >= len(c.hits) {
		return
	}
	u := ctx.Scale
	face := ctx.Fonts.Face(13*u, false)
	lines := wrap([]string{c.hits[c.hover].tip}, face, math.Min(420*u, float64(ctx.W)-32*u), "")
	w := 0.0
	for _, l := range lines {
		w = math.Max(w, engine.TextWidth(l, face))
	}
	w += 16 * u
	h := float64(len(lines))*face.Size*1.3 + 10*u
	r := c.tipRect(c.hover, w, h, ctx)
	engine.Rect(dst, r.X, r.Y, r.W, r.H, engine.RGBA(250, 244, 226, 245))
	engine.Frame(dst, r.X, r.Y, r.W, r.H, 1*u, colButton)
	for k, l := range lines {
		engine.Text(dst, l, face, r.X+8*u, r.Y+5*u+float64(k)*face.Size*1.3, engine.Scale(engine.RGB(40, 32, 24)), engine.Left)
	}
}

// tipRect places a tooltip of size w x h beside its control: below, above, right or left of it,
// the first place on the screen that covers no other control (else the one covering fewest).
func (c *controls) tipRect(i int, w, h float64, ctx *engine.Context) rect {
	u := ctx.Scale
	r := c.hits[i].r
	sw, sh := float64(ctx.W), float64(ctx.H)
	clampX := func(x float64) float64 { return math.Max(4*u, math.Min(x, sw-w-4*u)) }
	clampY := func(y float64) float64 { return math.Max(4*u, math.Min(y, sh-h-4*u)) }
	covered := func(t rect) []rect {
		var out []rect
		for k, o := range c.hits {
			if k != i && o.id != "" && overlaps(t, o.r) {
				out = append(out, o.r)
			}
		}
		return out
	}
	// past a block of buttons: moved on above (or below) whatever it still covers
	past := func(t rect, up bool) rect {
		for k := 0; k < 8; k++ {
			cov := covered(t)
			if len(cov) == 0 {
				break
			}
			for _, o := range cov {
				if up {
					t.Y = math.Min(t.Y, o.Y-h-6*u)
				} else {
					t.Y = math.Max(t.Y, o.bottom()+6*u)
				}
			}
		}
		return t
	}
	below := rect{clampX(r.X + r.W/2 - w/2), r.Y + r.H + 6*u, w, h}
	above := rect{clampX(r.X + r.W/2 - w/2), r.Y - h - 6*u, w, h}
	cands := []rect{below, above,
		{r.X + r.W + 6*u, clampY(r.Y + r.H/2 - h/2), w, h},
		{r.X - w - 6*u, clampY(r.Y + r.H/2 - h/2), w, h},
		past(above, true), past(below, false)}
	best, bestN := cands[0], 1<<30
	for _, t := range cands {
		if t.X < 0 || t.Y < 0 || t.X+t.W > sw || t.Y+t.H > sh {
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
		best = rect{clampX(r.X + r.W/2 - w/2), clampY(r.Y + r.H + 6*u), w, h}
	}
	return best
}
