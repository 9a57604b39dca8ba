package scenes

import (
	"errors"

	"tigris/engine"
	"tigris/scenes/ui"
)

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

// TapSharer is a clipboard that copies and shares from within the tap itself: a browser may
// refuse a copy asked for later (in the frame loop), and opens its share sheet only from a tap.
// What happened is known only when the browser says it.
type TapSharer interface {
	// Offer arms the areas (in device pixels; ctx.Device per CSS pixel) a tap on which copies or
	// shares its text, until the frame loop's next update (ctx.Updates); none disarms them.
	Offer(ctx *engine.Context, offers []Offer)
	// Handles reports that a tap on the offer key is the sharer's (it is armed): its outcome
	// comes by Outcome, whichever of the tap's event and the frame loop sees it first.
	Handles(key string) bool
	// Outcome is what a tap did, once the browser has said (ok is false until then).
	Outcome() (o Outcome, ok bool)
}

// Offer is a control whose tap copies Text (or, with Link, shares it where a share sheet exists).
type Offer struct {
	Key  string
	R    ui.Rect
	Text string
	Link bool
}

// Outcome is what a tap on an offer did.
type Outcome struct {
	Key       string
	Shared    bool  // handed to the system's share sheet, which took it
	Cancelled bool  // the share sheet was closed without sharing
	ByHand    bool  // refused, and shown to copy by hand
	Err       error // the browser refused it
}

// shareText is what a Share control gives, and what is said once it is copied.
func (m *menuMode) shareText(what ui.ID) (text, said string, ok bool) {
	p := m.b
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
			return "", "The whole game is given once it is over: it holds every tile still to be drawn.", false
		}
		text, said = game, "The whole game is copied"
	case idCopyLink:
		text, said = p.host.shell.pageURL()+"?"+p.sess.LinkQuery(), "A link to this position as you know it, with these players, is copied (the others' tiles are dealt anew when it is opened)"
	}
	return text, said, true
}

// tendShare, at each update of the menu, arms the Share choices for a tap sharer (the browser)
// and reports the outcome of a tap once the browser has said it (ok).
func (m *menuMode) tendShare(b *boardView, ctx *engine.Context) (msg string, bad, ok bool) {
	ts := m.armShare(b, ctx)
	if ts == nil {
		return "", false, false
	}
	o, ok := ts.Outcome()
	m.shareSettled = ok
	if !ok {
		return "", false, false
	}
	msg, bad = m.outcomeWords(o)
	return msg, bad, true
}

// armShare gives a tap sharer (the browser) the Share choices as last drawn. The menu's draw
// calls it too: a tap coming before the next update must find the choices just shown, not
// those of the update before (a quick tap on Copy a link would otherwise copy from the frame
// loop, outside the tap, where a browser may refuse the clipboard).
func (m *menuMode) armShare(b *boardView, ctx *engine.Context) TapSharer {
	ts, _ := b.host.clipboard().(TapSharer)
	if ts == nil {
		return nil
	}
	var offers []Offer
	if m.open && m.sharing {
		for _, h := range m.ctl.Hits {
			if h.ID != idCopyPosition && h.ID != idCopyGame && h.ID != idCopyLink || !h.Enabled {
				continue
			}
			if text, _, ok := m.shareText(h.ID); ok {
				offers = append(offers, Offer{Key: h.ID.String(), R: h.R, Text: text, Link: h.ID == idCopyLink})
			}
		}
	}
	ts.Offer(ctx, offers)
	return ts
}

// outcomeWords says what a tap on a Share choice really did.
func (m *menuMode) outcomeWords(o Outcome) (string, bool) {
	id := ui.Named(o.Key)
	_, said, _ := m.shareText(id)
	switch {
	case o.Shared:
		return "The link went to the app you chose (the others' tiles are dealt anew when it is opened).", false
	case o.Cancelled:
		return "Nothing shared: the share sheet was closed.", false
	case o.ByHand:
		return "The browser refused the clipboard, so the link was shown in a box to copy by hand.", true
	case o.Err != nil:
		return "Nothing copied: the browser refused the clipboard (" + o.Err.Error() + ").", true
	}
	return said + ".", false
}

// share copies what the menu's Share asks for and says what was copied; where the tap itself
// copied it (a TapSharer), the words wait for the browser's answer (tendShare).
func (m *menuMode) share(b *boardView, what ui.ID) (msg string, bad bool) {
	if ts, _ := b.host.clipboard().(TapSharer); ts != nil && ts.Handles(what.String()) {
		if m.shareSettled {
			return m.msg, m.bad
		}
		return "", false
	}
	text, said, ok := m.shareText(what)
	if !ok {
		return said, true
	}
	if err := b.host.copyText(text); err != nil {
		return "Nothing copied: " + err.Error() + ".", true
	}
	return said + ".", false
}
