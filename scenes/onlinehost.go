package scenes

import (
	"tigris/assets"
	"tigris/engine"
	"tigris/scenes/remote"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
)

// onlineShell is the shell as the online screens see it (Online and the screens it opens): the
// look, the -trace hook, a seat's connection and the board it is shown on, the title, this
// device's Web Push, the clipboard and the browser's passkeys. The shell opens the online
// screen and calls it; the screen asks the shell only these.
type onlineShell interface {
	theme() *ui.Theme
	// traceControls is the -trace hook of the controls on screen (nil: none).
	traceControls() func(string)
	// openOnline connects to a seat kept on this device; board shows a game on the board screen.
	openOnline(k settings.OnlineSeat) *remote.Session
	board(s Session) engine.Scene
	title() engine.Scene
	// notifier is this device's Web Push (nil: none); push is what is known of its choice.
	notifier() Notifier
	push() *pushState
	clipboard() Clipboard
	copyText(text string) error
	// inBrowser: a page is closed by its tab; passkey runs a browser's passkey ceremony (nil:
	// none, see Shell.Passkey).
	inBrowser() bool
	passkey() func(create bool, options []byte) ([]byte, error)
	palette() *assets.Palette // the board's colours, for the maps' pictures
}

// onlineHost is the shell as the online screens see it: its parts said as methods.
type onlineHost struct{ sh *Shell }

func (h onlineHost) theme() *ui.Theme                                 { return h.sh.theme() }
func (h onlineHost) traceControls() func(string)                      { return h.sh.Hooks.Controls }
func (h onlineHost) openOnline(k settings.OnlineSeat) *remote.Session { return h.sh.OpenOnline(k) }
func (h onlineHost) board(s Session) engine.Scene                     { return h.sh.show(s) }
func (h onlineHost) title() engine.Scene                              { return h.sh.Title() }
func (h onlineHost) notifier() Notifier                               { return h.sh.Notify }
func (h onlineHost) push() *pushState                                 { return &h.sh.push }
func (h onlineHost) clipboard() Clipboard                             { return h.sh.Clipboard }
func (h onlineHost) copyText(text string) error                       { return h.sh.copyText(text) }
func (h onlineHost) inBrowser() bool                                  { return h.sh.InBrowser }
func (h onlineHost) palette() *assets.Palette                         { return h.sh.Palette() }
func (h onlineHost) passkey() func(bool, []byte) ([]byte, error)      { return h.sh.Passkey }
