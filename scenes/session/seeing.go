package session

import "tigris/game"

// seeing is who looks at the screen: whose hand and points are shown, and the hand-offs between
// people playing at one screen (R11.1).
type seeing struct {
	viewer  int // the human whose hand and points are shown; -1 for none
	handoff bool
	// lookFirst: the hand-off waits until the person on screen has seen what his decision did
	// and passes the screen on (PassOn)
	lookFirst bool
	// lastByViewer: the latest decision was the person's on screen, not an end of his turn, and
	// did something worth seeing before the screen is passed on (worthSeeing)
	lastByViewer bool
	// relay: the person at the screen has handed his seat to a bot; nobody's hand is shown until
	// another person takes the screen through the hand-off
	relay bool
}

// Viewer is the seat whose private information may be shown now, or -1 (none: a bot-only game,
// or a hot-seat hand-off under way).
func (w *seeing) Viewer() int {
	if w.handoff && !w.lookFirst {
		return -1
	}
	return w.viewer
}

// NeedsHandoff reports that another human must take the machine: everything private is hidden
// until he says he is ready (R11.1).
func (w *seeing) NeedsHandoff() bool { return w.handoff && !w.lookFirst }

// PassOn is the person on screen done looking: the hand-off screen comes, or the bot plays with
// nobody's hand on screen.
func (w *seeing) PassOn() {
	if w.lookFirst && !w.handoff {
		w.viewer = -1
	}
	w.lookFirst = false
}

// settleViewer decides whose view is shown after a decision in st, and whether a hand-off is
// needed; nothing changes once the game is over or in a replay (watch).
func (w *seeing) settleViewer(st *game.State, seats []Seat, watch bool) {
	if st.Over() || watch {
		return
	}
	w.lookFirst = false
	p := st.Pending().Player
	if !seats[p].Human {
		w.settleForBot(seats)
		return
	}
	if p == w.viewer {
		return
	}
	if w.viewer < 0 && humans(seats) == 1 && !w.relay {
		w.viewer = p
		return
	}
	w.handoff = true
	w.lookFirst = w.lastByViewer && w.viewer >= 0
}

// settleForBot settles the view while a bot decides.
func (w *seeing) settleForBot(seats []Seat) {
	switch {
	case humans(seats) > 1 && w.lastByViewer && w.viewer >= 0:
		// hot seat: the person who decided looks at what it did, then lets the bot play (PassOn)
		w.lookFirst = true
	case humans(seats) > 1 || w.relay:
		// hot seat: while a bot decides nobody's hand or points stay on screen, since the
		// machine may already be with the next human
		w.viewer = -1
	case w.viewer < 0:
		for i, seat := range seats {
			if seat.Human {
				w.viewer = i
			}
		}
	}
}

// humans counts human seats.
func humans(seats []Seat) int {
	n := 0
	for _, st := range seats {
		if st.Human {
			n++
		}
	}
	return n
}
