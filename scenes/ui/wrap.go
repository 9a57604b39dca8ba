package ui

import (
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

// Wrap folds long lines to a width, measured in the theme's words, at spaces where it can (inside
// a word too long for a line), starting each continuation with indent. Every line it gives takes
// at least one character, so it ends for any width.
func (th *Theme) Wrap(lines []string, f *text.GoTextFace, width float64, indent string) []string {
	var out []string
	for _, l := range lines {
		prefix := ""
		for {
			if th.Width(prefix+l, f) <= width {
				out = append(out, prefix+l)
				break
			}
			cut := 0
			for i := 1; i < len(l); i++ { // the last space where the head still fits
				if l[i] == ' ' && th.Width(prefix+l[:i], f) <= width {
					cut = i
				}
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

// Clip shortens text to n characters with an ellipsis.
func Clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
