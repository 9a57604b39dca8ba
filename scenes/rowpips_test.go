//go:build display

package scenes

import (
	"fmt"
	"image/color"
	"strings"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// The board's rows of players show each bot's strength in pips as the setup does (one lit for
// Random up to five for Expert), and a person's row none (issue 44: they were in the setup
// only). Each bot's pips are drawn in its own row, inside the screen, clear of its leaders, with a
// tooltip naming the level, at every size in both themes (the pictures: TE_SCREENSHOTS).
func TestPlayerRowsShowBotPips(t *testing.T) {
	drawtest.Start(t)
	seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Random},
		{Dynasty: game.Pot, Level: ai.Medium}, {Dynasty: game.Lion, Level: ai.Hard}}
	for _, size := range []screenSize{everySize[5], everySize[6], everySize[0], everySize[1], everySize[7]} {
		for theme := range settings.ThemeNames {
			t.Run(fmt.Sprintf("%s-%s", size.name, settings.ThemeNames[theme]), func(t *testing.T) {
				ctx := contextFor(t, size)
				sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
				sh.Settings.Theme = theme
				p, err := sh.Play(session.Config{Seats: seats, Seed: 3})
				if err != nil {
					t.Fatal(err)
				}
				frame(p, ctx, 0, 0, false)
				p.zoomTip.on, p.turnTip.on = false, false // told once over the panel, they go at the first touch
				waitForPieces(t, &p.boardView)
				img := render(p, ctx)
				defer img.Deallocate()
				savePicture(img, fmt.Sprintf("row-pips-%s-%s", size.name, settings.ThemeNames[theme]))
				text := p.theme().Text
				for i, seat := range seats {
					row := p.lay.PlayerRect(i)
					var tip ui.Control
					for _, c := range p.ctl.Hits {
						if strings.Contains(c.Tip, "bot: strength") && ui.Overlaps(c.R, row) {
							tip = c
						}
					}
					if seat.Human {
						if tip.Tip != "" {
							t.Errorf("the person's row shows pips: %q", tip.Tip)
						}
						continue
					}
					lit, _ := menus.PipsLit(seat)
					want := fmt.Sprintf("%s bot: strength %d of 5", session.Capitalize(seat.Level.String()), lit)
					if tip.Tip != want || !inside(tip.R, ctx) || tip.R.Y < row.Y || tip.R.Bottom() > row.Bottom() {
						t.Fatalf("row %d: pips %q at %v, want %q inside the row %v", i, tip.Tip, tip.R, want, row)
					}
					if n := pixelsNear(img, tip.R, text, 40); n < lit*4 {
						t.Errorf("row %d: %d pixels of the pips' colour for %d lit pips", i, n, lit)
					}
				}
			})
		}
	}
}

// pixelsNear counts the pixels of img in r within tol of a colour.
func pixelsNear(img *ebiten.Image, r ui.Rect, c color.RGBA, tol int) int {
	n := 0
	for y := int(r.Y); y < int(r.Bottom()); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			if near(img.At(x, y), c, tol) {
				n++
			}
		}
	}
	return n
}

// Each leader's icon in a player's row says what it shows: in supply (lit) or on the board at a
// space (dim); the icons had no tooltip (issue 44, a new player's review).
func TestRowLeaderIconsSayWhatTheyShow(t *testing.T) {
	drawtest.Start(t)
	ctx := newContext(t)
	s, p := humanAgainstEasy(t, ctx)
	poll.Until(t, time.Minute, "a leader on the board", func() bool {
		frame(p, ctx, 0, 0, false)
		for i := range s.State().NumPlayers() {
			for _, at := range s.State().Player(i).Leaders {
				if at >= 0 {
					return true
				}
			}
		}
		if s.HumanToDecide() && s.Pending().Kind == game.DecideAction {
			if err := s.Try(ai.New(ai.Random, 5).Choose(s.View())); err != nil {
				t.Fatal(err)
			}
		}
		return false
	})
	layOut(t, p, ctx)
	st := s.State()
	for i := range st.NumPlayers() {
		row := p.lay.PlayerRect(i)
		for c := game.Color(0); c < game.NumColors; c++ {
			want := leaderRowTip(p.sess.Name(i), c, int(st.Player(i).Leaders[c]))
			found := false
			for _, h := range p.ctl.Hits {
				if h.Tip == want && ui.Overlaps(h.R, row) {
					found = true
				}
			}
			if !found {
				t.Errorf("row %d: no tooltip %q", i, want)
			}
		}
	}
}
