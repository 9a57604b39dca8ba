//go:build display

package scenes

import (
	"fmt"
	"math"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// Whose leader is it, on the board of a four-player game: the four dynasties' priests (Archer's
// at A2, Pot's at J1, Lion's at F2, Bull's at M5) differ in the colour at their hearts, where a
// small pale emblem on the same red made them alike (issue 44); and each player's row in the
// panel carries a band of its dynasty's house colour, the colour of its leaders' faces, as its
// lines in the log carry a tick of it. At a
// desktop's size and on a phone held upright (its board turned a quarter) in both themes; the
// pictures (TE_SCREENSHOTS) add 1920x1080, 1024x640 and high contrast, to look at.
func TestBoardTellsWhoseLeader(t *testing.T) {
	drawtest.Start(t)
	st := testPosition(t, "leaders4.pos")
	seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy},
		{Dynasty: game.Pot, Level: ai.Easy}, {Dynasty: game.Lion, Level: ai.Easy}}
	sizes := []screenSize{everySize[5], phone2x}
	contrast := []bool{false}
	if os.Getenv("TE_SCREENSHOTS") != "" { // more sizes and high contrast, for a person to look at
		sizes = append(sizes, everySize[0], everySize[6], everySize[7])
		contrast = append(contrast, true)
	}
	var priests []int
	for i := range seats {
		priests = append(priests, int(st.Player(i).Leaders[game.Red]))
	}
	for _, size := range sizes {
		for theme := range settings.ThemeNames {
			for _, bold := range contrast {
				name := fmt.Sprintf("houses-%s-%s", size.name, settings.ThemeNames[theme])
				if bold {
					name += "-contrast"
				}
				t.Run(name, func(t *testing.T) {
					ctx := contextFor(t, size)
					sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
					sh.Settings.Theme, sh.Settings.HighContrast = theme, bold
					p, err := sh.Play(session.Config{Seats: seats, Start: st.Clone()})
					if err != nil {
						t.Fatal(err)
					}
					frame(p, ctx, 0, 0, false)
					p.zoomTip.on, p.turnTip.on = false, false // told once over the panel, they go at the first touch
					waitForPieces(t, &p.boardView)
					img := render(p, ctx)
					defer img.Deallocate()
					savePicture(img, name)
					var hearts [][3]float64
					for _, at := range priests {
						c := p.lay.CellRect(at)
						k := c.W * 0.16
						hearts = append(hearts, meanColour(img, ui.Rect{X: c.X + c.W/2 - k, Y: c.Y + c.H/2 - k, W: 2 * k, H: 2 * k}))
					}
					least := math.Inf(1)
					defer func() { t.Logf("the priests' hearts are %.0f apart at the least", least) }()
					for a := range hearts {
						for b := a + 1; b < len(hearts); b++ {
							d := colourDist(hearts[a], hearts[b])
							least = math.Min(least, d)
							if d < 50 {
								t.Errorf("the priests of seats %d and %d look alike at their hearts (%.0f apart: %.0f, %.0f)", a, b, d, hearts[a], hearts[b])
							}
						}
					}
					// the log's first line, "Archer begins…", has Archer's tick before it
					lg := p.lay.Log
					if n := pixelsNear(img, ui.Rect{X: lg.X, Y: lg.Y, W: 9 * p.lay.U, H: 30 * p.lay.U}, p.pal.House[game.Archer], 30); lg.W > 0 && float64(n) < p.lay.U*p.lay.U*6 {
						t.Errorf("%d pixels of Archer's house colour before the log's line %q", n, p.sess.Log()[0])
					}
					for i := range seats {
						row := p.lay.PlayerRect(i)
						band := ui.Rect{X: row.X, Y: row.Y, W: 10 * p.lay.U, H: row.H}
						if n := pixelsNear(img, band, p.pal.House[seats[i].Dynasty], 30); float64(n) < 2*p.lay.U*row.H/2 {
							t.Errorf("row %d: %d pixels of %s's house colour at its left", i, n, seats[i].Dynasty)
						}
					}
				})
			}
		}
	}
}

// meanColour is the mean colour of img's pixels in r.
func meanColour(img *ebiten.Image, r ui.Rect) [3]float64 {
	var sum [3]float64
	n := 0
	for y := int(r.Y); y < int(math.Ceil(r.Bottom())); y++ {
		for x := int(r.X); x < int(math.Ceil(r.X+r.W)); x++ {
			cr, cg, cb, _ := img.At(x, y).RGBA()
			sum[0], sum[1], sum[2] = sum[0]+float64(cr>>8), sum[1]+float64(cg>>8), sum[2]+float64(cb>>8)
			n++
		}
	}
	for k := range sum {
		sum[k] /= float64(max(n, 1))
	}
	return sum
}

func colourDist(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}
