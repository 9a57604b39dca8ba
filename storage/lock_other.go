//go:build !unix

package storage

// Lock is not enforced where the system has no advisory locks.
func (d *Dir) Lock() (unlock func(), err error) { return func() {}, nil }
