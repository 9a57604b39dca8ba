package storage

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// MaxNameRunes is the longest name a save may have, in characters.
const MaxNameRunes = 60

// CheckName refuses names a player cannot be expected to find again: empty or only spaces,
// spaces at either end, longer than MaxNameRunes characters (not bytes), a slash, or a character
// nothing draws: control, format and direction marks (which also turn the text around), line
// separators, private or unassigned ones.
func CheckName(name string) error {
	switch {
	case strings.TrimSpace(name) == "":
		return fmt.Errorf("a name is needed")
	case strings.TrimSpace(name) != name:
		return fmt.Errorf("a name cannot begin or end with a space")
	case !utf8.ValidString(name):
		return fmt.Errorf("a name must be text")
	case utf8.RuneCountInString(name) > MaxNameRunes:
		return fmt.Errorf("the name is too long (%d characters at most)", MaxNameRunes)
	case strings.ContainsAny(name, "/\\"):
		return fmt.Errorf("a name cannot hold a slash")
	}
	for _, r := range name {
		if !unicode.IsGraphic(r) || unicode.Is(unicode.Cf, r) || unicode.IsSpace(r) && r != ' ' {
			return fmt.Errorf("a name cannot hold the invisible character U+%04X", r)
		}
	}
	return nil
}
