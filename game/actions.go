package game

import "math"

// placeLeader positions a leader (R5.1); a same-coloured leader in the kingdom starts a revolt (R5.4).
func (s *State) placeLeader(p int, c Color, to int, log eventLog) {
	from := int(s.players[p].Leaders[c])
	if from >= 0 {
		s.setCell(from, Cell{})
	}
	s.setCell(to, Cell{Kind: Leader, Color: c, Owner: int8(p)})
	s.players[p].Leaders[c] = int16(to)
	log.add(Event{Kind: EvLeaderPlaced, Player: int8(p), Color: c, Cell: int16(to), Cell2: int16(from)})
	r := s.regs()
	id := r.label[to]
	if r.twice[id]&(1<<uint(c)) != 0 {
		def := s.leaderIn(id, c, to)
		s.startConflict(false, c, p, int(s.board[def].Owner), to, def, log)
		return
	}
	s.stage = stageTreasure
}

// removeLeader puts a leader back in its owner's supply.
func (s *State) removeLeader(p int, c Color) {
	at := s.players[p].Leaders[c]
	if at >= 0 {
		s.setCell(int(at), Cell{})
		s.players[p].Leaders[c] = -1
	}
}

// placeTile: R6. A tile joining two kingdoms scores nothing and is covered by the unification tile.
func (s *State) placeTile(p int, c Color, at int, log eventLog) {
	_, joined := s.adjacentKingdoms(at)
	s.players[p].Hand[c]--
	s.setCell(at, Cell{Kind: Tile, Color: c})
	s.tileCell = int16(at)
	log.add(Event{Kind: EvTilePlaced, Player: int8(p), Color: c, Cell: int16(at), Cell2: -1})
	if joined == 2 {
		s.board[at].Flags |= FlagUnification
		s.unif = int16(at)
		log.add(Event{Kind: EvUnification, Player: int8(p), Cell: int16(at)})
		s.stage = stageConflict
		return
	}
	s.scoreTile(c, at, log)
	s.stage = stageBuilding
}

// scoreTile: R6.3, doubled by the colour's building in the kingdom (R9.2).
func (s *State) scoreTile(c Color, at int, log eventLog) {
	r := s.regs()
	id := r.label[at]
	if !r.isKingdom(id) {
		return
	}
	why := ScoredTile
	leader := s.leaderIn(id, c, -1)
	if leader < 0 {
		leader, why = s.leaderIn(id, Black, -1), ScoredByKing
	}
	if leader < 0 {
		return
	}
	pts := 1
	if b := s.buildings[c]; b >= 0 && r.label[b] == id {
		pts, why = 2, ScoredBuilding
	}
	s.scoreWhy(int(s.board[leader].Owner), c, pts, Event{Why: why, Cell: int16(leader)}, log)
}

func (s *State) score(p int, c Color, n int, why ScoreWhy, log eventLog) {
	s.scoreWhy(p, c, n, Event{Why: why, Cell: -1}, log)
}

// scoreWhy adds points; e carries the reason for the log (Why, and Cell or Monument).
func (s *State) scoreWhy(p int, c Color, n int, e Event, log eventLog) {
	if n <= 0 {
		return
	}
	// points stop at the largest score a state holds instead of wrapping round to a negative one
	// (a game that never ends would otherwise get there)
	s.players[p].Score[c] = int16(min(int(s.players[p].Score[c])+n, math.MaxInt16))
	e.Kind, e.Player, e.Color, e.N = EvScored, int8(p), c, int16(n)
	log.add(e)
}

// playCatastrophe: R8.1, then R5.5.
func (s *State) playCatastrophe(p int, at int, log eventLog) {
	s.players[p].Catastrophes--
	// the cause before its effects: the catastrophe, then the tile it destroyed
	log.add(Event{Kind: EvCatastrophe, Player: int8(p), Cell: int16(at)})
	if cell := s.board[at]; cell.Kind == Tile {
		s.out[cell.Color]++
		log.add(Event{Kind: EvTileRemoved, Color: cell.Color, Cell: int16(at)})
	}
	s.setCell(at, Cell{Kind: Catastrophe, Owner: int8(p)})
	s.returnUnsupported(log)
	s.stage = stageTreasure
}

// swap: R8.2. A bag that cannot give every tile ends the game at once (R10.1b, R12.3).
func (s *State) swap(p int, t [NumColors]int8, log eventLog) {
	n := 0
	for c := Color(0); c < NumColors; c++ {
		s.players[p].Hand[c] -= t[c]
		s.out[c] += int16(t[c])
		s.discarded[c] += int16(t[c])
		s.myDiscards[p][c] += int16(t[c])
		n += int(t[c])
	}
	s.swapped[p] += int16(n)
	log.add(Event{Kind: EvSwapped, Player: int8(p), N: int16(n), Cell: -1})
	if !s.draw(p, n, log) {
		return
	}
	s.stage = stageTreasure
}

// draw gives player p up to n tiles from the bag; if the bag runs out the game ends (R10.1b).
func (s *State) draw(p int, n int, log eventLog) bool {
	got := 0
	for ; got < n && s.bagPos < len(s.bag); got++ {
		s.players[p].Hand[s.bag[s.bagPos]]++
		s.bagPos++
	}
	if got > 0 {
		log.add(Event{Kind: EvTilesDrawn, Player: int8(p), N: int16(got), Cell: -1})
	}
	if got < n {
		s.endGame(1, log)
		return false
	}
	return true
}

func (s *State) endGame(bagEmpty int16, log eventLog) {
	s.over = true
	s.pending = Pending{DecideNone, int(s.turn)}
	log.add(Event{Kind: EvGameOver, N: bagEmpty, Cell: -1})
}

// returnUnsupported sends home every leader no longer next to a face-up temple (R5.5).
func (s *State) returnUnsupported(log eventLog) {
	for p := 0; p < int(s.n); p++ {
		for c := Color(0); c < NumColors; c++ {
			at := s.players[p].Leaders[c]
			if at >= 0 && s.supportingTemples(int(at)) == 0 {
				s.removeLeader(p, c)
				log.add(Event{Kind: EvLeaderReturned, Player: int8(p), Color: c, Cell: at})
			}
		}
	}
}
