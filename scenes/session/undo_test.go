package session

import (
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
)

// humanVsBot is Archer (human) against a Random bot from a position.
func humanVsBot(t *testing.T, pos string) *Session {
	return mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Random}},
		Start: position(t, pos), Seed: 3})
}

func untilHuman(t *testing.T, s *Session) {
	t.Helper()
	poll.Until(t, 10*time.Second, "the human's decision", func() bool {
		s.Poll(time.Now())
		return s.HumanToDecide() || s.State().Over()
	})
}

// Undo takes back an action that revealed nothing, exactly, log included.
func TestUndoTakesBackAnAction(t *testing.T) {
	s := humanVsBot(t, twoHumans)
	if s.CanUndo() {
		t.Fatal("nothing was done yet")
	}
	before, logLen := s.State().Clone(), len(s.Log())
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Green}, mustSpace("H5")); err != nil {
		t.Fatal(err)
	}
	if !s.CanUndo() {
		t.Fatal("a market placed should be undoable")
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if !s.State().Equal(before) {
		t.Fatal("undo did not restore the position")
	}
	if len(s.Log()) != logLen+1 || !strings.Contains(s.Log()[logLen], "takes back") {
		t.Fatalf("log after undo: %q", s.Log())
	}
	if s.CanUndo() || s.Undo() == nil {
		t.Fatal("a second undo went past the start of the turn")
	}
}

// The first action undone, then the second; two actions back takes the whole turn back to its start.
func TestUndoTwoActionsStopsAtTurnEnd(t *testing.T) {
	s := humanVsBot(t, twoHumans)
	start := s.State().Clone()
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Green}, mustSpace("H5")); err != nil {
		t.Fatal(err)
	}
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Black}, mustSpace("A1")); err != nil {
		t.Fatal(err)
	}
	// the turn ended and tiles were drawn: nothing of it may come back, before or after the bot's turn
	if s.CanUndo() {
		t.Fatal("undo offered after the end-of-turn draw")
	}
	untilHuman(t, s)
	if s.CanUndo() || s.Undo() == nil {
		t.Fatal("undo offered across the bot's turn")
	}
	if s.State().Equal(start) {
		t.Fatal("the game did not move on")
	}
}

// A swap draws new tiles at once: it cannot be undone.
func TestUndoStopsAtSwap(t *testing.T) {
	s := humanVsBot(t, twoHumans)
	var t2 [game.NumColors]int8
	t2[game.Red] = 2
	if err := s.Try(game.SwapMove(t2)); err != nil {
		t.Fatal(err)
	}
	if s.CanUndo() {
		t.Fatal("a swap's draw was undoable")
	}
	if err := s.Undo(); err == nil {
		t.Fatal("undo accepted after a swap")
	}
}

// A treasure taken is a hidden point gained (R11.1) that everybody saw happen: undo stops there.
func TestUndoStopsAtTreasure(t *testing.T) {
	pos := strings.Replace(twoHumans, "Ak r. ..", "Ag r* ..", 1)
	s := humanVsBot(t, pos)
	// F4 joins the temple with the treasure at F3 to the trader's kingdom, which then holds two
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Black}, mustSpace("F4")); err != nil {
		t.Fatal(err)
	}
	for s.HumanToDecide() && s.Pending().Kind == game.DecideTreasure {
		d, _ := s.Dialog()
		if err := s.Try(d.Options[0].Move); err != nil {
			t.Fatal(err)
		}
	}
	if s.State().Player(0).Treasures == 0 {
		t.Fatalf("no treasure taken:\n%s", strings.Join(s.Log(), "\n"))
	}
	if s.CanUndo() {
		t.Fatal("undo offered after a treasure was taken")
	}
}

// Undo is the human's own: it is refused while a bot decides.
func TestUndoRefusedOnBotsTurn(t *testing.T) {
	s := humanVsBot(t, strings.Replace(twoHumans, "turn archer", "turn bull", 1))
	if s.CanUndo() {
		t.Fatal("undo offered on the bot's turn")
	}
	if err := s.Undo(); err == nil || !strings.Contains(err.Error(), "not your decision") {
		t.Fatalf("undo on the bot's turn: %v", err)
	}
}

// The log read after every change, as the screen reads it every frame, loses the line of an action
// undone: undo cuts the line and says so in one, leaving the log as long as it was, and the lines
// read before were kept (review 6: "Archer places a temple at H6" stood twice after an undo and a
// placement again).
func TestUndoneActionLeavesTheLogReadEveryFrame(t *testing.T) {
	s := humanVsBot(t, twoHumans)
	logLen := len(s.Log())
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Green}, mustSpace("H5")); err != nil {
		t.Fatal(err)
	}
	if placed := s.Log(); len(placed) != logLen+1 || !strings.Contains(placed[logLen], "H5") {
		t.Fatalf("log after the placement: %q", placed)
	}
	if err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	undone := s.Log()
	if len(undone) != logLen+1 || !strings.Contains(undone[logLen], "takes back") {
		t.Fatalf("log after undo: %q", undone)
	}
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Green}, mustSpace("H5")); err != nil {
		t.Fatal(err)
	}
	if again := s.Log(); len(again) != logLen+2 || strings.Count(strings.Join(again, "\n"), "H5") != 1 {
		t.Fatalf("log after the placement made again: %q", again)
	}
}
