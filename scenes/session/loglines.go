package session

import "tigris/game"

// logLine is a line of the log as its owner reads it and as everybody else does: a line that
// tells a seat's points (R11.1: hidden from the others) has an owner, and a public form without
// them ("Bull places a farm at H6" for "…; +1 blue to Bull: …"), empty when it tells nothing else.
type logLine struct {
	full, public string
	owner        int // the seat whose points the line tells, or -1: everybody reads it whole
}

// said is a line everybody reads whole (a hand-off, an undo, the opening).
func said(s string) logLine { return logLine{full: s, public: s, owner: -1} }

// describeLines is Describe, each line with its public form: the game's events are worded once
// with the points and once without.
func describeLines(ev []game.Event, names []string) []logLine {
	full, public := describer{names: names}, describer{names: names, public: true}
	var out []logLine
	for i := 0; i < len(ev); i++ {
		line, used := full.line(ev, i)
		owner := -1
		for _, e := range ev[i : i+used+1] {
			if e.Kind == game.EvScored {
				owner = int(e.Player)
			}
		}
		pub, _ := public.line(ev, i)
		i += used
		if line != "" {
			out = append(out, logLine{full: Capitalize(line), public: Capitalize(pub), owner: owner})
		}
	}
	return out
}

// reader is who reads the log: a seat, or -1 for nobody's (a hand-off under way, a seat handed
// to a bot); all: every line whole (the game is over, scoring is open, or no person plays).
type reader struct {
	seat int
	all  bool
}

// logFor is the log as r may read it: another seat's points left out (R11.1).
type logFor struct {
	r     reader
	n     int // lines of the log read
	lines []string
}

// read is the log's lines for r, worked out again only when r or the log changed (the log is
// drawn every frame).
func (c *logFor) read(log []logLine, r reader) []string {
	if c.r == r && c.n == len(log) && c.lines != nil {
		return c.lines
	}
	if c.r != r || len(log) < c.n {
		c.lines, c.n = nil, 0 // anew: a caller may still hold the old lines
	}
	c.r = r
	for _, l := range log[c.n:] {
		switch {
		case r.all || l.owner < 0 || l.owner == r.seat:
			c.lines = append(c.lines, l.full)
		case l.public != "":
			c.lines = append(c.lines, l.public)
		}
	}
	c.n = len(log)
	if c.lines == nil {
		c.lines = []string{}
	}
	return c.lines
}

// Log is the game log in words, oldest first, as the person on screen may read it: another
// seat's points are left out until the game ends (R11.1), unless scoring is open or no person
// plays.
func (s *Session) Log() []string {
	st := s.rec.State()
	r := reader{seat: s.Viewer(), all: st.Over() || st.Options().OpenScoring || humans(s.seats) == 0}
	return s.shown.read(s.log, r)
}
