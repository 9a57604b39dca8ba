package scenes

import (
	"fmt"

	"tigris/game"
	"tigris/scenes/ui"
)

// addBoardTips gives every piece on the board a tooltip saying what it is (the panel's ui.Controls
// are registered first, so the board's come after them).
func (p *Play) addBoardTips() {
	if p.hand.drag != nil {
		return // nothing pops up over the board while a piece is carried
	}
	st := p.sess.State()
	for i := 0; i < game.NCells; i++ {
		if tip := p.cellTip(st, i); tip != "" {
			p.ctl.Add(p.lay.CellRect(i), ui.ID{}, tip, true)
		}
	}
}

// cellTip says what stands on a space, in words.
func (p *boardView) cellTip(st *game.State, i int) string {
	c := st.Cell(i)
	sp := game.SpaceName(i)
	var tip string
	switch c.Kind {
	case game.Tile:
		switch {
		case !c.FaceUp():
			tip = "Under a monument at " + sp
			for m := game.Monument(0); m < game.NumMonuments; m++ {
				if tl := st.MonumentAt(m); tl >= 0 && (i == tl || i == tl+1 || i == tl+game.Cols || i == tl+game.Cols+1) {
					cs := m.Colors()
					tip = fmt.Sprintf("The %s-%s monument, %s", cs[0], cs[1], sp)
				}
			}
		default:
			tip = fmt.Sprintf("A %s at %s", c.Color.TileName(), sp)
			if st.BuildingAt(c.Color) == i {
				tip += ", under the " + c.Color.BuildingName() + " (never removed)"
			}
		}
		if c.Flags&game.FlagUnification != 0 {
			tip += ", under the unification tile"
		}
	case game.Leader:
		tip = fmt.Sprintf("%s's %s at %s", p.sess.Name(int(c.Owner)), c.Color.LeaderName(), sp)
		n := st.SupportingTemples(i)
		tip += fmt.Sprintf(": %d %s beside it (its strength in a revolt)", n, map[bool]string{true: "temple", false: "temples"}[n == 1])
	case game.Catastrophe:
		tip = "A catastrophe at " + sp + ": it stays for the whole game"
	case game.WonderPart:
		tip = "The wonder, at " + sp
	default:
		return ""
	}
	switch special := st.Map().SpecialBorder[i]; {
	case c.Treasure() && special:
		tip += "; a treasure lies here (gold corners: taken before the others)"
	case c.Treasure():
		tip += "; a treasure lies here"
	case special:
		tip += "; gold corners: its treasure, taken before the others, is gone"
	}
	return tip
}
