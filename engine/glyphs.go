package engine

import (
	"image"
	"sync"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// glyphs draws a font.Face's glyphs as Ebitengine's text/v2 draws them through its GoXFace, to
// the pixel: the same positions, the same glyph pictures at the same fractions of a pixel, the
// same widths. Importing text/v2 at all linked go-text's shaper tables, its line breaking's
// (uniseg) and two image decoders into the browser's game, 1.1 MB of its 15.6 and 6% of what
// it downloads before its first frame, for the two calls the game makes.
type glyphs struct {
	f          font.Face
	ascent     fixed.Int26_6
	variations fixed.Int26_6 // pictures of a glyph per pixel across (text/v2's glyphVariationCount)

	mu       sync.Mutex // a font.Face is not safe on two goroutines; the maps neither
	bounds   map[rune]glyphBounds
	advances map[rune]fixed.Int26_6
	kerns    map[[2]rune]fixed.Int26_6
	pictures tickCache[glyphKey, *ebiten.Image]
	origins  tickCache[string, []fixed.Int26_6]
}

type glyphBounds struct {
	b  fixed.Rectangle26_6
	ok bool
}

// glyphKey is a glyph's picture: its character and where it starts within a pixel.
type glyphKey struct {
	r  rune
	dx fixed.Int26_6
}

func newGlyphs(f font.Face) *glyphs {
	m := f.Metrics()
	var v fixed.Int26_6 = 1
	switch h := float64(m.Ascent+m.Descent) / 64; {
	case h < 20:
		v = 8
	case h < 40:
		v = 4
	case h < 80:
		v = 2
	}
	return &glyphs{f: f, ascent: m.Ascent, variations: v, bounds: map[rune]glyphBounds{},
		advances: map[rune]fixed.Int26_6{}, kerns: map[[2]rune]fixed.Int26_6{},
		pictures: tickCache[glyphKey, *ebiten.Image]{soft: 128 * int(v)}, origins: tickCache[string, []fixed.Int26_6]{soft: 512}}
}

// advance is the width of one line.
func (g *glyphs) advance(line string) float64 {
	xs := g.originXs(line)
	if len(xs) == 0 {
		return 0
	}
	return float64(xs[len(xs)-1]) / 64
}

// originXs are where each character after the first starts, then where the line ends.
func (g *glyphs) originXs(line string) []fixed.Int26_6 {
	return g.origins.get(line, func() ([]fixed.Int26_6, bool) {
		if line == "" {
			return nil, false
		}
		g.mu.Lock()
		defer g.mu.Unlock()
		var xs []fixed.Int26_6
		prev := rune(-1)
		var x fixed.Int26_6
		for _, r := range line {
			if prev >= 0 {
				k, ok := g.kerns[[2]rune{prev, r}]
				if !ok {
					k = g.f.Kern(prev, r)
					g.kerns[[2]rune{prev, r}] = k
				}
				x += k
				xs = append(xs, x)
			}
			a, ok := g.advances[r]
			if !ok {
				a, _ = g.f.GlyphAdvance(r)
				g.advances[r] = a
			}
			x += a
			prev = r
		}
		return append(xs, x), true
	})
}

// draw draws s's lines from (x, y), the top of the first line, each lineSpacing below the last,
// aligned on x, in clr.
func (g *glyphs) draw(dst *ebiten.Image, s string, x, y float64, clr ebiten.ColorScale, align Align, lineSpacing float64) {
	op := &ebiten.DrawImageOptions{ColorScale: clr}
	oy := float64(g.ascent) / 64
	ly := 0.0 // summed line by line, as text/v2 does: the same float, the same pixel
	for _, line := range lines(s) {
		ox := 0.0
		switch align {
		case Center:
			ox = -g.advance(line) / 2
		case Right:
			ox = -g.advance(line)
		}
		origin := fixed.Point26_6{X: fixed.Int26_6(ox * 64), Y: fixed.Int26_6((ly + oy) * 64)}
		ly += lineSpacing
		startX := origin.X
		xs := g.originXs(line)
		n := 0
		for j, r := range line {
			if j > 0 {
				origin.X = startX + xs[n]
				n++
			}
			img, ix, iy := g.picture(r, origin)
			if img == nil {
				continue
			}
			op.GeoM.Reset()
			op.GeoM.Translate(float64(ix), float64(iy))
			op.GeoM.Translate(x, y)
			dst.DrawImage(img, op)
		}
	}
}

// picture is r's glyph drawn from origin, and where its picture's top-left corner goes.
func (g *glyphs) picture(r rune, origin fixed.Point26_6) (*ebiten.Image, int, int) {
	step := 64 / g.variations
	origin.X = origin.X / step * step
	origin.Y &^= 63
	g.mu.Lock()
	gb, ok := g.bounds[r]
	if !ok {
		gb.b, _, gb.ok = g.f.GlyphBounds(r)
		g.bounds[r] = gb
	}
	g.mu.Unlock()
	b := gb.b
	sub := fixed.Point26_6{X: (origin.X + b.Min.X) & 63, Y: (origin.Y + b.Min.Y) & 63}
	img := g.pictures.get(glyphKey{r, sub.X}, func() (*ebiten.Image, bool) {
		img := g.render(r, sub, b)
		return img, img != nil
	})
	return img, (origin.X + b.Min.X).Floor(), (origin.Y + b.Min.Y).Floor()
}

// render draws r's glyph, white on clear, a pixel larger than its bounds each way.
func (g *glyphs) render(r rune, sub fixed.Point26_6, b fixed.Rectangle26_6) *ebiten.Image {
	w, h := (b.Max.X - b.Min.X).Ceil(), (b.Max.Y - b.Min.Y).Ceil()
	if w == 0 || h == 0 {
		return nil
	}
	rgba := image.NewRGBA(image.Rect(0, 0, w+1, h+1))
	g.mu.Lock()
	d := font.Drawer{Dst: rgba, Src: image.White, Face: g.f, Dot: fixed.Point26_6{X: -b.Min.X + sub.X, Y: -b.Min.Y + sub.Y}}
	d.DrawString(string(r))
	g.mu.Unlock()
	return ebiten.NewImageFromImage(rgba)
}

// lines are s's lines without their breaks, as Unicode's mandatory breaks cut them (a line
// feed, a carriage return alone or before one, a vertical tab, a form feed, U+0085, U+2028,
// U+2029); a break at the very end starts no further line.
func lines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		brk := 0
		switch r {
		case '\r':
			brk = size
			if i+1 < len(s) && s[i+1] == '\n' {
				brk++
			}
		case '\n', '\v', '\f', 0x85, 0x2028, 0x2029:
			brk = size
		}
		if brk > 0 {
			out = append(out, s[start:i])
			i += brk
			start = i
			continue
		}
		i += size
	}
	if start < len(s) {
		out = append(out, s[start:])
	}
	return out
}

// tickCache keeps values made on demand, and drops those not asked for in the last 60 frames
// once it holds more than soft, as text/v2's glyph caches do.
type tickCache[K comparable, V any] struct {
	soft   int
	mu     sync.Mutex
	values map[K]*tickValue[V]
	last   int64
}

type tickValue[V any] struct {
	v    V
	used int64
}

// get is the value for k, made by make if it is not kept; make says whether the value may be
// dropped later.
func (c *tickCache[K, V]) get(k K, make func() (V, bool)) V {
	now := ebiten.Tick()
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.values[k]; ok {
		e.used = now
		return e.v
	}
	if c.values == nil {
		c.values = map[K]*tickValue[V]{}
	}
	v, expires := make()
	e := &tickValue[V]{v: v, used: 1<<63 - 1}
	if expires {
		e.used = now
	}
	c.values[k] = e
	if c.last < now && len(c.values) > c.soft {
		for k, e := range c.values {
			if e.used < now-60 {
				delete(c.values, k)
			}
		}
	}
	c.last = now
	return v
}
