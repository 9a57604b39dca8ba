package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
)

// adminCall makes a call to the operator's API and decodes its JSON answer into out.
func adminCall(t *testing.T, method, url, token, body string, out any) int {
	t.Helper()
	var r io.Reader
	if body != "" {
		r = strings.NewReader(body)
	}
	req, _ := http.NewRequest(method, url, r)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	if out != nil {
		json.NewDecoder(resp.Body).Decode(out)
	}
	return resp.StatusCode
}

// The operator's controls of a server process, behind their token read from a file: without it
// nothing is answered; with it the games are listed and found by a player's name, a game's record
// is read (its seed hidden while it is played), a game is ended (its player is told it is over),
// an address is banned (its calls refused, the operator's not) and unbanned, new games are paused
// and a bound per address set; every call, the refused one too, is a line of the audit log.
func TestOperatorsControls(t *testing.T) {
	bin, _ := binaries(t)
	dir := t.TempDir()
	tokenFile := filepath.Join(dir, "admin-token")
	const token = "operator-secret-0123456789"
	os.WriteFile(tokenFile, []byte(token+"\n"), 0o600)
	data := filepath.Join(dir, "data")
	srv := start(t, bin, "-addr", "127.0.0.1:0", "-data", data, "-admin-token", "@"+tokenFile)
	url := srv.url(t)
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	mk := func(name string) protocol.Ticket {
		tk, err := client.Create(ctx, url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: name}, {Kind: "bot", Level: "random"}}})
		if err != nil {
			t.Fatal(err)
		}
		return tk
	}
	ann, bo := mk("Annabel"), mk("Bo")
	if code := adminCall(t, "GET", url+"/admin/games", "", "", nil); code != 401 {
		t.Fatalf("the games without the token: %d", code)
	}
	if code := adminCall(t, "GET", url+"/admin/games", "wrong-token-0123456789", "", nil); code != 401 {
		t.Fatalf("the games with a wrong token: %d", code)
	}
	var games []map[string]any
	if code := adminCall(t, "GET", url+"/admin/games", token, "", &games); code != 200 || len(games) != 2 {
		t.Fatalf("the list: %d %v", code, games)
	}
	if adminCall(t, "GET", url+"/admin/games?q=annab", token, "", &games); len(games) != 1 || games[0]["id"] != ann.Game {
		t.Fatalf("searching a name: %v", games)
	}
	if adminCall(t, "GET", url+"/admin/games?q="+strings.ToLower(bo.Code), token, "", &games); len(games) != 1 || games[0]["id"] != bo.Game {
		t.Fatalf("searching a code: %v", games)
	}
	var rec map[string]any
	if code := adminCall(t, "GET", url+"/admin/games/"+ann.Game, token, "", &rec); code != 200 || rec["code"] != ann.Code || rec["seed"] != nil || rec["start"] != nil {
		t.Fatalf("a game's record while it is played (no seed, no bag): %d %v", code, rec)
	}

	checkEnd(t, ctx, url, token, ann)
	checkBans(t, ctx, url, token, data, bo)
	mk("Cy")
	checkLimits(t, url, token, mk)
	checkAudit(t, filepath.Join(data, "admin-audit.log"), token, ann.Token)
}

// checkBans bans this address: its players' calls are refused, the operator's are not; the ban
// is kept in its file, and unbanned.
func checkBans(t *testing.T, ctx context.Context, url, token, data string, bo protocol.Ticket) {
	// a ban of this address: its players' calls are refused, the operator's are not
	open, err := client.Dial(ctx, url, bo.Game, bo.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := open.Read(ctx); err != nil {
		t.Fatal(err)
	}
	if code := adminCall(t, "POST", url+"/admin/bans", token, `{"address":"127.0.0.1","for":"1h","reason":"test"}`, nil); code != 200 {
		t.Fatalf("ban: %d", code)
	}
	rctx, rcancel := context.WithTimeout(ctx, 10*time.Second)
	defer rcancel()
	for {
		if _, err := open.Read(rctx); err != nil {
			break
		}
	}
	if rctx.Err() != nil {
		t.Fatal("the banned address's open socket was not closed at the ban")
	}
	var refusal protocol.HTTPError
	if code := adminCall(t, "POST", url+"/api/games", "", `{"v":1,"seats":[{"kind":"me"},{"kind":"human"}]}`, &refusal); code != 403 || refusal.Code != "banned" {
		t.Errorf("a banned address creates a game: %d %v", code, refusal)
	}
	if _, err := client.Dial(ctx, url, bo.Game, bo.Token, -1); err == nil {
		t.Error("a banned address opened a socket")
	}
	var bans []map[string]any
	if adminCall(t, "GET", url+"/admin/bans", token, "", &bans); len(bans) != 1 {
		t.Errorf("the bans: %v", bans)
	}
	if b, err := os.ReadFile(filepath.Join(data, "bans.json")); err != nil || !strings.Contains(string(b), "127.0.0.1/32") {
		t.Errorf("the ban is not kept for the next start: %s %v", b, err)
	}
	if code := adminCall(t, "DELETE", url+"/admin/bans?address=127.0.0.1", token, "", nil); code != 200 {
		t.Fatalf("unban: %d", code)
	}

}

// checkLimits pauses new games, then bounds them at two an hour for an address.
func checkLimits(t *testing.T, url, token string, mk func(string) protocol.Ticket) {
	var refusal protocol.HTTPError
	// limits: paused, then two games an hour
	if code := adminCall(t, "PUT", url+"/admin/limits", token, `{"new_games":false}`, nil); code != 200 {
		t.Fatalf("pausing: %d", code)
	}
	if code := adminCall(t, "POST", url+"/api/games", "", `{"v":1,"seats":[{"kind":"me"},{"kind":"human"}]}`, &refusal); code != 503 || refusal.Code != "paused" {
		t.Errorf("a game created while paused: %d %v", code, refusal)
	}
	adminCall(t, "PUT", url+"/admin/limits", token, `{"new_games":true,"creates_per_hour":2}`, nil)
	mk("Di")
	mk("Ed")
	if code := adminCall(t, "POST", url+"/api/games", "", `{"v":1,"seats":[{"kind":"me"},{"kind":"human"}]}`, &refusal); code != 429 {
		t.Errorf("a third game in the hour: %d %v", code, refusal)
	}

}

// checkAudit reads the audit log: JSON lines, no token, every kind of action.
func checkAudit(t *testing.T, path string, tokens ...string) {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var actions []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var e struct{ Action, Target, Outcome, From string }
		if err := json.Unmarshal(sc.Bytes(), &e); err != nil {
			t.Fatalf("an audit line that is not JSON: %s", sc.Text())
		}
		for _, tok := range tokens {
			if strings.Contains(sc.Text(), tok) {
				t.Fatalf("the audit log holds a token: %s", sc.Text())
			}
		}
		actions = append(actions, e.Action+":"+e.Outcome)
	}
	joined := strings.Join(actions, "\n")
	for _, want := range []string{"GET /admin/games:refused: no valid token", "list:2 games", "read:ok", "end:ended", "end:refused", "ban:banned, 1 sockets closed", "bans:1 bans", "unban:unbanned", "set limits:set"} {
		if !strings.Contains(joined, want) {
			t.Errorf("the audit log lacks %q:\n%s", want, joined)
		}
	}
}

// checkEnd: Annabel plays; the operator ends her game, and she is told it is over.
func checkEnd(t *testing.T, ctx context.Context, url, token string, ann protocol.Ticket) {
	var rec map[string]any
	// Annabel plays; the operator ends her game
	bot := ai.New(ai.Random, 1)
	p := &client.Player{Base: url, GameID: ann.Game, Token: ann.Token, Choose: func(v *game.View) game.Move { return bot.Choose(v) }}
	ended := make(chan *protocol.Over, 1)
	go func() {
		o, _ := p.Run(ctx)
		ended <- o
	}()
	poll.Until(t, 30*time.Second, "the game under way", func() bool {
		var now struct{ Decisions []any }
		adminCall(t, "GET", url+"/admin/games/"+ann.Game, token, "", &now)
		return len(now.Decisions) >= 4
	})
	if code := adminCall(t, "POST", url+"/admin/games/"+ann.Game+"/end", token, "", nil); code != 200 {
		t.Fatalf("ending a game: %d", code)
	}
	select {
	case o := <-ended:
		if o == nil {
			t.Fatal("the player ended without being told the game is over")
		}
	case <-ctx.Done():
		t.Fatal("the player was not told its game ended")
	}
	if code := adminCall(t, "POST", url+"/admin/games/"+ann.Game+"/end", token, "", nil); code != 409 {
		t.Errorf("ending it again: %d", code)
	}
	if adminCall(t, "GET", url+"/admin/games/"+ann.Game, token, "", &rec); rec["over"] != true || rec["seed"] == nil {
		t.Errorf("the ended game's record: %v", rec)
	}

}

// Behind a proxy the server believes X-Forwarded-For only from the proxies named by
// -trusted-proxy: with it, a ban of the client's address meets that client through the proxy
// and not the proxy's other clients; without it, the header is a client's claim and changes
// nothing.
func TestTrustedProxyNamesTheClient(t *testing.T) {
	bin, _ := binaries(t)
	const token = "operator-secret-0123456789"
	create := func(url, xff string) int {
		req, _ := http.NewRequest("POST", url+"/api/games", strings.NewReader(`{"v":1,"seats":[{"kind":"me"},{"kind":"human"}]}`))
		req.Header.Set("Content-Type", "application/json")
		if xff != "" {
			req.Header.Set("X-Forwarded-For", xff)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp.StatusCode
	}
	for _, trusted := range []bool{true, false} {
		args := []string{"-addr", "127.0.0.1:0", "-data", t.TempDir(), "-admin-token", token}
		if trusted {
			args = append(args, "-trusted-proxy", "127.0.0.0/8")
		}
		srv := start(t, bin, args...)
		url := srv.url(t)
		if code := adminCall(t, "POST", url+"/admin/bans", token, `{"address":"203.0.113.9"}`, nil); code != 200 {
			t.Fatalf("ban: %d", code)
		}
		banned, other := create(url, "198.51.100.1, 203.0.113.9"), create(url, "203.0.113.10")
		if trusted && (banned != 403 || other != 200) {
			t.Errorf("behind a trusted proxy: the banned client %d (want 403), another %d (want 200)", banned, other)
		}
		if !trusted && (banned != 200 || other != 200) {
			t.Errorf("with no trusted proxy the header changed something: %d, %d (want 200, 200)", banned, other)
		}
	}
}

// The operator expires abandoned games in one call: those nobody decided in for the idle time
// given are ended (listed first with dry_run), the others and the finished ones are left, and
// the call is in the audit log.
func TestOperatorExpiresAbandonedGames(t *testing.T) {
	bin, _ := binaries(t)
	const token = "operator-secret-0123456789"
	data := t.TempDir()
	srv := start(t, bin, "-addr", "127.0.0.1:0", "-data", data, "-admin-token", token)
	url := srv.url(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var ids []string
	for _, name := range []string{"Ann", "Bo"} {
		tk, err := client.Create(ctx, url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: name}, {Kind: "human"}}})
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, tk.Game)
	}
	var got map[string][]string
	if code := adminCall(t, "POST", url+"/admin/expire", token, `{"idle":"1h"}`, &got); code != 200 || len(got["ended"]) != 0 {
		t.Fatalf("games an hour idle, when none is: %d %v", code, got)
	}
	if adminCall(t, "POST", url+"/admin/expire", token, `{"idle":"0s","dry_run":true}`, &got); len(got["would end"]) != 2 {
		t.Fatalf("a dry run: %v", got)
	}
	var rec struct{ Over bool }
	if adminCall(t, "GET", url+"/admin/games/"+ids[0], token, "", &rec); rec.Over {
		t.Fatal("a dry run ended a game")
	}
	if adminCall(t, "POST", url+"/admin/expire", token, `{"idle":"0s"}`, &got); len(got["ended"]) != 2 {
		t.Fatalf("expiring every idle game: %v", got)
	}
	for _, id := range ids {
		if adminCall(t, "GET", url+"/admin/games/"+id, token, "", &rec); !rec.Over {
			t.Errorf("game %s not ended", id)
		}
	}
	if adminCall(t, "POST", url+"/admin/expire", token, `{"idle":"0s"}`, &got); len(got["ended"]) != 0 {
		t.Errorf("finished games expired again: %v", got)
	}
	if code := adminCall(t, "POST", url+"/admin/expire", token, `{"idle":"soon"}`, nil); code != 400 {
		t.Errorf("a bad duration: %d", code)
	}
	checkAuditHas(t, filepath.Join(data, "admin-audit.log"), "expire:would end 2 games", "expire:ended 2 games", "expire:ended 0 games")
}

// checkAuditHas reads the audit log for action:outcome lines.
func checkAuditHas(t *testing.T, path string, want ...string) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for _, l := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var e struct{ Action, Outcome string }
		json.Unmarshal([]byte(l), &e)
		lines = append(lines, e.Action+":"+e.Outcome)
	}
	for _, w := range want {
		if !strings.Contains(strings.Join(lines, "\n"), w) {
			t.Errorf("the audit log lacks %q:\n%s", w, strings.Join(lines, "\n"))
		}
	}
}
