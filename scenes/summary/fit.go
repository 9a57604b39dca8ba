package summary

// Fit is what of lines a box shows under a heading of height head in room, with the box's height
// (0: not even one line fits); lineH measures a line. Where not all fit, it leaves out the least
// important first, the oldest of them first: routine placements, then the rest, a conflict's line
// last; and its first line, more(k), says how many it left out and where to read them: never cut
// silently (issue 44). The lines it keeps stay in order.
func Fit(lines []Line, head, room float64, lineH func(string) float64, more func(k int) string) ([]string, float64) {
	h := head
	heights := make([]float64, len(lines))
	for i, l := range lines {
		heights[i] = lineH(l.Text)
		h += heights[i]
	}
	if len(lines) == 0 {
		return nil, 0
	}
	if h <= room {
		return Texts(lines), h
	}
	kept := make([]bool, len(lines))
	for i := range kept {
		kept[i] = true
	}
	dropped := 0
	for w := Routine; w <= Conflict; w++ {
		for i, l := range lines {
			if l.Weight != w {
				continue
			}
			kept[i], h, dropped = false, h-heights[i], dropped+1
			if dropped < len(lines) && h+lineH(more(dropped)) <= room {
				return keep(lines, kept, more(dropped)), h + lineH(more(dropped))
			}
		}
	}
	return nil, 0
}

// keep is the first line, then the lines kept.
func keep(lines []Line, kept []bool, first string) []string {
	out := []string{first}
	for i, l := range lines {
		if kept[i] {
			out = append(out, l.Text)
		}
	}
	return out
}
