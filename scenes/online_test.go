//go:build display

package scenes

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/server"
	"tigris/online/store/sqlite"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// loopServer is a real tigris server on loopback over a fresh SQLite file, with every game
// creation it was asked for.
type loopServer struct {
	URL     string
	mu      sync.Mutex
	creates []protocol.CreateRequest
}

func startLoopServer(t *testing.T) *loopServer {
	t.Helper()
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	srv, err := server.New(server.Config{Store: db, Rate: 1000, Burst: 1000})
	if err != nil {
		t.Fatal(err)
	}
	ls := &loopServer{}
	h := srv.Handler()
	hs := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/api/games" {
			body, _ := io.ReadAll(r.Body)
			var req protocol.CreateRequest
			if json.Unmarshal(body, &req) == nil {
				ls.mu.Lock()
				ls.creates = append(ls.creates, req)
				ls.mu.Unlock()
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
		}
		h.ServeHTTP(w, r)
	}))
	t.Cleanup(func() {
		hs.CloseClientConnections()
		srv.Close()
		hs.Close()
		db.Close()
	})
	ls.URL = hs.URL
	return ls
}

// frames steps the scene until done holds; the deadline only fails the test.
func (d *driver) frames(what string, done func() bool) {
	d.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !done() {
		if time.Now().After(deadline) {
			d.t.Fatalf("waited in vain for %s", what)
		}
		d.step(d.ctx.In.X, d.ctx.In.Y, false)
		time.Sleep(time.Millisecond)
	}
}

// offers reports whether the scene draws the control.
func (d *driver) offers(id string) bool {
	d.draw("")
	for _, c := range d.ctl().Hits {
		if c.ID.String() == id {
			return true
		}
	}
	return false
}

// The time per turn is chosen among none, a minute, five, an hour, a day and three days, with the
// bot that plays a turn whose time ran out; the server is asked for exactly that, keeps it, and
// tells it to every seat. With no limit no bot is asked for and none is offered.
func TestOnlineTurnTimeChosenAtCreation(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	defer func() { d.img.Deallocate() }()
	d.click("online")
	o := d.scene.(*Online)
	o.page.ScrollTo(1e6)
	create := func() protocol.Ticket {
		t.Helper()
		o.ticket = nil
		d.frames("the screen to be idle", func() bool { return o.busy == "" })
		d.click("create")
		d.frames("the game to be created", func() bool { return (o.ticket != nil || o.err != "") && o.busy == "" })
		if o.err != "" {
			t.Fatalf("not created: %s", o.err)
		}
		return *o.ticket
	}
	if d.offers("timeout-bot") {
		t.Fatal("a bot for late turns is offered with no limit")
	}
	want := []int{0, 60, 300, 3600, 86400, 259200}
	levels := []string{"", "hard", "expert", "random", "easy", "medium"}
	for i, limit := range want {
		d.draw("") // the invitation above pushes the new game's controls down: measured, then scrolled to
		o.page.ScrollTo(1e6)
		if i > 0 {
			d.click("turn-time")
			d.click("timeout-bot") // the next level each time, from Medium
		}
		if got := d.offers("timeout-bot"); got != (limit > 0) {
			t.Fatalf("turn limit %d s: the late turns' bot offered: %v", limit, got)
		}
		d.draw("online-turn-time")
		tk := create()
		ls.mu.Lock()
		req := ls.creates[len(ls.creates)-1]
		ls.mu.Unlock()
		if req.TurnLimit != limit || req.TimeoutLevel != levels[i] {
			t.Fatalf("choice %d asked the server for %d s, %q; want %d s, %q", i, req.TurnLimit, req.TimeoutLevel, limit, levels[i])
		}
		// the server kept it: a seat's welcome says it
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		c, err := client.Dial(ctx, ls.URL, tk.Game, tk.Token, 0)
		if err != nil {
			cancel()
			t.Fatal(err)
		}
		m, err := c.Read(ctx)
		c.Close()
		cancel()
		w, ok := m.(*protocol.Welcome)
		if err != nil || !ok || w.TurnLimit != limit {
			t.Fatalf("the welcome of a game made with %d s a turn: %#v, %v", limit, m, err)
		}
	}
	d.draw("")
	o.page.ScrollTo(1e6)
	d.click("turn-time") // after three days: no limit again
	if d.offers("timeout-bot") {
		t.Fatal("the time per turn does not come back to no limit")
	}
}

// createSeat makes a game on the server and keeps its first seat on this device, as the online
// screen does.
func createSeat(t *testing.T, sh *Shell, base string, seats ...protocol.SeatRequest) protocol.Ticket {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	tk, err := client.Create(ctx, base, protocol.CreateRequest{Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	kept, _ := settings.LoadOnline(sh.Store)
	kept.Add(settings.OnlineSeat{Server: base, Game: tk.Game, Code: tk.Code, Seat: tk.Seat, Token: tk.Token})
	if err := kept.Save(sh.Store); err != nil {
		t.Fatal(err)
	}
	return tk
}

// resign gives a seat's game up through the protocol, and waits for the server to say it.
func resign(t *testing.T, base string, tk protocol.Ticket) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	c, err := client.Dial(ctx, base, tk.Game, tk.Token, 0)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	m, err := c.Read(ctx)
	w, ok := m.(*protocol.Welcome)
	if err != nil || !ok {
		t.Fatalf("no welcome: %#v, %v", m, err)
	}
	if err := c.Send(ctx, &protocol.Resign{Step: w.Step}); err != nil {
		t.Fatal(err)
	}
	for {
		m, err := c.Read(ctx)
		if err != nil {
			t.Fatalf("the resignation was not told: %v", err)
		}
		if s, ok := m.(*protocol.Seats); ok && s.Seats[tk.Seat].Resigned {
			return
		}
		if e, ok := m.(*protocol.Error); ok {
			t.Fatalf("resigning refused: %s", e.Message)
		}
	}
}

// A game over, a game this seat resigned from and a game the server no longer knows each get a
// Remove on the list of this device's games; a game still played does not. Remove forgets the
// seat on this device (kept across a restart) and nowhere else: the server still has the game.
func TestOnlineFinishedGamesRemoved(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	me := protocol.SeatRequest{Kind: "me", Name: "Ann"}
	bot := protocol.SeatRequest{Kind: "bot", Level: "random"}
	invited := protocol.SeatRequest{Kind: "human"}
	over := createSeat(t, sh, ls.URL, me, bot) // resigned against a bot: over
	resign(t, ls.URL, over)
	playing := createSeat(t, sh, ls.URL, me, invited)
	left := createSeat(t, sh, ls.URL, me, invited, bot) // resigned, the others play on
	resign(t, ls.URL, left)
	kept, _ := settings.LoadOnline(sh.Store)
	kept.Add(settings.OnlineSeat{Server: ls.URL, Game: "0123456789abcdef0123456789abcdef", Code: "GONE2345", Token: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"})
	if err := kept.Save(sh.Store); err != nil {
		t.Fatal(err)
	}

	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"phone-portrait-2x", 390, 844, 2}} {
		ctx := contextFor(t, size)
		d := &driver{t: t, ctx: ctx, scene: sh.Title()}
		d.click("online")
		o := d.scene.(*Online)
		d.frames("the list of this device's games", func() bool { return o.busy == "" && len(o.mine)+len(o.gone) == 4 })
		d.draw(size.name + "-online-removable")
		checkControls(t, ctx, "online-removable", o.ctl.Hits)
		d.img.Deallocate()
	}

	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	defer func() { d.img.Deallocate() }()
	d.click("online")
	o := d.scene.(*Online)
	d.frames("the list of this device's games", func() bool { return o.busy == "" && len(o.mine)+len(o.gone) == 4 })
	row := func(game string) int {
		for i, g := range o.mine {
			if g.Game == game {
				return i
			}
		}
		for j, k := range o.gone {
			if k.Game == game {
				return len(o.mine) + j
			}
		}
		return -1
	}
	if i := row(playing.Game); i < 0 || d.offers(fmt.Sprintf("forget%d", i)) {
		t.Fatalf("the game still played (row %d) may be removed, or is not listed", i)
	}
	for _, game := range []string{over.Game, left.Game, "0123456789abcdef0123456789abcdef"} {
		i := row(game)
		if i < 0 {
			t.Fatalf("%s is not listed", game)
		}
		d.click(fmt.Sprintf("forget%d", i))
		if row(game) >= 0 {
			t.Fatalf("%s is still listed after Remove", game)
		}
	}
	kept, _ = settings.LoadOnline(sh.Store)
	if len(kept.Seats) != 1 || kept.Seats[0].Game != playing.Game {
		t.Fatalf("kept after removing: %+v", kept.Seats)
	}
	// asked again, the server's answer does not bring them back, though it still has them
	o.mineFor = ""
	d.frames("the list asked again", func() bool { return o.busy == "" && o.mineFor != "" })
	d.frames("the answer", func() bool { return o.busy == "" })
	if len(o.mine) != 1 || len(o.gone) != 0 || o.mine[0].Game != playing.Game {
		t.Fatalf("the list after removing: %+v, gone %+v", o.mine, o.gone)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if m, err := client.Mine(ctx, ls.URL, []string{over.Token}); err != nil || len(m.Games) != 1 || !m.Games[0].Over {
		t.Fatalf("the server lost the finished game: %+v, %v", m, err)
	}
}
