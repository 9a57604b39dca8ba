//go:build display

package scenes

import (
	"strings"
	"testing"

	"tigris/ai"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/ui"
)

// In a hot seat, Menu › Let a bot play my seat… lists the bot levels (Medium the loud one) on the
// menu's card; a level chosen, the menu closes, the seat is the bot's and nobody's tiles are on
// screen until the next person takes it.
func TestMenuHandsLocalSeatToBot(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"desktop-1920x1080", 1920, 1080, 1}, {"phone-landscape-3x", 844, 390, 3}, {"phone-portrait-3x", 390, 844, 3}} {
		ctx := contextFor(t, size)
		p, d := revoltAtAnnasTurn(t, ctx)
		d.click("menu")
		d.look("seatbot-menu-" + size.name)
		d.click("to-bot")
		d.look("seatbot-levels-" + size.name)
		var loud []string
		for _, c := range d.ctl().Hits {
			if c.Style == ui.Primary {
				loud = append(loud, c.ID.String())
			}
			if !inside(c.R, ctx) {
				t.Errorf("%s: %s is off the screen: %+v", size.name, c.ID, c.R)
			}
		}
		if len(loud) != 1 || loud[0] != "bot-2" {
			t.Errorf("%s: the loud level is %q, want Medium's bot-2", size.name, loud)
		}
		d.click("bot-2")
		if p.menu.open {
			t.Fatalf("%s: the menu stays open after the level was chosen (%q)", size.name, p.menu.msg)
		}
		if s := p.Session().Seats()[0]; s.Human || s.Level != ai.Medium {
			t.Fatalf("%s: Anna's seat is %+v", size.name, s)
		}
		if p.Session().View() != nil || !strings.Contains(p.banner.text, "Medium bot plays Anna's seat") {
			t.Fatalf("%s: after the hand-over: view %v, toast %q", size.name, p.Session().View() != nil, p.banner.text)
		}
		d.look("seatbot-after-" + size.name)
		d.click("menu")
		for _, c := range d.ctl().Hits {
			if c.ID.String() == "to-bot" {
				t.Errorf("%s: the menu still offers a seat to hand with nobody's on screen", size.name)
			}
		}
		d.free()
	}
}
