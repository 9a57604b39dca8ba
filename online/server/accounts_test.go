package server

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/postgres/pgtest"
)

// Accounts on SQLite: a name is taken once whatever its case or look-alike letters; the seats a
// device holds are given to the account and appear, and are played, on another device signed in;
// a revoked device key plays nothing; a seat token still works alone; a recovery code resets the
// password once.
func TestAccountsSQLite(t *testing.T) { accountsOn(t, startServer(t, "", 1e6)) }

// The same on PostgreSQL.
func TestAccountsPostgres(t *testing.T) { accountsOn(t, onPostgres(t, pgtest.Database(t))) }

func refusedAs(t *testing.T, err error, code string) {
	t.Helper()
	var r *client.Refused
	if !errors.As(err, &r) || r.Code != code {
		t.Fatalf("refused as %v, want %s", err, code)
	}
}

func accountsOn(t *testing.T, ts *testServer) {
	ctx := ctxFor(t)
	desk, err := client.SignUp(ctx, ts.url, "Anna", "correct horse", "desk")
	if err != nil {
		t.Fatal(err)
	}
	if desk.Recovery == "" || desk.DeviceKey == "" || desk.Name != "Anna" {
		t.Fatalf("signed up: %+v", desk)
	}
	for _, other := range []string{"anna", "АNNA", "Annа", "An-na"} { // Cyrillic А and а
		_, err := client.SignUp(ctx, ts.url, other, "another password", "")
		refusedAs(t, err, protocol.ErrNameTaken)
	}
	_, err = client.SignIn(ctx, ts.url, "Anna", "wrong horse", "x")
	refusedAs(t, err, protocol.ErrAuth)
	tk, err := client.Create(ctx, ts.url, twoPeople())
	if err != nil {
		t.Fatal(err)
	}
	if m, err := client.AccountGames(ctx, ts.url, desk.DeviceKey, []string{tk.Token}); err != nil || len(m.Games) != 1 || m.Games[0].Game != tk.Game {
		t.Fatalf("the desk's games: %+v %v", m, err)
	}
	laptop, err := client.SignIn(ctx, ts.url, "ANNA", "correct horse", "laptop")
	if err != nil {
		t.Fatal(err)
	}
	if m, err := client.AccountGames(ctx, ts.url, laptop.DeviceKey, nil); err != nil || len(m.Games) != 1 || m.Games[0].Seat != tk.Seat {
		t.Fatalf("the laptop's games: %+v %v", m, err)
	}
	c, err := client.DialAccount(ctx, ts.url, tk.Game, laptop.DeviceKey, -1)
	if err != nil {
		t.Fatal(err)
	}
	if w, err := c.Read(ctx); err != nil || w.(*protocol.Welcome).Seat != tk.Seat {
		t.Fatalf("the laptop's seat: %+v %v", w, err)
	}
	c.Close()
	dial(t, ts.url, tk) // the seat's token alone still plays it
	revokeDevice(t, ts, desk.DeviceKey, laptop.DeviceKey, tk.Game)
	recoverAccount(t, ts, desk.Recovery)
}

// revokeDevice revokes the laptop from the desk: the laptop signs nothing in any more.
func revokeDevice(t *testing.T, ts *testServer, desk, laptop, game string) {
	ctx := ctxFor(t)
	me, err := client.Me(ctx, ts.url, desk)
	if err != nil || len(me.Devices) != 2 || !me.Devices[0].Current || me.Devices[1].Label != "laptop" {
		t.Fatalf("the devices: %+v %v", me, err)
	}
	if err := client.Revoke(ctx, ts.url, desk, me.Devices[1].ID); err != nil {
		t.Fatal(err)
	}
	_, err = client.Me(ctx, ts.url, laptop)
	refusedAs(t, err, protocol.ErrAuth)
	c, err := client.DialAccount(ctx, ts.url, game, laptop, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if m, err := c.Read(ctx); err != nil || m.(*protocol.Error).Code != protocol.ErrAuth {
		t.Fatalf("a revoked device's hello: %+v %v", m, err)
	}
}

// recoverAccount resets the password with the recovery code, once.
func recoverAccount(t *testing.T, ts *testServer, code string) {
	ctx := ctxFor(t)
	a, err := client.Recover(ctx, ts.url, "anna", code, "battery staple", "phone")
	if err != nil || a.Recovery == "" || a.Recovery == code {
		t.Fatalf("recovered: %+v %v", a, err)
	}
	_, err = client.Recover(ctx, ts.url, "anna", code, "third password", "")
	refusedAs(t, err, protocol.ErrAuth)
	_, err = client.SignIn(ctx, ts.url, "Anna", "correct horse", "x")
	refusedAs(t, err, protocol.ErrAuth)
	if _, err := client.SignIn(ctx, ts.url, "Anna", "battery staple", "x"); err != nil {
		t.Fatal(err)
	}
}

// A browser's session is a cookie: HttpOnly, SameSite=Lax, Secure behind TLS; the calls and the
// socket's hello are signed in by it.
func TestSessionCookie(t *testing.T) {
	ts := startServer(t, "", 1e6)
	for _, tls := range []bool{false, true} {
		jar, _ := cookiejar.New(nil)
		hc := &http.Client{Jar: jar}
		name := map[bool]string{false: "Bo", true: "Cy"}[tls]
		req, _ := http.NewRequest("POST", ts.url+"/api/account/new", bytes.NewReader([]byte(`{"v":1,"name":"`+name+`","password":"a long password"}`)))
		req.Header.Set("Content-Type", "application/json")
		if tls {
			req.Header.Set("X-Forwarded-Proto", "https")
		}
		resp, err := hc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		cs := resp.Cookies()
		if resp.StatusCode != 200 || len(cs) != 1 || cs[0].Name != SessionCookie || !cs[0].HttpOnly || cs[0].SameSite != http.SameSiteLaxMode || cs[0].Secure != tls {
			t.Fatalf("over TLS %v: %d, cookies %+v", tls, resp.StatusCode, cs)
		}
		if tls {
			continue // the jar keeps a Secure cookie for https addresses only
		}
		resp, err = hc.Post(ts.url+"/api/account/me", "application/json", bytes.NewReader([]byte(`{"v":1}`)))
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("signed in by the cookie: %v %v", resp.Status, err)
		}
		resp.Body.Close()
	}
}

// A browser signed in (its session cookie) that makes a game or joins one holds the seat by its
// account too: the game appears on the account's other devices, which play it.
func TestSeatsTakenSignedIn(t *testing.T) {
	ts := startServer(t, "", 1e6)
	jar, _ := cookiejar.New(nil)
	hc := &http.Client{Jar: jar}
	post := func(path, body string, out any) {
		t.Helper()
		resp, err := hc.Post(ts.url+path, "application/json", bytes.NewReader([]byte(body)))
		if err != nil || resp.StatusCode != 200 {
			t.Fatalf("%s: %v %v", path, resp.Status, err)
		}
		defer resp.Body.Close()
		if out != nil {
			json.NewDecoder(resp.Body).Decode(out)
		}
	}
	post("/api/account/new", `{"v":1,"name":"Dee","password":"a long password"}`, nil)
	var tk protocol.Ticket
	post("/api/games", `{"v":1,"seats":[{"kind":"me","name":"Dee"},{"kind":"human"}]}`, &tk)
	other, err := client.SignIn(ctxFor(t), ts.url, "dee", "a long password", "phone")
	if err != nil {
		t.Fatal(err)
	}
	m, err := client.AccountGames(ctxFor(t), ts.url, other.DeviceKey, nil)
	if err != nil || len(m.Games) != 1 || m.Games[0].Game != tk.Game || m.Games[0].Seat != tk.Seat {
		t.Fatalf("the phone's games: %+v %v", m, err)
	}
	// a call without the cookie gives nothing to anybody
	if _, err := client.Create(ctxFor(t), ts.url, twoPeople()); err != nil {
		t.Fatal(err)
	}
	if m, _ := client.AccountGames(ctxFor(t), ts.url, other.DeviceKey, nil); len(m.Games) != 1 {
		t.Fatalf("a game made signed out given to the account: %+v", m)
	}
}

// An account's settings follow it: written on one device, read on another; what is not a JSON
// object of at most 4 KiB is refused; signed out, nothing is read.
func TestSettingsFollowTheAccount(t *testing.T) {
	ts := startServer(t, "", 1e6)
	ctx := ctxFor(t)
	desk, err := client.SignUp(ctx, ts.url, "Fay", "a long password", "desk")
	if err != nil {
		t.Fatal(err)
	}
	if got, err := client.Settings(ctx, ts.url, desk.DeviceKey, nil); err != nil || string(got) != "null" {
		t.Fatalf("settings before any: %s %v", got, err)
	}
	if _, err := client.Settings(ctx, ts.url, desk.DeviceKey, []byte(`{"sound":false,"speed":2}`)); err != nil {
		t.Fatal(err)
	}
	phone, err := client.SignIn(ctx, ts.url, "fay", "a long password", "phone")
	if err != nil {
		t.Fatal(err)
	}
	if got, err := client.Settings(ctx, ts.url, phone.DeviceKey, nil); err != nil || string(got) != `{"sound":false,"speed":2}` {
		t.Fatalf("the phone's settings: %s %v", got, err)
	}
	for _, bad := range []string{`[1,2]`, `"x"`, `{"big":"` + strings.Repeat("x", protocol.MaxSettings) + `"}`} {
		_, err := client.Settings(ctx, ts.url, phone.DeviceKey, []byte(bad))
		refusedAs(t, err, protocol.ErrBadMessage)
	}
	_, err = client.Settings(ctx, ts.url, "", nil)
	refusedAs(t, err, protocol.ErrAuth)
}
