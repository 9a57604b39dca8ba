//go:build js

package storage

import (
	"fmt"
	"strings"
	"syscall/js"
)

// Local is a Store in the browser's local storage, every key behind a prefix so the page's other
// keys are left alone. Values are kept as text (saves and settings are text).
type Local struct {
	prefix string
	ls     js.Value
}

// NewLocal opens the page's local storage; it fails where the browser refuses it (private
// windows of some browsers, storage disabled).
func NewLocal(prefix string) (s *Local, err error) {
	defer func() {
		if r := recover(); r != nil {
			s, err = nil, fmt.Errorf("local storage is not available: %v", r)
		}
	}()
	ls := js.Global().Get("localStorage")
	if ls.IsUndefined() || ls.IsNull() {
		return nil, fmt.Errorf("local storage is not available")
	}
	return &Local{prefix: prefix, ls: ls}, nil
}

// call runs a local storage method, turning the exception it may throw (quota exceeded) into an
// error.
func (s *Local) call(name string, args ...any) (v js.Value, err error) {
	defer func() {
		if r := recover(); r != nil {
			if strings.Contains(strings.ToLower(fmt.Sprint(r)), "quota") {
				err = fmt.Errorf("%w (%v)", ErrFull, r)
			} else {
				err = fmt.Errorf("local storage: %v", r)
			}
		}
	}()
	return s.ls.Call(name, args...), nil
}

// Get implements Store.
func (s *Local) Get(key string) ([]byte, error) {
	v, err := s.call("getItem", s.prefix+key)
	if err != nil {
		return nil, err
	}
	if v.IsNull() {
		return nil, ErrNotFound
	}
	return []byte(v.String()), nil
}

// Put implements Store. One setItem call replaces the value whole or, when it throws, not at all.
func (s *Local) Put(key string, data []byte) error {
	_, err := s.call("setItem", s.prefix+key, string(data))
	return err
}

// Delete implements Store.
func (s *Local) Delete(key string) error {
	_, err := s.call("removeItem", s.prefix+key)
	return err
}

// List implements Store.
func (s *Local) List(group string) ([]string, error) {
	n := s.ls.Get("length").Int()
	var keys []string
	for i := 0; i < n; i++ {
		k, err := s.call("key", i)
		if err != nil {
			return nil, err
		}
		if rest, ok := strings.CutPrefix(k.String(), s.prefix+group); ok && !strings.Contains(rest, "/") {
			keys = append(keys, rest)
		}
	}
	return keys, nil
}
