package session

import (
	"fmt"
	"strings"

	"tigris/ai"
	"tigris/game"
)

// Hint is a suggested decision in a player's words, with the space it concerns (lit on the board)
// and, where the move's own consequences tell it, why.
type Hint struct {
	Move game.Move
	Text string
	Cell int // -1 when the move concerns no one space
}

// StartHint asks a Medium bot, off the screen's goroutine and from the human's view alone, what
// the human to decide should do; the move comes on the channel (nothing comes when nobody human
// is to decide). DescribeHint words it once it has come.
func (s *Session) StartHint() <-chan game.Move {
	out := make(chan game.Move, 1)
	if !s.HumanToDecide() || s.held != nil {
		close(out)
		return out
	}
	b := ai.New(ai.Medium, uint64(s.Moves)+1)
	v := s.View()
	s.run(func(yield func()) {
		b.Yield = yield
		out <- b.Choose(v)
	})
	return out
}

// DescribeHint words a move for the human on screen. Only the move's own effects are looked at (a
// placement, a leader, a catastrophe): nothing hidden comes to light from them. It reads the
// game, so it runs on the screen's goroutine, for the position the hint was asked in.
func (s *Session) DescribeHint(m game.Move) Hint {
	return words{s.State(), s.names}.describeHint(m, s.Viewer())
}

func (w words) describeHint(m game.Move, me int) Hint {
	h := Hint{Move: m, Cell: -1}
	sp := game.SpaceName(int(m.Cell))
	switch m.Kind {
	case game.MoveTile:
		h.Text, h.Cell = fmt.Sprintf("Place a %s at %s", m.Color.TileName(), sp), int(m.Cell)
	case game.MoveLeader:
		h.Text, h.Cell = fmt.Sprintf("Place your %s at %s", m.Color.LeaderName(), sp), int(m.Cell)
		if w.st.Player(me).Leaders[m.Color] >= 0 {
			h.Text = fmt.Sprintf("Move your %s to %s", m.Color.LeaderName(), sp)
		}
	case game.MoveWithdraw:
		h.Text = fmt.Sprintf("Take your %s back to your supply", m.Color.LeaderName())
	case game.MoveCatastrophe:
		h.Text, h.Cell = fmt.Sprintf("Play a catastrophe at %s", sp), int(m.Cell)
	case game.MoveSwap:
		var tiles []string
		n := 0
		for c := game.Color(0); c < game.NumColors; c++ {
			for k := int8(0); k < m.Tiles[c]; k++ {
				tiles = append(tiles, c.TileName())
				n++
			}
		}
		h.Text = fmt.Sprintf("Swap %d %s (%s) for new ones", n, plural("tile", n), strings.Join(tiles, ", "))
	case game.MovePass:
		h.Text = "End your turn"
	default:
		h.Text = w.optionLabel(m)
		if c := optionCell(m); c >= 0 {
			h.Cell = c
		}
		return h
	}
	if why := w.why(m, me); why != "" {
		h.Text += ": " + why
	}
	return h
}

// why is what the move itself does, in words: points, a revolt or war, a kingdom joined.
func (w words) why(m game.Move, me int) string {
	switch m.Kind {
	case game.MoveTile, game.MoveLeader, game.MoveCatastrophe:
	default:
		return ""
	}
	after := w.st.Clone()
	ev, err := after.Apply(m)
	if err != nil {
		return ""
	}
	var parts, mine, atEnd []string
	minePart := -1 // where the player's own points are said, once, in the order they came
	for _, e := range ev {
		switch {
		case e.Kind == game.EvScored && int(e.Player) == me && (e.Why == game.ScoredMonument || e.Why == game.ScoredWonder):
			atEnd = append(atEnd, points(e)) // the turn's end scores these, whichever the last action
		case e.Kind == game.EvScored && int(e.Player) == me:
			if minePart < 0 {
				minePart = len(parts)
				parts = append(parts, "")
			}
			mine = append(mine, points(e))
		default:
			if p := w.effect(e, m.Kind == game.MoveCatastrophe); p != "" {
				parts = append(parts, p)
			}
		}
	}
	if minePart >= 0 {
		parts[minePart] = "it scores you " + joinAnd(mine)
	}
	if len(parts) == 0 && m.Kind == game.MoveLeader {
		parts = append(parts, "it takes the points of its colour in that kingdom")
	}
	if len(atEnd) > 0 {
		parts = append(parts, "then the end of your turn scores you "+joinAnd(atEnd))
	}
	parts = append(parts, followUp(after.Pending(), me)...)
	return strings.Join(parts, ", ")
}

// followUp says the choice the move leaves its player, if any: the hint says what follows it,
// not only where to go (a treasure to pick, a monument or building to raise).
func followUp(pend game.Pending, me int) []string {
	if pend.Player != me {
		return nil
	}
	switch pend.Kind {
	case game.DecideTreasure:
		return []string{"then you choose which treasure to take"}
	case game.DecideMonument:
		return []string{"then you may build a monument"}
	case game.DecideBuilding:
		return []string{"then you may raise a civilization building"}
	case game.DecideWonder:
		return []string{"then you may build the wonder"}
	}
	return nil
}

// effect is what an event of a move does to others, in words, or "" when it is not worth saying;
// catastrophe: the move is one, and what it destroys is said.
func (w words) effect(e game.Event, catastrophe bool) string {
	switch {
	case e.Kind == game.EvScored:
		return "it scores " + w.names[e.Player] + " " + points(e)
	case e.Kind == game.EvRevolt:
		return fmt.Sprintf("it starts a revolt against %s's %s", w.names[e.Other], e.Color.LeaderName())
	case e.Kind == game.EvWar:
		return fmt.Sprintf("it starts a war of %ss with %s", e.Color.LeaderName(), w.names[e.Other])
	case e.Kind == game.EvUnification:
		return "it unites two kingdoms"
	case e.Kind == game.EvTileRemoved && catastrophe:
		return "it destroys the " + e.Color.TileName() + " there"
	case e.Kind == game.EvLeaderReturned && catastrophe:
		return fmt.Sprintf("it sends %s's %s home", w.names[e.Player], e.Color.LeaderName())
	}
	return ""
}
