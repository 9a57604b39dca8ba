package server

import (
	"bufio"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/store/sqlite"
)

// The server's log is structured (log/slog): as JSON, a game created and a seat joined are lines
// whose game and seat are fields an operator's tools read, and no line holds a seat's token.
func TestLogLinesHaveFields(t *testing.T) {
	db, err := sqlite.Open(t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	var out lockedLog
	ts := startOn(t, db, Config{Clock: newFakeClock(), Log: slog.New(slog.NewJSONHandler(&out, nil))})
	ctx := ctxFor(t)
	ta, err := client.Create(ctx, ts.url, protocol.CreateRequest{Seats: []protocol.SeatRequest{{Kind: "me", Name: "Ann"}, {Kind: "human"}}})
	if err != nil {
		t.Fatal(err)
	}
	tb, err := client.Join(ctx, ts.url, ta.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	out.mu.Lock()
	text := out.b.String()
	out.mu.Unlock()
	if strings.Contains(text, ta.Token) || strings.Contains(text, tb.Token) {
		t.Fatalf("a token in the log:\n%s", text)
	}
	found := map[string]map[string]any{}
	sc := bufio.NewScanner(strings.NewReader(text))
	for sc.Scan() {
		var line map[string]any
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			t.Fatalf("a log line that is not JSON: %s", sc.Text())
		}
		found[line["msg"].(string)] = line
	}
	if c := found["game created"]; c == nil || c["game"] != ta.Game || c["seats"] != 2.0 || c["level"] != "INFO" {
		t.Fatalf("the creation's line: %v\nlog:\n%s", c, text)
	}
	if j := found["seat joined"]; j == nil || j["game"] != ta.Game || j["seat"] != 1.0 {
		t.Fatalf("the join's line: %v\nlog:\n%s", j, text)
	}
}
