// Package accounts holds what an optional account is made of: a name unique per server whatever
// its case or look-alike letters, a password kept as an argon2id hash, a recovery code shown
// once, and the random keys of sessions and devices. It knows no store and no HTTP.
package accounts

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// MaxName is the most characters of an account's name.
const MaxName = 16

// confusables maps each letter that looks like another to the one it is taken for, after NFKC
// and case folding. It covers: Cyrillic and Greek letters drawn like Latin ones (а е о р с у х
// і ј ѕ ԁ һ ԛ ԝ ӏ, α ο ρ ν ι κ τ υ χ ε β η μ), Latin letters with no mark that read as others
// (ı ɩ ℓ → l/i, ο-like), digits read as letters (0 o, 1 l, 3 e, 5 s, 8 b) and the pairs of letters
// read as one (rn m, vv w, cl d). It does not cover every script of Unicode's confusables list:
// a name is letters of any script, and two names of other scripts that look alike but are not
// in the table are both accepted.
var confusables = map[rune]string{
	// Cyrillic
	'а': "a", 'в': "b", 'е': "e", 'ё': "e", 'к': "k", 'м': "m", 'н': "h", 'о': "o", 'р': "p", 'с': "c", 'т': "t", 'у': "y",
	'х': "x", 'і': "l", 'ї': "l", 'ј': "j", 'ѕ': "s", 'ԁ': "d", 'һ': "h", 'ԛ': "q", 'ԝ': "w", 'ӏ': "l", 'ь': "b", 'г': "r",
	// Greek
	'α': "a", 'β': "b", 'ε': "e", 'η': "n", 'ι': "l", 'κ': "k", 'μ': "u", 'ν': "v", 'ο': "o", 'ρ': "p", 'τ': "t", 'υ': "u",
	'χ': "x", 'ς': "c", 'σ': "o", 'ω': "w",
	// Latin look-alikes and digits
	'ı': "l", 'ɩ': "l", 'ℓ': "l", 'i': "l", 'j': "j", '0': "o", '1': "l", '3': "e", '5': "s", '8': "b", 'ø': "o",
	'ß': "ss", 'æ': "ae", 'œ': "oe",
}

// pairs are letters read as one, replaced after the table.
var pairs = strings.NewReplacer("rn", "m", "vv", "w", "cl", "d")

var fold = cases.Fold()

// CheckName refuses a name no one could read or tell apart: 1 to 16 letters, digits, spaces, ' . -,
// beginning with a letter or a digit, no control or invisible characters.
func CheckName(name string) error {
	if name != strings.TrimSpace(name) || name == "" {
		return errors.New("a name begins and ends with a letter or a digit")
	}
	if n := utf8.RuneCountInString(name); n > MaxName {
		return fmt.Errorf("a name has at most %d characters, not %d", MaxName, n)
	}
	for _, r := range name {
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(" '.-", r) {
			return fmt.Errorf("a name has letters, digits, spaces, ' . and - only, not %q", r)
		}
	}
	if strings.Contains(name, "  ") {
		return errors.New("a name has no two spaces in a row")
	}
	return nil
}

// Skeleton is what a name looks like, for telling names apart: two names with one skeleton are
// the same name on a server. It is the name in NFKC, case folded, without its marks (é is e),
// spaces and punctuation, with look-alike letters replaced by the letter they are taken for.
func Skeleton(name string) string {
	s := fold.String(norm.NFKC.String(name))
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r), unicode.IsSpace(r), strings.ContainsRune("'.-_", r):
		case confusables[r] != "":
			b.WriteString(confusables[r])
		default:
			b.WriteRune(r)
		}
	}
	return pairs.Replace(b.String())
}
