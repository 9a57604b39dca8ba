package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/menus"
	"tigris/scenes/ui"
)

// handoffLayout is where the hand-off's parts stand: the next player's standard, the words, Ready
// and the summary's room. Ready's place depends on the screen alone, never on the words or the
// summary (TestHandoffReadyStaysPut); the rest is composed around it so that the page's weight
// sits in its middle, not in its top third (review 4: "bare and top-heavy").
type handoffLayout struct {
	flagX, flagFoot, flagS float64 // the standard: its pole's x, its foot, its width
	words                  ui.Rect // the column of the heading, the words, Ready and the summary
	readyY                 float64
	summaryY, summaryRoom  float64
}

// handoffPlaces composes the page: sideways, the standard stands left of a column of the words,
// Ready and the summary, the two centred together, and Ready below the middle for the group
// above it to stand about it; upright, the standard stands over the words,
// Ready a little above the middle and the summary below it. wordsH measures the heading and the
// words above Ready in a column's width.
func handoffPlaces(W, H, u, bh float64, wordsH func(w float64) float64) handoffLayout {
	var l handoffLayout
	if W >= 1.15*H && W >= 700*u {
		l.flagS = math.Min(H*0.6/menus.StandardHeight(1), 190*u)
		flagW := l.flagS * 1.5
		w := math.Min(640*u, W-96*u-flagW-56*u)
		x := (W - (flagW + 56*u + w)) / 2
		l.flagX, l.flagFoot = x+flagW/2, H/2+menus.StandardHeight(l.flagS)/2
		// the heading, the words (a line each, 73 units) and Ready stand as a group about the
		// middle, beside the standard's seal; the summary has the room below: they stood in the
		// upper third, over an empty 40% (review 6, h01)
		l.readyY = math.Round(H/2 + 24*u)
		l.words = ui.Rect{X: x + flagW + 56*u, W: w}
		l.words.Y = math.Max(24*u, l.readyY-22*u-wordsH(w))
	} else {
		w := math.Min(W-32*u, 600*u)
		l.words = ui.Rect{X: (W - w) / 2, W: w}
		l.readyY = math.Round(H * 0.6)
		l.words.Y = l.readyY - 22*u - wordsH(w)
		// the standard stands over the words, at most a third of the height: a taller one took
		// the page's top and left its weight there
		foot := l.words.Y - 14*u
		tall := math.Min(foot-28*u, math.Min(H*0.34, menus.StandardHeight(math.Min(W*0.24, 160*u))))
		l.flagS = math.Max(0, tall/menus.StandardHeight(1))
		l.flagX, l.flagFoot = W/2, foot
	}
	l.summaryY = l.readyY + bh + 28*u
	l.summaryRoom = H - 32*u - l.summaryY
	l.words.H = l.summaryY + l.summaryRoom - l.words.Y
	return l
}

// drawHandoffGround paints the page under the hand-off, opaque so that nothing of the last
// player's shows through (R11.1): the theme's ground, a glow of the next player's house colour
// behind the standard, stars in space, and a thin double frame inlaid near the screen's edge, as
// the title's panels have.
func drawHandoffGround(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, space bool, house color.RGBA, l handoffLayout, summaryH float64) {
	u := ctx.Scale
	b := dst.Bounds()
	W, H := float64(b.Dx()), float64(b.Dy())
	dst.Fill(th.Frame)
	cy := l.flagFoot - menus.StandardHeight(l.flagS)*0.55
	glow(dst, ctx, l.flagX, cy, math.Max(menus.StandardHeight(l.flagS)*0.9, 160*u), house, 0.30)
	if space {
		flag := ui.Rect{X: l.flagX - l.flagS, Y: l.flagFoot - menus.StandardHeight(l.flagS), W: 2 * l.flagS, H: menus.StandardHeight(l.flagS)}
		words := ui.Rect{X: l.words.X - 8*u, Y: l.words.Y - 8*u, W: l.words.W + 16*u, H: l.summaryY + summaryH - l.words.Y + 16*u}
		for i := 0; i < 90; i++ {
			x, y := W*hashUnit(i*3+1), H*hashUnit(i*3+2)
			if words.In(int(x), int(y)) || flag.In(int(x), int(y)) {
				continue // a star on a letter reads as a blot (review 4, F8 on the title)
			}
			ctx.Stamps.Dot(dst, x, y, (0.5+hashUnit(i*3+3))*u, ui.Alpha(th.Text, uint8(60+120*hashUnit(i*7))))
		}
	}
	m := 12 * u
	engine.Frame(dst, m, m, W-2*m, H-2*m, math.Max(1, 1.5*u), ui.Alpha(th.Accent, 150))
	engine.Frame(dst, m+5*u, m+5*u, W-2*m-10*u, H-2*m-10*u, math.Max(1, 0.8*u), ui.Alpha(th.Accent, 70))
}

// glowKey keys the glow's picture among the stamps.
type glowKey struct{}

// glow lays a soft round light of radius r in colour c at (cx, cy), at most alpha strong: one small
// picture of a radial fall-off drawn once and stretched (a vector circle that large would grow the
// shared stencil image every later shape pays for: engine.Shapes).
func glow(dst *ebiten.Image, ctx *engine.Context, cx, cy, r float64, c color.RGBA, alpha float32) {
	const n = 64
	img := ctx.Stamps.Stamp(glowKey{}, func() *ebiten.Image {
		rgba := image.NewRGBA(image.Rect(0, 0, n, n))
		for y := 0; y < n; y++ {
			for x := 0; x < n; x++ {
				d := math.Hypot(float64(x)+0.5-n/2, float64(y)+0.5-n/2) / (n / 2)
				a := uint8(255 * math.Pow(math.Max(0, 1-d), 2))
				rgba.SetRGBA(x, y, color.RGBA{a, a, a, a})
			}
		}
		return ebiten.NewImageFromImage(rgba)
	})
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Scale(2*r/n, 2*r/n)
	op.GeoM.Translate(cx-r, cy-r)
	op.ColorScale.ScaleWithColor(c)
	op.ColorScale.ScaleAlpha(alpha)
	dst.DrawImage(img, op)
}

// hashUnit is a number in [0, 1) fixed for i: where the page's stars stand, the same each frame.
func hashUnit(i int) float64 {
	x := uint32(i)*2654435761 + 0x9e3779b9
	x ^= x >> 15
	x *= 2246822519
	x ^= x >> 13
	return float64(x%10007) / 10007
}

// drawHandoffHeading letters the hand-off's heading as the title letters the game's name: the
// game's bold face over a soft shadow, a short rule under it. It returns its height.
func drawHandoffHeading(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, title string, r ui.Rect, size float64) float64 {
	u := ctx.Scale
	if dst != nil {
		shadow := color.NRGBA{8, 6, 12, 140}
		for _, d := range [][2]float64{{2, 2}, {0, 3}} {
			th.Paragraph(dst, ctx, title, r.X+d[0]*u, r.Y+d[1]*u, r.W, size, true, shadow, engine.Center)
		}
	}
	h := th.Paragraph(dst, ctx, title, r.X, r.Y, r.W, size, true, th.Accent, engine.Center)
	if dst != nil {
		cx := r.X + r.W/2
		engine.Rect(dst, cx-70*u, r.Y+h+4*u, 140*u, math.Max(1, 1.5*u), ui.Alpha(th.Accent, 200))
	}
	return h + 4*u + math.Max(1, 1.5*u)
}

// sealKey keys a dynasty's seal of a size in a palette among the stamps.
type sealKey struct {
	d   game.Dynasty
	px  int
	pal *assets.Palette
}

// sealPicture is a dynasty's seal px square, as the title's standards wear it, baked once: not the
// king's disc, whose settlement's badge nobody could explain there (issue 44).
func sealPicture(ctx *engine.Context, pal *assets.Palette, d game.Dynasty, px int) *ebiten.Image {
	return ctx.Stamps.Stamp(sealKey{d, px, pal}, func() *ebiten.Image { return assets.NewSeal(d, px, pal) })
}
