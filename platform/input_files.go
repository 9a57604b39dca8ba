package platform

import (
	"errors"
	"fmt"

	"tigris/game"
	"tigris/storage"
)

// readInput reads a file a player names (-position, -load), refusing one larger than any game's
// before reading it, with the reason.
func readInput(path, what string, limit int) ([]byte, error) {
	data, err := storage.ReadLimited(path, limit)
	var big *storage.ErrTooLarge
	if errors.As(err, &big) {
		if big.Size < 0 {
			return nil, fmt.Errorf("the %s goes on past %d KB, more than any game's", what, limit>>10)
		}
		return nil, game.CheckSize(what, int(min(big.Size, 1<<40)), limit)
	}
	return data, err
}
