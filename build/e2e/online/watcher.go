package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/coder/websocket"

	"tigris/build/e2e/internal/tracelog"
	"tigris/online/client"
)

// watcher is a spectator held by the check itself over the watch link's WebSocket, so the check
// reads every byte the server sends a spectator: none may hold a hand, points, treasures held,
// discarded colours or another seat's swap (R11.1), and it is shown the game behind decisions
// late. It prints a line for each message ("welcome step N", "update step N", "over resigned N"), waited on
// like a process's lines.
type watcher struct {
	p          *proc
	addr, game string
	key        string
	behind     int
	out        *io.PipeWriter
	cancel     context.CancelFunc
}

// watchLink asks the server for a watch link of the game, by one of its seat tokens.
func (c *check) watchLink(base, game, token string, behind int) (key, link string) {
	ctx, cancel := context.WithTimeout(context.Background(), c.timeout)
	defer cancel()
	l, err := client.WatchLink(ctx, base, game, token, behind)
	if err != nil {
		c.fail("a watch link %d behind: %v", behind, err)
	}
	if l.Behind != behind {
		c.fail("a watch link asked %d behind is %d behind", behind, l.Behind)
	}
	return l.Key, l.Link
}

// startWatcher opens the watch link's connection; its lines go to NAME.log.
func (c *check) startWatcher(name, addr, game, key string, behind int) *watcher {
	w := &watcher{p: &proc{c: c.env, name: name, Log: tracelog.New()}, addr: addr, game: game, key: key, behind: behind}
	r, out := io.Pipe()
	w.out = out
	log := c.create(name + ".log")
	go w.p.Read(r, log, nil, func() error { return nil })
	c.cleanups = append(c.cleanups, func() { w.stop(); out.Close() })
	w.connect()
	return w
}

// connect opens a connection (again, after the server's restart) and reads it until it closes.
func (w *watcher) connect() {
	ctx, cancel := context.WithCancel(context.Background())
	w.cancel = cancel
	dial, dcancel := context.WithTimeout(ctx, w.p.c.timeout)
	defer dcancel()
	conn, _, err := websocket.Dial(dial, "ws://"+w.addr+"/ws", nil)
	if err != nil {
		w.p.c.fail("%s: %v", w.p.name, err)
	}
	conn.SetReadLimit(1 << 22)
	hello := fmt.Sprintf(`{"v":1,"type":"watch","game":%q,"key":%q,"step":-1}`, w.game, w.key)
	if err := conn.Write(dial, websocket.MessageText, []byte(hello)); err != nil {
		w.p.c.fail("%s: %v", w.p.name, err)
	}
	go func() {
		defer conn.CloseNow()
		for {
			_, b, err := conn.Read(ctx)
			if err != nil {
				fmt.Fprintln(w.out, "closed")
				return
			}
			line, bad := spectatorLine(b)
			if bad != "" {
				w.p.c.failAsync("%s was sent %s: %.300s", w.p.name, bad, b)
			}
			if line != "" {
				fmt.Fprintln(w.out, line)
			}
		}
	}()
}

// stop closes the connection.
func (w *watcher) stop() {
	if w.cancel != nil {
		w.cancel()
	}
}

// shownAt is the decisions the spectator had been shown at line index at: the last welcome's
// step, or the last update's step and one.
func (w *watcher) shownAt(at int) int {
	lines, _ := w.p.Since(0)
	n := 0
	for _, l := range lines[:min(at, len(lines))] {
		var s int
		if _, err := fmt.Sscanf(l, "welcome step %d", &s); err == nil {
			n = s
		} else if _, err := fmt.Sscanf(l, "update step %d", &s); err == nil {
			n = s + 1
		}
	}
	return n
}

// spectatorLine is what a message to a spectator says ("" for one of no interest), and what it
// holds that a spectator may not see ("" if nothing).
func spectatorLine(b []byte) (line, bad string) {
	var m struct {
		Type     string          `json:"type"`
		Step     int             `json:"step"`
		Seat     *int            `json:"seat"`
		Decision string          `json:"decision"`
		Move     string          `json:"move"`
		View     json.RawMessage `json:"view"`
		Events   []struct {
			Kind string `json:"kind"`
		} `json:"events"`
		Resigned []int `json:"resigned"`
	}
	if err := json.Unmarshal(b, &m); err != nil {
		return "", "a message that is not JSON"
	}
	if len(m.View) > 0 && string(m.View) != "null" {
		if bad := privateIn(m.View); bad != "" {
			return "", bad
		}
	}
	switch m.Type {
	case "welcome":
		if m.Seat == nil || *m.Seat != -1 {
			return "", "a welcome to a seat"
		}
		return fmt.Sprintf("welcome step %d", m.Step), ""
	case "update":
		if (strings.Contains(m.Decision, "swap") || strings.Contains(m.Decision, "wonder")) && m.Move != "" {
			return "", "another seat's swap or wonder point"
		}
		for _, e := range m.Events {
			if e.Kind == "scored" {
				return "", "a scored event"
			}
		}
		return fmt.Sprintf("update step %d", m.Step), ""
	case "undone":
		return fmt.Sprintf("welcome step %d", m.Step), ""
	case "hint":
		return "", "a hint"
	case "over":
		return fmt.Sprintf("over resigned %d", len(m.Resigned)), ""
	}
	return "", ""
}

// privateIn names what a view holds that no spectator may see (R11.1), "" if nothing.
func privateIn(raw json.RawMessage) string {
	var v struct {
		Me          int   `json:"me"`
		Hand        []int `json:"hand"`
		Score       []int `json:"score"`
		Treasures   int   `json:"treasures"`
		MyDiscards  []int `json:"my_discards"`
		OpenScoring bool  `json:"open_scoring"`
		Players     []struct {
			Score     *[]int `json:"score"`
			Treasures int    `json:"treasures"`
		} `json:"players"`
	}
	if err := json.Unmarshal(raw, &v); err != nil {
		return "a view that is not JSON"
	}
	zero := func(a []int) bool {
		for _, x := range a {
			if x != 0 {
				return false
			}
		}
		return true
	}
	switch {
	case v.Me != -1:
		return fmt.Sprintf("a seat's view (me %d)", v.Me)
	case !zero(v.Hand):
		return "a hand"
	case !zero(v.Score) || v.Treasures != 0:
		return "a seat's points"
	case !zero(v.MyDiscards):
		return "discarded colours"
	}
	for _, p := range v.Players {
		if !v.OpenScoring && (p.Score != nil || p.Treasures != 0) {
			return "a player's hidden points"
		}
	}
	return ""
}

// waitShown waits until the spectator has been shown n decisions (lines after from).
func (w *watcher) waitShown(from, n int) {
	w.p.until(from, fmt.Sprintf("%d decisions shown", n), func(lines []string) bool {
		return w.shownAt(from+len(lines)) >= n
	})
}
