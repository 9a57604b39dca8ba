package engine

import (
	"github.com/hajimehoshi/ebiten/v2"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/font/sfnt"

	"tigris/engine/hyphen"
)

// Fonts makes text faces once per size (each keeps its glyphs' pictures).
type Fonts struct {
	regular, bold *opentype.Font
	faces         map[faceKey]*Face
	glyphs        []*sfnt.Font // both fonts, for Draws
}

// Face is a text face of a size in device pixels. The Go fonts are drawn through x/image's
// opentype faces (as text/v2's GoXFace draws them, glyphs.go), not go-text's shaper: the game's
// scripts (Latin, Greek, Cyrillic) need no shaping, and the shaper was a sixth of the page's
// download.
type Face struct {
	glyphs *glyphs
	Size   float64 // in device pixels
}

type faceKey struct {
	bold bool
	size int
}

// NewFonts loads the Go fonts, with a hyphen drawn as one (see package hyphen).
func NewFonts() (*Fonts, error) {
	r, err := source(goregular.TTF)
	if err != nil {
		return nil, err
	}
	b, err := source(gobold.TTF)
	if err != nil {
		return nil, err
	}
	// the short hyphen changes outlines, not which characters have one: the fonts answer Draws
	// as parsed (parsing the originals again cost a slow phone a tenth of a second before the
	// first frame)
	return &Fonts{regular: r, bold: b, faces: map[faceKey]*Face{}, glyphs: []*sfnt.Font{r, b}}, nil
}

// Draws reports whether both fonts draw a character: any other is drawn as a box. Safe on any
// goroutine.
func (f *Fonts) Draws(r rune) bool {
	if f == nil {
		return true // no fonts loaded: nothing to refuse
	}
	var buf sfnt.Buffer
	for _, g := range f.glyphs {
		if i, err := g.GlyphIndex(&buf, r); err != nil || i == 0 {
			return false
		}
	}
	return true
}

func source(ttf []byte) (*opentype.Font, error) {
	short, err := hyphen.Short(ttf)
	if err != nil {
		return nil, err
	}
	return opentype.Parse(short)
}

// Face returns a face of a size in device pixels.
func (f *Fonts) Face(size float64, bold bool) *Face {
	k := faceKey{bold, int(size + 0.5)}
	if fc, ok := f.faces[k]; ok {
		return fc
	}
	src := f.regular
	if bold {
		src = f.bold
	}
	xf, err := opentype.NewFace(src, &opentype.FaceOptions{Size: float64(k.size), DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err) // only for a size below zero or a font that did not parse, both checked before
	}
	fc := &Face{glyphs: newGlyphs(xf), Size: float64(k.size)}
	f.faces[k] = fc
	return fc
}

// Align says where text sits relative to its point.
type Align int

const (
	Left Align = iota
	Center
	Right
)

// Verbatim draws text as it is written (a theme turns the game's words into its own first).
func Verbatim(dst *ebiten.Image, s string, face *Face, x, y float64, clr ebiten.ColorScale, align Align) {
	face.glyphs.draw(dst, s, x, y, clr, align, face.Size*1.25)
}

// VerbatimWidth measures a line as it is written.
func VerbatimWidth(s string, face *Face) float64 {
	w := 0.0
	for _, line := range lines(s) {
		w = max(w, face.glyphs.advance(line))
	}
	return w
}
