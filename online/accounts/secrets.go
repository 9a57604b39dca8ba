package accounts

import (
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"errors"
	"fmt"
	"strings"

	"golang.org/x/crypto/argon2"
)

// The argon2id parameters (OWASP's second choice: 19 MiB, 2 passes, 1 lane): a guess costs
// tens of milliseconds, a sign-in on the project's 2-core machine as much.
const (
	argonTime    = 2
	argonMemory  = 19 * 1024
	argonThreads = 1
	argonKeyLen  = 32
	MinPassword  = 8
	MaxPassword  = 256
)

// HashPassword is a password as stored: argon2id with a random salt, in the usual encoding
// ($argon2id$v=19$m=…,t=…,p=…$salt$hash).
func HashPassword(password string) (string, error) {
	if len(password) < MinPassword {
		return "", fmt.Errorf("a password has at least %d characters", MinPassword)
	}
	if len(password) > MaxPassword {
		return "", fmt.Errorf("a password has at most %d characters", MaxPassword)
	}
	salt := make([]byte, 16)
	rand.Read(salt)
	key := argon2.IDKey([]byte(password), salt, argonTime, argonMemory, argonThreads, argonKeyLen)
	enc := base64.RawStdEncoding
	return fmt.Sprintf("$argon2id$v=%d$m=%d,t=%d,p=%d$%s$%s", argon2.Version, argonMemory, argonTime, argonThreads,
		enc.EncodeToString(salt), enc.EncodeToString(key)), nil
}

// CheckPassword reports whether password is the one hashed (with the parameters the hash names).
func CheckPassword(hash, password string) (bool, error) {
	parts := strings.Split(hash, "$")
	if len(parts) != 6 || parts[1] != "argon2id" {
		return false, errors.New("not an argon2id hash")
	}
	var v int
	var m, t uint32
	var p uint8
	if _, err := fmt.Sscanf(parts[2], "v=%d", &v); err != nil || v != argon2.Version {
		return false, errors.New("an argon2 hash of another version")
	}
	if _, err := fmt.Sscanf(parts[3], "m=%d,t=%d,p=%d", &m, &t, &p); err != nil {
		return false, errors.New("an argon2id hash without its parameters")
	}
	enc := base64.RawStdEncoding
	salt, err1 := enc.DecodeString(parts[4])
	key, err2 := enc.DecodeString(parts[5])
	if err1 != nil || err2 != nil || len(key) == 0 || len(password) > MaxPassword {
		return false, errors.New("a damaged argon2id hash")
	}
	got := argon2.IDKey([]byte(password), salt, t, m, p, uint32(len(key)))
	return subtle.ConstantTimeCompare(got, key) == 1, nil
}

// recoveryAlphabet has no look-alikes (the join codes' alphabet): a recovery code is copied by hand.
const recoveryAlphabet = "23456789ABCDEFGHJKMNPQRSTWXYZ"

// NewRecoveryCode is a recovery code, shown once: 20 characters in groups of 4 (about 97 bits).
func NewRecoveryCode() string {
	var b strings.Builder
	for i := 0; i < 20; i++ {
		if i > 0 && i%4 == 0 {
			b.WriteByte('-')
		}
		b.WriteByte(recoveryAlphabet[randBelow(len(recoveryAlphabet))])
	}
	return b.String()
}

// NormalizeRecovery reads a recovery code as people type it: any case, spaces and dashes ignored.
func NormalizeRecovery(code string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(code) {
		if r != ' ' && r != '-' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

func randBelow(n int) int {
	var one [1]byte
	for {
		rand.Read(one[:])
		if int(one[0]) < 256/n*n {
			return int(one[0]) % n
		}
	}
}

// NewKey is a session's or a device's key: 256 random bits, URL-safe base64.
func NewKey() string {
	var b [32]byte
	rand.Read(b[:])
	return base64.RawURLEncoding.EncodeToString(b[:])
}

// KeyHash is what is stored of a key or a recovery code (random, so one SHA-256 is enough).
func KeyHash(key string) []byte {
	h := sha256.Sum256([]byte(key))
	return h[:]
}
