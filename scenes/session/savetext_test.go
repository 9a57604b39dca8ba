package session

import (
	"strings"
	"testing"

	"tigris/ai"
	"tigris/game"
	"tigris/storage"
)

// A save opened and kept by a Windows editor (CR LF line ends) or one with a UTF-8 byte-order
// mark is the same game: -load reads it, and the Load list lists it with its turn, not damaged.
func TestSaveWithWindowsLineEndsOrMarkIsRead(t *testing.T) {
	s := mustSession(t, Config{Seats: []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Easy}},
		Start: position(t, twoHumans), Store: storage.NewMemory()})
	if err := s.Drop(Piece{Kind: HandTile, Color: game.Green}, mustSpace("H5")); err != nil {
		t.Fatal(err)
	}
	plain := string(s.SaveData())
	st := storage.NewMemory()
	for name, text := range map[string]string{
		"crlf": strings.ReplaceAll(plain, "\n", "\r\n"),
		"bom":  "\xEF\xBB\xBF" + plain,
		"both": "\xEF\xBB\xBF" + strings.ReplaceAll(plain, "\n", "\r\n"),
	} {
		cfg, err := ConfigFromSave([]byte(text))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if !cfg.Record.State().Equal(s.State()) || cfg.Seats[1].Human {
			t.Fatalf("%s: a different game came back", name)
		}
		st.Put(savesGroup+name, []byte(text))
	}
	list, err := ListSaves(st)
	if err != nil || len(list) != 3 {
		t.Fatalf("%d saves listed, %v", len(list), err)
	}
	for _, e := range list {
		if e.Err != nil || e.Turn != s.rec.Turn() {
			t.Errorf("%s: %v, turn %d", e.Name, e.Err, e.Turn)
		}
	}
}
