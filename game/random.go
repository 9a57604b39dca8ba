package game

// RandomMove draws a random legal choice for the pending decision without listing every choice:
// an action kind is drawn first (tiles and leaders most often), then a target, tried against the
// rules until one is legal. Playouts and the random bot use it; decisions other than actions have
// short lists and are drawn from them. It returns false only when the game is over.
func (s *State) RandomMove(rng *RNG) (Move, bool) {
	if s.over {
		return Move{}, false
	}
	if s.pending.Kind != DecideAction {
		ms := s.AppendLegalMoves(nil)
		return ms[rng.Intn(len(ms))], true
	}
	p := s.pending.Player
	pl := &s.players[p]
	for try := 0; try < 64; try++ {
		var m Move
		switch k := rng.Intn(100); {
		case k < 62: // a tile of a colour in hand, chosen by count
			n := pl.HandSize()
			if n == 0 {
				continue
			}
			pick := rng.Intn(n)
			c := Color(0)
			for ; pick >= int(pl.Hand[c]); c++ {
				pick -= int(pl.Hand[c])
			}
			m = TileMove(c, rng.Intn(NCells))
		case k < 88:
			m = LeaderMove(Color(rng.Intn(NumColors)), rng.Intn(NCells))
		case k < 90:
			c := Color(rng.Intn(NumColors))
			if pl.Leaders[c] < 0 {
				continue
			}
			m = WithdrawMove(c)
		case k < 92:
			m = CatastropheMove(rng.Intn(NCells))
		case k < 97:
			var t [NumColors]int8
			for c := range t {
				t[c] = int8(rng.Intn(int(pl.Hand[c]) + 1))
			}
			m = SwapMove(t)
		default:
			m = PassMove()
		}
		if s.Legal(m) == nil {
			return m, true
		}
	}
	ms := s.AppendLegalMoves(nil)
	return ms[rng.Intn(len(ms))], true
}
