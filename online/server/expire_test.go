package server

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store"
	"tigris/online/store/sqlite"
)

// By default (no option set) an address creates DefaultCreatesPerHour games at once and then one
// a minute: the next is refused 429 with the reason and stores nothing.
func TestCreationsBoundedPerAddressByDefault(t *testing.T) {
	ts := startServer(t, "", 1e6)
	ctx := ctxFor(t)
	for i := range DefaultCreatesPerHour {
		if _, err := client.Create(ctx, ts.url, twoPeople()); err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
	}
	var refusal *client.Refused
	if _, err := client.Create(ctx, ts.url, twoPeople()); !errors.As(err, &refusal) || refusal.Code != protocol.ErrRate || !strings.Contains(refusal.Message, "the most this server takes") {
		t.Fatalf("game %d within the hour: %v", DefaultCreatesPerHour+1, err)
	}
	games, err := ts.db.(store.Lister).List(ctx, "", 1000)
	if err != nil || len(games) != DefaultCreatesPerHour {
		t.Fatalf("%d games stored, not %d: %v", len(games), DefaultCreatesPerHour, err)
	}
	ts.clock.Advance(time.Hour / DefaultCreatesPerHour)
	if _, err := client.Create(ctx, ts.url, twoPeople()); err != nil {
		t.Fatalf("a minute later: %v", err)
	}
}

// The server's sweeper ends, on its own clock, a game nobody decided in within 7 days of its
// creation and a game with no decision for 30 days; a game played on is left alone.
func TestUnplayedGamesExpire(t *testing.T) {
	ts := startServer(t, "", 1e6)
	ctx := ctxFor(t)
	unstarted, err := client.Create(ctx, ts.url, twoPeople())
	if err != nil {
		t.Fatal(err)
	}
	a, b, started, _ := twoPlayers(t, ts)
	p, q := toMove(a, b)
	p.move(quietTile(t, p))
	q.want("update")
	a.c.Close()
	b.c.Close()
	over := func(id string) bool {
		g, err := ts.db.Load(context.Background(), id)
		if err != nil {
			t.Fatal(err)
		}
		return g.Over
	}
	ts.clock.Advance(DefaultUnstartedFor - time.Hour)
	if over(unstarted.Game) || over(started.Game) {
		t.Fatalf("a game ended before its time")
	}
	ts.clock.Advance(2 * time.Hour)
	if !over(unstarted.Game) {
		t.Fatalf("a game with no decision for 7 days is not ended")
	}
	if over(started.Game) {
		t.Fatalf("a started game ended after 7 days")
	}
	ts.clock.Advance(DefaultAbandonedFor - DefaultUnstartedFor)
	if !over(started.Game) {
		t.Fatalf("a game with no decision for 30 days is not ended")
	}
}

// A signed-in account's creations are bounded whatever address they come from.
func TestCreationsBoundedPerAccount(t *testing.T) {
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	ts := startOn(t, db, Config{Clock: newFakeClock(), Rate: 1e6, Burst: 1e6, CreatesPerHour: 2})
	jar, _ := cookiejar.New(nil)
	post := func(from, path, body string) (int, protocol.HTTPError) {
		t.Helper()
		d := &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}}
		hc := &http.Client{Jar: jar, Transport: &http.Transport{DialContext: d.DialContext}}
		resp, err := hc.Post(ts.url+path, "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		var he protocol.HTTPError
		json.NewDecoder(resp.Body).Decode(&he)
		return resp.StatusCode, he
	}
	if code, he := post("127.0.0.1", "/api/account/new", `{"v":1,"name":"Dee","password":"a long password"}`); code != 200 {
		t.Fatalf("signing up: %d %+v", code, he)
	}
	game := `{"v":1,"seats":[{"kind":"me"},{"kind":"human"}]}`
	for i, from := range []string{"127.0.0.2", "127.0.0.3"} {
		if code, he := post(from, "/api/games", game); code != 200 {
			t.Fatalf("game %d from %s: %d %+v", i, from, code, he)
		}
	}
	if code, he := post("127.0.0.4", "/api/games", game); code != 429 || !strings.Contains(he.Message, "your account created 2 games") {
		t.Fatalf("a third game of the account from a third address: %d %+v", code, he)
	}
	jar2, _ := cookiejar.New(nil)
	jar = jar2 // signed out: the address alone counts
	if code, he := post("127.0.0.4", "/api/games", game); code != 200 {
		t.Fatalf("signed out from that address: %d %+v", code, he)
	}
}
