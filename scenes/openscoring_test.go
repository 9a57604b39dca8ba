//go:build display

package scenes

import (
	"context"
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/storage"
)

// pointRows draws the board screen of s and returns whose points its player rows show ("Your",
// "Bull's", ...), read from their tooltips.
func pointRows(t *testing.T, s *session.Session) map[string]bool {
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	p := sh.show(NewSession(s, s, s))
	d := &driver{t: t, ctx: newContext(t), scene: p}
	defer func() { d.free() }()
	d.step(0, 0, false)
	if s.NeedsHandoff() {
		d.look("")
		d.click("ready") // hot seat: the player takes the screen
	}
	d.look("")
	named := map[string]bool{}
	for _, c := range p.ctl.Hits {
		if i := strings.Index(c.Tip, " red points: "); i > 0 {
			named[c.Tip[:i]] = true
		}
	}
	return named
}

// Open scoring shows every player's points in the panel: in hot seat (the player at the screen's
// own, and the other's by name) and to a spectator of bots; without it a player sees only his own
// and a spectator none (R11.1).
func TestOpenScoringPanelShowsEveryonesPoints(t *testing.T) {
	drawtest.Start(t)
	hot := []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}}
	bots := []session.Seat{{Dynasty: game.Pot, Level: ai.Random}, {Dynasty: game.Lion, Level: ai.Random}, {Dynasty: game.Bull, Level: ai.Random}}
	for _, open := range []bool{true, false} {
		for _, seats := range [][]session.Seat{hot, bots} {
			s, err := session.New(session.Config{Seats: seats, Seed: 3, Options: game.Options{OpenScoring: open}})
			if err != nil {
				t.Fatal(err)
			}
			named := pointRows(t, s)
			want := 0
			if open {
				want = len(seats)
			} else if seats[0].Human {
				want = 1
			}
			if len(named) != want {
				t.Errorf("open %v, %d seats (human %v): the rows show %v's points, want %d players'", open, len(seats), seats[0].Human, named, want)
			}
			if seats[0].Human && !named["Your"] {
				t.Errorf("open %v: the hot-seat player does not see his own points: %v", open, named)
			}
		}
	}
}

// The setup screen offers open scoring like the other options, at a desktop's size and a phone's:
// the button turns it on, the game starts with it, and its log's first line says so.
func TestSetupOffersOpenScoring(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"1280x800", 1280, 800, 1}, {"phone-3x", 390, 844, 3}} {
		ctx := contextFor(t, size)
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
		d := &driver{t: t, ctx: ctx, scene: sh.Title()}
		d.click("new")
		d.look("")
		for i := 0; i < 10 && !d.has("open-scoring"); i++ { // a phone scrolls down to the options
			d.ctx.In.Wheel = -60
			d.step(d.ctx.In.X, d.ctx.In.Y, false)
			d.ctx.In.Wheel = 0
			d.look("")
		}
		d.click("open-scoring")
		d.look("open-scoring-setup-" + size.name)
		d.click("start")
		p, ok := d.scene.(*Play)
		if !ok {
			t.Fatalf("%v: Start opened %T", size, d.scene)
		}
		if !p.Session().State().Options().OpenScoring {
			t.Fatalf("%v: the game started without open scoring", size)
		}
		d.look("open-scoring-game-" + size.name)
		if log := p.sess.Log(); len(log) == 0 || !strings.Contains(log[0], "open scoring") {
			t.Fatalf("%v: the log does not open with the option: %q", size, log)
		}
		d.free()
	}
}

// The online screen's new game offers open scoring: on, the server is asked for it and the
// creator's welcome carries a view of an open game, the bot's points in it.
func TestOnlineCreatesOpenScoring(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	defer func() { d.free() }()
	d.click("online")
	o := d.scene.(*Online)
	d.look("")
	o.page.ScrollTo(1e6)
	d.click(idOnlineOpt.At(4).String())
	d.look("online-open-scoring")
	d.frames("the screen to be idle", func() bool { return o.Busy == "" })
	d.click("create")
	d.frames("the game to be created", func() bool { return (o.Ticket != nil || o.Err != "") && o.Busy == "" })
	if o.Err != "" {
		t.Fatalf("not created: %s", o.Err)
	}
	ls.mu.Lock()
	req := ls.creates[len(ls.creates)-1]
	ls.mu.Unlock()
	if strings.Join(req.Options, ",") != "open-scoring" {
		t.Fatalf("the server was asked for options %v", req.Options)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := client.Dial(ctx, ls.URL, o.Ticket.Game, o.Ticket.Token, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	m, err := c.Read(ctx)
	w, ok := m.(*protocol.Welcome)
	if err != nil || !ok || w.View == nil || !w.View.Options.OpenScoring {
		t.Fatalf("the welcome is not of an open game: %v %+v", err, m)
	}
	if _, _, ok := w.View.PointsOf(1 - w.Seat); !ok {
		t.Fatal("the creator's view does not hold the other seat's points")
	}
}
