package session

import (
	"fmt"
	"strings"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/lessons"
)

// Tutorial guides a session through one lesson.
type Tutorial struct {
	Lesson *lessons.Lesson
	step   int
	// now is the position the learner decides in: the lesson's moves are read in it
	now func() *game.State
	// Said is what the last move did, in the lesson's words ("" before the first move).
	Said string
}

// StartLesson opens a lesson as a session: the learner is Archer, Bull a Medium bot, which
// thinks in the frames' slices where sliced (Config.Sliced). Nothing of it is saved.
func StartLesson(l *lessons.Lesson, sliced bool) (*Session, error) {
	st, err := game.ParsePosition(l.Position())
	if err != nil {
		return nil, fmt.Errorf("lesson %s: %v", l.ID, err)
	}
	s, err := New(Config{
		Seats:    []Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Level: ai.Medium}},
		Start:    st,
		BotDelay: 600 * time.Millisecond,
		Sliced:   sliced,
	})
	if err != nil {
		return nil, err
	}
	s.Tutorial = &Tutorial{Lesson: l, now: s.State}
	return s, nil
}

// Step is the step under way (its index), or len(Steps) once the lesson is done.
func (t *Tutorial) Step() int { return t.step }

// Done reports that every step has been made.
func (t *Tutorial) Done() bool { return t.step >= len(t.Lesson.Steps) }

// Ask is what the learner is asked now.
func (t *Tutorial) Ask() string {
	if t.Done() {
		return ""
	}
	return t.Lesson.Steps[t.step].Ask
}

// wanted are the moves the step asks for, as the rules read them in the position now: the
// lesson's notation may leave out what the screen's moves name (a monument's square), and the
// two are compared field by field.
func (t *Tutorial) wanted() []game.Move {
	if t.Done() {
		return nil
	}
	var out []game.Move
	for _, w := range t.Lesson.Steps[t.step].Want {
		if _, m, err := game.ParseMove(w); err == nil {
			out = append(out, t.canonical(m))
		}
	}
	return out
}

// canonical is m in the form the rules give it now, or m itself where they refuse it.
func (t *Tutorial) canonical(m game.Move) game.Move {
	if t.now == nil {
		return m
	}
	if c, err := t.now().Resolve(m); err == nil {
		return c
	}
	return m
}

// same reports that two moves in canonical form are one.
func same(w, m game.Move) bool {
	return w.Kind == m.Kind && w.Color == m.Color && w.Cell == m.Cell && w.N == m.N && (m.Kind != game.MoveMonument || w.Monument == m.Monument)
}

// accepts reports whether m is a move the step asks for.
func (t *Tutorial) accepts(m game.Move) bool {
	if t.Done() {
		return false
	}
	for _, w := range t.Lesson.Steps[t.step].Want {
		if w == "archer swap" && m.Kind == game.MoveSwap {
			return true
		}
	}
	m = t.canonical(m)
	for _, w := range t.wanted() {
		if same(w, m) {
			return true
		}
	}
	return false
}

// Wants reports whether m is the move the step asks for (its first Want; the others are accepted
// too): a dialog singles out its choice.
func (t *Tutorial) Wants(m game.Move) bool {
	w := t.wanted()
	return len(w) > 0 && same(w[0], t.canonical(m))
}

// Lit are the spaces the step's moves go to, for the board to light.
func (t *Tutorial) Lit() []int {
	var out []int
	for _, m := range t.wanted() {
		if c := optionCell(m); c >= 0 {
			out = append(out, c)
		} else if m.Cell >= 0 {
			out = append(out, int(m.Cell))
		}
	}
	return out
}

// check refuses a move the lesson does not ask for: with the rules' reason when the rules refuse
// it too (st is the position the move is made in), else by naming the move the lesson wants.
func (t *Tutorial) check(st *game.State, m game.Move) error {
	if t.accepts(m) {
		return nil
	}
	if _, err := st.Clone().Apply(m); err != nil {
		return err
	}
	if t.Done() {
		return fmt.Errorf("this lesson is over: choose the next one")
	}
	return fmt.Errorf("a good move in a game, but not this lesson's: %s", firstSentence(t.Ask()))
}

// made moves the lesson on after one of its moves.
func (t *Tutorial) made() {
	t.Said = t.Lesson.Steps[t.step].Why
	t.step++
}

// firstSentence is the instruction part of an Ask.
func firstSentence(s string) string {
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i]
	}
	s = strings.TrimSuffix(s, ".")
	if s != "" {
		s = strings.ToLower(s[:1]) + s[1:]
	}
	return s
}
