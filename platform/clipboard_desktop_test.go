//go:build display && !js

package platform

import (
	"strings"
	"testing"
	"time"

	"tigris/game"
)

// A position copied to the system clipboard pastes back the same, as it does between two
// windows of the game.
func TestClipboardCopiesAndPastes(t *testing.T) {
	s, err := game.NewGame(game.Options{Seats: game.FirstDynasties(2)}, 3)
	if err != nil {
		t.Fatal(err)
	}
	text := s.PublicText(0, 5)
	cb := newClipboard(false)
	if err := cb.Copy(text); err != nil {
		t.Fatal(err)
	}
	select {
	case got := <-cb.Paste():
		if got.Err != nil || strings.TrimSpace(got.Text) != strings.TrimSpace(text) {
			t.Fatalf("pasted %q, %v", got.Text, got.Err)
		}
	case <-time.After(5 * time.Second):
		t.Fatal("the clipboard did not answer")
	}
}
