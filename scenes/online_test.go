//go:build display

package scenes

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"tigris/game"
	"tigris/internal/poll"
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
	log     bytes.Buffer // what the server logged
	stop    func()       // the server stops answering: its connections and listener close
}

// Write keeps the server's log lines.
func (ls *loopServer) Write(b []byte) (int, error) {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	return ls.log.Write(b)
}

// logged is everything the server logged so far.
func (ls *loopServer) logged() string {
	ls.mu.Lock()
	defer ls.mu.Unlock()
	return ls.log.String()
}

func startLoopServer(t *testing.T) *loopServer {
	t.Helper()
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ls := &loopServer{}
	srv, err := server.New(server.Config{Store: db, Rate: 1000, Burst: 1000, Log: slog.New(slog.NewTextHandler(ls, nil))})
	if err != nil {
		t.Fatal(err)
	}
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
	var closeOnce sync.Once
	t.Cleanup(func() {
		hs.CloseClientConnections()
		closeOnce.Do(srv.Close)
		hs.Close()
		db.Close()
	})
	ls.URL = hs.URL
	ls.stop = func() {
		closeOnce.Do(srv.Close) // its WebSocket connections too, which the test server lets go
		hs.Listener.Close()
	}
	return ls
}

// frames steps the scene until done holds; the deadline only fails the test.
func (d *driver) frames(what string, done func() bool) {
	d.t.Helper()
	poll.Until(d.t, 20*time.Second, what, func() bool {
		if done() {
			return true
		}
		d.step(d.ctx.In.X, d.ctx.In.Y, false)
		return false
	})
}

// offers reports whether the scene draws the control.
func (d *driver) offers(id string) bool {
	d.look("")
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
	defer func() { d.free() }()
	d.click("online")
	o := d.scene.(*Online)
	o.page.ScrollTo(1e6)
	create := func() protocol.Ticket {
		t.Helper()
		o.Ticket = nil
		d.frames("the screen to be idle", func() bool { return o.Busy == "" })
		d.click("create")
		d.frames("the game to be created", func() bool { return (o.Ticket != nil || o.Err != "") && o.Busy == "" })
		if o.Err != "" {
			t.Fatalf("not created: %s", o.Err)
		}
		return *o.Ticket
	}
	if d.offers("timeout-bot") {
		t.Fatal("a bot for late turns is offered with no limit")
	}
	want := []int{0, 60, 300, 3600, 86400, 259200}
	levels := []string{"", "hard", "expert", "random", "easy", "medium"}
	for i, limit := range want {
		d.look("") // the invitation above pushes the new game's controls down: measured, then scrolled to
		o.page.ScrollTo(1e6)
		if i > 0 {
			d.click("turn-time")
			d.click("timeout-bot") // the next level each time, from Medium
		}
		if got := d.offers("timeout-bot"); got != (limit > 0) {
			t.Fatalf("turn limit %d s: the late turns' bot offered: %v", limit, got)
		}
		d.look("online-turn-time")
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
	d.look("")
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
	// a bot may decide meanwhile: the resignation names the latest step seen, and is sent again
	// when it named a step gone by
	step := w.Step
	if err := c.Send(ctx, &protocol.Resign{Step: step}); err != nil {
		t.Fatal(err)
	}
	for {
		m, err := c.Read(ctx)
		if err != nil {
			t.Fatalf("the resignation was not told: %v", err)
		}
		switch m := m.(type) {
		case *protocol.Update:
			step = m.Step + 1
		case *protocol.Seats:
			if m.Seats[tk.Seat].Resigned {
				return
			}
		case *protocol.Error:
			if m.Code != protocol.ErrStale {
				t.Fatalf("resigning refused: %s", m.Message)
			}
			if err := c.Send(ctx, &protocol.Resign{Step: step}); err != nil {
				t.Fatal(err)
			}
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

	lookAtRemovable(t, sh)

	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	defer func() { d.free() }()
	d.click("online")
	o := d.scene.(*Online)
	d.frames("the list of this device's games", func() bool { return o.Busy == "" && len(o.Mine)+len(o.Gone) == 4 })
	removeFinished(t, d, o, playing.Game, []string{over.Game, left.Game, "0123456789abcdef0123456789abcdef"})
	kept, _ = settings.LoadOnline(sh.Store)
	if len(kept.Seats) != 1 || kept.Seats[0].Game != playing.Game {
		t.Fatalf("kept after removing: %+v", kept.Seats)
	}
	// asked again, the server's answer does not bring them back, though it still has them
	o.MineFor = ""
	d.frames("the list asked again", func() bool { return o.Busy == "" && o.MineFor != "" })
	d.frames("the answer", func() bool { return o.Busy == "" })
	if len(o.Mine) != 1 || len(o.Gone) != 0 || o.Mine[0].Game != playing.Game {
		t.Fatalf("the list after removing: %+v, gone %+v", o.Mine, o.Gone)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if m, err := client.Mine(ctx, ls.URL, []string{over.Token}); err != nil || len(m.Games) != 1 || !m.Games[0].Over {
		t.Fatalf("the server lost the finished game: %+v, %v", m, err)
	}
}

// lookAtRemovable draws the list of sh's online games, some removable, at a desktop's size and a
// phone's, and checks its controls.
func lookAtRemovable(t *testing.T, sh *Shell) {
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"phone-portrait-2x", 390, 844, 2}} {
		ctx := contextFor(t, size)
		d := &driver{t: t, ctx: ctx, scene: sh.Title()}
		d.click("online")
		o := d.scene.(*Online)
		d.frames("the list of this device's games", func() bool { return o.Busy == "" && len(o.Mine)+len(o.Gone) == 4 })
		d.look(size.name + "-online-removable")
		checkControls(t, ctx, "online-removable", o.ctl.Hits)
		d.free()
	}
}

// removeFinished removes each finished game from the list o shows: the one still played offers no
// Remove; each removed leaves the list.
func removeFinished(t *testing.T, d *driver, o *Online, playing string, finished []string) {
	row := func(game string) int {
		for i, g := range o.Mine {
			if g.Game == game {
				return i
			}
		}
		for j, k := range o.Gone {
			if k.Game == game {
				return len(o.Mine) + j
			}
		}
		return -1
	}
	if i := row(playing); i < 0 || d.offers(fmt.Sprintf("forget%d", i)) {
		t.Fatalf("the game still played (row %d) may be removed, or is not listed", i)
	}
	for _, game := range finished {
		i := row(game)
		if i < 0 {
			t.Fatalf("%s is not listed", game)
		}
		d.click(fmt.Sprintf("forget%d", i))
		if row(game) >= 0 {
			t.Fatalf("%s is still listed after Remove", game)
		}
	}
}

// A seat link moves a seat to another device: the token rides in the link's fragment only, the
// other device keeps the seat once the server has said it is one and plays it, and neither the
// server's log nor the game's trace ever holds the token. A damaged link, or one the server does
// not know, is refused in words and changes nothing on the device.
func TestSeatLinkMovesASeat(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	a := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	tk := createSeat(t, a, ls.URL, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "bot", Level: "random"})
	link, err := url.Parse(tk.SeatLink)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(link.RawQuery, tk.Token) || strings.Contains(link.Path, tk.Token) {
		t.Fatalf("the token is in the seat link's query or path: %s", link.Redacted())
	}
	game, token, err := protocol.ParseSeatFragment(link.Fragment)
	if err != nil || game != tk.Game || token != tk.Token {
		t.Fatalf("the seat link's fragment reads as %q, %v", game, err)
	}

	takeSeatByLink(t, ls, tk, game, token)
	checkSeatLinksRefused(t, ls, tk)
}

// takeSeatByLink has another device, with nothing of the game, take tk's seat by its link's game
// and token: it plays it and keeps it, and neither the server's log nor its trace holds the token.
func takeSeatByLink(t *testing.T, ls *loopServer, tk protocol.Ticket, game, token string) {
	var traced []string
	b := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	b.Hooks.Online = func(line string) { traced = append(traced, line) }
	b.Hooks.Controls = func(line string) { traced = append(traced, line) }
	d := &driver{t: t, ctx: newContext(t), scene: b.TakeSeat(game, token)}
	d.frames("the board of the moved seat", func() bool { _, ok := d.scene.(*Play); return ok })
	p := d.scene.(*Play)
	r, ok := p.Session().Reader.(interface{ Seat() int })
	if !ok || r.Seat() != tk.Seat {
		t.Fatalf("the board shows seat %v, the link's seat is %d", r, tk.Seat)
	}
	kept, _ := settings.LoadOnline(b.Store)
	if len(kept.Seats) != 1 || kept.Seats[0].Game != tk.Game || kept.Seats[0].Token != tk.Token || kept.Seats[0].Code != tk.Code {
		t.Fatalf("the other device keeps %+v", kept.Seats)
	}
	d.look("seat-link-taken")
	d.free()
	p.closeOnline()
	if strings.Contains(ls.logged(), tk.Token) || strings.Contains(strings.Join(traced, "\n"), tk.Token) {
		t.Fatal("the token is in the server's log or the game's trace")
	}
	if !strings.Contains(strings.Join(traced, "\n"), "welcome step") {
		t.Fatalf("the trace never said the seat was welcomed: %q", traced)
	}

}

// checkSeatLinksRefused checks that links that cannot be taken are refused in words and leave a
// device's kept games as they were.
func checkSeatLinksRefused(t *testing.T, ls *loopServer, tk protocol.Ticket) {
	c := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	// a seat of this server the list asks about: the refusal stays in sight through the asking
	before := []byte("server " + ls.URL + "\nseat " + ls.URL + " 0123456789abcdef0123456789abcdef ABCDEFGH 1 AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA\n")
	if err := c.Store.Put("online", before); err != nil {
		t.Fatal(err)
	}
	other := strings.Repeat("A", 43) // shaped as a token, holding no seat
	for _, bad := range []struct {
		name  string
		scene func() *Online
		says  string
	}{
		{"a token the server does not know", func() *Online { return c.TakeSeat(tk.Game, other) }, "not for a game on"},
		{"a real token for another game", func() *Online { return c.TakeSeat(strings.Repeat("0", 32), tk.Token) }, "not for a game on"},
		{"a damaged link", func() *Online {
			_, _, err := protocol.ParseSeatFragment("#game=" + tk.Game + "&seat=" + tk.Token[:40])
			return c.RefuseSeatLink(err)
		}, "seat link is damaged"},
	} {
		o := bad.scene()
		d := &driver{t: t, ctx: newContext(t), scene: o}
		d.frames(bad.name+" refused", func() bool { return o.Busy == "" && o.Err != "" && len(o.Gone) == 1 })
		if !strings.Contains(o.Err, bad.says) || !strings.Contains(o.Err, "changed") || strings.Contains(o.Err, tk.Token) {
			t.Fatalf("%s: the screen says %q", bad.name, o.Err)
		}
		if _, ok := d.scene.(*Online); !ok || o.opening != nil {
			t.Fatalf("%s: a game is being opened", bad.name)
		}
		if got, _ := c.Store.Get("online"); !bytes.Equal(got, before) {
			t.Fatalf("%s changed the kept games:\n%s", bad.name, got)
		}
		d.look("seat-link-refused")
		d.free()
	}
}

// Closing the window while a decision sent has not been answered by the server asks first: the
// board's menu says so; closing again closes. With the decision answered, the window closes at once.
func TestCloseAsksWhileADecisionIsUnanswered(t *testing.T) {
	drawtest.Start(t)
	ls := startLoopServer(t)
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: ls.URL}
	ann, bo := annAndBo(t, sh, ls.URL)
	first, _ := dealtFirst(t, ls.URL, ann, bo)
	r := openArrived(t, sh, ls.URL, first)
	d := &driver{t: t, ctx: newContext(t), scene: nil}
	defer func() {
		if d.img != nil {
			d.free()
		}
	}()
	if !poll.Within(20*time.Second, func() bool { r.Poll(time.Now()); return r.HumanToDecide() }) {
		t.Fatalf("the seat was never asked to decide: %q", r.Problem())
	}
	p := sh.show(NewSession(r, r, r))
	d.scene = p
	if !sh.CloseAsked(d.ctx, p) {
		t.Fatal("nothing sent, yet closing asks")
	}
	ls.stop() // the server hears nothing more
	if err := r.Try(game.Move{Kind: game.MovePass}); err != nil {
		t.Fatal(err)
	}
	if sh.CloseAsked(d.ctx, p) {
		t.Fatal("the window closes with a decision the server never answered")
	}
	if !p.menu.open || !strings.Contains(p.menu.msg, "has not reached the server") {
		t.Fatalf("the menu: open %v, %q", p.menu.open, p.menu.msg)
	}
	d.look("close-unanswered")
	if !sh.CloseAsked(d.ctx, p) {
		t.Fatal("asked again, the window does not close")
	}
	r.Close()
}
