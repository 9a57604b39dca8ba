//go:build unix

package storage

import "syscall"

// openNoWait opens a named pipe without waiting for a writer (which may never come).
const openNoWait = syscall.O_NONBLOCK
