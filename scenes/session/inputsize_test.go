package session

import (
	"strings"
	"testing"
	"time"

	"tigris/game"
	"tigris/storage"
)

// longGame is a valid game of n decisions: every action passes, which the rules allow for ever.
func longGame(t *testing.T, n int) *game.Record {
	t.Helper()
	rec, err := game.NewRecord(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull}}, 9)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n; i++ {
		if _, err := rec.Apply(game.PassMove()); err != nil {
			t.Fatalf("pass %d: %v", i, err)
		}
	}
	return rec
}

// A save too long to replay in a moment is refused with the reason when loaded from outside or
// from the list, before it is replayed; the game's own autosave that grew that long still
// continues; a position pasted far larger than any is refused before it is read.
func TestInputsBoundedWithTheReason(t *testing.T) {
	rec := longGame(t, 60000)
	data := rec.MarshalInfo(game.SaveInfo{Saved: time.Now(), Seats: []string{"human", "medium"}})
	if len(data) <= game.MaxSave || len(data) > game.MaxInput {
		t.Fatalf("the long game's save is %d bytes: not between the limits", len(data))
	}
	if _, err := ConfigFromSave(data); err == nil || !strings.Contains(err.Error(), "larger than any game's (512 KB at most)") {
		t.Fatalf("a save of %d bytes from outside: %v", len(data), err)
	}
	st := storage.NewMemory()
	st.Put(AutosaveKey, data)
	st.Put(savesGroup+"long", data)
	if cfg, err := LoadConfig(st, AutosaveKey); err != nil || len(cfg.Record.Moves()) != 60000 {
		t.Fatalf("the game's own long autosave does not continue: %v", err)
	}
	list, err := ListSaves(st)
	if err != nil || len(list) != 1 || list[0].Err == nil || !strings.Contains(list[0].Err.Error(), "larger than any game's") {
		t.Fatalf("the Load list: %+v, %v", list, err)
	}
	paste := strings.Repeat("board\n", 2<<20) // 12 MB
	if _, err := StartPosition(paste, 1); err == nil || !strings.Contains(err.Error(), "position is 12.0 MB, larger than any game's (64 KB at most)") {
		t.Fatalf("a 12 MB paste: %v", err)
	}
}
