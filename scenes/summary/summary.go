// Package summary tells what happened since a seat last had the board in few lines: each revolt
// or war in one line (who began it where, the tiles each side added from hand, who won, what went
// home or left the game), every other event in the log's words; and, where a card has no room for
// all, which lines go first: the routine placements, never a conflict's line (review 5: the phone's
// card kept the last six events, "Pot commits 0 temples" among them, and dropped the move that
// began the revolt). It reads the game's public events only (R11.2) and knows nothing of pixels,
// so it is tested without a display.
package summary

import "tigris/game"

// Decision is one recorded decision's seat and the events it made.
type Decision struct {
	Seat   int
	Events []game.Event
}

// Weight says which lines a short card drops first: the lowest.
type Weight int8

const (
	Routine  Weight = iota // a tile or leader placed, moved or withdrawn, a swap, a building put down
	Notable                // a catastrophe, a treasure, a monument, a leader sent home with no temple
	Conflict               // a revolt or a war, with the move that began it
)

// Line is one line of the summary.
type Line struct {
	Text   string
	Weight Weight
}

// Texts are the lines' words.
func Texts(lines []Line) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = l.Text
	}
	return out
}

// Since is what happened after seat p's last decision among ds (the game's from its start) other
// than a defence, in order: p saw his own decisions and what they did. A conflict of which something
// happened since is told whole, its start included, even where p's decision came in its middle (he
// began it). describe words the other events in the log's words (session.Describe: a catastrophe
// with the tile it destroyed, tiles leaving together in one line); names are the seats'.
func Since(ds []Decision, p int, names []string, describe func([]game.Event) []string) []Line {
	t := teller{names: names, describe: describe}
	t.flatten(ds)
	t.findConflicts()
	cut := t.lastTurn(ds, p)
	var out []Line
	for _, it := range t.items() {
		if it.last >= cut {
			out = append(out, it.Line)
		}
	}
	return out
}

// lastTurn is where p's summary starts: after his last decision that was not a defence. A defence
// answers another's attack in that other's turn, and its commitment decides the conflict: counted
// as p's turn, it left out of his summary the revolt or war he had just fought, the main event of
// the turn told (review 6: Anna, back after Bo's turn, read only "Bo places the king at H7").
func (t *teller) lastTurn(ds []Decision, p int) int {
	defended := map[int]bool{}
	for k, a := range t.ev {
		if c := t.owner[k]; c >= 0 && a.e.Kind == game.EvCommitted && int(a.e.Player) == p && int(t.cfs[c].open.Other) == p {
			defended[a.d] = true
		}
	}
	cut := 0
	for i, d := range ds {
		if d.Seat == p && !defended[i] {
			cut = i + 1
		}
	}
	return cut
}

// at is an event with the decision that made it.
type at struct {
	e game.Event
	d int
}

// teller holds a game's events while it makes the lines.
type teller struct {
	names    []string
	describe func([]game.Event) []string
	ev       []at
	owner    []int // the conflict (index in cfs) an event belongs to, or -1
	cfs      []*conflict
}

// flatten puts the events of every decision in one list, leaving out those no line tells: the
// points (R11.1), the draws, a turn's end.
func (t *teller) flatten(ds []Decision) {
	for d, dec := range ds {
		for _, e := range dec.Events {
			switch e.Kind {
			case game.EvScored, game.EvTilesDrawn, game.EvTurnEnded:
				continue
			}
			t.ev = append(t.ev, at{e, d})
		}
	}
	t.owner = make([]int, len(t.ev))
	for i := range t.owner {
		t.owner[i] = -1
	}
}

// item is a line and the decisions its events span.
type item struct {
	Line
	first, last int
}

// items are the lines of the whole game, in order: a conflict where its first event stands (the
// move that began it), each other event where it stands.
func (t *teller) items() []item {
	var out []item
	for k := 0; k < len(t.ev); k++ {
		if c := t.owner[k]; c >= 0 {
			if t.cfs[c].at == k {
				first, last := t.span(c)
				out = append(out, item{Line{t.cfs[c].text(seats(t.names)), Conflict}, first, last})
			}
			continue
		}
		n := 1 // tiles leaving the game with the event before them make its line (a catastrophe's)
		for k+n < len(t.ev) && t.owner[k+n] < 0 && t.ev[k+n].e.Kind == game.EvTileRemoved && t.ev[k+n].d == t.ev[k].d {
			n++
		}
		chunk := make([]game.Event, n)
		for i := range chunk {
			chunk[i] = t.ev[k+i].e
		}
		for _, s := range t.describe(chunk) {
			out = append(out, item{Line{s, weightOf(t.ev[k].e.Kind)}, t.ev[k].d, t.ev[k].d})
		}
		k += n - 1
	}
	return out
}

// span are the first and last decisions of conflict c's events.
func (t *teller) span(c int) (first, last int) {
	first = -1
	for k, o := range t.owner {
		if o == c {
			if first < 0 {
				first = t.ev[k].d
			}
			last = t.ev[k].d
		}
	}
	return first, last
}

// weightOf is how much a line told of an event of kind k matters.
func weightOf(k game.EventKind) Weight {
	switch k {
	case game.EvTilePlaced, game.EvLeaderPlaced, game.EvLeaderWithdrawn, game.EvSwapped, game.EvBuilding:
		return Routine
	}
	return Notable
}
