package game

import "fmt"

// The largest texts taken from a player before any of them is read. A position is some hundred
// bytes and a whole game's save some tens of kilobytes; a save of MaxSave holds tens of
// thousands of decisions and replays in about a second, and leaves its autosave room to grow to
// MaxInput, the most a game's own autosave is read at (Continue).
const (
	MaxPosition = 64 << 10
	MaxSave     = 512 << 10
)

// CheckSize refuses a text of n bytes larger than limit, saying what it is and why.
func CheckSize(what string, n, limit int) error {
	if n <= limit {
		return nil
	}
	size := fmt.Sprintf("%.1f MB", float64(n)/(1<<20))
	if n < 1<<20 {
		size = fmt.Sprintf("%d KB", n>>10)
	}
	return fmt.Errorf("the %s is %s, larger than any game's (%d KB at most)", what, size, limit>>10)
}
