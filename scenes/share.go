package scenes

import "tigris/scenes/ui"

import "errors"

// Clipboard is the system's clipboard.
type Clipboard interface {
	// Copy puts text on the clipboard.
	Copy(text string) error
	// Paste asks for the clipboard's text, which comes on the channel (a browser asks the page,
	// and the answer comes later).
	Paste() <-chan Pasted
}

// Pasted is the clipboard's text, or why it could not be read.
type Pasted struct {
	Text string
	Err  error
}

// errNoClipboard is the answer where the platform gives no clipboard.
var errNoClipboard = errors.New("no clipboard is available here")

// copyText puts text on the shell's clipboard.
func (sh *Shell) copyText(text string) error {
	if sh.Clipboard == nil {
		return errNoClipboard
	}
	return sh.Clipboard.Copy(text)
}

// pasteText asks for the clipboard's text.
func (sh *Shell) pasteText() <-chan Pasted {
	if sh.Clipboard == nil {
		ch := make(chan Pasted, 1)
		ch <- Pasted{Err: errNoClipboard}
		return ch
	}
	return sh.Clipboard.Paste()
}

// share copies what the menu's Share asks for and says what was copied.
func (p *Play) share(what ui.ID) (msg string, bad bool) {
	var text, said string
	switch what {
	case idCopyPosition:
		text = p.sess.SharedPosition(NewSeed())
		said = "The position is copied"
		if !p.sess.State().Over() {
			said += " as you know it: the others' tiles and points stay hidden"
		}
	case idCopyGame:
		game, ok := p.sess.SharedGame()
		if !ok {
			return "The whole game is given once it is over: it holds every tile still to be drawn.", true
		}
		text, said = game, "The whole game is copied"
	case idCopyLink:
		text, said = p.shell.PageURL+"?"+p.sess.LinkQuery(), "A link to this position as you know it, with these players, is copied (the others' tiles are dealt anew when it is opened)"
	}
	if err := p.shell.copyText(text); err != nil {
		return "Nothing copied: " + err.Error() + ".", true
	}
	return said + ".", false
}
