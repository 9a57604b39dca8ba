// Package words rewrites the game's texts in a theme's words.
package words

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Glossary swaps whole words, keeping their case: "Kingdom" becomes "Alliance", "KING" "GOVERNOR".
type Glossary struct {
	words map[string]string
	seen  map[string]string // lines already rewritten (the same few are drawn every frame)
}

// New makes a glossary from lower-case words to lower-case words.
func New(words map[string]string) *Glossary {
	return &Glossary{words: words, seen: map[string]string{}}
}

// Say rewrites a text in the glossary's words.
func (g *Glossary) Say(s string) string {
	if g == nil || s == "" {
		return s
	}
	if out, ok := g.seen[s]; ok {
		return out
	}
	var b strings.Builder
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			b.WriteString(s[i : i+n])
			i += n
			continue
		}
		j := i
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsLetter(r) {
				break
			}
			j += n
		}
		b.WriteString(g.word(s[i:j]))
		i = j
	}
	out := b.String()
	if len(g.seen) > 4096 { // a bound: texts that change every frame (a timer) must not pile up
		clear(g.seen)
	}
	g.seen[s] = out
	return out
}

// word is one word in the glossary's words, in the case it was written.
func (g *Glossary) word(w string) string {
	to, ok := g.words[strings.ToLower(w)]
	if !ok {
		return w
	}
	first, _ := utf8.DecodeRuneInString(w)
	switch {
	case len(w) > 1 && w == strings.ToUpper(w):
		return strings.ToUpper(to)
	case unicode.IsUpper(first):
		r, n := utf8.DecodeRuneInString(to)
		return string(unicode.ToUpper(r)) + to[n:]
	}
	return to
}
