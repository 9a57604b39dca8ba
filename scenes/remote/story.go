package remote

import (
	"tigris/game"
	"tigris/online/protocol"
	"tigris/scenes/session"
)

// story is the game as told so far: the log in words, the decisions for the record, and the
// events of the latest decision for the board to animate.
type story struct {
	log     []string
	moves   []game.RecordedMove
	turns   int
	events  []game.Event
	changes int
}

// write tells the decisions again from the updates known, in the names and dynasties of r.
func (t *story) write(updates []*protocol.Update, r *roster) {
	t.log, t.moves, t.turns = t.log[:0], t.moves[:0], 0
	for _, u := range updates {
		ev, err := protocol.GameEvents(u.Events)
		if err != nil {
			continue
		}
		t.log = append(t.log, session.Describe(ev, r.names)...)
		for _, e := range ev {
			if e.Kind == game.EvTurnEnded {
				t.turns++
			}
		}
		if u.Seat < 0 || u.Seat >= len(r.seats) {
			continue
		}
		mv, err := parseMove(u, r.seats[u.Seat].Dynasty)
		if err == nil {
			t.moves = append(t.moves, game.RecordedMove{Seat: u.Seat, Move: mv})
		}
	}
}

// refused tells of a decision the server refused, in its words.
func (t *story) refused(words string) {
	t.log = append(t.log, "The server refused: "+words)
	t.changes++
}

// Decisions counts the changes told, so the screen sees that one came.
func (t *story) Decisions() int { return t.changes }

// Events are the latest decision's events to animate.
func (t *story) Events() []game.Event { return t.events }

// parseMove is a decision as this seat was told of it (another's swap keeps its tiles hidden).
func parseMove(u *protocol.Update, d game.Dynasty) (game.Move, error) {
	if u.Move == "" {
		return game.Move{Kind: game.MoveSwap}, nil
	}
	_, m, err := game.ParseMove(d.String() + " " + u.Move)
	return m, err
}

// drawable are the events the board animates: another seat's points come without their colour
// (only their owner sees it), so they do not fly; a treasure flies as itself.
func drawable(ev []game.Event) []game.Event {
	out := ev[:0:0]
	for _, e := range ev {
		if e.Color < 0 || e.Color >= game.NumColors {
			switch e.Kind {
			case game.EvScored:
				continue
			case game.EvTreasure:
				e.Color = game.Red // its picture is the treasure's, whatever the colour
			}
		}
		out = append(out, e)
	}
	return out
}
