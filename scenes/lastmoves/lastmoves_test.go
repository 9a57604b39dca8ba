package lastmoves_test

import (
	"slices"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/scenes/lastmoves"
	"tigris/scenes/session"
)

// follow notes every decision the session makes, as the board screen does each frame, until
// done says stop.
func follow(t *testing.T, s *session.Session, m *lastmoves.Moves, seen *int, what string, done func() bool) {
	t.Helper()
	poll.Until(t, time.Minute, what, func() bool {
		s.Poll(time.Now())
		if s.Decisions() != *seen {
			*seen = s.Decisions()
			m.Note(s.Events(), s.State().NumPlayers())
		}
		return done()
	})
}

// marked are the spaces a list of marks covers.
func marked(list []lastmoves.Move) []int {
	var out []int
	for _, mv := range list {
		out = append(out, mv.Cells...)
	}
	slices.Sort(out)
	return out
}

// Against two bots, the person's marks at the start of his turn are every space whose content
// the bots changed since his turn ended, each in the colour of the bot that changed it, and
// nothing else but spaces a piece was placed on and taken from; his first action takes them
// away, and a second look gives them back (review2, rank 1: nothing on the board said what the
// bots did).
func TestThePersonsMarksAreWhatTheOthersChangedSinceHisTurn(t *testing.T) {
	s, err := session.New(session.Config{Seats: []session.Seat{
		{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}, {Dynasty: game.Pot, Level: ai.Easy}}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	var m lastmoves.Moves
	seen := 0
	mine := func() bool { return s.HumanToDecide() && s.Pending().Kind == game.DecideAction }
	follow(t, s, &m, &seen, "the person's first turn", mine)
	if err := s.Try(game.PassMove()); err != nil {
		t.Fatal(err)
	}
	follow(t, s, &m, &seen, "the pass noted", func() bool { return true })
	before := s.State().Clone()
	if got := m.Shown(0, false); len(got) != 0 {
		t.Fatalf("marks right after the person's own turn: %v", got)
	}
	follow(t, s, &m, &seen, "the person's second turn", mine)
	marks := m.Shown(0, false)
	got := marked(marks)
	if !marksAreTheChanges(t, before, s.State(), marks) {
		return
	}
	dropAny(t, s)
	follow(t, s, &m, &seen, "the drop noted", func() bool { return true })
	if left := m.Shown(0, false); len(left) != 0 {
		t.Fatalf("marks after the person's first action: %v", left)
	}
	if again := marked(m.Shown(0, true)); !slices.Equal(again, got) {
		t.Fatalf("a second look shows %v, want %v", again, got)
	}
}

// A hot seat keeps each person's marks: what Anna placed is marked for Bo, not for Anna, and a
// seat that has not played since sees everything since the game began.
func TestEachSeatKeepsItsOwnMarks(t *testing.T) {
	var m lastmoves.Moves
	place := func(p int, cell int16) []game.Event {
		return []game.Event{{Kind: game.EvTilePlaced, Player: int8(p), Cell: cell, Cell2: -1}}
	}
	m.Note(place(0, 20), 3)
	m.Note(place(0, 21), 3)
	m.Note([]game.Event{{Kind: game.EvTurnEnded, Player: 0}}, 3)
	if got := marked(m.Shown(0, false)); len(got) != 0 {
		t.Fatalf("Anna sees her own tiles marked: %v", got)
	}
	if got := marked(m.Shown(1, false)); !slices.Equal(got, []int{20, 21}) {
		t.Fatalf("Bo sees %v, want Anna's 20 and 21", got)
	}
	m.Note(place(1, 40), 3)
	m.Note([]game.Event{{Kind: game.EvMonument, Player: 1, Cell: 50}}, 3)
	if got := marked(m.Shown(1, false)); len(got) != 0 {
		t.Fatalf("Bo's marks stay after his action: %v", got)
	}
	if got := marked(m.Shown(2, false)); !slices.Equal(got, []int{20, 21, 40, 50, 51, 66, 67}) {
		t.Fatalf("the third seat sees %v", got)
	}
	if got := m.Shown(0, false); len(got) != 2 || got[0].Mover != 1 || len(got[1].Cells) != 4 {
		t.Fatalf("Anna sees %v, want Bo's tile and his monument's four spaces", got)
	}
}

// marksAreTheChanges checks that every space changed from before to st is marked, that each mark
// is a change (or a space emptied again) and a bot's (seat 1 or 2); it reports all went well.
func marksAreTheChanges(t *testing.T, before, st *game.State, marks []lastmoves.Move) bool {
	t.Helper()
	var changed []int
	for i := 0; i < game.NCells; i++ {
		if st.Cell(i) != before.Cell(i) {
			changed = append(changed, i)
		}
	}
	// (the bots' choices vary from run to run: two turns changed from three to five spaces)
	if len(changed) < 2 {
		t.Fatalf("two bots' turns changed only %v", changed)
	}
	got := marked(marks)
	for _, i := range changed {
		if !slices.Contains(got, i) {
			t.Errorf("%s changed (%v to %v) with no mark", game.SpaceName(i), before.Cell(i), st.Cell(i))
		}
	}
	for _, mv := range marks {
		for _, i := range mv.Cells {
			if !slices.Contains(changed, i) && st.Cell(i).Kind != game.Empty {
				t.Errorf("%s marked, unchanged", game.SpaceName(i))
			}
		}
		if mv.Mover != 1 && mv.Mover != 2 {
			t.Errorf("%v marked as seat %d's", mv.Cells, mv.Mover)
		}
	}
	return !t.Failed()
}

// dropAny places a tile of the person's hand on a space the rules allow.
func dropAny(t *testing.T, s *session.Session) {
	t.Helper()
	v := s.View()
	var drop session.Piece
	for c := game.Color(0); c < game.NumColors; c++ {
		if v.Hand[c] > 0 {
			drop = session.Piece{Kind: session.HandTile, Color: c}
		}
	}
	targets := s.Targets(drop)
	if len(targets) == 0 {
		t.Fatal("the person has no tile to place")
	}
	if err := s.Drop(drop, targets[0]); err != nil {
		t.Fatal(err)
	}
}

// A replay stepped to a decision marks what that decision changed, in the colour of the seat
// that acted, or of the seat that decided where no event names an actor (a conflict's support).
func TestOfMarksOneDecision(t *testing.T) {
	ev := []game.Event{
		{Kind: game.EvTilePlaced, Player: 2, Cell: 40, Cell2: -1},
		{Kind: game.EvScored, Player: 2},
		{Kind: game.EvTileRemoved, Player: -1, Cell: 41, Cell2: -1},
	}
	got := lastmoves.Of(ev, 0)
	if !slices.Equal(marked(got), []int{40, 41}) || got[0].Mover != 2 || got[1].Mover != 2 {
		t.Errorf("a placement's decision marks %+v", got)
	}
	if sup := lastmoves.Of([]game.Event{{Kind: game.EvTileRemoved, Player: -1, Cell: 7, Cell2: -1}}, 1); len(sup) != 1 || sup[0].Mover != 1 {
		t.Errorf("a decision with no actor marks %+v, not in the deciding seat's colour", sup)
	}
	if none := lastmoves.Of(nil, -1); len(none) != 0 {
		t.Errorf("the start marks %+v", none)
	}
}
