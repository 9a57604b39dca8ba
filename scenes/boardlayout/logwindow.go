package boardlayout

import "strings"

// LogIndent begins the second and later lines of a log entry folded to the box's width.
const LogIndent = "   "

// LogWindow is the part of the folded log lines a box of rows shows, scrolled up by scroll
// lines: it starts with a whole entry, not the tail of one folded above it, where leaving the
// tail out costs at most a third of the box.
func LogWindow(lines []string, rows, scroll int) (start, end int) {
	end = max(0, len(lines)-scroll)
	start = max(0, end-rows)
	for k := start; start > 0 && k < end && k-start <= rows/3; k++ {
		if !strings.HasPrefix(lines[k], LogIndent) {
			return k, end
		}
	}
	return start, end
}
