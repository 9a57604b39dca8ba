package scenes

import (
	"context"
	"fmt"
	"sync"
	"time"

	"tigris/online/client"
	"tigris/scenes/settings"
)

// onlineTurns is how many of this device's online games wait for its player, asked of their
// servers off the frame for the title's Play online button.
type onlineTurns struct {
	mu      sync.Mutex
	asked   time.Time
	waiting map[string]int // by server, games whose decision is this device's
	changed bool           // a new answer the title has not drawn
}

// onlineLabel is the title's Play online label, with the games waiting for the player; changed
// reports an answer come since the last call. The servers are asked at most once a minute.
func (sh *Shell) onlineLabel(now time.Time) (label string, changed bool) {
	n := &sh.turns
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.asked.IsZero() || now.Sub(n.asked) > time.Minute {
		n.asked = now
		if kept, err := settings.LoadOnline(sh.Store); err == nil && len(kept.Seats) > 0 {
			go n.ask(kept)
		}
	}
	changed, n.changed = n.changed, false
	waiting, tell := 0, false
	for base, w := range n.waiting {
		waiting += w
		tell = tell || sh.turnNotices.tells(sh.Store, base) // turnnotice.go: "My turn" on that server
	}
	if waiting > 0 && sh.Hooks.YourTurn != nil {
		sh.Hooks.YourTurn(waitingWords(waiting), tell) // yourturn.go: the tab's title, the desktop's notice
	}
	switch {
	case waiting == 1:
		return "Play online · your turn", changed
	case waiting > 1:
		return fmt.Sprintf("Play online · your turn in %d", waiting), changed
	}
	return "Play online", changed
}

// forget makes the title ask again (a game was made, joined or played since).
func (n *onlineTurns) forget() {
	n.mu.Lock()
	n.asked = time.Time{}
	n.mu.Unlock()
}

// ask counts the games waiting for this device's player, server by server.
func (n *onlineTurns) ask(kept settings.Online) {
	byServer := map[string][]string{}
	for _, k := range kept.Seats {
		byServer[k.Server] = append(byServer[k.Server], k.Token)
	}
	waiting := map[string]int{}
	for base, tokens := range byServer {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		m, err := client.Mine(ctx, base, tokens)
		cancel()
		if err != nil {
			continue // a server away: its games are not counted
		}
		for _, g := range m.Games {
			if !g.Over && g.ToMove == g.Seat {
				waiting[base]++
			}
		}
	}
	n.mu.Lock()
	n.waiting, n.changed = waiting, true
	n.mu.Unlock()
}
