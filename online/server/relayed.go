package server

import (
	"tigris/online/store"
)

// With a store whose changes travel by a pub/sub (store.Relayed, online/relay), another server's
// decision arrives whole and is applied from the message, never by reading the whole game again;
// the game is read again only when the message does not follow the step this server holds (a
// message lost: the pub/sub restarted, or this server was cut off from it).

// hearRelay has the relayed store tell this server its decisions and presence.
func (s *Server) hearRelay() {
	if r, ok := store.As[store.Relayed](s.store); ok {
		r.Hear(s.decided, s.seatsElsewhere)
		r.Serve(s.serveForwarded) // forward.go
	}
}

// follow and forget tell a relayed store which games are in memory; called under s.mu, so a game
// let go of and read again at once stays followed.
func (s *Server) follow(id string) {
	if r, ok := store.As[store.Relayed](s.store); ok {
		r.Follow(id)
	}
}

func (s *Server) forget(id string) {
	if r, ok := store.As[store.Relayed](s.store); ok {
		r.Forget(id)
	}
}

// decided applies decision d of game id made by another server; false: the game is not in
// memory (a reading of it under way reads it again).
func (s *Server) decided(id string, d store.Decision) bool {
	s.mu.Lock()
	t := s.tables[id]
	s.mu.Unlock()
	if t == nil {
		s.changed(id)
		return false
	}
	t.locked(func() {
		if t.gone {
			return
		}
		n := t.step()
		if d.Step < n {
			if m := t.rec.Moves()[d.Step]; m.Seat != d.Seat || m.Move.String() != d.Move {
				s.changed(id) // another history: an undo this server has not heard of
			}
			return // told already (the game was read after it was stored)
		}
		if d.Step > n || !t.applyStored([]store.Decision{d}) {
			s.changed(id) // a gap: the decisions between were lost on the way
			return
		}
		t.thinking = false
		t.tellWatchers()
		if t.rec.State().Over() && !t.over {
			t.over = true
			t.stopTimer()
			t.tellAll(t.overMessage())
			return
		}
		t.next()
	})
	return true
}

// seatsElsewhere takes the seats of game id connected through other servers.
func (s *Server) seatsElsewhere(id string, seats []int) {
	s.mu.Lock()
	t := s.tables[id]
	s.mu.Unlock()
	if t == nil {
		s.changed(id) // a reading under way reads the presence again
		return
	}
	t.locked(func() {
		if t.gone {
			return
		}
		same := len(seats) == len(t.elsewhere)
		for _, seat := range seats {
			same = same && t.elsewhere[seat]
		}
		if same {
			return
		}
		clear(t.elsewhere)
		for _, seat := range seats {
			t.elsewhere[seat] = true
		}
		t.broadcastSeats()
	})
}
