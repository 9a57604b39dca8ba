//go:build !js

package platform

import "tigris/scenes"

// pushHook is nil on the desktop: it has no Web Push; it tells of a turn by a system
// notification itself (platform/attention).
func pushHook() scenes.Notifier { return nil }
