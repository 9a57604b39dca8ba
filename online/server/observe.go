package server

import "time"

// Observer hears what an operator counts (online/metrics): each call is quick and never blocks,
// since some are made holding a game's lock.
type Observer interface {
	// Decided: a decision was stored and told to its game's connections, took after it was
	// received (or a bot's was chosen).
	Decided(byBot bool, took time.Duration)
	// Refused: a client's message or connection was answered with the error code.
	Refused(code string)
	// Benched: an address was refused for a while (a flood, an oversized frame, knocking).
	Benched()
}

type noObserver struct{}

func (noObserver) Decided(bool, time.Duration) {}
func (noObserver) Refused(string)              {}
func (noObserver) Benched()                    {}

// Connections is the number of WebSockets open to seats.
func (s *Server) Connections() int {
	s.mu.Lock()
	tables := make([]*table, 0, len(s.tables))
	for _, t := range s.tables {
		tables = append(tables, t)
	}
	s.mu.Unlock()
	n := 0
	for _, t := range tables {
		t.locked(func() {
			for _, cs := range t.conns {
				n += len(cs)
			}
		})
	}
	return n
}
