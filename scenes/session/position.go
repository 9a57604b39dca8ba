package session

import (
	"fmt"
	"strings"

	"tigris/game"
)

// StartPosition reads a position a player gives (-position, a link): one the rules can reach,
// whose bag, when it names neither a bag nor a seed, is dealt with the seed given (not always
// with 0).
func StartPosition(text string, seed uint64) (*game.State, error) {
	if err := game.CheckSize("position", len(text), game.MaxPosition); err != nil {
		return nil, err // before any of it is read
	}
	if !hasLine(text, "seed") && !hasLine(text, "bag") {
		text += fmt.Sprintf("\nseed %d\n", seed)
	}
	st, err := game.ParsePosition(text)
	if err != nil {
		return nil, err
	}
	if err := st.CheckReachable(); err != nil {
		return nil, fmt.Errorf("no game can reach this position: %v", err)
	}
	return st, nil
}

// hasLine reports a line of the notation that starts with the word key.
func hasLine(text, key string) bool {
	for _, line := range strings.Split(text, "\n") {
		if f := strings.Fields(line); len(f) > 0 && f[0] == key {
			return true
		}
	}
	return false
}
