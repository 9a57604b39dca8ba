//go:build display

package scenes

import (
	"bytes"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// endingPosition: Archer's green leader on J7 joins two treasures to his trader's kingdom; he
// takes one and passes, and two treasures are left at his turn's end: the game ends (R10.1).
const endingPosition = `position
  map standard
  players archer bull
  turn archer
  board
    .. .. .. .. ~~ ~~ ~~ ~~ ~~ .. .. .. ~~ .. .. ..
    .. r* .. .. ~~ .. .. .. .. .. .. .. ~~ .. .. ..
    .. .. .. ~~ ~~ .. .. .. .. .. .. .. ~~ ~~ .. ..
    ~~ ~~ ~~ ~~ .. .. .. .. .. .. .. .. .. ~~ ~~ ~~
    .. .. .. .. .. .. .. .. .. .. .. .. .. .. ~~ ~~
    .. .. .. .. .. .. .. .. .. .. .. .. .. .. ~~ ..
    ~~ ~~ ~~ ~~ .. .. .. Bk r* .. k. r* ~~ ~~ ~~ ..
    .. .. .. ~~ ~~ ~~ ~~ .. .. .. .. .. ~~ .. .. ..
    .. .. .. .. .. .. ~~ ~~ ~~ ~~ ~~ ~~ ~~ .. .. ..
    .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
    .. .. .. .. .. .. .. .. .. .. .. .. .. .. .. ..
  hand archer kkrrgg
  hand bull bbggkk
  score archer r5 b5 g5 k5
  score bull r5 b6 g6 k6
  bag rrrbbbgggkkk
`

// At the game's end the toasts said during it are gone: an old war's words showed through the
// veil round the results card (issue 44). The card's picture is the same as with no toast ever
// said; a toast said after the end (a save's words) stands over the card. The pictures
// (TE_SCREENSHOTS) are the results at each size.
func TestResultsHideTheGamesToasts(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[5], everySize[6], everySize[0]} {
		t.Run(size.name, func(t *testing.T) {
			const war = "Bull wins the war of the traders, 7 to 5: Archer's trader goes home and 5 markets leave the board."
			st, err := game.ParsePosition(endingPosition)
			if err != nil {
				t.Fatal(err)
			}
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			sh.Settings.AnimSpeed = 0
			seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}
			p, err := sh.Play(session.Config{Seats: seats, Start: st})
			if err != nil {
				t.Fatal(err)
			}
			ctx := contextFor(t, size)
			s := p.Session().Reader.(*session.Session)
			p.Update(ctx)
			for _, line := range []string{"archer leader g J7", "archer treasure L7", "archer pass"} {
				if s.TurnHeld() {
					if err := s.EndTurn(); err != nil {
						t.Fatal(err)
					}
				}
				if s.NeedsHandoff() {
					s.Ready()
				}
				_, m, err := game.ParseMove(line)
				if err != nil {
					t.Fatal(err)
				}
				if err := s.Try(m); err != nil {
					t.Fatalf("%s: %v (turn %d, pending %+v, held %v, handoff %v)", line, err, s.State().Turn(), s.Pending(), s.TurnHeld(), s.NeedsHandoff())
				}
				if line == "archer treasure L7" { // a war's words, said on the game's last turn
					p.banner.sayFor(war, time.Minute)
				}
				p.Update(ctx)
			}
			if !s.State().Over() {
				t.Fatal("the game did not end")
			}
			p.Update(ctx)
			waitForPieces(t, &p.boardView)
			// the last decision's frames are gone: at a loaded machine's pace they went between
			// the two pictures compared below
			p.lastChange = time.Time{}
			said := p.banner.text
			// where the war's toast stood, ring and all
			p.banner.text = war
			at := p.banner.rect(ctx, !p.dlg.ok)
			p.banner.text = said
			u := p.lay.U
			at = ui.Rect{X: at.X - 2*u, Y: at.Y - 2*u, W: at.W + 4*u, H: at.H + 4*u}
			// the picture as it is against one with no toast at all, a few times: what else moves
			// there (the results' review made in the background) may change between two, a toast
			// left on the results differs every time
			same := false
			for try := 0; try < 3 && !same; try++ {
				p.banner.text = said
				shown := steadyPicture(t, p, ctx, at)
				p.banner.text = ""
				same = bytes.Equal(shown, steadyPicture(t, p, ctx, at))
			}
			if said != "" || !same {
				t.Errorf("the war's toast %q is still on the results at %v", said, at)
			}
			p.say("Saved as “the last game”.")
			img := render(p, ctx)
			savePicture(img, "results-saved-"+size.name)
			cx, cy := ctx.W/2, int(10*p.lay.U) // the toast's box, at the top of the screen
			if got, want := img.At(cx, cy), p.theme().Log; !near(got, want, 40) {
				t.Errorf("the toast said after the end is not over the card: %v at its top, its box %v", got, want)
			}
		})
	}
}

// steadyPicture is the screen's picture within r once drawing it again changes nothing there (the
// first pictures of a card bake what it stamps).
func steadyPicture(t *testing.T, p *Play, ctx *engine.Context, r ui.Rect) []byte {
	t.Helper()
	last := pixels(render(p, ctx), r)
	for range 5 {
		next := pixels(render(p, ctx), r)
		if bytes.Equal(next, last) {
			return next
		}
		last = next
	}
	t.Fatal("the picture never settles")
	return nil
}

// pixels is a picture's bytes within r, to compare two pictures there.
func pixels(img *ebiten.Image, r ui.Rect) []byte {
	var b []byte
	for y := int(r.Y); y < int(r.Bottom()); y++ {
		for x := int(r.X); x < int(r.X+r.W); x++ {
			c := img.At(x, y)
			cr, cg, cb, _ := c.RGBA()
			b = append(b, byte(cr>>8), byte(cg>>8), byte(cb>>8))
		}
	}
	img.Deallocate()
	return b
}
