package game

// ApplyToTurnEnd is Apply stopped where the end of the turn would begin (R4.3: monument points,
// the wonder point, the draws), for a screen that shows an action's result and lets its player
// take it back or confirm it before anything hidden is drawn. held reports that it stopped there:
// the state then shows the turn's player with no action left, and is for looking at only (the
// same move applied to the position before it, with Apply, carries the turn on).
func (s *State) ApplyToTurnEnd(m Move) (ev []Event, held bool, err error) {
	m, err = s.resolve(m)
	if err != nil {
		return nil, false, err
	}
	s.applyResolved(m, eventLog{list: &ev, held: &held})
	return ev, held, nil
}

// Clone copies the record: moves applied to the copy leave the original as it was.
func (r *Record) Clone() *Record {
	return &Record{start: r.start.Clone(), state: r.state.Clone(), moves: append([]RecordedMove(nil), r.moves...), turns: r.turns}
}
