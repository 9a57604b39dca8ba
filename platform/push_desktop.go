//go:build !js

package platform

// pushHook is nil on the desktop: it has no Web Push; it tells of a turn by a system
// notification itself (platform/attention).
func pushHook() func(base string, tokens []string) <-chan string { return nil }
