//go:build !js

package platform

import (
	"tigris/engine"
	"tigris/scenes"
)

// NotificationClicks does nothing on the desktop: its system notification has no action that
// opens a game (a click brings the window forward, where the game already is).
func NotificationClicks(*scenes.Shell) func(ctx *engine.Context) { return func(*engine.Context) {} }
