//go:build !js

package review

// yieldToFrames is nothing where the review's searches run on cores of their own beside the frames.
func yieldToFrames() {}
