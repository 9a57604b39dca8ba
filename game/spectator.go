package game

// Spectator is the Me of a spectator's view: a person watching, who holds no seat.
const Spectator = -1

// SpectatorView is what someone watching the game may know (R11.1): the board and everybody's
// public pieces, but no hand, no points, no treasures held and no discarded colours.
func (s *State) SpectatorView() *View {
	v := s.ViewFor(0)
	v.Me = Spectator
	v.Hand, v.Score, v.Treasures, v.MyDiscards = [NumColors]int8{}, [NumColors]int16{}, 0, [NumColors]int16{}
	return v
}

// IsSpectator reports a spectator's view (it holds nothing private).
func (v *View) IsSpectator() bool { return v.Me == Spectator }
