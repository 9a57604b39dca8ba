// Package layering checks who may import whom (docs/ARCHITECTURE.md): the rules layer and the
// bots never see Ebitengine, the engine never sees the game, the widget kit sees only the engine, the menus never see the
// screens above them.
package layering

import (
	"go/build"
	"strings"
	"testing"
)

// allowed lists, for each package, the project packages it may import; "ebiten" stands for
// Ebitengine and its sub-packages, which the packages not listed with it may not import.
var allowed = map[string][]string{
	"game":           {},
	"ai":             {"game"},
	"ai/review":      {"ai", "game"},
	"ai/reach":       {"ai"},
	"storage":        {},
	"internal/wcag":  {},
	"words":          {},
	"lessons":        {"game"},
	"engine":         {"ebiten", "engine/hyphen", "engine/pointer"},
	"engine/hyphen":  {},
	"engine/pointer": {},
	"botworker":      {"ai", "ai/reach", "ai/review", "game"},
	"scenes/ui":      {"ebiten", "engine", "scenes/geom"},
	// the screen's rectangles, the board screen's layout and its choice of mode: arithmetic and
	// logic alone, tested without a display
	"scenes/geom":        {},
	"scenes/boardlayout": {"game", "scenes/geom"},
	"scenes/boardmode":   {},
	// who sits at a game, as flags, links, saves and the settings write it: below the session and
	// the settings, so neither needs the other
	"scenes/seating":  {"ai", "game"},
	"scenes/session":  {"ai", "ai/reach", "game", "lessons", "scenes/seating", "scenes/summary", "storage"},
	"scenes/settings": {"lessons", "scenes/seating", "storage"},
	"scenes/remote":   {"ai", "game", "lessons", "online/chat", "online/client", "online/protocol", "scenes/session", "storage"},
	"scenes/themes":   {"engine", "scenes/settings", "scenes/ui", "words"},
	// the online screen's state, tested without a display
	"scenes/lobby": {"ai", "game", "lessons", "online/client", "online/protocol", "scenes/session", "scenes/settings", "storage"},
	// the menus open the board screen, the replay and online play through the shell's
	// menus.Host, so they never import the screens above them
	"scenes/menus":    {"ai", "ai/reach", "assets", "assets/sound", "ebiten", "engine", "game", "lessons", "scenes/rulebook", "scenes/seating", "scenes/session", "scenes/settings", "scenes/ui", "storage", "words"},
	"scenes/rulebook": {"game"},
	// a piece carried on the board screen as the pointer's state machine, tested without a display
	"scenes/carry": {},
	// the hand's tiles kept in their slots through a turn, tested without a display
	"scenes/handslots": {"game"},
	// what changed since each seat's last action, for the board's marks, tested without a display
	"scenes/lastmoves": {"game"},
	// what happened since a seat's last turn in few lines, a conflict one, tested without a display
	"scenes/summary": {"game"},
	// the board enlarged under the fingers (pinch, move, double tap), tested without a display
	"scenes/pinch": {},
	// the review's screen: its own package, opened by the results card
	"scenes/review": {"ai/review", "assets", "ebiten", "engine", "game", "scenes/boardlayout", "scenes/coords", "scenes/ui", "storage"},
	// a board's column letters and row numbers, drawn alike on the board screen and the review's
	"scenes/coords": {"ebiten", "engine", "game", "scenes/boardlayout", "scenes/geom", "scenes/ui"},

	// what runs the server for others (docs/OPERATING.md): no game, no display
	"online/tlsconf":   {},
	"online/forwarded": {},
	"online/webfiles":  {},
	"online/metrics":   {"online/store"},
	"online/admin":     {"online/limit", "online/protocol", "online/store"},
	"online/limit":     {},
	// the servers' changes over a pub/sub beside the database (issue 46)
	"online/relay":          {"online/store", "online/store/postgres"},
	"online/relay/natstest": {"internal/poll"},
	// the game site's ideas (issue 42): each on its own, no game, no display
	"online/chat":     {},
	"online/accounts": {},
	"online/rating":   {},
	// telling players away (issue 42): the queue and its channels, no game, no display
	"online/notify":               {"online/notify/webpush", "online/store"},
	"online/notify/webpush":       {},
	"online/notify/mail":          {"online/notify", "online/store"},
	"online/notify/mail/smtptest": {},
	"online/notify/pushtest":      {"online/notify/webpush"},
	// the tab's title and a desktop notification while it is the player's turn
	"platform/attention": {},

	// the house's numbers, guarded by its test alone
	"internal/housecheck": {},

	// the painted map's field, tested without a display
	"assets/riverfield": {"game"},

	// what the desktop and the browser do differently, under the root's one file (package main);
	// the browser's files add botworker and online/protocol
	"platform": {"ai", "ai/reach", "assets/sound", "botworker", "ebiten", "engine", "game", "online/protocol", "scenes", "scenes/seating", "scenes/session", "scenes/settings", "storage"},
}

func TestImportRules(t *testing.T) {
	for pkg, may := range allowed {
		p, err := build.Import("tigris/"+pkg, ".", 0)
		if err != nil {
			t.Fatalf("%s: %v", pkg, err)
		}
		for _, imp := range p.Imports {
			var name string
			switch {
			case strings.HasPrefix(imp, "github.com/hajimehoshi/ebiten/"):
				name = "ebiten"
			case strings.HasPrefix(imp, "tigris/"):
				name = strings.TrimPrefix(imp, "tigris/")
			default:
				continue
			}
			ok := false
			for _, m := range may {
				ok = ok || m == name
			}
			if !ok {
				t.Errorf("%s imports %s, which it may not (docs/ARCHITECTURE.md)", pkg, imp)
			}
		}
	}
}
