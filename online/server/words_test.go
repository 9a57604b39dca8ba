package server

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"tigris/online/protocol"
)

// A decision that names no step (absent or null) is refused, not applied at step 0, and every
// refusal is in a player's words, never Go's.
func TestStepLessDecisionRefusedInWords(t *testing.T) {
	ts := startServer(t, "", 1e6)
	a, b, ta, _ := twoPlayers(t, ts)
	p, _ := toMove(a, b)
	m := quietTile(t, p).String()
	for _, c := range []struct{ raw, says string }{
		{`{"v":1,"type":"move","move":"` + m + `"}`, `names no "step"`},
		{`{"v":1,"type":"move","step":null,"move":"` + m + `"}`, `names no "step"`},
		{`{"v":1,"type":"undo"}`, `names no "step"`},
		{`{"v":1,"type":"resign","step":null}`, `names no "step"`},
		{`{"v":1,"type":"move","step":1.5,"move":"` + m + `"}`, `"step" is a whole number, not number 1.5`},
		{`{"v":1,"type":"move","step":"0","move":"` + m + `"}`, `"step" is a whole number, not a text`},
	} {
		if err := p.c.SendRaw(ctxFor(t), []byte(c.raw)); err != nil {
			t.Fatal(err)
		}
		e := p.want("error").(*protocol.Error)
		if e.Code != protocol.ErrBadMessage || !strings.Contains(e.Message, c.says) || goWords(e.Message) {
			t.Errorf("%s: %+v", c.raw, e)
		}
	}
	if n := ts.stored(t, ta.Game); n != 0 {
		t.Fatalf("a step-less decision was applied: %d stored", n)
	}
	if u := p.move(quietTile(t, p)); u.Step != 0 {
		t.Fatalf("the decision naming its step: %+v", u)
	}
}

// goWords reports whether a message quotes Go's JSON errors.
func goWords(msg string) bool {
	return strings.Contains(msg, "unmarshal") || strings.Contains(msg, "Go struct") || strings.Contains(msg, "Go value")
}

// The HTTP calls read one JSON value sent as JSON, as the WebSocket does: trailing garbage and
// other content types are refused, in a player's words.
func TestHTTPBodiesAreJSONOnly(t *testing.T) {
	ts := startServer(t, "", 1e6)
	good := `{"v":1,"seats":[{"kind":"me"},{"kind":"human"}]}`
	for _, c := range []struct {
		typ, body string
		status    int
		says      string
	}{
		{"application/json", good + ` garbage`, 400, "something after its JSON"},
		{"application/json", good + `{}`, 400, "something after its JSON"},
		{"text/plain", good, 415, "application/json"},
		{"application/x-www-form-urlencoded", good, 415, "application/json"},
		{"", good, 415, "application/json"},
		{"application/json", `{"v":1,"seats":[{"kind":"me"},{"kind":"human"}],"turn_limit":1.5}`, 400, `"turn_limit" is a whole number, not number 1.5`},
		{"application/json", `{"v":1,"seats":"two"}`, 400, `"seats" is a list, not a text`},
		{"application/json", `{"v":1,`, 400, "ends before it is whole"},
	} {
		req, _ := http.NewRequest("POST", ts.url+"/api/games", strings.NewReader(c.body))
		if c.typ != "" {
			req.Header.Set("Content-Type", c.typ)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var he protocol.HTTPError
		json.NewDecoder(resp.Body).Decode(&he)
		resp.Body.Close()
		if resp.StatusCode != c.status || he.Code != protocol.ErrBadMessage || !strings.Contains(he.Message, c.says) || goWords(he.Message) {
			t.Errorf("%q %.60s: %s %+v", c.typ, c.body, resp.Status, he)
		}
	}
	if ts.Live() != 0 {
		t.Fatalf("a refused body created a game")
	}
	req, _ := http.NewRequest("POST", ts.url+"/api/games", strings.NewReader(good))
	req.Header.Set("Content-Type", "application/json; charset=utf-8")
	resp, err := http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("the good body: %v %v", resp.Status, err)
	}
	resp.Body.Close()
}
