//go:build !linux

// Package displaycheck checks for an X display where the game needs one (Linux); elsewhere the
// system always has a display for a desktop program.
package displaycheck
