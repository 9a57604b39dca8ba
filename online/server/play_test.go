package server

import (
	"bytes"
	"database/sql"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/sqlite"
)

// Undo: one's own action this turn, until something hidden comes to light; the store forgets it.
func TestUndo(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, ta, _ := twoPlayers(t, ts)
	p, q := toMove(a, b)
	u := p.move(quietTile(t, p))
	q.want("update")
	if !u.CanUndo || q.g.CanUndo {
		t.Fatalf("after a quiet tile: mover may undo %v, the other %v", u.CanUndo, q.g.CanUndo)
	}
	q.refused(&protocol.Undo{Step: 1}, protocol.ErrNoUndo)
	p.refused(&protocol.Undo{Step: 0}, protocol.ErrStale)
	p.send(&protocol.Undo{Step: 1})
	for _, s := range []*seat{p, q} {
		if d := s.want("undone").(*protocol.Undone); d.Step != 0 || d.Seat != p.g.Seat {
			t.Fatalf("undone: %+v", d)
		}
	}
	if ts.stored(t, ta.Game) != 0 || p.g.CanUndo {
		t.Fatal("the store kept the decision taken back")
	}
	// passing ends the turn and draws: nothing to take back
	p.move(quietTile(t, p))
	q.want("update")
	if u := p.move(game.PassMove()); u.CanUndo {
		t.Fatal("the turn's end can be taken back")
	}
	q.want("update")
	p.refused(&protocol.Undo{Step: p.g.Step}, protocol.ErrNoUndo)
}

// The turn limit: when a person's time runs out a bot plays that decision, and the clock starts
// again for the next one; nothing happens a second early.
func TestTurnLimit(t *testing.T) {
	ts := startServer(t, "", 1e6)
	tk, err := client.Create(ctxFor(t), ts.url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "human"}},
		TurnLimit: 60, TimeoutLevel: "random"})
	if err != nil {
		t.Fatal(err)
	}
	a := dial(t, ts.url, tk)
	if a.got[0].(*protocol.Welcome).TurnLimit != 60 {
		t.Fatal("the welcome does not tell the turn limit")
	}
	tab, _ := ts.table(tk.Game)
	thinking := func() (b bool) {
		tab.locked(func() { b = tab.thinking })
		return
	}
	ts.clock.Advance(59 * time.Second)
	if thinking() {
		t.Fatal("a bot plays before the time is up")
	}
	ts.clock.Advance(time.Second)
	u := a.want("update").(*protocol.Update)
	if !u.ByBot || u.Step != 0 {
		t.Fatalf("when the time ran out: %+v", u)
	}
	// the update is sent under the table's lock before the next clock is set: wait for the lock
	tab.locked(func() {})
	ts.clock.Advance(60 * time.Second)
	if u := a.want("update").(*protocol.Update); !u.ByBot || u.Step != 1 {
		t.Fatalf("the next decision's time: %+v", u)
	}
}

// Both people hand their seats to bots: the game plays itself to the end, every seat learns
// everything at the end, and nothing a seat receives before holds what it may not see.
func TestHandToBotsAndLeaks(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, ta, tb := twoPlayers(t, ts, protocol.SeatRequest{Kind: "bot", Level: "random"})
	tab, _ := ts.table(ta.Game)
	seed := strconv.FormatUint(tab.seed, 10)
	a.send(&protocol.Control{Level: "random"})
	b.send(&protocol.Control{Level: "easy"})
	// b takes its seat back after the first decision it sees, and hands it over again; both
	// connections are read in turn so neither falls behind
	tookBack, sawPerson := false, false
	for a.g.Over == nil || b.g.Over == nil {
		if a.g.Over == nil {
			a.next()
		}
		if b.g.Over == nil {
			m := b.next()
			if !tookBack && len(b.g.Updates) == 1 {
				tookBack = true
				b.send(&protocol.Control{Level: ""})
				b.send(&protocol.Control{Level: "easy"})
			}
			if st, ok := m.(*protocol.Seats); ok && tookBack && st.Seats[1].Level == "" {
				sawPerson = true
			}
		}
	}
	if !sawPerson {
		t.Fatal("taking the seat back was not told")
	}
	for _, s := range []*seat{a, b} {
		from := s.got[0].(*protocol.Welcome).Step
		if len(s.g.Updates) != s.g.Over.Step-from || s.g.Updates[0].Step != from {
			t.Fatalf("seat %d saw %d updates from step %d to the end at %d", s.g.Seat, len(s.g.Updates), from, s.g.Over.Step)
		}
	}
	rec, err := game.Unmarshal([]byte(a.g.Over.Record))
	if err != nil || !rec.State().Over() || len(rec.Moves()) != a.g.Over.Step || a.g.Over.Seed != tab.seed {
		t.Fatalf("the end's record: %v", err)
	}
	tokens := []string{ta.Token, tb.Token}
	for i, s := range []*seat{a, b} {
		checkSeatMessages(t, s.g.Seat, s.got, rec, seed, tokens[1-i])
	}
}

// checkSeatMessages: until the end, every view a seat receives is exactly its own view of the
// true game at that point (which holds nobody else's tiles or points, nor the bag), no event
// shows another seat's points, no message holds the seed or another seat's token, and a hidden
// decision (another's swap) is not named.
func checkSeatMessages(t *testing.T, seat int, msgs []protocol.Message, rec *game.Record, seed, otherToken string) {
	t.Helper()
	kinds := map[string]int{}
	for _, m := range msgs {
		kinds[m.MsgType()]++
		raw, _ := protocol.Encode(m)
		if _, end := m.(*protocol.Over); end {
			continue
		}
		if bytes.Contains(raw, []byte(otherToken)) || bytes.Contains(raw, []byte(seed)) {
			t.Fatalf("seat %d received a secret in %s", seat, raw)
		}
		var step int
		var view *game.View
		switch m := m.(type) {
		case *protocol.Welcome:
			step, view = m.Step, m.View
		case *protocol.Update:
			step, view = m.Step+1, m.View
			for _, e := range m.Events {
				if e.Kind == "scored" && e.Player != seat {
					t.Fatalf("seat %d sees seat %d score: %+v", seat, e.Player, e)
				}
			}
			rm := rec.Moves()[m.Step]
			if rm.Seat != seat && rm.Move.Kind == game.MoveSwap && m.Move != "" {
				t.Fatalf("seat %d sees another's swap: %s", seat, m.Move)
			}
		case *protocol.Undone:
			t.Fatal("nothing was taken back")
		}
		if view == nil {
			continue
		}
		truth, err := rec.Replay(step)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := truth.ViewFor(seat).MarshalJSON()
		got, _ := view.MarshalJSON()
		if view.Me != seat || !bytes.Equal(want, got) {
			t.Fatalf("seat %d at step %d received a view that is not its own:\n%s\n%s", seat, step, got, want)
		}
	}
	for _, k := range []string{"welcome", "update", "seats", "over"} {
		if kinds[k] == 0 {
			t.Errorf("seat %d received no %s message", seat, k)
		}
	}
}

// Resigning in a two-player game ends it; the resigned seat ranks last.
func TestResign(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, _, _ := twoPlayers(t, ts)
	b.refused(&protocol.Resign{Step: 3}, protocol.ErrStale)
	b.refused(&protocol.Resign{Step: -1}, protocol.ErrBadMessage) // no step the game ever stood at
	b.send(&protocol.Resign{Step: 0})
	for _, s := range []*seat{a, b} {
		o := s.want("over").(*protocol.Over)
		if len(o.Resigned) != 1 || o.Resigned[0] != 1 || o.Ranking[1] != 1 {
			t.Fatalf("after a resignation: %+v", o)
		}
	}
	a.refused(&protocol.Move{Step: 0, Move: "pass"}, protocol.ErrOver)
}

// A resignation sent while the game moved on (the others played while the player confirmed) is
// taken: the player saw an earlier step, and gives the game up all the same.
func TestResignAfterTheGameMovedOn(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, _, _ := twoPlayers(t, ts)
	first, other := a, b
	if a.g.View.Pending().Player != 0 {
		first, other = b, a
	}
	first.move(game.PassMove())
	other.want("update")
	other.send(&protocol.Resign{Step: 0})
	for _, s := range []*seat{a, b} {
		o := s.want("over").(*protocol.Over)
		if len(o.Resigned) != 1 || o.Resigned[0] != other.g.Seat {
			t.Fatalf("a resignation naming step 0 at step 1: %+v", o)
		}
	}
}

// The title's list: this device's games by their tokens.
func TestMine(t *testing.T) {
	ts := startServer(t, "", 1e6)
	_, _, ta, tb := twoPlayers(t, ts)
	m, err := client.Mine(ctxFor(t), ts.url, []string{ta.Token, "not-a-token", tb.Token})
	if err != nil {
		t.Fatal(err)
	}
	if len(m.Games) != 2 || m.Games[0].Seat != 0 || m.Games[1].Seat != 1 || m.Games[0].Names[0] != "Ann" || m.Games[1].Names[1] != "Bo" ||
		m.Games[0].ToMove < 0 || m.Games[0].Code != ta.Code {
		t.Fatalf("mine: %+v", m)
	}
}

// A server started again on the same store brings the game back where it stood, and a client
// that says which step it saw receives the decisions it missed.
func TestRestartAndResume(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir, 1e6)
	a, b, ta, _ := twoPlayers(t, ts)
	p, q := toMove(a, b)
	p.move(quietTile(t, p))
	p.move(game.PassMove())
	seen := q.g.Step // q has read nothing since it connected: it saw step 0
	ts.Close()
	ts2 := startServer(t, dir, 1e6)
	tq := protocol.Ticket{Game: ta.Game, Token: q.tok}
	c2, err := client.Dial(ctxFor(t), ts2.url, tq.Game, tq.Token, seen)
	if err != nil {
		t.Fatal(err)
	}
	r := &seat{t: t, c: c2}
	w := r.want("welcome").(*protocol.Welcome)
	if w.Step != 2 {
		t.Fatalf("after the restart: step %d", w.Step)
	}
	for n := seen; n < 2; n++ {
		if u := r.want("update").(*protocol.Update); u.Step != n || u.Seat != p.g.Seat {
			t.Fatalf("missed decision %d: %+v", n, u)
		}
	}
	if r.g.View.Pending().Player != q.g.Seat {
		t.Fatal("the resumed game does not await the next seat")
	}
}

// A turn limit counts from when the decision became due, across a restart of the server.
func TestTurnLimitAcrossRestart(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir, 1e6)
	tk, err := client.Create(ctxFor(t), ts.url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me"}, {Kind: "human"}},
		TurnLimit: 3600, TimeoutLevel: "random"})
	if err != nil {
		t.Fatal(err)
	}
	ts.clock.Advance(40 * time.Minute)
	ts.Close()
	clock := newFakeClock()
	clock.now = ts.clock.Now()
	ts2 := startServerAt(t, dir, 1e6, clock)
	a := dial(t, ts2.url, tk)
	clock.Advance(19 * time.Minute)
	tab, _ := ts2.table(tk.Game)
	tab.locked(func() {
		if tab.thinking || tab.step() != 0 {
			t.Fatal("the restarted server gave the whole hour again… or less")
		}
	})
	clock.Advance(time.Minute)
	if u := a.want("update").(*protocol.Update); !u.ByBot || u.Step != 0 {
		t.Fatalf("when the hour was up: %+v", u)
	}
}

// A client away while decisions it had seen were taken back is sent them again as they are now.
func TestReconnectAfterUndoWhileAway(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, ta, tb := twoPlayers(t, ts)
	p, q := toMove(a, b)
	tq := ta
	if q == b {
		tq = tb
	}
	first := quietTile(t, p)
	p.move(first)
	q.want("update")
	seen := q.g.Step // 1: q saw the tile
	q.c.Close()
	p.send(&protocol.Undo{Step: 1})
	p.want("undone")
	other := first
	for _, m := range p.g.View.Sample(game.NewRNG(5), nil).LegalMoves() {
		if m.Kind == game.MoveLeader {
			other = m
			break
		}
	}
	p.move(other)
	p.move(game.PassMove())
	c, err := client.Dial(ctxFor(t), ts.url, tq.Game, tq.Token, seen)
	if err != nil {
		t.Fatal(err)
	}
	r := &seat{t: t, c: c, g: q.g}
	r.want("welcome")
	for n := 0; n < 2; n++ { // the leader and the pass that replaced the tile
		u := r.want("update").(*protocol.Update)
		if u.Step != n {
			t.Fatalf("resent update %d has step %d", n, u.Step)
		}
	}
	if len(r.g.Updates) != 2 || r.g.Updates[0].Move != other.String() {
		t.Fatalf("the log after reconnecting: %d decisions, first %q", len(r.g.Updates), r.g.Updates[0].Move)
	}
}

// A rematch: asked once the game is over, dealt once however often it is asked, every seat in it
// with the same token.
func TestRematch(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, ta, tb := twoPlayers(t, ts)
	a.refused(&protocol.Rematch{}, protocol.ErrBadMessage)
	b.send(&protocol.Resign{Step: 0})
	a.want("over")
	b.want("over")
	a.send(&protocol.Rematch{})
	ra := a.want("rematched").(*protocol.Rematched)
	rb := b.want("rematched").(*protocol.Rematched)
	if ra.Game != rb.Game || ra.Game == ta.Game || ra.Code == ta.Code {
		t.Fatalf("the rematch: %+v %+v", ra, rb)
	}
	b.send(&protocol.Rematch{})
	if again := b.want("rematched").(*protocol.Rematched); again.Game != ra.Game {
		t.Fatalf("a second ask made another rematch: %+v", again)
	}
	nb := dial(t, ts.url, protocol.Ticket{Game: ra.Game, Token: tb.Token})
	if nb.g.Seat != tb.Seat || nb.g.Step != 0 || nb.g.Seats[1].Name != "Bo" || nb.g.Seats[1].Resigned {
		t.Fatalf("b in the rematch: %+v", nb.g)
	}
	old := dial(t, ts.url, ta)
	old.want("over")
	if old.g.Rematch == nil || old.g.Rematch.Game != ra.Game {
		t.Fatal("the finished game does not name its rematch")
	}
	m, err := client.Mine(ctxFor(t), ts.url, []string{ta.Token})
	if err != nil || len(m.Games) != 2 || !m.Games[0].Over || m.Games[1].Game != ra.Game {
		t.Fatalf("a's games: %+v %v", m, err)
	}
}

// With a web folder the server serves the browser build, the WebAssembly file as such.
func TestServesWebBuild(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "index.html"), []byte("<title>T&E</title>"), 0o644)
	os.WriteFile(filepath.Join(dir, "game.wasm"), []byte("\x00asm"), 0o644)
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	s, err := New(Config{Store: db, Web: dir})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	hs := httptest.NewServer(s.Handler())
	defer hs.Close()
	for path, want := range map[string]string{"/?join=ABCD": "text/html", "/game.wasm": "application/wasm"} {
		resp, err := http.Get(hs.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 || !strings.HasPrefix(resp.Header.Get("Content-Type"), want) {
			t.Fatalf("%s: %s %q", path, resp.Status, resp.Header.Get("Content-Type"))
		}
	}
}

// A game whose last decision was stored but not marked over (the server stopped in between)
// comes back over.
func TestLoadsAGameEndedButNotMarked(t *testing.T) {
	dir := t.TempDir()
	ts := startServer(t, dir, 1e6)
	a, b, ta, _ := twoPlayers(t, ts)
	a.send(&protocol.Control{Level: "random"})
	b.send(&protocol.Control{Level: "random"})
	for a.g.Over == nil || b.g.Over == nil {
		if a.g.Over == nil {
			a.next()
		}
		if b.g.Over == nil {
			b.next()
		}
	}
	ts.Close()
	ts.db.Close()
	raw, err := sql.Open("sqlite", filepath.Join(dir, sqlite.File))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := raw.Exec(`UPDATE games SET over = 0 WHERE id = ?`, ta.Game); err != nil {
		t.Fatal(err)
	}
	raw.Close()
	ts2 := startServer(t, dir, 1e6)
	again := dial(t, ts2.url, ta)
	if o := again.want("over").(*protocol.Over); o.Step != a.g.Over.Step {
		t.Fatalf("the game came back at step %d, not over at %d", o.Step, a.g.Over.Step)
	}
	if g, err := ts2.db.Load(ctxFor(t), ta.Game); err != nil || !g.Over {
		t.Fatalf("not marked over in the store: %v", err)
	}
}
