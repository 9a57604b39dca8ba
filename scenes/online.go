package scenes

import "tigris/scenes/remote"

// An online game is played on the same board screen as a local one.
var _ Session = (*remote.Session)(nil)
