// Package storage keeps what a player must not lose between runs: saved games and settings. On
// the desktop it is a folder of files written atomically; in the browser it is local storage.
// It knows nothing of the game: keys name byte strings.
package storage

import (
	"errors"
	"strings"
	"sync"
)

// Store holds named byte strings. Keys are paths like "saves/My game"; a slash groups them.
type Store interface {
	// Get reads a key; a missing key is ErrNotFound.
	Get(key string) ([]byte, error)
	// Put replaces a key's value entirely or, on error, leaves the old value as it was.
	Put(key string, data []byte) error
	// Delete removes a key; removing a missing key is no error.
	Delete(key string) error
	// List gives the keys under a group ("saves/"), without the group, in no particular order.
	List(group string) ([]string, error)
}

// ErrNotFound is the error of Get for a key that holds nothing.
var ErrNotFound = errors.New("not found")

// ErrInUse is Lock's error when another window of the game holds the folder.
var ErrInUse = errors.New("another window of the game is using this folder")

// Memory is a Store in memory, for tests and for when nothing can be kept. Like every Store it
// may be used from two goroutines at once (the autosave writes in the background).
type Memory struct {
	mu sync.Mutex
	m  map[string][]byte
}

// NewMemory makes an empty memory store.
func NewMemory() *Memory { return &Memory{m: map[string][]byte{}} }

// Get implements Store.
func (s *Memory) Get(key string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	v, ok := s.m[key]
	if !ok {
		return nil, ErrNotFound
	}
	return append([]byte(nil), v...), nil
}

// Put implements Store.
func (s *Memory) Put(key string, data []byte) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.m[key] = append([]byte(nil), data...)
	return nil
}

// Delete implements Store.
func (s *Memory) Delete(key string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	delete(s.m, key)
	return nil
}

// List implements Store.
func (s *Memory) List(group string) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var keys []string
	for k := range s.m {
		if rest, ok := strings.CutPrefix(k, group); ok && !strings.Contains(rest, "/") {
			keys = append(keys, rest)
		}
	}
	return keys, nil
}
