// Package ui is the screens' widget kit: rectangles, controls named by typed ids with their
// tooltips and trace, buttons, scrolling pages above a footer, the text field, icons, folding
// text, and the Theme (a look and its words) they are all drawn in. It knows the engine only.
package ui

import "tigris/scenes/geom"

// Rect is an area of the screen in device pixels (package geom's, which needs no display).
type Rect = geom.Rect

// Overlaps reports whether two areas share any point.
func Overlaps(a, b Rect) bool { return geom.Overlaps(a, b) }

// TouchSize is the least height of anything tapped, in units.
const TouchSize = geom.TouchSize
