//go:build !unix

package storage

// openNoWait is nothing where the system has no named pipes to wait on.
const openNoWait = 0
