package scenes

import (
	"errors"

	airev "tigris/ai/review"
	"tigris/engine"
	"tigris/scenes/menus"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
)

// boardHost is the shell as the board screen and the replay's board see it, given when the
// shell opens them (Shell.boardHost): the menus' Host (the look, the settings and the sound,
// where games are kept, the screens the menus open, which the board's menu opens too) and what
// the board alone asks of the shell (boardShell). The board never reaches the shell itself: the
// shell opens the board, and the board asks these. The zero value is a board without a shell
// (the tests of the board alone): no sound, the ancient theme, no menu.
type boardHost struct {
	menus.Host
	shell boardShell
}

// boardShell is what the board screen asks of the shell beyond the menus' Host.
type boardShell interface {
	// settingsGen counts the settings' changes, so the board redoes what depends on them.
	settingsGen() int
	// touched: the screen is a touch screen or was touched, so the words speak of taps.
	touched() bool
	// keepUnsaved keeps a game its folder refused in memory, for Continue (Session{}: none).
	keepUnsaved(s Session)
	// exportGame keeps a copy of a game outside the saves folder and says where it went;
	// ExportTip says where that is.
	exportGame(name string, data []byte) (where string, err error)
	ExportTip() string
	// pageURL, in the browser, is the page's address for game links ("" elsewhere).
	pageURL() string
	// clipboard is the system's clipboard (nil: none).
	clipboard() Clipboard
	// openSeat keeps an online seat on this device and opens its game (a rematch).
	openSeat(k settings.OnlineSeat) engine.Scene
	// leftOnline: the online game on screen was left (the title asks again which games wait).
	leftOnline()
	// reviewing are the review's settings and where it is made (nil: here).
	reviewing() (airev.Options, Reviewer)
	// tellsTurns: the player chose to be told of his turns on that server (Notifications).
	tellsTurns(base string) bool
}

// boardHost is the shell as the board screen sees it.
func (sh *Shell) boardHost() boardHost { return boardHost{Host: sh.host(), shell: menuHost{sh}} }

// theme is the look and words the settings ask for (the ancient game's without a shell).
func (h boardHost) theme() *ui.Theme {
	if h.Look == nil {
		return &themes.Ancient
	}
	return h.Look.Theme()
}

// errNoExport is the answer where the platform gives no place for a copy of a game.
var errNoExport = errors.New("no place to copy to")

// play plays a sound if there is a shell to play it.
func (h boardHost) play(name string) {
	if h.Prefs != nil {
		h.Prefs.PlaySound(name)
	}
}

// clipboard is the shell's clipboard (nil: none, or no shell).
func (h boardHost) clipboard() Clipboard {
	if h.shell == nil {
		return nil
	}
	return h.shell.clipboard()
}

// copyText puts text on the shell's clipboard.
func (h boardHost) copyText(text string) error {
	if h.clipboard() == nil {
		return errNoClipboard
	}
	return h.clipboard().Copy(text)
}

// The shell's parts the board asks for, said as methods of the shell as the screens above the
// menus see it.

func (h menuHost) settingsGen() int      { return h.sh.gen }
func (h menuHost) touched() bool         { return h.sh.touch }
func (h menuHost) keepUnsaved(s Session) { h.sh.kept = s }
func (h menuHost) ExportTip() string     { return h.sh.ExportTip() }
func (h menuHost) pageURL() string       { return h.sh.PageURL }
func (h menuHost) clipboard() Clipboard  { return h.sh.Clipboard }

func (h menuHost) exportGame(name string, data []byte) (string, error) {
	if h.sh.Export == nil {
		return "", errNoExport
	}
	return h.sh.Export(name, data)
}

func (h menuHost) openSeat(k settings.OnlineSeat) engine.Scene { return h.sh.openSeat(k) }

func (h menuHost) leftOnline() {
	h.sh.turns.forget()
	h.sh.placeOnline("", "")
}

func (h menuHost) reviewing() (airev.Options, Reviewer) { return h.sh.ReviewOptions, h.sh.Reviews }

func (h menuHost) tellsTurns(base string) bool { return h.sh.turnNotices.tells(h.sh.Store, base) }
