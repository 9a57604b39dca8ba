package scenes

import "tigris/scenes/boardlayout"

// layout is the board screen's layout: package boardlayout's arithmetic, tested without a display.
type layout = boardlayout.Layout
