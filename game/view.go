package game

// PublicPlayer is what everybody may know about a seat (R11.2).
type PublicPlayer struct {
	Dynasty      Dynasty
	HandSize     int
	Catastrophes int
	Leaders      [NumColors]int16 // space of each leader, or -1 in supply
	Swapped      int              // tiles swapped away face down so far (their colours are hidden)
	// Score and Treasures are the seat's points and treasures, filled only under open scoring
	// (Options.OpenScoring); otherwise they are zero, as R11.1 hides them.
	Score     [NumColors]int16
	Treasures int
}

// View is one player's knowledge of the game (R11): the board, everybody's public pieces, and his
// own hand and points. It holds no other player's tiles, no other player's points unless the game
// is played with open scoring, and nothing of the bag's order, so screens and bots built on views
// cannot leak hidden information.
type View struct {
	Me        int
	Options   Options
	Board     [NCells]Cell
	Players   []PublicPlayer
	Hand      [NumColors]int8
	Score     [NumColors]int16
	Treasures int
	Monuments [NumMonuments]int16
	Buildings [NumColors]int16
	Wonder    int16
	// PublicOut counts tiles seen leaving the game (wars, revolts, catastrophes, monuments'
	// neighbours, the wonder); swapped-away tiles are not among them.
	PublicOut [NumColors]int16
	// MyDiscards are the tiles this player swapped away: he alone knows their colours.
	MyDiscards [NumColors]int16
	// BagCount is -1: the number of tiles in the bag is hidden (R11.1).
	BagCount int

	flow flow
}

// ViewFor builds seat p's view of the state.
func (s *State) ViewFor(p int) *View {
	v := &View{Me: p, Options: s.Options(), Board: s.board, Monuments: s.monuments, Buildings: s.buildings,
		Wonder: s.wonder, BagCount: -1, flow: s.flow}
	for i := 0; i < int(s.n); i++ {
		pl := &s.players[i]
		pp := PublicPlayer{Dynasty: pl.Dynasty, HandSize: pl.HandSize(),
			Catastrophes: int(pl.Catastrophes), Leaders: pl.Leaders, Swapped: int(s.swapped[i])}
		if s.openScore {
			pp.Score, pp.Treasures = pl.Score, int(pl.Treasures)
		}
		v.Players = append(v.Players, pp)
	}
	me := &s.players[p]
	v.Hand, v.Score, v.Treasures = me.Hand, me.Score, int(me.Treasures)
	for c := 0; c < NumColors; c++ {
		v.PublicOut[c] = s.out[c] - s.discarded[c]
	}
	v.MyDiscards = s.myDiscards[p]
	return v
}

// PointsOf returns seat i's points and treasures when this view may know them: its own always,
// every seat's under open scoring. ok is false for another seat's hidden points (R11.1).
func (v *View) PointsOf(i int) (score [NumColors]int16, treasures int, ok bool) {
	switch {
	case i == v.Me:
		return v.Score, v.Treasures, true
	case v.Options.OpenScoring && i >= 0 && i < len(v.Players):
		return v.Players[i].Score, v.Players[i].Treasures, true
	}
	return score, 0, false
}

// Turn is the active seat; ActionsLeft the actions it has left; Over the end of the game.
func (v *View) Turn() int        { return int(v.flow.turn) }
func (v *View) ActionsLeft() int { return int(v.flow.actions) }
func (v *View) Over() bool       { return v.flow.over }

// Pending is the decision the game waits for.
func (v *View) Pending() Pending { return v.flow.pending }

// Conflict is the revolt or war under way, if any (committed tiles are public, R11.2).
func (v *View) Conflict() (Conflict, bool) { return v.flow.conflict() }

// Unseen counts, by colour, the tiles this player cannot see: the bag, the other hands and the
// tiles others swapped away.
func (v *View) Unseen() [NumColors]int {
	var u [NumColors]int
	for c := 0; c < NumColors; c++ {
		u[c] = TileTotals[c] - int(v.Hand[c]) - int(v.PublicOut[c]) - int(v.MyDiscards[c])
	}
	for i := range v.Board {
		if c := v.Board[i]; c.Kind == Tile && validColor(c.Color) {
			u[c.Color]--
		}
	}
	for c := range u {
		u[c] = max(u[c], 0)
	}
	return u
}

// Sample deals the unseen tiles at random into the other hands, the other players' swapped-away
// tiles and the bag, and returns a full state consistent with the view (a determinization).
// The other players' points are unknown to the viewer: they are taken from guess (zero if nil),
// unless the game is played with open scoring, where the view's real points are used.
func (v *View) Sample(rng *RNG, guess *[4][NumColors]int16) *State {
	s := &State{}
	s.mapID, s.english, s.buildOpt, s.wonderOpt, s.noMonu = v.Options.Map, v.Options.English, v.Options.Buildings, v.Options.Wonder, v.Options.NoMonuments
	s.openScore = v.Options.OpenScoring
	s.n = int8(len(v.Players))
	s.board, s.monuments, s.buildings, s.wonder = v.Board, v.Monuments, v.Buildings, v.Wonder
	s.flow = v.flow
	pool := make([]Color, 0, 160)
	unseen := v.Unseen()
	for c := Color(0); c < NumColors; c++ {
		for k := 0; k < unseen[c]; k++ {
			pool = append(pool, c)
		}
	}
	rng.shuffleColors(pool)
	take := func(n int) []Color {
		n = min(n, len(pool))
		t := pool[:n]
		pool = pool[n:]
		return t
	}
	for i, pp := range v.Players {
		pl := Player{Dynasty: pp.Dynasty, Catastrophes: int8(pp.Catastrophes), Leaders: pp.Leaders}
		if i == v.Me {
			pl.Hand, pl.Score, pl.Treasures = v.Hand, v.Score, int8(v.Treasures)
		} else {
			for _, c := range take(pp.HandSize) {
				pl.Hand[c]++
			}
			for _, c := range take(pp.Swapped) {
				s.out[c]++
				s.discarded[c]++
			}
			if v.Options.OpenScoring {
				pl.Score, pl.Treasures = pp.Score, int8(pp.Treasures)
			} else if guess != nil {
				pl.Score = guess[i]
			}
		}
		s.players[i] = pl
		s.swapped[i] = int16(pp.Swapped)
	}
	for c := 0; c < NumColors; c++ {
		s.out[c] += v.PublicOut[c] + v.MyDiscards[c]
		s.discarded[c] += v.MyDiscards[c]
	}
	if v.Me >= 0 { // a spectator discarded nothing
		s.myDiscards[v.Me] = v.MyDiscards
	}
	s.bag = append([]Color(nil), pool...)
	return s
}
