package menus

import (
	"strconv"
	"strings"

	"tigris/game"
	"tigris/scenes/ui"
)

// NewSeed is a fresh seed for a deal: 64 bits from the system's secure random source, a space
// nobody can search for the seed that fits the tiles he has seen.
func NewSeed() uint64 { return game.FreshSeed() }

// seedField is the new-game screen's seed, empty for a fresh deal: a seed shown on the screen
// would give whoever reads it every hand and the bag, another player's in hot seat.
func seedField() ui.TextField {
	f := ui.NewTextField("", 20, true)
	f.Hint = "fresh & secret"
	return f
}

// dealSeed is the seed typed to replay a deal, or, with none typed, the shell's unseen one.
func (s *Setup) dealSeed() (uint64, error) {
	typed := strings.TrimSpace(s.seed.String())
	if typed == "" {
		return s.sh.Games.Seed(), nil
	}
	return strconv.ParseUint(typed, 10, 64)
}
