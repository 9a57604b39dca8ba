package game

import (
	"crypto/rand"
	"encoding/binary"
)

// FreshSeed is a deal's seed from the system's secure random source, all 64 bits of it: a seed
// drawn from a million was found again from a player's first hand and draws in seconds, and with
// it every hand and the bag.
func FreshSeed() uint64 {
	var b [8]byte
	rand.Read(b[:]) // never fails (it aborts the program instead)
	return binary.LittleEndian.Uint64(b[:])
}
