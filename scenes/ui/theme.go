package ui

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// Look is the colours of the screens around the board.
type Look struct {
	Background, Panel, Well, Row, Current, Frame, Log, Box color.RGBA
	Text, Dim, Button, ButtonHot, ButtonOff, Accent        color.RGBA
	Material                                               Material // what cards and buttons are made of
	// Contrast is the high-contrast setting's look: buttons and cards get a rim in the words'
	// colour, thick enough to see where each begins (themes.HighContrast).
	Contrast bool
}

// Words turns the game's words into a theme's (single words for single words, so a line
// measured is the line drawn).
type Words interface{ Say(s string) string }

// Theme is the look and the words the screens are drawn in: a value the shell hands to what
// draws, so the engine and the kit know nothing of the game's glossary.
type Theme struct {
	Look
	Words Words // nil: the game's own words
}

// Bad is the colour of an error's words, in every theme.
var Bad = engine.RGB(220, 80, 60)

// Say is a text in the theme's words.
func (th *Theme) Say(s string) string {
	if th == nil || th.Words == nil {
		return s
	}
	return th.Words.Say(s)
}

// Draw draws one or more lines with their top at y, in the theme's words. A player's typed text
// is drawn with engine.Verbatim instead.
func (th *Theme) Draw(dst *ebiten.Image, s string, face *engine.Face, x, y float64, clr ebiten.ColorScale, align engine.Align) {
	engine.Verbatim(dst, th.Say(s), face, x, y, clr, align)
}

// Width measures a line in the theme's words.
func (th *Theme) Width(s string, face *engine.Face) float64 {
	return engine.VerbatimWidth(th.Say(s), face)
}

// Alpha is a colour of the look made translucent.
func Alpha(c color.RGBA, a uint8) color.Color { return color.NRGBA{c.R, c.G, c.B, a} }
