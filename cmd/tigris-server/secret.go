package main

import (
	"errors"
	"os"
	"strings"
)

// secret is a token given on the command line, or read from a file with @FILE (a file keeps it
// out of the process list and the shell's history).
func secret(v string) (string, error) {
	if path, ok := strings.CutPrefix(v, "@"); ok {
		b, err := os.ReadFile(path)
		if err != nil {
			return "", err
		}
		v = strings.TrimSpace(string(b))
	}
	if len(v) < 16 {
		return "", errors.New("a token is at least 16 characters")
	}
	return v, nil
}
