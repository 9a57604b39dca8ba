package session

import (
	"syscall"
	"testing"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/storage"
)

// readOnlyStore refuses every write, as a read-only folder does.
type readOnlyStore struct{ *storage.Memory }

func (readOnlyStore) Put(string, []byte) error { return syscall.EROFS }

// A game only bots play, on a read-only folder: the refused autosave is news for the screen
// (Poll reports it, and the board screen redraws its status line to say "Not saved") though no
// decision comes after it and nobody touches the window; it is told once, not every frame.
func TestRefusedAutosaveIsNewsWithoutADecision(t *testing.T) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Level: ai.Easy}, {Dynasty: game.Bull, Level: ai.Easy}},
		Start: position(t, twoHumans), Store: readOnlyStore{storage.NewMemory()}, BotDelay: time.Hour})
	if err := s.Flush(); err == nil || storage.Explain(err) != "the folder is read-only" {
		t.Fatalf("the first autosave on a read-only folder: %v", err)
	}
	if !s.Poll(time.Now()) {
		t.Fatal("the refused autosave is not news: the status line is not redrawn to say Not saved")
	}
	if s.Poll(time.Now()) || s.Moves != 0 {
		t.Fatalf("told again with nothing new (%d decisions)", s.Moves)
	}
}
