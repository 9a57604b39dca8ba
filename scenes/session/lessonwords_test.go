package session

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"tigris/lessons"
)

// Teaching text reads as prose: no rule ids like "(R7.1)" (they belong to the rules file).
func TestLessonsShowNoRuleIDs(t *testing.T) {
	id := regexp.MustCompile(`\bR[0-9]+(\.[0-9]+)?\b`)
	for _, l := range lessons.All {
		texts := []string{l.Title, l.About, l.Intro}
		for _, s := range l.Steps {
			texts = append(texts, s.Ask, s.Why)
		}
		for _, s := range texts {
			if m := id.FindString(s); m != "" {
				t.Errorf("lesson %s shows the rule id %s: %q", l.ID, m, s)
			}
		}
	}
}

// The last lesson says the tutorial is over only when no other lesson is left; otherwise it
// counts what is left and names the first.
func TestLastLessonWordsCountWhatIsLeft(t *testing.T) {
	last := lessons.All[len(lessons.All)-1].ID
	all := func(string) bool { return true }
	if got := LastLessonWords(last, all); !strings.Contains(got, "you know the game") {
		t.Errorf("every lesson done: %q", got)
	}
	none := func(string) bool { return false }
	got := LastLessonWords(last, none)
	if strings.Contains(got, "you know the game") || !strings.Contains(got, fmt.Sprintf("%d are still to do", len(lessons.All)-1)) || !strings.Contains(got, lessons.All[0].Title) {
		t.Errorf("only the last done, of %d: %q", len(lessons.All), got)
	}
	one := func(id string) bool { return id != lessons.All[2].ID }
	if got := LastLessonWords(last, one); !strings.Contains(got, "one is still to do: “"+lessons.All[2].Title+"”") {
		t.Errorf("one left: %q", got)
	}
}

// After a bot-only game ends the points are shown: the panel no longer says they are hidden.
func TestSpectatorWordsAfterTheEnd(t *testing.T) {
	if got := SpectatorWords(true); strings.Contains(got, "points") {
		t.Errorf("the game is over: %q", got)
	}
	if got := SpectatorWords(false); got != "Hands and points are hidden" {
		t.Errorf("during the game: %q", got)
	}
}
