package scenes

import (
	"fmt"

	"tigris/game"
)

// actionsWords says where the turn stands for the status line: the actions left while the player
// chooses one, and while an action's conflict, treasure or monument is settled the action under way
// (it counts only once it is over, so "2 actions left" then would be wrong).
func actionsWords(st *game.State) string {
	n := st.ActionsLeft()
	switch st.Pending().Kind {
	case game.DecideAction:
		if n == 0 {
			return "no actions left"
		}
		return fmt.Sprintf("%d action%s left", n, plural(n))
	case game.DecideWonderPoint, game.DecideNone:
		return "the turn ends"
	}
	if n <= 1 {
		return "the last action under way"
	}
	return fmt.Sprintf("an action under way, %d left after it", n-1)
}
