package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// Under a turned board (a phone held upright) the panel has no room for the log: a tab at the
// supply's right opens it over the panel above the buttons, an online game's chat with it, and a
// tab at its top right closes it again, so what each player did stays a tap away (issue 44).

var idLogTab = ui.Named("log-tab")

// placeFold puts the log where its fold stands in l: over the panel above the buttons while
// open (beside the tab that closes it), nowhere while closed; a layout with room for the log
// keeps it as it is.
func (g *logPart) placeFold(l *layout) {
	if l.LogTab.W == 0 {
		return
	}
	l.Log = ui.Rect{}
	if l.PublicFolded {
		l.Public, l.PublicInline = ui.Rect{}, false
	}
	if g.open {
		log, public := l.OpenLog()
		l.Log = log
		if public.H > 0 {
			l.Public = public // the row the panel had no room for opens with the log
		}
	}
}

// tab is where the tab that opens the log stands, or while it is open the one that closes it (at
// the open log's top right).
func (g *logPart) tab() ui.Rect {
	l := &g.b.lay
	if !g.open || l.LogTab.W == 0 {
		return l.LogTab
	}
	o := l.LogOver
	return ui.Rect{X: o.X + o.W - l.LogTab.W - 6*l.U, Y: o.Y + 2*l.U, W: l.LogTab.W, H: l.LogTab.H}
}

// covers reports that the open log lies under a point: the pieces under it are out of the
// pointer's reach.
func (g *logPart) covers(x, y int) bool {
	l := &g.b.lay
	return g.open && l.LogTab.W > 0 && l.LogOver.In(x, y)
}

// drawTab draws the tab that opens and closes the log (with the count of chat lines unread in an
// online game) and, while the log is open, its opaque ground over the panel above the buttons.
// A dialog over the panel (covered) hides the tab.
func (g *logPart) drawTab(dst *ebiten.Image, ctx *engine.Context, ctl *ui.Controls, c *chatPart, covered bool) {
	l := &g.b.lay
	if l.LogTab.W == 0 || covered {
		return
	}
	label, tip, style := "Log", "Open the game's log over the panel", ui.Quiet
	two := l.PublicFolded && !g.open && c.room == nil // the tab's words on two lines: "Log", "+ monuments"
	if two {
		label, tip = "", "Open the game's log and the monuments still to build over the panel"
	}
	if c.room != nil {
		tip = "Open the game's log and the players' chat over the panel"
		if n := c.unread(); n > 0 {
			label = fmt.Sprintf("Log · %d", n)
		}
	}
	if g.open {
		label, tip, style = "Close", "Close the log: the players, the hand and the supply again", ui.Plain
		r, th, t := l.LogOver, g.b.theme(), g.tab()
		engine.Rect(dst, r.X, r.Y, r.W, r.H, th.Panel)
		// the sheet's heading says what it is and, where it holds more, that a finger scrolls it
		if words := g.dragWords(ctx); words != "" {
			th.Label(dst, ctx, "The game's log", r.X+10*l.U, t.Y+t.H/2-18*l.U, 16, true, th.Accent)
			th.Label(dst, ctx, words, r.X+10*l.U, t.Y+t.H/2+2*l.U, 12, false, th.Dim)
		} else {
			th.Label(dst, ctx, "The game's log", r.X+10*l.U, t.Y+t.H/2-10*l.U, 16, true, th.Accent)
		}
	}
	ctl.Styled(dst, ctx, g.tab(), label, idLogTab, tip, true, style)
	if two {
		r, th, u := g.tab(), g.b.theme(), l.U
		f, small := ui.Face(ctx, 13, true), ui.Face(ctx, 11, false)
		y := r.Y + (r.H-f.Size*1.2-small.Size*1.2)/2
		first, second := tabLines(th, small, r.W-2*ui.LabelPad*u)
		th.Draw(dst, first, f, r.X+r.W/2, y, engine.Scale(th.Text), engine.Center)
		th.Draw(dst, second, small, r.X+r.W/2, y+f.Size*1.2+u, engine.Scale(th.Dim), engine.Center)
	}
}

// tabLines are the log tab's two lines where the monuments open with the log: "Log" over
// "+ monuments", or where that second line is wider than room, "Log +" over "monuments".
func tabLines(th *ui.Theme, small *engine.Face, room float64) (first, second string) {
	if th.Width("+ monuments", small) <= room {
		return "Log", "+ monuments"
	}
	return "Log +", "monuments"
}

// followLogTab opens or closes the log when its tab was clicked and lays the panel out for it
// (the chat sharing the log's room); it reports a change to draw.
func followLogTab(p *Play, clicked ui.ID) bool {
	if clicked != idLogTab {
		return false
	}
	setLogOpen(p, !p.log.open)
	return true
}

// setLogOpen opens or closes the log's sheet and lays the panel out for it (the chat sharing the
// log's room); the log opens at its newest lines.
func setLogOpen(p *Play, open bool) {
	p.log.open = open
	p.log.scroll, p.log.dragging = 0, false
	p.log.placeFold(&p.fitLay)
	p.chat.carve(&p.fitLay)
	p.applyZoom()
}
