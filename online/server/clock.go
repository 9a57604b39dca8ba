package server

import "time"

// Clock is the server's time: the real one, or a test's that moves only when told.
type Clock interface {
	Now() time.Time
	// AfterFunc calls f after d, unless the returned stop is called first.
	AfterFunc(d time.Duration, f func()) (stop func())
}

type realClock struct{}

func (realClock) Now() time.Time { return time.Now() }
func (realClock) AfterFunc(d time.Duration, f func()) func() {
	t := time.AfterFunc(d, f)
	return func() { t.Stop() }
}
