// Package lastmoves is what changed on the board since each seat's own last action: the spaces
// others placed on, moved from or emptied, and whose action it followed, so the board screen can
// mark them until the seat acts (review2's rank 1: with bots, four to six placements happen
// between two turns and nothing on the board said where). It reads the game's events only, the
// board's public facts (R11.2), and knows nothing of pixels, so it is tested without a display.
package lastmoves

import "tigris/game"

// Move is one change a mark shows: a space (a monument's four), and the seat whose action made
// it (-1 when not known).
type Move struct {
	Cells []int
	Mover int
	Batch int // the decision that made it, counted by Note
}

// Moves are the changes each seat has not yet seen by acting, and the last set each seat's
// action took away (for a second look).
type Moves struct {
	mover int // the seat whose action the latest events follow
	batch int
	by    [][]Move
	seen  [][]Move
}

// Note takes the events of one decision (the session's Events) in a game of n seats.
func (m *Moves) Note(ev []game.Event, n int) {
	if len(m.by) != n {
		m.by, m.seen, m.mover = make([][]Move, n), make([][]Move, n), -1
	}
	m.batch++
	for _, e := range ev {
		if q := int(e.Player); e.Kind == game.EvTurnEnded && q >= 0 && q < n {
			m.saw(q) // his turn is over: what came before it he has seen
			continue
		}
		if q, acts := actorOf(e); acts && q >= 0 && q < n {
			m.mover = q
			m.saw(q)
		}
		for _, cells := range Changed(e) {
			for s := range m.by {
				if s != m.mover {
					m.by[s] = add(m.by[s], Move{Cells: cells, Mover: m.mover, Batch: m.batch})
				}
			}
		}
	}
}

// Batch counts the decisions noted: the latest one's moves carry it.
func (m *Moves) Batch() int { return m.batch }

// saw is seat q acting: his marks go, kept for a second look.
func (m *Moves) saw(q int) {
	if len(m.by[q]) > 0 {
		m.seen[q] = m.by[q]
	}
	m.by[q] = nil
}

// add puts mv in list, in place of an older change of the same space (the newest says who).
func add(list []Move, mv Move) []Move {
	for i, o := range list {
		if o.Cells[0] == mv.Cells[0] {
			list[i] = mv
			return list
		}
	}
	return append(list, mv)
}

// actorOf is the seat whose own action an event opens: a piece placed, moved or withdrawn, a
// catastrophe, a swap.
func actorOf(e game.Event) (int, bool) {
	switch e.Kind {
	case game.EvTilePlaced, game.EvLeaderPlaced, game.EvLeaderWithdrawn, game.EvCatastrophe, game.EvSwapped:
		return int(e.Player), true
	}
	return -1, false
}

// Changed are the board spaces an event changed, each a mark (a monument's four spaces one):
// none for an event that changed no space (points, among them a monument's at a turn's end).
func Changed(e game.Event) [][]int {
	on := func(cells ...int16) [][]int {
		var out [][]int
		for _, c := range cells {
			if c >= 0 && int(c) < game.NCells {
				out = append(out, []int{int(c)})
			}
		}
		return out
	}
	switch e.Kind {
	case game.EvLeaderPlaced, game.EvBuilding:
		return on(e.Cell, e.Cell2) // where it stands, and the space it left
	case game.EvTilePlaced, game.EvCatastrophe, game.EvTileRemoved, game.EvLeaderWithdrawn, game.EvLeaderReturned,
		game.EvUnification, game.EvTreasure, game.EvBuildingReturned, game.EvWonder:
		return on(e.Cell)
	case game.EvMonument:
		tl := int(e.Cell)
		return [][]int{{tl, tl + 1, tl + game.Cols, tl + game.Cols + 1}}
	}
	return nil
}

// Shown are the marks seat v sees now: the changes since his last action; once he has acted,
// those his action took away when he asks again.
func (m *Moves) Shown(v int, again bool) []Move {
	if v < 0 || v >= len(m.by) {
		return nil
	}
	if len(m.by[v]) > 0 {
		return m.by[v]
	}
	if again {
		return m.seen[v]
	}
	return nil
}

// Of are the marks of one decision's events, for one who watches it made (a replay stepped to
// it): every space it changed, in the colour of the seat whose action opened it, or of who (the
// seat that decided) where no event names an actor (a conflict's support, a kingdom's choice).
func Of(ev []game.Event, who int) []Move {
	var out []Move
	for _, e := range ev {
		if q, acts := actorOf(e); acts {
			who = q
		}
		for _, cells := range Changed(e) {
			out = add(out, Move{Cells: cells, Mover: who, Batch: 1})
		}
	}
	return out
}
