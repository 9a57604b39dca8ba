package session

import (
	"fmt"

	"tigris/lessons"
)

// LastLessonWords is what the last lesson says once it is done: that the tutorial is over, and,
// when the learner skipped some, how many are left and which comes first (the current lesson
// counts as done).
func LastLessonWords(current string, done func(id string) bool) string {
	var left []*lessons.Lesson
	for i := range lessons.All {
		if l := &lessons.All[i]; l.ID != current && !done(l.ID) {
			left = append(left, l)
		}
	}
	switch len(left) {
	case 0:
		return "That was the last lesson: you know the game. New game on the title starts a real one."
	case 1:
		return fmt.Sprintf("That was the last lesson in the list; one is still to do: “%s” (Learn on the title).", left[0].Title)
	}
	return fmt.Sprintf("That was the last lesson in the list; %d are still to do, the first “%s” (Learn on the title).", len(left), left[0].Title)
}

// SpectatorWords stand where a hand is shown when no person plays: while the game goes on the
// hands and points are hidden from a spectator; once it ends the points are out, and only the
// hands are left unshown.
func SpectatorWords(over bool) string {
	if over {
		return "Bots played every seat: no hand to show"
	}
	return "Hands and points are hidden"
}
