package forwarded

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

// A real server on loopback behind Handler: what it sees as the client's address, asked with
// headers as a proxy or a client would send them.
func TestClientAddressOnlyFromTrustedProxies(t *testing.T) {
	echo := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, r.RemoteAddr+" "+r.Header.Get("X-Forwarded-Proto"))
	})
	ask := func(trusted string, xff []string, proto string) string {
		tr, err := Parse(trusted)
		if err != nil {
			t.Fatal(err)
		}
		srv := httptest.NewServer(tr.Handler(echo))
		defer srv.Close()
		req, _ := http.NewRequest("GET", srv.URL, nil)
		for _, v := range xff {
			req.Header.Add("X-Forwarded-For", v)
		}
		if proto != "" {
			req.Header.Set("X-Forwarded-Proto", proto)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return string(b)
	}
	for _, c := range []struct {
		name, trusted string
		xff           []string
		proto, want   string
	}{
		{"off by default: the header is a client's claim", "", []string{"203.0.113.9"}, "https", "127.0.0.1 "},
		{"another proxy is not believed", "10.0.0.0/8", []string{"203.0.113.9"}, "https", "127.0.0.1 "},
		{"the trusted proxy names the client", "127.0.0.0/8", []string{"203.0.113.9"}, "https", "203.0.113.9 https"},
		{"a client's own claim before the proxy's is skipped", "127.0.0.1", []string{"198.51.100.1, 203.0.113.9"}, "", "203.0.113.9 "},
		{"proxies in a chain are walked through", "127.0.0.1,10.0.0.0/8", []string{"198.51.100.1", "203.0.113.9, 10.1.2.3"}, "", "203.0.113.9 "},
		{"a damaged header leaves the proxy", "127.0.0.1", []string{"not-an-address"}, "", "127.0.0.1 "},
		{"no header leaves the proxy", "127.0.0.1", nil, "", "127.0.0.1 "},
		{"IPv6 clients", "127.0.0.1", []string{"2001:db8::7"}, "", "[2001:db8::7] "},
	} {
		got := ask(c.trusted, c.xff, c.proto)
		host := got[:len(got)-len(got[indexSpace(got):])]
		want := c.want[:indexSpace(c.want)]
		if host != want && host != want+":0" && !(want == "127.0.0.1" && len(host) > len(want) && host[:len(want)+1] == want+":") {
			t.Errorf("%s: the server saw %q, want %q", c.name, got, c.want)
		}
		if got[indexSpace(got):] != c.want[indexSpace(c.want):] {
			t.Errorf("%s: X-Forwarded-Proto %q, want %q", c.name, got[indexSpace(got):], c.want[indexSpace(c.want):])
		}
	}
	if _, err := Parse("10.0.0.0/8,nonsense"); err == nil {
		t.Error("a bad prefix was taken")
	}
}

func indexSpace(s string) int {
	for i := range s {
		if s[i] == ' ' {
			return i
		}
	}
	return len(s)
}
