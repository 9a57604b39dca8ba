package lobby

import (
	"strings"
	"unicode/utf8"
)

// mailShaped says whether s is an address as name@example.org: a local part and a domain, each
// dot-separated words of the characters RFC 5322 allows in an atom (and any beyond ASCII), the
// domain of two words or more. The standard library's net/mail says the same of such addresses
// but weighs 256 KB in the browser's game, all downloaded before its first frame.
func mailShaped(s string) bool {
	at := strings.LastIndexByte(s, '@')
	if at < 0 || len(s) > 254 || !utf8.ValidString(s) {
		return false
	}
	local, domain := s[:at], s[at+1:]
	return dotAtom(local) && dotAtom(domain) && strings.Contains(domain, ".")
}

// dotAtom says whether s is words of atom characters joined by single dots.
func dotAtom(s string) bool {
	if s == "" {
		return false
	}
	for _, w := range strings.Split(s, ".") {
		if w == "" {
			return false
		}
		for _, r := range w {
			if !atomChar(r) {
				return false
			}
		}
	}
	return true
}

// atomChar says whether r may stand in an atom: letters, digits, the marks RFC 5322 lists, and
// any character beyond ASCII (RFC 6532, as net/mail takes them).
func atomChar(r rune) bool {
	switch {
	case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
		return true
	case strings.ContainsRune("!#$%&'*+-/=?^_`{|}~", r):
		return true
	}
	return r >= utf8.RuneSelf
}
