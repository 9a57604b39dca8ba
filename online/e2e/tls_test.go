package e2e

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"tigris/internal/poll"
	"tigris/online/protocol"
	"tigris/online/tlsconf/tlstest"
)

// httpsClient trusts roots only, and never follows a redirect (the test reads them).
func httpsClient(roots *x509.CertPool) *http.Client {
	return &http.Client{Timeout: 20 * time.Second,
		Transport:     &http.Transport{TLSClientConfig: &tls.Config{RootCAs: roots}},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
}

// A server started with -cert and -key speaks TLS by itself: a client that trusts the test's
// authority creates a game over HTTPS (with HSTS) and plays its seat over wss://; the files
// replaced as a renewal would are served at the next handshake without a restart; the plain
// -http-addr redirects to the HTTPS address.
func TestTLSFromFilesReloadedAndRedirected(t *testing.T) {
	bin, _ := binaries(t)
	dir := t.TempDir()
	ca := tlstest.NewCA(t)
	certFile, keyFile := filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	c1, k1 := ca.Issue(t, 1001)
	tlstest.WriteFiles(t, certFile, keyFile, c1, k1)
	srv := start(t, bin, "-addr", "127.0.0.1:0", "-rate", "1000", "-data", filepath.Join(dir, "data"), "-cert", certFile, "-key", keyFile, "-http-addr", "127.0.0.1:0")
	m := srv.line(t, `listening on https://(\S+) .*; http://(\S+) redirects`, 20*time.Second)
	hostport, plain := m[1], m[2]
	base := "https://" + hostport

	if s, err := tlstest.Serial(hostport, "localhost", ca.Pool()); err != nil || s != 1001 {
		t.Fatalf("first handshake: serial %d, %v; want 1001", s, err)
	}
	hc := httpsClient(ca.Pool())
	resp, err := hc.Post(base+"/api/games", "application/json", strings.NewReader(`{"v":1,"seats":[{"kind":"me","name":"Ann"},{"kind":"bot","level":"random"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	var ticket protocol.Ticket
	decodeJSON(t, resp, &ticket)
	if hsts := resp.Header.Get("Strict-Transport-Security"); !strings.HasPrefix(hsts, "max-age=") {
		t.Errorf("no HSTS over HTTPS: %q", hsts)
	}
	if !strings.HasPrefix(ticket.Link, "https://") {
		t.Errorf("the invitation is not an https link: %s", ticket.Link)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	ws, _, err := websocket.Dial(ctx, "wss://"+hostport+"/ws", &websocket.DialOptions{HTTPClient: hc})
	if err != nil {
		t.Fatalf("wss: %v", err)
	}
	defer ws.CloseNow()
	hello, _ := protocol.Encode(&protocol.Hello{Game: ticket.Game, Token: ticket.Token, Step: -1})
	if err := ws.Write(ctx, websocket.MessageText, hello); err != nil {
		t.Fatal(err)
	}
	_, data, err := ws.Read(ctx)
	if err != nil || !strings.Contains(string(data), `"welcome"`) {
		t.Fatalf("no welcome over wss: %s %v", data, err)
	}

	c2, k2 := ca.Issue(t, 1002)
	tlstest.WriteFiles(t, certFile, keyFile, c2, k2)
	poll.Until(t, 10*time.Second, "the renewed certificate served", func() bool {
		s, err := tlstest.Serial(hostport, "localhost", ca.Pool())
		return err == nil && s == 1002
	})
	// a damaged renewal keeps the one in use
	tlstest.WriteFiles(t, certFile, keyFile, []byte("not a certificate"), k2)
	if s, err := tlstest.Serial(hostport, "localhost", ca.Pool()); err != nil || s != 1002 {
		t.Fatalf("after a damaged renewal: serial %d, %v; want 1002 still", s, err)
	}

	botsOverTLS(t, base, filepath.Join(dir, "ca.pem"), ca.PEM)

	for _, m := range []struct{ method, want string }{{"GET", "301"}, {"POST", "308"}} {
		req, _ := http.NewRequest(m.method, "http://"+plain+"/?join=ABCDEFGH", nil)
		req.Host = "localhost:80"
		resp, err := hc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		_, port, _ := strings.Cut(hostport, ":")
		if want := "https://localhost:" + port + "/?join=ABCDEFGH"; !strings.HasPrefix(resp.Status, m.want) || resp.Header.Get("Location") != want {
			t.Errorf("%s on plain HTTP: %s to %q, want %s to %q", m.method, resp.Status, resp.Header.Get("Location"), m.want, want)
		}
	}
}

func decodeJSON(t *testing.T, resp *http.Response, v any) {
	t.Helper()
	defer resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Fatalf("%s %s: %s", resp.Request.Method, resp.Request.URL, resp.Status)
	}
	if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
		t.Fatal(err)
	}
}

// botsOverTLS plays a whole game between two tigris-bot processes over https:// and wss://,
// trusting the test's authority as an operator's users would trust theirs (SSL_CERT_FILE).
func botsOverTLS(t *testing.T, base, caFile string, caPEM []byte) {
	t.Helper()
	if err := os.WriteFile(caFile, caPEM, 0o600); err != nil {
		t.Fatal(err)
	}
	_, botBin := binaries(t)
	env := append(os.Environ(), "SSL_CERT_FILE="+caFile)
	a := startEnv(t, env, botBin, "-server", base, "-create", "me,human", "-level", "random", "-name", "Ann")
	code := a.line(t, `created game \w+ code (\w+) seat 0`, 20*time.Second)[1]
	b := startEnv(t, env, botBin, "-server", base, "-join", code, "-level", "random", "-name", "Bo")
	endA := a.line(t, `over after (\d+) decisions`, 60*time.Second)
	endB := b.line(t, `over after (\d+) decisions`, 60*time.Second)
	if endA[1] != endB[1] {
		t.Fatalf("the two bots saw different ends over TLS: %s / %s", endA[0], endB[0])
	}
	t.Logf("a whole game over https and wss: %s", endA[0])
}
