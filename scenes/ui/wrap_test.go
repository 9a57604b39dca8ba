//go:build display

package ui

import (
	"strings"
	"testing"
)

// Folding text ends for any width, a word too long for a line included, and keeps every
// character.
func TestWrapEndsAndKeepsEverything(t *testing.T) {
	ctx := newContext(t)
	f := Face(ctx, 14, false)
	text := "Archer places a farm at E1 and scores 1 blue; Supercalifragilisticexpialidocious"
	for _, width := range []float64{1, 20, 60, 200, 2000} {
		lines := (&Theme{}).Wrap([]string{text}, f, width, "   ")
		joined := ""
		for _, l := range lines {
			joined += strings.TrimSpace(l)
		}
		if strings.ReplaceAll(joined, " ", "") != strings.ReplaceAll(text, " ", "") {
			t.Fatalf("width %v lost text: %q", width, lines)
		}
		if len(lines) > len(text)+1 {
			t.Fatalf("width %v: %d lines for %d characters", width, len(lines), len(text))
		}
	}
}

// A short number is never left alone at the start of a line, cut off from the word it counts:
// "Bull" / "1." folds before "Bull" instead, at every width where that fits.
func TestWrapKeepsANumberWithItsWord(t *testing.T) {
	ctx := newContext(t)
	f := Face(ctx, 14, false)
	th := &Theme{}
	text := "The red point goes to Bull 1. Archer scores 12, the kingdom 3"
	for _, head := range []string{"The red point goes to Bull", "The red point goes to Bull 1. Archer scores", "The red point goes to Bull 1. Archer scores 12, the kingdom"} {
		for _, slack := range []float64{0, 1, 3} {
			width := th.Width(head, f) + slack
			lines := th.Wrap([]string{text}, f, width, "")
			for i, line := range lines[1:] {
				if numberWord(line) {
					t.Errorf("width %.0f: line %d begins with a number cut off from its word: %q", width, i+2, lines)
				}
			}
		}
	}
	// where nothing but the number's fold fits, it folds there rather than inside a word
	lines := th.Wrap([]string{"Bull 1."}, f, th.Width("Bull", f), "")
	if len(lines) != 2 || lines[0] != "Bull" || lines[1] != "1." {
		t.Errorf("a line too narrow for \"Bull 1.\" folds as %q", lines)
	}
}

// phrases says one phrase its own way, as the touch theme says a pointer's words as a finger's.
type phrases map[string]string

func (p phrases) Say(s string) string {
	for from, to := range p {
		s = strings.ReplaceAll(s, from, to)
	}
	return s
}

// A paragraph is said in the theme's words before it is folded: a phrase the theme rewrites is
// rewritten even where the width folds inside it (the Keys page's "Rest the pointer…" on a phone).
func TestParagraphSaysPhrasesItFolds(t *testing.T) {
	ctx := newContext(t)
	f := Face(ctx, 14, false)
	th := &Theme{Words: phrases{"Rest the pointer on any button": "Rest a finger on any button"}}
	s := "Undo takes back your last action. Rest the pointer on any button to see what it does."
	for _, w := range []float64{80, 160, 240, 2000} {
		lines := th.paragraphLines(s, f, w)
		joined := strings.Join(lines, " ")
		if strings.Contains(joined, "pointer") || !strings.Contains(joined, "finger") {
			t.Errorf("width %v: %q", w, lines)
		}
	}
}
