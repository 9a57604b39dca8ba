package scenes

import "strings"

// hintThinking is what the screen says while a hint is being thought of.
const hintThinking = "Thinking of a hint…"

// dropHint takes a hint off the screen once a decision is made: it was for the position it was
// asked in, and in hot seat the next player, or the bot playing between two people, must not
// see what one player was told.
func (p *Play) dropHint() {
	p.hint, p.hintCh = nil, nil // a hint still being thought of is for a position gone
	if strings.HasPrefix(p.toast, "Hint: ") || p.toast == hintThinking {
		p.toast = ""
	}
}
