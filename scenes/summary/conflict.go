package summary

import (
	"fmt"
	"strings"

	"tigris/game"
)

// conflict is one revolt or war and the events of it a line tells.
type conflict struct {
	at      int         // where its line stands among the events: the move that began it
	start   *game.Event // the leader placed (a revolt) or the tile that united two kingdoms (a war)
	open    game.Event  // EvRevolt or EvWar
	commits []game.Event
	won     *game.Event
	after   []game.Event // leaders sent home, tiles removed, buildings put back
}

// findConflicts gives each revolt and war the events that make its line: the move that began it,
// the tiles committed, the result and what it removed.
func (t *teller) findConflicts() {
	for k, a := range t.ev {
		if a.e.Kind != game.EvRevolt && a.e.Kind != game.EvWar {
			continue
		}
		c := &conflict{at: k, open: a.e}
		t.cfs = append(t.cfs, c)
		t.owner[k] = len(t.cfs) - 1
		t.claimStart(c, k)
		t.claimRest(c, k)
	}
}

// claimStart finds the move that began the conflict opened at k: the leader placed just before a
// revolt (R7.1), the tile whose unification the war follows (R7.2), in that decision or the one
// choosing the war. A unification's later wars name it too; the first one's line stands in its place.
func (t *teller) claimStart(c *conflict, k int) {
	idx := t.owner[k]
	for j := k - 1; j >= 0; j-- {
		e := t.ev[j].e
		if c.open.Kind == game.EvRevolt {
			if t.ev[j].d != t.ev[k].d {
				return
			}
			if e.Kind == game.EvLeaderPlaced {
				c.start, c.at, t.owner[j] = &t.ev[j].e, j, idx
				return
			}
			continue
		}
		if e.Kind != game.EvUnification {
			continue
		}
		tileAt := -1
		if j > 0 && t.ev[j-1].e.Kind == game.EvTilePlaced && t.ev[j-1].e.Cell == e.Cell {
			tileAt = j - 1
		}
		c.start = &t.ev[j].e
		if tileAt >= 0 {
			c.start = &t.ev[tileAt].e
		}
		if t.owner[j] >= 0 { // an earlier war of this unification tells the move
			return
		}
		t.owner[j], c.at = idx, j
		if tileAt >= 0 {
			t.owner[tileAt], c.at = idx, tileAt
		}
		return
	}
}

// claimRest takes the events that follow the conflict opened at k: both sides' commitments, the
// result, and the leaders, tiles and buildings it sent off the board.
func (t *teller) claimRest(c *conflict, k int) {
	idx := t.owner[k]
	for j := k + 1; j < len(t.ev); j++ {
		e := &t.ev[j].e
		switch {
		case c.won == nil && e.Kind == game.EvCommitted && len(c.commits) < 2:
			c.commits = append(c.commits, *e)
		case c.won == nil && e.Kind == game.EvConflictWon:
			c.won = e
		case c.won != nil && (e.Kind == game.EvLeaderReturned || e.Kind == game.EvTileRemoved || e.Kind == game.EvBuildingReturned):
			c.after = append(c.after, *e)
		default:
			return
		}
		t.owner[j] = idx
	}
}

// seats are the seats' names, which a conflict's line says.
type seats []string

func (n seats) name(p int8) string {
	if p >= 0 && int(p) < len(n) {
		return n[p]
	}
	return "?"
}

func space(c int16) string { return game.SpaceName(int(c)) }

// text is the conflict's line: "Bull's priest at K2 revolts against Pot's at L1: Bull wins 5 to 1
// (4 temples from hand against Pot's 0); Pot's priest goes home".
func (c *conflict) text(t seats) string {
	o := c.open
	leader := o.Color.LeaderName()
	var s string
	if o.Kind == game.EvRevolt {
		s = fmt.Sprintf("%s's %s at %s revolts against %s's at %s", t.name(o.Player), leader, space(o.Cell), t.name(o.Other), space(o.Cell2))
	} else {
		by := "A tile"
		if c.start != nil {
			by = fmt.Sprintf("%s's tile at %s", t.name(c.start.Player), space(c.start.Cell))
		}
		s = fmt.Sprintf("%s starts a war of the %ss, %s's at %s against %s's at %s", by, leader, t.name(o.Player), space(o.Cell), t.name(o.Other), space(o.Cell2))
	}
	if c.won == nil {
		return s + c.pending(t)
	}
	return s + ": " + c.result(t) + c.aftermath(t)
}

// pending says how a conflict not yet decided stands: the board's strengths and what the attacker added.
func (c *conflict) pending(t seats) string {
	s := fmt.Sprintf(", %d to %d on the board", c.open.N, c.open.N2)
	if len(c.commits) > 0 {
		m := c.commits[0]
		s += fmt.Sprintf("; %s adds %d %s", t.name(m.Player), m.N, plural(m.Color.TileName(), int(m.N)))
	}
	return s
}

// result says who won and by how much, the tiles each side committed folded in (R7.1, R7.4).
func (c *conflict) result(t seats) string {
	w := c.won
	var wc, lc int16
	for _, m := range c.commits {
		if m.Player == w.Player {
			wc = m.N
		} else {
			lc = m.N
		}
	}
	tile := c.open.Color.TileName()
	if c.open.Kind == game.EvRevolt {
		tile = game.Red.TileName()
	}
	hand := fmt.Sprintf(" (%d %s from hand against %s's %d)", wc, plural(tile, int(wc)), t.name(w.Other), lc)
	if w.N == w.N2 {
		return fmt.Sprintf("%s holds %d to %d, ties going to the defender%s", t.name(w.Player), w.N, w.N2, hand)
	}
	return fmt.Sprintf("%s wins %d to %d%s", t.name(w.Player), w.N, w.N2, hand)
}

// aftermath says what the conflict sent off the board: the loser's leader, the tiles a war
// removed (R7.6), and leaders and buildings that lost their temple or tile with them.
func (c *conflict) aftermath(t seats) string {
	var parts []string
	removed := map[game.Color][]string{}
	var colors []game.Color
	for _, e := range c.after {
		switch e.Kind {
		case game.EvLeaderReturned:
			if e.Player == c.won.Other && e.Color == c.open.Color {
				parts = append(parts, fmt.Sprintf("%s's %s goes home", t.name(e.Player), e.Color.LeaderName()))
			} else {
				parts = append(parts, fmt.Sprintf("%s's %s at %s goes home with no temple", t.name(e.Player), e.Color.LeaderName(), space(e.Cell)))
			}
		case game.EvTileRemoved:
			if len(removed[e.Color]) == 0 {
				colors = append(colors, e.Color)
			}
			removed[e.Color] = append(removed[e.Color], space(e.Cell))
		case game.EvBuildingReturned:
			parts = append(parts, fmt.Sprintf("the %s goes back beside the board", e.Color.BuildingName()))
		}
	}
	for _, col := range colors {
		n := len(removed[col])
		verb := "leave"
		if n == 1 {
			verb = "leaves"
		}
		parts = append(parts, fmt.Sprintf("%d %s %s the game", n, plural(col.TileName(), n), verb))
	}
	if len(parts) == 0 {
		return ""
	}
	return "; " + strings.Join(parts, ", ")
}

func plural(s string, n int) string {
	if n == 1 {
		return s
	}
	return s + "s"
}
