package remote

// Waiting is what a seat may change of its game while an invited seat waits for its person
// (docs/PROTOCOL.md, "A game waiting for its invited"): the first free invited seat (-1 when none,
// or the game is over) and whether the game is still at its first decision, so it may be
// cancelled. A function, not a method: Session holds its methods to the few the screen needs.
func Waiting(s *Session) (free int, unstarted bool) {
	g := &s.g
	if g.Over != nil || g.View == nil {
		return -1, false
	}
	for i, st := range g.Seats {
		if st.Kind == "human" && !st.Claimed {
			return i, g.Step == 0
		}
	}
	return -1, false
}
