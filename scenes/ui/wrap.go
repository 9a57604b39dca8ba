package ui

import (
	"strings"
	"tigris/engine"
	"unicode/utf8"
)

// Wrap folds long lines to a width, measured in the theme's words, at spaces where it can (inside
// a word too long for a line), starting each continuation with indent. A short number ("1.",
// "12,") stays on the line of the word before it where a fold before that word fits, so no line
// begins with a number cut off from what it counts. Every line it gives takes at least one
// character, so it ends for any width.
func (th *Theme) Wrap(lines []string, f *engine.Face, width float64, indent string) []string {
	var out []string
	for _, l := range lines {
		prefix := ""
		for {
			if th.Width(prefix+l, f) <= width {
				out = append(out, prefix+l)
				break
			}
			cut, anyCut := 0, 0
			for i := 1; i < len(l); i++ { // the last space where the head still fits
				if l[i] == ' ' && th.Width(prefix+l[:i], f) <= width {
					anyCut = i
					if !numberWord(l[i+1:]) {
						cut = i
					}
				}
			}
			if cut == 0 { // only folds before a number fit: one of those rather than inside a word
				cut = anyCut
			}
			if cut == 0 { // no space to fold at: as many characters as fit, one at least
				cut = len(l)
				for cut > 1 && (!utf8.RuneStart(l[cut-1]) || th.Width(prefix+l[:cut], f) > width) {
					cut--
				}
				for cut < len(l) && !utf8.RuneStart(l[cut]) {
					cut++
				}
			}
			out = append(out, prefix+l[:cut])
			l = strings.TrimLeft(l[cut:], " ")
			if l == "" {
				break
			}
			prefix = indent
		}
	}
	return out
}

// numberWord reports whether s begins with a short number, its punctuation after it included
// ("1.", "12,", "7)"): a word that means nothing alone at the start of a line.
func numberWord(s string) bool {
	word, _, _ := strings.Cut(s, " ")
	digits := len(word) - len(strings.TrimLeft(word, "0123456789"))
	if digits == 0 || digits > 4 {
		return false
	}
	return strings.Trim(word[digits:], ".,;:!?)%") == ""
}

// Clip shortens text to n characters with an ellipsis.
func Clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
