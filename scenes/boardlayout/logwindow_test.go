package boardlayout

import "testing"

// The log box starts with a whole entry: the tail of an entry folded above the box is left out
// where that costs at most a third of the box.
func TestLogWindowStartsWithAWholeEntry(t *testing.T) {
	lines := []string{"a one", LogIndent + "a two", "b one", LogIndent + "b two", LogIndent + "b three", "c one"}
	cases := []struct {
		rows, scroll, start, end int
	}{
		{6, 0, 0, 6}, // all of it
		{5, 0, 2, 6}, // "a two" would be the top: it is left out
		{3, 0, 3, 6}, // "b two" and "b three" would be: two of three rows is too dear, they stay
		{2, 1, 3, 5}, // scrolled into b's tail, with no entry's start in sight: the tail stays
		{4, 1, 2, 5}, // "a two" would be the top: it is left out
		{12, 0, 0, 6},
	}
	for _, tc := range cases {
		if s, e := LogWindow(lines, tc.rows, tc.scroll); s != tc.start || e != tc.end {
			t.Errorf("%d rows scrolled %d: lines %d to %d, want %d to %d", tc.rows, tc.scroll, s, e, tc.start, tc.end)
		}
	}
}
