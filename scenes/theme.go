package scenes

import (
	"tigris/engine"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/words"
)

// The two themes' looks and words: the ancient game's dark umber and gold, or the
// science-fiction edition's deep blue and cyan (assets/ART.md). They are never changed: the shell
// hands the one its settings name to the screens.
var (
	ancientTheme = ui.Theme{Look: ui.Look{
		Background: engine.RGB(38, 34, 30), Panel: engine.RGB(56, 50, 44), Well: engine.RGB(44, 40, 36),
		Row: engine.RGB(70, 62, 52), Current: engine.RGB(78, 68, 54), Frame: engine.RGB(20, 18, 16), Log: engine.RGB(30, 27, 24), Box: engine.RGB(46, 40, 34),
		Text: engine.RGB(240, 232, 214), Dim: engine.RGB(170, 160, 140),
		Button: engine.RGB(112, 84, 46), ButtonHot: engine.RGB(150, 112, 60), ButtonOff: engine.RGB(80, 72, 64),
		Accent: engine.RGB(232, 184, 48),
	}}
	spaceTheme = ui.Theme{Words: spaceWords, Look: ui.Look{
		Background: engine.RGB(14, 18, 34), Panel: engine.RGB(26, 32, 56), Well: engine.RGB(20, 26, 46),
		Row: engine.RGB(36, 48, 82), Current: engine.RGB(40, 56, 96), Frame: engine.RGB(6, 8, 18), Log: engine.RGB(10, 14, 28), Box: engine.RGB(22, 30, 54),
		Text: engine.RGB(228, 236, 250), Dim: engine.RGB(146, 160, 190),
		Button: engine.RGB(38, 78, 132), ButtonHot: engine.RGB(56, 108, 176), ButtonOff: engine.RGB(44, 50, 72),
		Accent: engine.RGB(110, 214, 240),
	}}
)

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

// themeFor is the theme of a setting (settings.ThemeNames).
func themeFor(theme int) *ui.Theme {
	if theme == settings.Space {
		return forTouch(&spaceTheme)
	}
	return forTouch(&ancientTheme)
}

// theme is the look and words the settings ask for (the ancient game's without a shell).
func (sh *Shell) theme() *ui.Theme {
	if sh == nil {
		return forTouch(&ancientTheme)
	}
	return themeFor(sh.Settings.Theme)
}
