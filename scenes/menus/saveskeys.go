package menus

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/ui"
)

// keyed is what a key asks of the Load screen: the arrows (or Tab) move the choice within a shelf
// and between the shelves, Enter opens the chosen row (Continue, Review), R replays it, Delete
// deletes it (pressed twice). It returns the button the key stands for, and whether the choice
// moved.
func (s *Saves) keyed(ctx *engine.Context) (ui.ID, bool) {
	in := ctx.In
	sf := s.shelves[s.at]
	switch {
	case in.KeyPressed(ebiten.KeyArrowDown):
		sf.choose(sf.sel + 1)
		sf.scrollToChosen()
		return ui.ID{}, true
	case in.KeyPressed(ebiten.KeyArrowUp):
		sf.choose(max(0, sf.sel-1))
		sf.scrollToChosen()
		return ui.ID{}, true
	case in.KeyPressed(ebiten.KeyArrowLeft), in.KeyPressed(ebiten.KeyArrowRight), in.KeyPressed(ebiten.KeyTab):
		s.at, s.chosen = (s.at+1)%shelves, true
		if o := s.shelves[s.at]; o.sel < 0 {
			o.choose(0)
		}
		return ui.ID{}, true
	case sf.sel < 0:
		return ui.ID{}, false
	case in.KeyPressed(ebiten.KeyEnter), in.KeyPressed(ebiten.KeyNumpadEnter):
		if sf.usable(sf.sel) {
			return shelfIDs[s.at].main.At(sf.sel), false
		}
	case in.KeyPressed(ebiten.KeyR):
		if sf.usable(sf.sel) {
			return shelfIDs[s.at].replay.At(sf.sel), false
		}
	case in.KeyPressed(ebiten.KeyDelete), in.KeyPressed(ebiten.KeyBackspace):
		return shelfIDs[s.at].del.At(sf.sel), false
	}
	return ui.ID{}, false
}
