//go:build !js

package main

import (
	"os"
	"time"
)

// programArgs are the command-line flags.
func programArgs() []string { return os.Args[1:] }

// isBrowser is false on the desktop.
const isBrowser = false

var processStart = time.Now()

// sinceStart is the time since the program started, in milliseconds.
func sinceStart() float64 { return float64(time.Since(processStart).Microseconds()) / 1000 }
