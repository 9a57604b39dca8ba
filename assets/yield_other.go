//go:build !js

package assets

// yieldToFrames is nothing where a bake runs on a core of its own beside the frames.
func yieldToFrames() {}
