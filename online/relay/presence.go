package relay

import (
	"slices"
	"sync"
	"time"
)

// presence is who is connected where, kept in each server's memory from the relay's messages:
// this server's seats (to tell again to a server that asks), and the others' by server, counted
// while the server is heard from.
type presence struct {
	mu     sync.Mutex
	own    map[string]map[int]bool            // game → seats connected here
	others map[string]map[string]map[int]bool // game → server → seats connected there
	last   map[string]time.Time               // server → when it was last heard
}

func (p *presence) init() {
	p.own = map[string]map[int]bool{}
	p.others = map[string]map[string]map[int]bool{}
	p.last = map[string]time.Time{}
}

func (p *presence) mine(game string, seat int, here bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	setSeat(p.own, game, seat, here)
}

func setSeat(m map[string]map[int]bool, key string, seat int, here bool) bool {
	seats := m[key]
	if here == seats[seat] {
		return false
	}
	if here {
		if seats == nil {
			seats = map[int]bool{}
			m[key] = seats
		}
		seats[seat] = true
	} else {
		delete(seats, seat)
		if len(seats) == 0 {
			delete(m, key)
		}
	}
	return true
}

// theirs notes server's connection to seat; true: it changed.
func (p *presence) theirs(game, server string, seat int, here bool) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	by := p.others[game]
	if by == nil {
		if !here {
			return false
		}
		by = map[string]map[int]bool{}
		p.others[game] = by
	}
	changed := setSeat(by, server, seat, here)
	if len(by) == 0 {
		delete(p.others, game)
	}
	return changed
}

func (p *presence) heard(server string, now time.Time) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.last[server] = now
}

// bury forgets the servers not heard from since before and returns the games whose seats
// connected elsewhere changed.
func (p *presence) bury(before time.Time) []string {
	p.mu.Lock()
	defer p.mu.Unlock()
	var games []string
	for server, at := range p.last {
		if !at.Before(before) {
			continue
		}
		delete(p.last, server)
		for game, by := range p.others {
			if len(by[server]) > 0 {
				games = append(games, game)
			}
			delete(by, server)
			if len(by) == 0 {
				delete(p.others, game)
			}
		}
	}
	return games
}

// elsewhere are game's seats connected through other servers, in order.
func (p *presence) elsewhere(game string) []int {
	p.mu.Lock()
	defer p.mu.Unlock()
	var seats []int
	for _, by := range p.others[game] {
		for seat := range by {
			if !slices.Contains(seats, seat) {
				seats = append(seats, seat)
			}
		}
	}
	slices.Sort(seats)
	return seats
}

// of are this server's connections to game as messages.
func (p *presence) of(game string) []Message {
	p.mu.Lock()
	defer p.mu.Unlock()
	var out []Message
	for seat := range p.own[game] {
		out = append(out, Message{Game: game, Kind: Present, Seat: seat, Here: true})
	}
	return out
}

// all are this server's connections as messages.
func (p *presence) all() []Message {
	p.mu.Lock()
	games := make([]string, 0, len(p.own))
	for g := range p.own {
		games = append(games, g)
	}
	p.mu.Unlock()
	var out []Message
	for _, g := range games {
		out = append(out, p.of(g)...)
	}
	return out
}

func (p *presence) forget(game string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	delete(p.others, game)
}
