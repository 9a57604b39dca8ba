package scenes

import (
	"fmt"
	"math"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/online/protocol"
	"tigris/scenes/remote"
	"tigris/scenes/ui"
)

var (
	idChatSend  = ui.Named("chat-send")
	idChatField = ui.Named("chat-field")
	idChatLog   = ui.Named("chat-log-tab") // the narrow screen's tab back to the log
	idChatTab   = ui.Named("chat-tab")     // the narrow screen's tab to the chat
	idChatMute  = ui.Numbered("chat-mute") // mute or let through seat i
)

// chatRoom is a game with a chat line: an online one (remote.Session). The board screen asks no
// more of it than this.
type chatRoom interface{ Chat() *remote.Chat }

// chatPart is an online game's chat on the board screen: beside the log where the log's box is
// wide enough for both, else in the log's place behind a tab (a phone). It owns its text field,
// which tab is open and the lines read; the lines are drawn as the letters they hold, never as
// markup and never through the theme's glossary.
type chatPart struct {
	b     *boardView
	room  *remote.Chat // nil: the game has no chat (a local one)
	field ui.TextField
	full  ui.Rect // the log's box as laid out, which the log and the chat share
	box   ui.Rect // the chat's box now (empty: not shown)
	tabs  ui.Rect // the tabs' row on a narrow screen (empty: side by side)
	open  bool    // narrow: the chat's tab is open, in the log's place
	// single: the log's box is too short for a row of tabs: one tab beside the log opens and
	// closes the chat
	single bool
	read   int    // lines seen with the chat in sight
	err    string // why the last line was not sent
	over   bool   // the chat's box covers the hand and the supply (a phone's open tab)
}

// covers reports that the chat's box stands over the hand at (x, y): the pieces under it are not
// picked up.
func (c *chatPart) covers(x, y int) bool { return c.over && c.box.In(x, y) }

// attach gives the chat part the game's chat, when it has one.
func (c *chatPart) attach(b *boardView, s Session) {
	c.b = b
	if r, ok := s.Reader.(chatRoom); ok {
		c.room = r.Chat()
		c.field = ui.NewTextField("", remote.MaxRunes, false)
		c.field.Hint = "say something"
	}
}

// carve shares the log's box l.Log between the log and the chat, as laid out anew.
func (c *chatPart) carve(l *layout) {
	if c.room == nil {
		return
	}
	c.full = l.Log
	c.apply(l)
}

// apply lays the log and the chat out in c.full: side by side where the box is wide enough,
// else one of them under a row of two tabs.
func (c *chatPart) apply(l *layout) {
	u, r := l.U, c.full
	c.box, c.tabs, c.over, c.single = ui.Rect{}, ui.Rect{}, false, false
	if r.H < 90*u {
		c.beside(l)
		return
	}
	switch {
	case r.W >= 560*u: // side by side
		half := (r.W - 8*u) / 2
		l.Log = ui.Rect{X: r.X, Y: r.Y, W: half, H: r.H}
		c.box = ui.Rect{X: r.X + half + 8*u, Y: r.Y, W: r.W - half - 8*u, H: r.H}
		return
	case r.H >= 300*u && l.LogTab.W == 0: // the log above the chat (a phone's sheet keeps its tabs: the chat in the log's room)
		top := math.Floor(r.H * 0.42)
		l.Log = ui.Rect{X: r.X, Y: r.Y, W: r.W, H: top}
		c.box = ui.Rect{X: r.X, Y: r.Y + top + 4*u, W: r.W, H: r.H - top - 4*u}
		return
	}
	th := 34 * u
	c.tabs = ui.Rect{X: r.X + 4*u, Y: r.Y, W: r.W - 8*u, H: th}
	l.Log = ui.Rect{X: r.X, Y: r.Y + th + 4*u, W: r.W, H: r.H - th - 4*u}
	if c.open { // over the hand and the supply (a phone): the log stays below the tabs
		c.over = true
		c.box = ui.Rect{X: l.Work.X, Y: l.Work.Y, W: l.Work.W, H: c.tabs.Y - 4*u - l.Work.Y}
		if l.Work.Y > c.tabs.Y { // the log opened over the hand (under a turned board): the chat takes its place
			c.box, l.Log = l.Log, ui.Rect{}
		}
	}
}

// beside lays out a log box too short for a row of tabs above its lines (a phone in a game of
// three or four): one tab at the log's right opens the chat over the hand, and closes it again.
func (c *chatPart) beside(l *layout) {
	u, r := l.U, c.full
	tw := 96 * u
	if r.H < 24*u || r.W < tw+160*u {
		return // no room at all: the log keeps its box
	}
	c.single = true
	c.tabs = ui.Rect{X: r.X + r.W - tw - 4*u, Y: r.Y + 2*u, W: tw, H: min(34*u, r.H-4*u)}
	l.Log = ui.Rect{X: r.X, Y: r.Y, W: r.W - tw - 8*u, H: r.H}
	if c.open {
		c.over = true
		c.box = ui.Rect{X: l.Work.X, Y: l.Work.Y, W: l.Work.W, H: r.Y - 4*u - l.Work.Y}
		if l.Work.Y > r.Y { // the hand stands under the log (a turned board's log opened, the monuments beside it): the chat goes over the hand
			c.box = l.Work
		}
	}
}

// typing reports that the chat's line has the keys.
func (c *chatPart) typing() bool { return c.room != nil && c.box.H > 0 && c.field.Focus }

// unread is how many lines came since the chat was last in sight.
func (c *chatPart) unread() int { return max(0, len(c.room.Lines())-c.read) }

// update takes the chat's controls clicked, its typing and the lines come; it reports a change
// to draw.
func (c *chatPart) update(ctx *engine.Context, clicked ui.ID, typing bool) bool {
	if c.room == nil {
		return false
	}
	redraw := false
	if c.box.H > 0 {
		typed, done := false, false
		if typing { // under a menu the keys are its own: the line waits, the lines still come
			typed, done = c.field.Update(ctx)
		}
		if ctx.In.Pressed && !c.field.Box.In(ctx.In.X, ctx.In.Y) || ctx.In.KeyPressed(ebiten.KeyEscape) {
			c.field.Focus = false
		}
		if done || clicked == idChatSend {
			c.send()
		}
		redraw = typed || done
		if back := c.room.Refused(); len(back) > 0 {
			if strings.TrimSpace(c.field.String()) == "" {
				c.field.Set(back[0])
			}
			c.err, redraw = "Not sent: you are chatting fast. The line is back in the box.", true
		}
		if n := len(c.room.Lines()); n != c.read {
			c.read, redraw = n, true
		}
	}
	if i, ok := idChatMute.Index(clicked); ok {
		if err := c.room.Mute(i, !c.room.Muted(i)); err != nil {
			c.err = err.Error()
		}
	}
	if clicked == idChatTab || clicked == idChatLog {
		c.open = clicked == idChatTab
		c.apply(&c.b.lay)
		redraw = true
	}
	return redraw
}

// send says the line typed; a refusal stays in the chat's box, the line kept to mend.
func (c *chatPart) send() {
	if strings.TrimSpace(c.field.String()) == "" {
		return
	}
	if err := c.room.Say(c.field.String()); err != nil {
		c.err = err.Error()
		return
	}
	c.err = ""
	c.field.Set("")
	c.field.Focus = true // the next line follows
}

// draw draws the tabs and the chat's box, registering their controls in ctl.
func (c *chatPart) draw(dst *ebiten.Image, ctx *engine.Context, ctl *ui.Controls) {
	if c.room == nil {
		return
	}
	th := c.b.theme()
	u := ctx.Scale
	chat := "Chat"
	if n := c.unread(); n > 0 && !c.open {
		chat = fmt.Sprintf("Chat (%d new)", n)
		if c.single {
			chat = fmt.Sprintf("Chat (%d)", n)
		}
	}
	switch {
	case c.single && c.open:
		ctl.Styled(dst, ctx, c.tabs, "Close", idChatLog, "Close the chat: back to the hand", true, ui.Plain)
	case c.single:
		ctl.Styled(dst, ctx, c.tabs, chat, idChatTab, "The players' chat", true, ui.Quiet)
	case c.tabs.H > 0:
		w := (c.tabs.W - 6*u) / 2
		logStyle, chatStyle := ui.Plain, ui.Quiet
		if c.open {
			logStyle, chatStyle = ui.Quiet, ui.Plain
		}
		ctl.Styled(dst, ctx, ui.Rect{X: c.tabs.X, Y: c.tabs.Y, W: w, H: c.tabs.H}, "Log", idChatLog, "The game's log", true, logStyle)
		ctl.Styled(dst, ctx, ui.Rect{X: c.tabs.X + w + 6*u, Y: c.tabs.Y, W: w, H: c.tabs.H}, chat, idChatTab, "The players' chat", true, chatStyle)
	}
	if c.box.H <= 0 {
		return
	}
	r := c.box
	if c.over {
		engine.Rect(dst, r.X, r.Y, r.W, r.H, th.Background) // opaque over the hand
	}
	engine.Rect(dst, r.X+4*u, r.Y, r.W-8*u, r.H-4*u, th.Log)
	top := c.drawHead(dst, ctx, ctl)
	bottom := c.drawField(dst, ctx, ctl)
	c.drawLines(dst, ctx, top, bottom)
}

// drawHead is the chat's title and a mute button for each other person; it returns the y below.
func (c *chatPart) drawHead(dst *ebiten.Image, ctx *engine.Context, ctl *ui.Controls) float64 {
	th, u, r := c.b.theme(), ctx.Scale, c.box
	th.Label(dst, ctx, "Chat", r.X+12*u, r.Y+8*u, 13, true, th.Dim)
	x := r.X + r.W - 8*u
	for _, seat := range c.room.People() {
		if c.room.Me() < 0 {
			break // a spectator mutes nobody: it only reads
		}
		label := "Mute " + c.room.Name(seat)
		tip := "Stop " + c.room.Name(seat) + "'s lines reaching you"
		if c.room.Muted(seat) {
			label, tip = "Unmute "+c.room.Name(seat), "Let "+c.room.Name(seat)+"'s lines through again"
		}
		w := engine.VerbatimWidth(label, ui.Face(ctx, 12, false)) + 16*u
		x -= w
		if x < r.X+60*u {
			break
		}
		ctl.Styled(dst, ctx, ui.Rect{X: x, Y: r.Y + 4*u, W: w, H: 24 * u}, label, idChatMute.At(seat), tip, c.room.CanSay(), ui.Quiet)
		x -= 4 * u
	}
	return r.Y + 32*u
}

// drawField is the line to type with its count of characters and Send (a spectator reads
// only); it returns the y above it.
func (c *chatPart) drawField(dst *ebiten.Image, ctx *engine.Context, ctl *ui.Controls) float64 {
	th, u, r := c.b.theme(), ctx.Scale, c.box
	bh := ui.TouchSize * u
	y := r.Y + r.H - 8*u - bh
	if c.room.Me() < 0 {
		th.Label(dst, ctx, "You are watching: the chat is the players'.", r.X+12*u, y+bh/2-8*u, 12, false, th.Dim)
		return y
	}
	sw := 72 * u
	fr := ui.Rect{X: r.X + 10*u, Y: y, W: r.W - 28*u - sw, H: bh}
	c.field.Draw(dst, ctx, th, fr)
	ctl.Add(fr, idChatField, fmt.Sprintf("A line for the other players: text only, at most %d characters (Enter sends)", remote.MaxRunes), true)
	ctl.Button(dst, ctx, ui.Rect{X: fr.X + fr.W + 8*u, Y: y, W: sw, H: bh}, "Send", idChatSend, "Send the line (Enter)", c.room.CanSay())
	note, col := fmt.Sprintf("%d/%d", utf8.RuneCountInString(c.field.String()), remote.MaxRunes), th.Dim
	if c.err != "" {
		note, col = c.err, ui.Bad
	}
	if !c.room.CanSay() {
		note = "not connected: lines wait for the connection"
	}
	f := ui.Face(ctx, 11, false)
	engine.Verbatim(dst, ui.Clip(note, int(fr.W/(6*u))), f, fr.X+fr.W, y-15*u, engine.Scale(col), engine.Right)
	return y - 16*u
}

// drawLines draws the newest lines that fit between top and bottom, each "Name: text", folded.
func (c *chatPart) drawLines(dst *ebiten.Image, ctx *engine.Context, top, bottom float64) {
	th, u, r := c.b.theme(), ctx.Scale, c.box
	f := ui.Face(ctx, 12, false)
	lineH := f.Size * 1.3
	rows := int((bottom - top) / lineH)
	if rows <= 0 {
		return
	}
	var lines []string
	all := c.room.Lines()
	for i := len(all) - 1; i >= 0 && len(lines) < rows; i-- {
		lines = append(foldVerbatim(chatLine(all[i]), f, r.W-28*u), lines...)
	}
	if len(lines) > rows {
		lines = lines[len(lines)-rows:]
	}
	if len(all) == 0 {
		th.Label(dst, ctx, "No line yet.", r.X+12*u, top, 12, false, th.Dim)
	}
	for k, l := range lines {
		engine.Verbatim(dst, l, f, r.X+12*u, top+float64(k)*lineH, engine.Scale(th.Text), engine.Left)
	}
}

// chatLine is a line as shown: who said it, then its text as it is.
func chatLine(m *protocol.Chat) string {
	name := m.Name
	if name == "" {
		name = fmt.Sprintf("Seat %d", m.Seat+1)
	}
	return name + ": " + m.Text
}

// foldVerbatim folds s to width w at spaces (a word longer than the width is cut), measuring
// the letters as they are.
func foldVerbatim(s string, f textFace, w float64) []string {
	var out []string
	line := ""
	for _, word := range strings.Fields(s) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if engine.VerbatimWidth(try, f) <= w || line == "" && engine.VerbatimWidth(word, f) <= w {
			line = try
			continue
		}
		if line != "" {
			out = append(out, line)
		}
		for engine.VerbatimWidth(word, f) > w && utf8.RuneCountInString(word) > 1 {
			rs := []rune(word)
			n := len(rs) - 1
			for n > 1 && engine.VerbatimWidth(string(rs[:n]), f) > w {
				n--
			}
			out = append(out, string(rs[:n]))
			word = string(rs[n:])
		}
		line = word
	}
	if line != "" {
		out = append(out, line)
	}
	return out
}
