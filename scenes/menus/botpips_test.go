//go:build display

package menus

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"tigris/ai"
	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
)

// A bot's pips grow with its strength, one for Random to all of them for Expert; a person has
// none.
func TestBotPipsFollowStrength(t *testing.T) {
	if n := botPips(session.Seat{Human: true, Level: ai.Expert}); n != 0 {
		t.Errorf("a person shows %d pips", n)
	}
	prev := 0
	for _, l := range []ai.Level{ai.Random, ai.Easy, ai.Medium, ai.Hard, ai.Expert} {
		n := botPips(session.Seat{Dynasty: game.Bull, Level: l})
		if n <= prev || n > allPips() {
			t.Errorf("%v shows %d pips after %d, of %d", l, n, prev, allPips())
		}
		prev = n
	}
	if prev != allPips() {
		t.Errorf("the Expert lights %d of %d pips", prev, allPips())
	}
}

// On the setup's seat buttons the bots show their pips at the right end and the person none;
// the list a seat's player is chosen from shows them beside each bot. Kept for a person to look
// at (TE_SCREENSHOTS) at each size in both themes.
func TestSetupShowsBotPips(t *testing.T) {
	sizes, themeList := []shotSize{shotSizes[0], shotSizes[2]}, []int{0}
	if os.Getenv("TE_SCREENSHOTS") != "" { // every size in both themes for a person to look at
		sizes, themeList = append(append([]shotSize(nil), shotSizes...), shotSize{"1280x800-2x", 1280, 800, 2}), []int{0, settings.Space}
	}
	for _, size := range sizes {
		for _, theme := range themeList {
			t.Run(fmt.Sprintf("%s-%s", size.name, settings.ThemeNames[theme]), func(t *testing.T) {
				ctx := contextAt(t, size)
				h := newTestHost()
				h.settings.Theme, h.theme = theme, themes.For(theme, false)
				if theme == settings.Space {
					h.pal = &assets.Space
				}
				s := NewSetup(h.host())
				img := draw(ctx, s)
				defer img.Deallocate()
				saveShot(t, img, fmt.Sprintf("setup-%s-%s", size.name, settings.ThemeNames[theme]))
				text := h.theme.Text
				lit := func(i int) int { // pixels of the text's colour in the button's right end
					for _, c := range s.Controls().Hits {
						if c.ID != idSeatWho.At(i) {
							continue
						}
						n := 0
						for y := int(c.R.Y); y < int(c.R.Bottom()); y++ {
							for x := int(c.R.X + c.R.W - 60*ctx.Scale); x < int(c.R.X+c.R.W); x++ {
								r, g, b, _ := img.At(x, y).RGBA()
								if abs(int(r>>8)-int(text.R))+abs(int(g>>8)-int(text.G))+abs(int(b>>8)-int(text.B)) < 30 {
									n++
								}
							}
						}
						return n
					}
					t.Fatalf("no seat button %d", i)
					return 0
				}
				seats := s.Seats()
				if !seats[0].Human || seats[1].Human {
					t.Fatalf("the setup starts with seats %+v: a person first, then bots expected", seats)
				}
				// where the centred name leaves no room beside it (a phone's one-row seats), the
				// bot's words say its strength and no pips are drawn: the check is for the others
				if room := pipRoom(s, ctx, seats[1]); room {
					if lit(1) < 20 || lit(0) > lit(1)/4 {
						t.Errorf("the bot's button has %d pip pixels, the person's %d", lit(1), lit(0))
					}
				} else if !strings.HasSuffix(whoName(seats[1]), " bot") {
					t.Errorf("a bot's seat without pips says %q", whoName(seats[1]))
				}
				s.choosing = 1
				who := draw(ctx, s)
				saveShot(t, who, fmt.Sprintf("setup-who-%s-%s", size.name, settings.ThemeNames[theme]))
				who.Deallocate()
			})
		}
	}
}

// pipRoom reports that the second seat's button leaves room for a bot's pips beside its centred
// name, as drawSeats measures it.
func pipRoom(s *Setup, ctx *engine.Context, seat session.Seat) bool {
	u := ctx.Scale
	who := session.Capitalize(seat.Dynasty.String()) + ": " + whoName(seat)
	for _, c := range s.Controls().Hits {
		if c.ID == idSeatWho.At(1) {
			return (c.R.W-s.sh.Look.Theme().Width(who, ui.Face(ctx, 16, true)))/2 >= pipsWidth(3.5*u)+24*u
		}
	}
	return false
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
