package session

import (
	"strings"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/internal/poll"
	"tigris/storage"
)

// In a hot seat, Anna hands her seat to a bot on her turn: the bot plays it, nobody's tiles are on
// screen until Bo takes the screen through the hand-off (Anna never sees his, Bo never sees the
// bot's), and Continue's save has the seat as the bot's.
func TestHandSeatToBotInHotSeat(t *testing.T) {
	st := storage.NewMemory()
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true, Name: "Anna"}, {Dynasty: game.Bull, Human: true, Name: "Bo"}},
		Start: position(t, twoHumans), Store: st})
	s.Ready()
	if !s.CanHandSeat() || s.Viewer() != 0 {
		t.Fatalf("Anna on screen should be able to hand her seat: viewer %d", s.Viewer())
	}
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Green}, mustSpace("H5")); err != nil {
		t.Fatal(err)
	}
	if err := s.HandSeatToBot(ai.Easy); err != nil {
		t.Fatal(err)
	}
	checkSeatHanded(t, s)
	poll.Until(t, time.Minute, "the bot's turn to end", func() bool {
		s.Poll(time.Now())
		if s.Viewer() != -1 {
			t.Fatalf("a hand was shown while the bot played (viewer %d)", s.Viewer())
		}
		return s.Pending().Player == 1
	})
	if !s.NeedsHandoff() || s.HandoffTo() != 1 || s.View() != nil {
		t.Fatal("Bo must take the screen through the hand-off before his tiles show")
	}
	s.Ready()
	if s.Viewer() != 1 || !s.HumanToDecide() {
		t.Fatalf("after Ready Bo decides: viewer %d", s.Viewer())
	}
	// Anna's move keeps her name in the log and in Bo's summary (it said "Archer places…")
	since := strings.Join(s.SinceLastTurn(1), "\n")
	if !strings.Contains(since, "Anna places a market at H5") || strings.Contains(since, "Archer places") {
		t.Fatalf("Bo's summary renames Anna's move: %q", since)
	}
	checkSavedSeats(t, s, st)
}

// A turn waiting at its end is ended when its player hands the seat over: nothing done is lost.
func TestHandSeatToBotEndsHeldTurn(t *testing.T) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}},
		Start: position(t, twoHumans), TurnEnd: TurnEnd{Confirm: true}})
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Green}, mustSpace("H5")); err != nil {
		t.Fatal(err)
	}
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Red}, mustSpace("G6")); err != nil {
		t.Fatal(err)
	}
	if !s.TurnHeld() {
		t.Fatal("the turn should wait at its end")
	}
	before := len(s.Record().Moves())
	if err := s.HandSeatToBot(ai.Medium); err != nil {
		t.Fatal(err)
	}
	if s.TurnHeld() || len(s.Record().Moves()) != before+1 || s.Pending().Player != 1 {
		t.Fatalf("the waiting turn was not ended: held %v, moves %d→%d", s.TurnHeld(), before, len(s.Record().Moves()))
	}
	// nobody else plays at this screen: the person watching still sees the seat's tiles and
	// points as the bot plays them (review2: "Hands and points are hidden" hid his own hand)
	if humans(s.Seats()) != 0 || s.Viewer() != 0 || s.View() == nil || s.View().Me != 0 || s.HumanToDecide() {
		t.Fatalf("the seat handed over is not on screen for its person to watch: viewer %d", s.Viewer())
	}
	poll.Until(t, time.Minute, "the bots to play on", func() bool { s.Poll(time.Now()); return len(s.Record().Moves()) >= before+3 })
}

// Nobody's seat can be handed during a hand-off, in a replay or a lesson; a refusal changes nothing.
func TestHandSeatToBotRefused(t *testing.T) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}},
		Start: position(t, twoHumans)})
	if !s.NeedsHandoff() {
		t.Fatal("a hot seat starts with the hand-off")
	}
	if err := s.HandSeatToBot(ai.Medium); err == nil {
		t.Fatal("a seat was handed while nobody's was on screen")
	}
	if !s.Seats()[0].Human || !s.Seats()[1].Human || s.Moves != 0 {
		t.Fatal("a refused hand-over changed the game")
	}
	w := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}},
		Start: position(t, twoHumans), Watch: true})
	if w.CanHandSeat() || w.HandSeatToBot(ai.Medium) == nil {
		t.Fatal("a replay's seat was handed")
	}
}

// checkSeatHanded checks Anna's seat just handed to an Easy bot: the seat a bot's, still named
// Anna (her moves were hers), nobody's hand on screen (Bo plays at this screen), her action not to
// be taken back, the log saying so.
func checkSeatHanded(t *testing.T, s *Session) {
	if s.Seats()[0].Human || s.Seats()[0].Level != ai.Easy || s.Seats()[0].Dynasty != game.Archer {
		t.Fatalf("seat 0 is %+v, not an Easy bot", s.Seats()[0])
	}
	if s.Viewer() != -1 || s.View() != nil || s.CanHandSeat() {
		t.Fatalf("after handing over nobody's hand is on screen: viewer %d", s.Viewer())
	}
	if s.CanUndo() {
		t.Fatal("Anna's action may not be taken back once a bot plays her seat")
	}
	if last := s.Log()[len(s.Log())-1]; !strings.HasPrefix(last, "Anna hands the seat to an Easy bot") {
		t.Fatalf("the log does not say the seat was handed: %q", last)
	}
	if s.Name(0) != "Anna" {
		t.Fatalf("the bot's seat is named %q: the person's name is lost from her moves", s.Name(0))
	}
}

// checkSavedSeats checks that Continue's save has Anna's seat as the bot's and Bo's as his.
func checkSavedSeats(t *testing.T, s *Session, st storage.Store) {
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	cfg, err := LoadConfig(st, AutosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Seats[0].Human || cfg.Seats[0].Level != ai.Easy || cfg.Seats[0].Name != "Anna" || !cfg.Seats[1].Human || cfg.Seats[1].Name != "Bo" {
		t.Fatalf("the save's seats: %+v", cfg.Seats)
	}
	again, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	if log := strings.Join(again.Log(), "\n"); !strings.Contains(log, "Anna places a market at H5") || strings.Contains(log, "Archer places") {
		t.Fatalf("the loaded game's log renames Anna's move: %q", log)
	}
}

// A seat a bot takes from a person in turn 3 says so: its seat records the turn, the save keeps
// it, the results' heading notes it, and the replay shows the seat as the person's before turn 3
// and the bot's from it.
func TestSeatHandedOverSaysFromWhichTurn(t *testing.T) {
	st := storage.NewMemory()
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}},
		Start: position(t, twoHumans), Store: st})
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Green}, mustSpace("H5")); err != nil {
		t.Fatal(err)
	}
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Red}, mustSpace("G6")); err != nil {
		t.Fatal(err)
	}
	poll.Until(t, time.Minute, "Archer's second turn", func() bool {
		s.Poll(time.Now())
		if d, ok := s.Dialog(); ok && s.HumanToDecide() { // Archer answers the bot's revolt
			if err := s.Try(d.Options[0].Move); err != nil {
				t.Fatal(err)
			}
		}
		return s.Record().Turn() == 3 && s.HumanToDecide()
	})
	if turn := s.Record().Turn(); turn != 3 {
		t.Fatalf("Archer's second turn is turn %d", turn)
	}
	if err := s.HandSeatToBot(ai.Easy); err != nil {
		t.Fatal(err)
	}
	if got := s.Seats()[0].BotFrom; got != 3 {
		t.Fatalf("the seat says a bot plays it from turn %d, not 3", got)
	}
	if got := WinnerTitle(s.Name, s.Seats(), []int{0}); got != "Archer wins! (seat played by a bot from turn 3)" {
		t.Fatalf("the results' heading: %q", got)
	}
	if got := WinnerTitle(s.Name, s.Seats(), []int{1}); got != "Bull wins!" {
		t.Fatalf("a bot's seat from the start gets a note: %q", got)
	}
	poll.Until(t, time.Minute, "the bot's turn for Archer", func() bool {
		s.Poll(time.Now())
		return s.Record().Turn() >= 4 || s.State().Over()
	})
	if err := s.Flush(); err != nil {
		t.Fatal(err)
	}
	cfg, err := LoadConfig(st, AutosaveKey)
	if err != nil {
		t.Fatal(err)
	}
	if cfg.Seats[0].BotFrom != 3 || cfg.Seats[1].BotFrom != 0 {
		t.Fatalf("the save's seats: %+v", cfg.Seats)
	}
	checkReplaySeats(t, s)
}

// checkReplaySeats checks the replay of a game whose seat 0 a bot took in turn 3: a person's
// before it, the bot's from it, on the replay's seats and on the board it shows.
func checkReplaySeats(t *testing.T, s *Session) {
	t.Helper()
	r, err := NewReplay(s.Record(), s.Seats())
	if err != nil {
		t.Fatal(err)
	}
	for turn, human := range map[int]bool{1: true, 2: true, 3: false} {
		r.SeekTurn(turn)
		if got := r.SeatsAt()[0].Human; got != human {
			t.Errorf("the replay's turn %d shows Archer's seat human=%v", turn, got)
		}
		if r.SeatsAt()[1].Human {
			t.Errorf("the replay's turn %d shows the bot's seat as a person's", turn)
		}
		w, err := r.Watch()
		if err != nil {
			t.Fatal(err)
		}
		if got := w.Seats()[0].Human; got != human {
			t.Errorf("the replay's board in turn %d labels Archer's seat human=%v", turn, got)
		}
	}
}
