package scenes

import (
	"slices"

	"time"

	"tigris/engine"
	"tigris/scenes/remote"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
)

// seatLabeller is a session that names its seats itself (an online one: who plays each seat and
// whether they are connected).
type seatLabeller interface{ SeatLabel(p int) string }

// onlineItems adds an online game's choices to the menu: resign, and hand the seat to a bot or
// take it back.
func (m *menuMode) onlineItems(items []menuItem) []menuItem {
	r, ok := m.b.sess.Reader.(*remote.Session)
	if !ok || m.sharing {
		return items
	}
	last := items[len(items)-1] // Quit to title stays last
	if o := r.Over(); o != nil && o.Cancelled {
		return items // a game cancelled before it started has nothing to play again
	}
	if r.Over() != nil {
		re := menuItem{idRematch, "Rematch", "A new deal with the same players, on the same server", ui.Plain}
		if r.Rematched() != nil {
			re = menuItem{idRematch, "Open the rematch", "Play the new deal with the same players", ui.Plain}
		}
		return append(append(items[:len(items)-1:len(items)-1], re), last)
	}
	if slices.Contains(r.Resigned(), r.Seat()) {
		// given up: a bot plays the seat out, and nothing of it is the player's to change
		return append(append(items[:len(items)-1:len(items)-1], withWatch(r, m.watch.behind)...), last)
	}
	resign := "Resign"
	if m.confirmResign {
		resign = "Really resign?"
	}
	toBot := menuItem{idToBot, "Hand my seat to a bot", "A Medium bot plays your seat until you take it back", ui.Plain}
	if r.HandedToBot() {
		toBot = menuItem{idToBot, "Take my seat back", "You play your seat again", ui.Plain}
	}
	mine := append(m.wait.items(r), toBot, menuItem{idResign, resign, "Give the game up (click twice): the others play on", ui.Plain}) // onlinewaiting.go
	return append(append(items[:len(items)-1:len(items)-1], withWatch(r, m.watch.behind, mine...)...), last)
}

// onlineChoice sends the menu's online choice to the server.
func (m *menuMode) onlineChoice(id ui.ID) (string, bool) {
	r, ok := m.b.sess.Reader.(*remote.Session)
	if !ok {
		return "", false
	}
	switch id {
	case idResign:
		if !m.confirmResign {
			m.confirmResign = true
			return "Click Really resign? to give the game up.", false
		}
		m.confirmResign = false
		if err := r.Resign(); err != nil {
			return "Not resigned: " + err.Error(), true
		}
		return "You resigned.", false
	case idWatchDelay:
		return m.watch.nextDelay(), false
	case idCancelGame, idNewInvite, idSeatBot:
		return m.wait.choose(id, r) // onlinewaiting.go
	case idWatchLink:
		m.watch.ask(r)
		return "Asking the server for a watch link…", false
	case idToBot:
		level, said := "medium", "A Medium bot plays your seat now; take it back here."
		if r.HandedToBot() {
			level, said = "", "Your seat is yours again."
		}
		if err := r.HandToBot(level); err != nil {
			return "Not done: " + err.Error(), true
		}
		return said, false
	}
	return "", false
}

// rematch asks for the rematch, or opens it once dealt (the seat keeps its token).
func (m *menuMode) rematch(ctx *engine.Context) (string, bool) {
	r, ok := m.b.sess.Reader.(*remote.Session)
	if !ok {
		return "", false
	}
	rm := r.Rematched()
	if rm == nil {
		if err := r.Rematch(); err != nil {
			return "No rematch: " + err.Error(), true
		}
		return "A rematch is asked for: Open the rematch once it is dealt.", false
	}
	c := r.SeatOf(rm.Game)
	code := rm.Code
	if code == "" {
		code = "-"
	}
	m.b.closeOnline()
	ctx.Switch(m.b.host.shell.openSeat(settings.OnlineSeat{Server: c.Base, Game: c.Game, Code: code, Seat: r.Seat(), Token: c.Token}))
	return "", false
}

// followRematch hears the server while the menu is open over a finished online game: a rematch
// asked for there is dealt a moment later, and the menu must then offer to open it (it said
// "asked for" until closed and opened again). A game over moves no more, so nothing the board
// should have shown first is taken behind the menu. It reports a change to draw.
func followRematch(p *Play, now time.Time) bool {
	r, ok := p.sess.Reader.(*remote.Session)
	if !ok || r.Over() == nil {
		return false
	}
	waiting := r.Rematched() == nil
	changed := r.Poll(now)
	if waiting && r.Rematched() != nil {
		p.menu.msg, p.menu.bad = "The rematch is dealt: Open the rematch to play it.", false
		return true
	}
	return changed
}

// closeOnline ends an online game's connection as its screen is left (the game stays on the
// server, and on the title's online list).
func (p *boardView) closeOnline() {
	if r, ok := p.sess.Reader.(*remote.Session); ok {
		r.Close()
		if p.host.shell != nil {
			p.host.shell.leftOnline()
		}
	}
}
