package scenes

import (
	"image/color"

	"tigris/engine"
	"tigris/scenes/session"
	"tigris/words"
)

// A look is the colours of the screens around the board: the ancient game's dark umber and
// gold, or the science-fiction edition's deep blue and cyan (assets/ART.md).
type look struct {
	background, panel, well, row, current, frame, log, box color.RGBA
	text, dim, button, buttonHot, buttonOff, accent        color.RGBA
}

var (
	ancientLook = look{
		background: engine.RGB(38, 34, 30), panel: engine.RGB(56, 50, 44), well: engine.RGB(44, 40, 36),
		row: engine.RGB(70, 62, 52), current: engine.RGB(78, 68, 54), frame: engine.RGB(20, 18, 16), log: engine.RGB(30, 27, 24), box: engine.RGB(46, 40, 34),
		text: engine.RGB(240, 232, 214), dim: engine.RGB(170, 160, 140),
		button: engine.RGB(112, 84, 46), buttonHot: engine.RGB(150, 112, 60), buttonOff: engine.RGB(80, 72, 64),
		accent: engine.RGB(232, 184, 48),
	}
	spaceLook = look{
		background: engine.RGB(14, 18, 34), panel: engine.RGB(26, 32, 56), well: engine.RGB(20, 26, 46),
		row: engine.RGB(36, 48, 82), current: engine.RGB(40, 56, 96), frame: engine.RGB(6, 8, 18), log: engine.RGB(10, 14, 28), box: engine.RGB(22, 30, 54),
		text: engine.RGB(228, 236, 250), dim: engine.RGB(146, 160, 190),
		button: engine.RGB(38, 78, 132), buttonHot: engine.RGB(56, 108, 176), buttonOff: engine.RGB(44, 50, 72),
		accent: engine.RGB(110, 214, 240),
	}
)

// Colours of the current look (useTheme sets them).
var (
	colBackground, colPanel, colWell, colRow, colCurrent, colFrame, colLog, colBox color.RGBA
	colText, colDim, colButton, colButtonHot, colButtonOff, colAccent              color.RGBA

	colBad = engine.RGB(220, 80, 60)
)

func init() { useTheme(0) }

// spaceWords are the science-fiction edition's words for the board game's (its source: solar
// systems, colonists, corporations, bombers, alien artifacts). One word for one word, each
// taking the same article, so a line measured is the line drawn and reads right.
var spaceWords = words.New(map[string]string{
	"kingdom": "colony", "kingdoms": "colonies",
	"king": "governor", "kings": "governors", "priest": "scientist", "priests": "scientists",
	"farmer": "foreman", "farmers": "foremen", "trader": "merchant", "traders": "merchants",
	"temple": "lab", "temples": "labs", "farm": "mine", "farms": "mines",
	"market": "port", "markets": "ports", "settlement": "habitat", "settlements": "habitats",
	"treasure": "relic", "treasures": "relics", "catastrophe": "bomber", "catastrophes": "bombers",
	"monument": "station", "monuments": "stations", "wonder": "beacon",
	"river": "belt", "rivers": "belts", "revolt": "mutiny", "revolts": "mutinies",
	"unification": "merger", "library": "vault", "granary": "depot", "palace": "capitol",
	"archer": "sagitta", "bull": "taurus", "pot": "crater", "lion": "leo",
	"dynasty": "corporation", "dynasties": "corporations",
})

// useTheme sets the screens' colours and words for a theme (session.ThemeNames).
func useTheme(theme int) {
	l, gl := ancientLook, (*words.Glossary)(nil)
	if theme == session.Space {
		l, gl = spaceLook, spaceWords
	}
	colBackground, colPanel, colWell, colRow, colCurrent, colFrame, colLog, colBox = l.background, l.panel, l.well, l.row, l.current, l.frame, l.log, l.box
	colText, colDim, colButton, colButtonHot, colButtonOff, colAccent = l.text, l.dim, l.button, l.buttonHot, l.buttonOff, l.accent
	engine.Words = gl
}

// alpha is a colour of the look made translucent.
func alpha(c color.RGBA, a uint8) color.Color { return color.NRGBA{c.R, c.G, c.B, a} }
