package review

import (
	"fmt"
	"image/color"
	"math"
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	airev "tigris/ai/review"
	"tigris/engine"
	"tigris/scenes/ui"
)

// seatInk are the chart's lines by seat, drawn by code; the dynasties have no colour of their own
// in the game (a leader's colour is its kind), so each line is named at its end after its
// dynasty's king, the emblem a player knows from the board (issue 44: the lines' colours were
// used for the dynasties nowhere else).
var seatInk = []color.RGBA{engine.RGB(232, 176, 64), engine.RGB(96, 168, 232), engine.RGB(214, 96, 150), engine.RGB(120, 200, 120)}

// chart is the drawn chart's frame, kept to turn a click into a point.
type chart struct {
	r ui.Rect
	n int // points
}

// x is where point i stands.
func (c *chart) x(i int) float64 {
	if c.n < 2 {
		return c.r.X
	}
	return c.r.X + c.r.W*float64(i)/float64(c.n-1)
}

// pointAt is the point nearest to x, or -1 outside the chart.
func (c *chart) pointAt(x, y int) int {
	if !c.r.In(x, y) || c.n == 0 {
		return -1
	}
	k := (float64(x) - c.r.X) / c.r.W * float64(c.n-1)
	return max(0, min(c.n-1, int(math.Round(k))))
}

// draw draws each seat's expected lead turn by turn in r: a line a seat, the zero line, the big
// swings ringed, the point shown (at) marked by a bar, the names at the lines' ends.
func (c *chart) draw(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, r ui.Rect, pts []airev.Point, sw []airev.SwingAt, names []string, marks []*ebiten.Image, at int) {
	u := ctx.Scale
	ctx.Stamps.Box(dst, r.X, r.Y, r.W, r.H, 6*u, th.Well)
	f := ui.Face(ctx, 11, false)
	label := 0.0
	for _, n := range names {
		label = math.Max(label, th.Width(n, f))
	}
	mark := 0.0 // each name follows its dynasty's king, the piece whose emblem the board shows
	if len(marks) > 0 {
		mark = math.Round(f.Size * 1.5)
		label += mark + 3*u
	}
	// what the lines are, above them, and the turns they span, below: a player reads the chart
	// without being told
	capH := f.Size * 1.5
	c.r = ui.Rect{X: r.X + 34*u, Y: r.Y + 8*u + capH, W: r.W - 34*u - label - 18*u, H: r.H - 16*u - 2*capH}
	c.n = len(pts)
	if c.n == 0 || c.r.W < 20*u || c.r.H < 20*u {
		return
	}
	long, short := "Each player's expected lead in points, turn by turn", "Expected lead in points"
	if len(sw) > 0 {
		long += " (rings: the big swings)"
		short += " (rings: big swings)"
	}
	caption := long
	if th.Width(long, f) > r.W-20*u { // a phone's narrow chart
		caption = short
	}
	th.Draw(dst, caption, f, r.X+10*u, r.Y+5*u, engine.Scale(th.Dim), engine.Left)
	th.Draw(dst, fmt.Sprintf("turn %d", pts[0].Turn), f, c.r.X, c.r.Bottom()+3*u, engine.Scale(th.Dim), engine.Left)
	th.Draw(dst, fmt.Sprintf("turn %d", pts[c.n-1].Turn), f, c.r.X+c.r.W, c.r.Bottom()+3*u, engine.Scale(th.Dim), engine.Right)
	lo, hi := -1.0, 1.0
	for _, p := range pts {
		for _, l := range p.Lead {
			lo, hi = math.Min(lo, l), math.Max(hi, l)
		}
	}
	y := func(v float64) float64 { return c.r.Y + c.r.H*(hi-v)/(hi-lo) }
	th.Draw(dst, fmt.Sprintf("%+.0f", hi), f, c.r.X-6*u, c.r.Y-f.Size*0.6, engine.Scale(th.Dim), engine.Right)
	th.Draw(dst, fmt.Sprintf("%+.0f", lo), f, c.r.X-6*u, c.r.Bottom()-f.Size*0.6, engine.Scale(th.Dim), engine.Right)
	th.Draw(dst, "0", f, c.r.X-6*u, y(0)-f.Size*0.6, engine.Scale(th.Dim), engine.Right)
	engine.Line(dst, c.r.X, y(0), c.r.X+c.r.W, y(0), math.Max(1, u), ui.Alpha(th.Dim, 160))
	if at >= 0 && at < c.n {
		engine.Rect(dst, c.x(at)-math.Max(1, u), c.r.Y, 2*math.Max(1, u), c.r.H, ui.Alpha(th.Accent, 200))
	}
	for seat := range pts[0].Lead {
		ink := seatInk[seat%len(seatInk)]
		for i := 1; i < c.n; i++ {
			engine.Line(dst, c.x(i-1), y(pts[i-1].Lead[seat]), c.x(i), y(pts[i].Lead[seat]), math.Max(1.5, 2*u), ink)
		}
	}
	ys := labelYs(pts[c.n-1].Lead, y, legendGap(f.Size, mark, u), r.Y+2*u, r.Bottom()-f.Size*1.2)
	for seat, ly := range ys {
		if seat >= len(names) {
			continue
		}
		x := c.r.X + c.r.W + 8*u
		if seat < len(marks) && marks[seat] != nil {
			ui.DrawSprite(dst, marks[seat], ui.Rect{X: x, Y: ly + f.Size*0.6 - mark/2, W: mark, H: mark}, 1)
			x += mark + 3*u
		}
		th.Draw(dst, names[seat], f, x, ly, engine.Scale(seatInk[seat%len(seatInk)]), engine.Left)
	}
	for _, s := range sw { // the big swings: a ring where the line jumped
		if s.Point < c.n {
			cx, cy := c.x(s.Point), y(pts[s.Point].Lead[s.Seat])
			engine.Ring(dst, cx, cy, 5*u, math.Max(1, 1.5*u), th.Text)
		}
	}
}

// legendGap is the least distance between two names at the lines' ends, in text of size text
// with a king mark tall beside each: the kings, taller than the words, touched and hid each other
// where two lines ended close together (a phone's "Sagitta" over "Taurus", issue 44).
func legendGap(text, mark, u float64) float64 {
	return math.Max(text*1.15, mark) + 2*u
}

// labelYs places the names at their lines' ends, each at least gap below the one above (lines
// that end close together would have their names drawn over each other), between top and bottom.
func labelYs(leads []float64, y func(float64) float64, gap, top, bottom float64) []float64 {
	order := make([]int, len(leads))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool { return leads[order[a]] > leads[order[b]] })
	ys := make([]float64, len(leads))
	prev := top - gap
	for _, seat := range order {
		ys[seat] = math.Max(y(leads[seat])-gap/2, prev+gap)
		prev = ys[seat]
	}
	if over := prev - bottom; over > 0 { // pushed past the bottom: move them all up
		for i := range ys {
			ys[i] = math.Max(top, ys[i]-over)
		}
	}
	return ys
}
