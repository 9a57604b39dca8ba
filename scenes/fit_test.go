//go:build display

package scenes

import (
	"fmt"
	"testing"
	"time"

	"tigris/ai"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
)

// screenSize is a window in CSS pixels (window points) at a device scale.
type screenSize struct {
	name   string
	w, h   int
	device float64
}

var everySize = []screenSize{
	{"phone-portrait-3x", 390, 844, 3}, {"phone-landscape-3x", 844, 390, 3},
	{"phone-portrait-2x", 390, 844, 2}, {"small-phone-2x", 360, 640, 2},
	{"tablet-portrait-2x", 768, 1024, 2}, {"tablet-landscape-2x", 1024, 768, 2},
	{"desktop-1280x800", 1280, 800, 1}, {"desktop-1920x1080", 1920, 1080, 1},
	{"laptop-1024x640", 1024, 640, 1}, {"retina-1440x900-2x", 1440, 900, 2},
}

// contextFor is what the app gives a scene in a window of that size.
func contextFor(t *testing.T, s screenSize) *engine.Context {
	ctx := newContext(t)
	ctx.W, ctx.H = int(float64(s.w)*s.device), int(float64(s.h)*s.device)
	ctx.Device = s.device
	ctx.Scale = engine.UIScale(float64(s.w), float64(s.h), s.device)
	ctx.Now = time.Now()
	return ctx
}

// inside reports that r lies on the screen.
func inside(r rect, ctx *engine.Context) bool {
	return r.X >= 0 && r.Y >= 0 && r.X+r.W <= float64(ctx.W)+0.5 && r.Y+r.H <= float64(ctx.H)+0.5
}

func overlaps(a, b rect) bool {
	return a.X < b.X+b.W && b.X < a.X+a.W && a.Y < b.Y+b.H && b.Y < a.Y+a.H
}

// At every screen size the board, the hand and the buttons are on the screen and apart; on a
// phone spaces are at least 22 CSS pixels and the hand's tiles and the buttons at least 44.
func TestBoardScreenFitsEverySize(t *testing.T) {
	for _, size := range everySize {
		for _, players := range []int{2, 4} {
			t.Run(fmt.Sprintf("%s-%dp", size.name, players), func(t *testing.T) {
				ctx := contextFor(t, size)
				seats := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy},
					{Dynasty: game.Pot, Level: ai.Easy}, {Dynasty: game.Lion, Level: ai.Easy}}[:players]
				s, err := session.New(session.Config{Seats: seats, Seed: 3})
				if err != nil {
					t.Fatal(err)
				}
				p := NewPlay(s, Hooks{})
				frame(p, ctx, 0, 0, false)
				drawn := render(p, ctx)
				if players == 4 {
					savePicture(drawn, "board-"+size.name)
				}
				l := &p.lay
				css := func(v float64) float64 { return v / ctx.Device }
				if !inside(l.Board, ctx) {
					t.Errorf("the board %v is off the screen %dx%d", l.Board, ctx.W, ctx.H)
				}
				if isCompact(ctx) && size.w >= 380 && css(l.Cell) < 22 { // 16 spaces of 22 and margins need 380
					t.Errorf("spaces are %.1f CSS px apart, fewer than 22", css(l.Cell))
				}
				for i, r := range l.Hand {
					if !inside(r, ctx) || overlaps(r, l.Board) {
						t.Errorf("hand slot %d at %v is off the screen or over the board", i, r)
					}
					if isCompact(ctx) && css(r.W) < 44 {
						t.Errorf("hand tiles are %.1f CSS px, fewer than 44", css(r.W))
					}
				}
				for _, c := range p.ctl.hits {
					if !inside(c.r, ctx) || overlaps(c.r, l.Board) {
						t.Errorf("%q at %v is off the screen or over the board", c.id, c.r)
					}
				}
				for i, r := range l.Buttons {
					if css(r.H) < 44 {
						t.Errorf("button %d is %.1f CSS px tall", i, css(r.H))
					}
					for _, o := range l.Buttons[:i] {
						if overlaps(r, o) {
							t.Errorf("buttons overlap: %v and %v", r, o)
						}
					}
					for _, h := range l.Hand {
						if overlaps(r, h) {
							t.Errorf("button %d overlaps the hand", i)
						}
					}
				}
				for _, r := range append(l.Supply[:], l.Catas, l.Players) {
					if !inside(r, ctx) || overlaps(r, l.Board) {
						t.Errorf("%v is off the screen or over the board", r)
					}
				}
			})
		}
	}
}
