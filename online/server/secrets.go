package server

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
)

// codeAlphabet has no 0/O, 1/I/L or U/V look-alikes, so a code read aloud or copied by hand
// comes through.
const codeAlphabet = "23456789ABCDEFGHJKMNPQRSTWXYZ"

// CodeLength is a game code's length: 29^8 ≈ 5·10^11 codes, so a free seat is not found by
// guessing codes.
const CodeLength = 8

// newToken is a seat's secret: 256 bits from the system's random source.
func newToken() string {
	var b [32]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// tokenHash is what is stored of a token: its SHA-256.
func tokenHash(token string) []byte {
	h := sha256.Sum256([]byte(token))
	return h[:]
}

func sameHash(a, b []byte) bool { return len(a) > 0 && subtle.ConstantTimeCompare(a, b) == 1 }

func newGameID() string {
	var b [16]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func newCode() string {
	var b [CodeLength]byte
	rand.Read(b[:])
	for i := range b {
		// 256 is not a multiple of 29: draw again above the largest multiple so no letter is likelier
		for b[i] >= 29*8 {
			var one [1]byte
			rand.Read(one[:])
			b[i] = one[0]
		}
		b[i] = codeAlphabet[int(b[i])%len(codeAlphabet)]
	}
	return string(b[:])
}

// newSeed is a deal's seed over the full 64 bits.
func newSeed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// NormalizeCode reads a code as people type it: any case, with spaces or dashes, or a whole
// invitation link.
func NormalizeCode(s string) string {
	if i := lastIndex(s, "join="); i >= 0 {
		s = s[i+len("join="):]
	}
	out := make([]byte, 0, CodeLength)
	for i := 0; i < len(s) && len(out) <= CodeLength; i++ {
		c := s[i]
		if c >= 'a' && c <= 'z' {
			c -= 'a' - 'A'
		}
		switch {
		case c == ' ' || c == '-':
		case c == '&' || c == '#':
			i = len(s)
		default:
			out = append(out, c)
		}
	}
	return string(out)
}

func lastIndex(s, sub string) int {
	for i := len(s) - len(sub); i >= 0; i-- {
		if s[i:i+len(sub)] == sub {
			return i
		}
	}
	return -1
}
