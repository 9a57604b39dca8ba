package platform

import (
	"strings"

	"tigris/game"
)

// LinkTrouble says, in a player's words, why the game a link asks for could not be started: which
// part of the link is wrong and what it should hold, without the command line's flag names or
// the link's own spelling (which a theme's words must not be swapped into).
func LinkTrouble(err error) string {
	part := "its game could not be started (" + strings.TrimSuffix(err.Error(), ".") + ")"
	if flag, ok := flagNamed(err.Error()); ok {
		switch flag {
		case "seats":
			part = "the players it names could not be read (each must be a dynasty of the game, played by a person or by a bot: random, easy, medium, hard or expert)"
		case "map":
			part = "the board it asks for is not one of the game's two (the standard and the advanced)"
		case "options":
			part = "it asks for a rule option the game does not have"
		case "position":
			part = "the position it carries could not be used (" + reason(err) + ")"
		case "seed":
			part = "its deal number is not a whole number"
		case "load":
			part = "it names a saved file, which a page cannot open (Load keeps this browser's saves)"
		case "size":
			part = "the window size it asks for is not one the game can use"
		default:
			part = "some of what it asks for could not be used"
		}
	}
	return "This link could not be opened: " + part + ". Start a game from here."
}

// TitleAfterBadLink is what a page opens when its link's game could not be started: the title with
// the reason. Only what the link said right is kept: a bad size= kept would fail the title too,
// and the page would stay black.
func TitleAfterBadLink(f Options, err error) Options {
	size := defaultSize
	if _, bad := windowSize(f.Size); bad == nil {
		size = f.Size
	}
	return Options{Map: game.StandardMap.String(), Size: size, BotDelay: f.BotDelay, Trace: f.Trace,
		Notice: LinkTrouble(err)}
}

// reason is an error's own words after the flag that named it ("-position: the position is 292
// KB, larger …"), cut short where a flag repeated what it was given.
func reason(err error) string {
	r := err.Error()
	if i := strings.Index(r, ": "); i >= 0 && strings.HasPrefix(r, "-") {
		r = r[i+2:]
	}
	if rs := []rune(r); len(rs) > 300 {
		r = string(rs[:300]) + "…"
	}
	return strings.TrimSuffix(r, ".")
}
