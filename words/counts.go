package words

import "fmt"

// Count is a number with its noun agreeing: "1 market", "3 markets" (plural is the noun's
// plural, "" for the singular with an s).
func Count(n int, singular, plural string) string {
	if n == 1 {
		return "1 " + singular
	}
	if plural == "" {
		plural = singular + "s"
	}
	return fmt.Sprintf("%d %s", n, plural)
}

// Verb is a present-tense verb agreeing with a count: one "leaves", several "leave".
func Verb(n int, singular, plural string) string {
	if n == 1 {
		return singular
	}
	return plural
}

// SoundSetting is the Sound row's value in the settings: a game started without sound (-mute
// opens no sound device) says so whatever the saved setting is.
func SoundSetting(muted, noDevice bool) string {
	switch {
	case noDevice:
		return "off (started without sound)"
	case muted:
		return "muted"
	}
	return "on"
}
