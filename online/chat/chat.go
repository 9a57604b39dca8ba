// Package chat holds what a game's chat line accepts: text only, of bounded length, at a bounded
// pace. The server keeps and relays lines; every client shows them as text, never as markup.
package chat

import (
	"errors"
	"fmt"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Limits of a chat line.
const (
	MaxRunes = 200 // characters in a line
	Burst    = 5   // lines a seat may send at once
	Every    = 3 * time.Second
	History  = 100 // the last lines a connection is sent when it opens
)

// Clean checks a line as a player typed it and returns it trimmed, or an error in a player's
// words. Control characters (line breaks, escapes) and the invisible marks that reorder or hide
// text (bidirectional overrides, zero-width spaces) are refused: a line is one visible line of
// text. Markup such as <b> is not refused: it is text, and shown as such.
func Clean(text string) (string, error) {
	if !utf8.ValidString(text) {
		return "", errors.New("a chat line is text")
	}
	text = strings.TrimSpace(text)
	if text == "" {
		return "", errors.New("say something first")
	}
	if n := utf8.RuneCountInString(text); n > MaxRunes {
		return "", fmt.Errorf("a chat line has at most %d characters, not %d", MaxRunes, n)
	}
	for _, r := range text {
		if unicode.IsControl(r) || (unicode.Is(unicode.Cf, r) && r != '\u200d') {
			// the zero-width joiner alone is kept: emoji are made with it
			return "", errors.New("a chat line is one line of visible text: no line breaks or invisible characters")
		}
	}
	return text, nil
}

// Pace bounds one seat's lines: Burst at once, then one every Every.
type Pace struct {
	level float64
	at    time.Time
}

// Allow takes one line from the pace at now, or says how long to wait.
func (p *Pace) Allow(now time.Time) (bool, time.Duration) {
	if p.at.IsZero() {
		p.level = Burst
	} else if d := now.Sub(p.at); d > 0 {
		p.level = min(Burst, p.level+d.Seconds()/Every.Seconds())
	}
	p.at = now
	if p.level < 1 {
		return false, time.Duration((1 - p.level) * float64(Every))
	}
	p.level--
	return true, 0
}
