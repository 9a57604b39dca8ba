package protocol

import (
	"net/url"
	"strings"
)

// ParseWatchFragment reads a watch link's fragment ("watch=ID&key=KEY", with or without its
// "#"); ok is false when it is not one, or is damaged.
func ParseWatchFragment(frag string) (game, key string, ok bool) {
	q, err := url.ParseQuery(strings.TrimPrefix(frag, "#"))
	if err != nil || len(q["watch"]) != 1 || len(q["key"]) != 1 {
		return "", "", false
	}
	game, key = q.Get("watch"), q.Get("key")
	if !isGameID(game) || !isToken(key) {
		return "", "", false
	}
	return game, key, true
}
