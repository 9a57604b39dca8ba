package lessons

import (
	"strings"
	"testing"

	"tigris/game"
)

// Every lesson stands on a position the rules accept, asks for moves written in the notation, and
// says something at each step; the session's tests play them through (scenes/session).
func TestEveryLessonIsWellFormed(t *testing.T) {
	seen := map[string]bool{}
	for i := range All {
		l := &All[i]
		if l.ID == "" || seen[l.ID] {
			t.Fatalf("lesson %d: id %q missing or used twice", i, l.ID)
		}
		seen[l.ID] = true
		if got, at := ByID(l.ID); got != l || at != i {
			t.Fatalf("ByID(%q) found lesson %d", l.ID, at)
		}
		st, err := game.ParsePosition(l.Position())
		if err != nil {
			t.Fatalf("%s: its position: %v", l.ID, err)
		}
		if st.NumPlayers() != 2 {
			t.Fatalf("%s: %d players, not Archer and Bull", l.ID, st.NumPlayers())
		}
		if l.Title == "" || l.About == "" || l.Intro == "" || len(l.Steps) == 0 {
			t.Fatalf("%s: a title, a line about it, an introduction and steps are needed", l.ID)
		}
		for k, s := range l.Steps {
			if s.Ask == "" || s.Why == "" || len(s.Want) == 0 {
				t.Fatalf("%s step %d: asks nothing, wants nothing or explains nothing", l.ID, k)
			}
			for _, w := range s.Want {
				if !strings.HasPrefix(w, "archer ") {
					t.Fatalf("%s step %d: %q is not the learner's move", l.ID, k, w)
				}
			}
		}
	}
	if got, at := ByID("no such lesson"); got != nil || at != -1 {
		t.Fatal("an unknown id was found")
	}
}
