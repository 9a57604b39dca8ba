// Package themes holds the two looks of the screens and their words: the board game's
// Mesopotamia and its science-fiction edition, as ui.Theme values the shell hands to what draws.
package themes

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
	Ancient = ui.Theme{Look: ui.Look{
		Background: engine.RGB(38, 34, 30), Panel: engine.RGB(56, 50, 44), Well: engine.RGB(44, 40, 36),
		Row: engine.RGB(70, 62, 52), Current: engine.RGB(78, 68, 54), Frame: engine.RGB(20, 18, 16), Log: engine.RGB(30, 27, 24), Box: engine.RGB(46, 40, 34),
		Text: engine.RGB(240, 232, 214), Dim: engine.RGB(170, 160, 140),
		Button: engine.RGB(112, 84, 46), ButtonHot: engine.RGB(150, 112, 60), ButtonOff: engine.RGB(80, 72, 64),
		Accent: engine.RGB(232, 184, 48), Material: ui.Clay,
	}}
	Space = ui.Theme{Words: spaceWords, Look: ui.Look{
		Background: engine.RGB(14, 18, 34), Panel: engine.RGB(26, 32, 56), Well: engine.RGB(20, 26, 46),
		Row: engine.RGB(36, 48, 82), Current: engine.RGB(40, 56, 96), Frame: engine.RGB(6, 8, 18), Log: engine.RGB(10, 14, 28), Box: engine.RGB(22, 30, 54),
		Text: engine.RGB(228, 236, 250), Dim: engine.RGB(146, 160, 190),
		Button: engine.RGB(38, 78, 132), ButtonHot: engine.RGB(56, 108, 176), ButtonOff: engine.RGB(44, 50, 72),
		Accent: engine.RGB(110, 214, 240), Material: ui.Glass,
	}}
)

// spaceWords are the science-fiction edition's words for the board game's (its source: solar
// systems, colonists, corporations, bombers, alien artifacts). One word for one word, each
// taking the same article, so a line measured is the line drawn and reads right.
var spaceWords = words.New(spaceWordMap)

var spaceWordMap = map[string]string{
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
}

// For is the theme a setting names (settings.ThemeNames), in a finger's words on a touch screen
// (engine.Input.TouchScreen).
func For(theme int, touch bool) *ui.Theme {
	switch {
	case !touch && theme == settings.Space:
		return &Space
	case !touch:
		return &Ancient
	case theme == settings.Space:
		return &touchThemes[settings.Space]
	}
	return &touchThemes[0]
}

// touchThemes are Ancient and Space in a finger's words.
var touchThemes = [2]ui.Theme{withTouch(Ancient)[1], withTouch(Space)[1]}

// dynastyWords are the dynasties' names, which are also the players' names unless they typed one.
var dynastyWords = []string{"archer", "bull", "pot", "lion"}

// keptNames are the themes with the players' names said as in the other theme, for a game that
// began in that one: switching the theme during a game changes its look and words, never its
// players' names. Index: the theme shown (settings.ThemeNames).
var keptNames = func() [2]byTouch {
	spaceNames, otherWords := map[string]string{}, map[string]string{}
	for k, v := range spaceWordMap {
		otherWords[k] = v
	}
	for _, d := range dynastyWords {
		spaceNames[d] = spaceWordMap[d]
		delete(otherWords, d)
	}
	ancient, space := Ancient, Space
	ancient.Words, space.Words = words.New(spaceNames), words.New(otherWords)
	return [2]byTouch{withTouch(ancient), withTouch(space)}
}()

// KeepingNames is the theme of setting now for a game that began in theme began, in a finger's
// words on a touch screen.
func KeepingNames(now, began int, touch bool) *ui.Theme {
	if now == began || now < 0 || now >= len(keptNames) {
		return For(now, touch)
	}
	return keptNames[now].on(touch)
}
