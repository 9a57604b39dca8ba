package game

// SeenRecord is a game as one seat follows it from elsewhere (an online client): the decisions
// it was told of, on the position it sees now. It names moves and counts turns; it cannot be
// replayed, since the seat never saw the start's bag.
func SeenRecord(now *State, moves []RecordedMove, turns int) *Record {
	return &Record{start: now, state: now, moves: moves, turns: turns}
}
