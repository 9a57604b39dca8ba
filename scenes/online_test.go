//go:build display

package scenes

import (
	"bytes"
	"context"
	"encoding/json"
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
