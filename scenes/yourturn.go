package scenes

import (
	"fmt"

	"tigris/scenes/remote"
)

// attend tells the platform, each frame, that the board shows this device's player's decision in
// an online game: the tab's title and icon, or a desktop notification, say so while he looks
// elsewhere (platform/attention); the notification only when he chose "My turn" for the game's
// server on the Notifications screen.
func attend(p *Play) {
	r, ok := p.sess.Reader.(*remote.Session)
	if !ok || p.hooks.YourTurn == nil || r.Over() != nil || !r.HumanToDecide() {
		return
	}
	p.hooks.YourTurn("Your turn in game "+r.Code(), p.host.shell != nil && p.host.shell.tellsTurns(r.Base()))
}

// waitingWords name the games waiting on the player, as the title's count says them.
func waitingWords(n int) string {
	if n == 1 {
		return "Your turn in one of your online games"
	}
	return fmt.Sprintf("Your turn in %d of your online games", n)
}
