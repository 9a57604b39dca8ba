//go:build display

package scenes

import (
	"testing"

	"tigris/engine"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/lobby"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// The online screen fits every size: with a game just made and its invitation, this device's
// games, joining and four seats of a new game, its controls on the screen, apart and large enough
// to tap; on a screen larger than a phone, Create and Join are in view before any scrolling (a
// new player looked for Create under 1280x800's fold). No server is asked: the list and the
// invitation are given.
func TestOnlineScreenFitsEverySize(t *testing.T) {
	drawtest.Start(t)
	for i, size := range fitSizes() {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			sh.Settings.Theme = i % 2
			d := &driver{t: t, ctx: ctx, scene: sh.Title()}
			defer func() { d.free() }()
			d.click("online")
			o, ok := d.scene.(*Online)
			if !ok {
				t.Fatalf("Play online opened %T", d.scene)
			}
			o.MineFor = o.base() // the list is given, not asked for
			o.Ticket = &protocol.Ticket{Game: "g", Code: "27PSXSJ2", Link: "http://127.0.0.1:8765/?join=27PSXSJ2"}
			o.Mine = []protocol.MyGame{
				{Game: "g", Code: "27PSXSJ2", Seat: 0, Names: []string{"Annabelle Long", "Bo", "archer", "Pot"}, ToMove: 0},
				{Game: "h", Code: "ABCDEFGH", Seat: 1, Names: []string{"Ann", "Bo"}, ToMove: 0},
				{Game: "k", Code: "KMNPQRST", Seat: 1, Names: []string{"Ann", "Bo"}, ToMove: -1, Over: true},
				{Game: "m", Code: "MNPQRSTU", Seat: 0, Names: []string{"Annabelle Long", "Bo", "Cy"}, ToMove: 1, Resigned: true},
			}
			o.Gone = []settings.OnlineSeat{{Game: "z", Code: "ZZZZ2345"}}
			o.TurnTime = len(lobby.TurnTimes) - 1 // the late turns' bot shown beside it
			for n := 0; n < 2; n++ {
				o.Seats = append(o.Seats, lobby.Seat{Kind: "bot"})
			}
			d.look(size.name + "-online")
			checkControls(t, ctx, "online", o.ctl.Hits)
			if !ui.IsCompact(ctx) { // a phone scrolls to its form; a larger screen shows its actions
				for _, id := range []ui.ID{idCreate, idJoin} {
					if !wholeInView(ctx, o.ctl.Hits, id) {
						t.Errorf("%s: %q is not wholly in view before the page is scrolled", size.name, id.String())
					}
				}
			}
			o.page.ScrollTo(1e6)
			d.look(size.name + "-online-scrolled")
			checkControls(t, ctx, "online-scrolled", o.ctl.Hits)
		})
	}
}

// wholeInView is whether the button id is drawn on the screen whole: not scrolled out of its
// page's area nor cut by its edge to less than a button's height (Clipped says so of a rounding).
func wholeInView(ctx *engine.Context, hits []ui.Control, id ui.ID) bool {
	for _, c := range hits {
		if c.ID == id {
			return inside(c.R, ctx) && c.R.H >= ui.TouchSize*ctx.Scale-0.5
		}
	}
	return false
}

// On a phone (390 CSS px wide at both ratios, and a 360 px one) the online screen's fields show
// their whole hint: the code's field cut "the game's code" at
// 390 px (issue 44). The pictures (TE_SCREENSHOTS) are the screen at each size.
func TestOnlineScreenFitsAPhonesWidth(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{everySize[0], phone2x, everySize[2]} {
		t.Run(size.name, func(t *testing.T) {
			ctx := contextFor(t, size)
			sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
			d := &driver{t: t, ctx: ctx, scene: sh.Title()}
			defer func() { d.free() }()
			d.click("online")
			o := d.scene.(*Online)
			o.MineFor = o.base() // no server is asked
			d.look("online-phone-" + size.name)
			th, u := sh.theme(), ctx.Scale
			for _, f := range []*ui.TextField{&o.server, &o.name, &o.code} {
				if f.Hint == "" || f.Box.W == 0 {
					continue
				}
				// the hint stands 10 units in and the field clips 4 units short of its right edge
				if w := th.Width(f.Hint, ui.Face(ctx, 15, false)); w > f.Box.W-14*u {
					t.Errorf("the field %v shows %.0f of its hint %q's %.0f px", f.Box, f.Box.W-14*u, f.Hint, w)
				}
			}
		})
	}
}
