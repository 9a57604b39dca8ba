//go:build display

package ui

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"

	"tigris/engine"
	"tigris/engine/hyphen"
)

// goXFace is text/v2's face for the font engine.Fonts makes of ttf at size.
func goXFace(t *testing.T, ttf []byte, size int) *text.GoXFace {
	t.Helper()
	short, err := hyphen.Short(ttf)
	if err != nil {
		t.Fatal(err)
	}
	f, err := opentype.Parse(short)
	if err != nil {
		t.Fatal(err)
	}
	xf, err := opentype.NewFace(f, &opentype.FaceOptions{Size: float64(size), DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		t.Fatal(err)
	}
	return text.NewGoXFace(xf)
}

// The engine draws and measures text as text/v2 did through its GoXFace, to the pixel (it left
// text/v2 for the browser's download): lines, every alignment, fractions of a pixel, sizes on
// either side of text/v2's steps of glyph pictures, both fonts, characters it has no glyph for.
func TestTextIsDrawnAsTextV2DrewIt(t *testing.T) {
	ctx := newContext(t)
	strs := []string{"End turn", "Archer wins! – 12 points", "Ωμέγα Жук\nsecond line, longer than the first\r\nthird", "AV To Wa ff", "tab\there ☃ 🂡", "", "\nafter a break", "x\u2028y\u0085z\vw"}
	for _, size := range []int{9, 16, 31, 45, 90} {
		for bi, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
			ours := ctx.Fonts.Face(float64(size), bi == 1)
			theirs := goXFace(t, ttf, size)
			for _, s := range strs {
				if w, _ := text.Measure(s, theirs, float64(size)*1.25); engine.VerbatimWidth(s, ours) != w {
					t.Errorf("size %d bold %v %q: width %v, text/v2 %v", size, bi == 1, s, engine.VerbatimWidth(s, ours), w)
				}
				for ai, align := range []engine.Align{engine.Left, engine.Center, engine.Right} {
					for _, x := range []float64{300, 300.3, 300.55} {
						y := 20.37
						a, b := engine.NewImage(600, 400), engine.NewImage(600, 400)
						clr := ebiten.ColorScale{}
						clr.ScaleWithColor(engine.RGB(232, 184, 48))
						engine.Verbatim(a, s, ours, x, y, clr, align)
						op := &text.DrawOptions{}
						op.GeoM.Translate(x, y)
						op.ColorScale = clr
						op.LineSpacing = float64(size) * 1.25
						op.PrimaryAlign = []text.Align{text.AlignStart, text.AlignCenter, text.AlignEnd}[ai]
						text.Draw(b, s, theirs, op)
						pa, pb := make([]byte, 4*600*400), make([]byte, 4*600*400)
						a.ReadPixels(pa)
						b.ReadPixels(pb)
						if !bytes.Equal(pa, pb) {
							t.Errorf("size %d bold %v %q align %d at x %v: the pixels differ from text/v2's", size, bi == 1, s, align, x)
						}
						if s != "" && bytes.Count(pa, []byte{0}) == len(pa) {
							t.Errorf("size %d %q: nothing drawn", size, s)
						}
						a.Deallocate()
						b.Deallocate()
					}
				}
			}
		}
	}
}
