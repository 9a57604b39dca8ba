package scenes

import (
	"fmt"
	"time"

	"tigris/ai"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// seatHander is a session whose person on screen may hand his seat to a bot for the rest of the
// game (the local one; an online game has its own hand-over, which can be taken back).
type seatHander interface {
	CanHandSeat() bool
	HandSeatToBot(level ai.Level) error
}

// idBotLevel are the choices of the bot that takes a local seat, by ai.Level.
var idBotLevel = ui.Dashed("bot")

// seatBotLevels are the levels offered for a seat handed over, with what each plays like; Medium,
// the fair opponent, is the suggested one.
var seatBotLevels = []struct {
	level ai.Level
	tip   string
}{
	{ai.Easy, "Takes the action that scores most at once"},
	{ai.Medium, "Plans its whole turn and weighs its weakest colour: a fair player"},
	{ai.Hard, "Looks ahead over the tiles that may be drawn, up to a few seconds a turn"},
	{ai.Expert, "The strongest, about 4 s a turn, thinking on while the others play"},
}

// localSeatItems adds "Let a bot play my seat" to a local game's menu, before Quit to title, or
// gives the level choices once it was clicked.
func (m *menuMode) localSeatItems(items []menuItem, lesson *lessonPart) []menuItem {
	h, ok := m.b.sess.Reader.(seatHander)
	if !ok || lesson != nil || m.sharing || !h.CanHandSeat() {
		m.handing = false
		return items
	}
	if m.handing {
		items = items[:0]
		for _, l := range seatBotLevels {
			style := ui.Plain
			if l.level == ai.Medium {
				style = ui.Primary
			}
			items = append(items, menuItem{idBotLevel.At(int(l.level)), session.Capitalize(l.level.String()) + " bot", l.tip, style})
		}
		return append(items, menuItem{idCancel, "Back", "Back to the menu: your seat stays yours (Esc)", ui.Quiet})
	}
	last := items[len(items)-1] // Quit to title stays last
	return append(append(items[:len(items)-1:len(items)-1], menuItem{idToBot, "Let a bot play my seat…",
		"A bot plays your seat for the rest of the game: watch the end, or leave the others to play on", ui.Plain}), last)
}

// handSeat hands the seat on screen to a bot of the level id names, and closes the menu to let
// the game go on; it reports what went wrong, if anything.
func (m *menuMode) handSeat(id ui.ID) (string, bool) {
	k, ok := idBotLevel.Index(id)
	p := m.b
	h, local := p.sess.Reader.(seatHander)
	if !ok || !local {
		return "", false
	}
	who := p.sess.Name(p.sess.Viewer()) // the person's name, before the seat takes its dynasty's
	if err := h.HandSeatToBot(ai.Level(k)); err != nil {
		return "Not handed over: " + err.Error() + ".", true
	}
	m.reset(false)
	m.hand.drag, m.hand.targets, m.hand.swapMode, m.hints.shown, m.hints.ch = nil, nil, false, nil, nil
	m.banner.text = fmt.Sprintf("%s bot plays %s's seat now.", capitalFirst(session.BotNamed(ai.Level(k))), who)
	m.banner.until = time.Now().Add(6 * time.Second)
	return "", false
}

// capitalFirst writes a sentence's first letter in capitals.
func capitalFirst(s string) string {
	if s == "" {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
