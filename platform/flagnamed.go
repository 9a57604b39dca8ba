package platform

// flagNamed finds the first flag an error names ("-seats: …", "invalid value … for flag -seed"):
// what the regular expression `(?:^|\s)-([a-z][a-z-]*)\b` finds, written out so that the
// browser's game links no regexp package (its compiler and Unicode tables, about 260 KB of the
// page's WebAssembly, for this one use).
func flagNamed(s string) (string, bool) {
	for i := 0; i+1 < len(s); i++ {
		if s[i] != '-' || (i > 0 && !isSpace(s[i-1])) || !isLower(s[i+1]) {
			continue
		}
		end := i + 2
		for end < len(s) && (isLower(s[end]) || s[end] == '-') {
			end++
		}
		// the longest name that ends at a word boundary, as the expression backtracks to one
		for k := end; k > i+1; k-- {
			if k == len(s) && isWordByte(s[k-1]) || k < len(s) && isWordByte(s[k-1]) != isWordByte(s[k]) {
				return s[i+1 : k], true
			}
		}
	}
	return "", false
}

// isSpace is \s of Go's regular expressions: ASCII white space.
func isSpace(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r'
}

func isLower(b byte) bool { return 'a' <= b && b <= 'z' }

// isWordByte is \w of Go's regular expressions, whose \b is between a \w and a non-\w.
func isWordByte(b byte) bool {
	return isLower(b) || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' || b == '_'
}
