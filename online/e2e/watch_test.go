package e2e

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/postgres/pgtest"
)

// scrape reads the metrics at url as name{labels} → value.
func scrape(t *testing.T, url, token string) (map[string]float64, int) {
	t.Helper()
	req, _ := http.NewRequest("GET", url, nil)
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	out := map[string]float64{}
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		l := sc.Text()
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		i := strings.LastIndexByte(l, ' ')
		v, err := strconv.ParseFloat(l[i+1:], 64)
		if err == nil {
			out[l[:i]] = v
		}
	}
	return out, resp.StatusCode
}

func status(t *testing.T, url string) int {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode
}

// The metrics of a server process count what its players did, as the players count it: two
// games played to their ends give as many decisions, decision latencies and stored appends as
// the games hold; a connected seat is a connection and its game is live; a wrong token is a
// refusal "auth". The same metrics behind -metrics-token need the token. Its JSON log is JSON
// line by line and holds no seat's token.
func TestMetricsCountWhatThePlayersDid(t *testing.T) {
	bin, _ := binaries(t)
	srv := start(t, bin, "-addr", "127.0.0.1:0", "-data", t.TempDir(), "-rate", "1000", "-log-format", "json",
		"-metrics-addr", "127.0.0.1:0", "-metrics-token", "a-token-for-the-scraper")
	m := srv.line(t, `listening on (http://\S+) .*metrics on (http://[^\s)]+)`, 20*time.Second)
	url, metricsURL := m[1], m[2]
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()

	progress := func(int) {}
	decisions := 0
	for i, g := range []*played{playAcross(ctx, t, []string{url, url}, []string{url}, 5, progress), playAcross(ctx, t, []string{url, url}, []string{url}, 6, progress)} {
		n := g.finish(ctx, t)
		t.Logf("game %d: %d decisions", i, n)
		decisions += n
	}
	ticket, err := client.Create(ctx, url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	joined, err := client.Join(ctx, url, ticket.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	c, err := client.Dial(ctx, url, ticket.Game, ticket.Token, -1)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if _, err := c.Read(ctx); err != nil {
		t.Fatal(err)
	}
	bad, err := client.Dial(ctx, url, ticket.Game, strings.Repeat("A", 43), -1)
	if err != nil {
		t.Fatal(err)
	}
	bad.Read(ctx)
	bad.Close()

	var got map[string]float64
	ok := poll.Within(10*time.Second, func() bool {
		got, _ = scrape(t, metricsURL, "")
		return got["tigris_connections"] == 1
	})
	if !ok {
		t.Errorf("the games' connections are not closed and the one seat counted: %v connections, %v live", got["tigris_connections"], got["tigris_games_live"])
	}
	for name, want := range map[string]float64{
		`tigris_decisions_total{by="person"}`:                    float64(decisions),
		`tigris_decision_seconds_count`:                          float64(decisions),
		`tigris_store_seconds_count{call="append",outcome="ok"}`: float64(decisions),
		`tigris_store_seconds_count{call="create",outcome="ok"}`: 3,
		`tigris_refusals_total{code="auth"}`:                     1,
		`tigris_http_responses_total{class="2xx",status="200"}`:  6, // 3 creates, 3 joins
		`tigris_connections`:                                     1,
		`tigris_addresses_benched_total`:                         0,
	} {
		if got[name] != want {
			t.Errorf("%s = %v, want %v", name, got[name], want)
		}
	}
	if got["tigris_games_live"] < 1 || got["go_goroutines"] <= 0 || got["process_resident_memory_bytes"] <= 0 {
		t.Errorf("live games %v, goroutines %v, resident %v", got["tigris_games_live"], got["go_goroutines"], got["process_resident_memory_bytes"])
	}
	if _, code := scrape(t, url+"/metrics", ""); code != http.StatusUnauthorized {
		t.Errorf("/metrics on the main address without the token: %d", code)
	}
	if main, code := scrape(t, url+"/metrics", "a-token-for-the-scraper"); code != 200 || main[`tigris_decisions_total{by="person"}`] != float64(decisions) {
		t.Errorf("/metrics with the token: %d, %v decisions", code, main[`tigris_decisions_total{by="person"}`])
	}
	for _, u := range []string{url + "/healthz", url + "/readyz", strings.TrimSuffix(metricsURL, "/metrics") + "/readyz"} {
		if code := status(t, u); code != 200 {
			t.Errorf("%s: %d", u, code)
		}
	}

	checkJSONLog(t, srv, ticket.Token, joined.Token, "a-token-for-the-scraper")
}

// checkJSONLog reads a server's log: each line JSON with a msg, none holding a token.
func checkJSONLog(t *testing.T, srv *proc, tokens ...string) {
	srv.mu.Lock()
	lines := append([]string(nil), srv.out...)
	srv.mu.Unlock()
	seatToken := regexp.MustCompile(`[A-Za-z0-9_-]{43}`)
	for _, l := range lines {
		if strings.HasPrefix(l, "tigris-server: listening") {
			continue
		}
		var obj map[string]any
		if err := json.Unmarshal([]byte(l), &obj); err != nil || obj["msg"] == nil {
			t.Errorf("a log line that is not JSON with a msg: %q", l)
		}
		for _, tok := range tokens {
			if strings.Contains(l, tok) {
				t.Errorf("the log holds a token: %q", l)
			}
		}
		if seatToken.MatchString(l) {
			t.Errorf("the log holds something shaped like a seat's token: %q", l)
		}
	}
}

// /readyz answers 503 while the database does not answer, and 200 again once it does;
// /healthz (the process) answers throughout.
func TestReadyMeansTheStoreAnswers(t *testing.T) {
	db := pgtest.Database(t)
	cluster := pgtest.Shared(t)
	bin, _ := binaries(t)
	srv := start(t, bin, "-addr", "127.0.0.1:0", "-db", db)
	url := srv.url(t)
	if code := status(t, url+"/readyz"); code != 200 {
		t.Fatalf("/readyz with the database up: %d", code)
	}
	if err := cluster.Down(); err != nil {
		t.Fatal(err)
	}
	defer cluster.Up()
	poll.Until(t, 20*time.Second, "/readyz 503 with the database down", func() bool { return status(t, url+"/readyz") == 503 })
	if code := status(t, url+"/healthz"); code != 200 {
		t.Errorf("/healthz with the database down: %d", code)
	}
	if err := cluster.Up(); err != nil {
		t.Fatal(err)
	}
	poll.Until(t, 30*time.Second, "/readyz 200 with the database back", func() bool { return status(t, url+"/readyz") == 200 })
}
