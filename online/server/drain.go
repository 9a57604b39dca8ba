package server

import "github.com/coder/websocket"

// ServiceRestart is the close code of every WebSocket when the server stops (RFC 6455's 1012,
// "service restart"): the client connects again, to another server when it knows one, and
// resumes from the last step it saw (docs/PROTOCOL.md).
const ServiceRestart = websocket.StatusServiceRestart

// Drain closes every WebSocket with ServiceRestart, each after the decision its game is storing
// (a game's lock is held while a decision is stored and told), so nothing acknowledged is lost
// and nothing is left half-told. The caller has stopped accepting connections first; Close
// follows.
func (s *Server) Drain() {
	s.mu.Lock()
	tables := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		tables = append(tables, t)
	}
	s.mu.Unlock()
	for _, t := range tables {
		t.locked(func() {
			t.stopTimer()
			for _, cs := range t.conns {
				for c := range cs {
					c.closeWith(ServiceRestart)
				}
			}
			t.stands.closeWatchers(ServiceRestart) // watch.go
		})
	}
	s.quick.queue.drain() // quick.go
}
