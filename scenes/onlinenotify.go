package scenes

import (
	"context"

	"tigris/scenes/ui"
)

// idNotify is the online screen's "Tell me when it's my turn": in the browser, where the page can
// be told by Web Push with its tab closed (Shell.Notify); the desktop tells by itself.
var idNotify = ui.Named("notify")

// notifyButton is the footer's button, when the platform can subscribe; a narrow footer has the
// short words.
func (o *Online) notifyButton(wide bool) (ui.FootButton, bool) {
	if o.sh.Notify == nil {
		return ui.FootButton{}, false
	}
	label := "Tell me when it's my turn"
	if !wide {
		label = "Notify my turns"
	}
	return ui.FootButton{Label: label, ID: idNotify, Enabled: o.Busy == "" && len(o.Kept.Seats) > 0,
		Tip: "Let the browser show a notification when one of your games waits for you, even with this tab closed"}, true
}

// askNotify asks the browser for notifications (its permission, on this click) and registers this
// device's seats on this server for them.
func (o *Online) askNotify() {
	base := o.base()
	var tokens []string
	for _, k := range o.Kept.Seats {
		if k.Server == base {
			tokens = append(tokens, k.Token)
		}
	}
	done := o.sh.Notify(base, tokens)
	o.Ask("Asking the browser to show notifications…", func(context.Context) func() {
		why := <-done // the player answers the browser's question: no time limit
		return func() {
			if why != "" {
				o.Err = why
				return
			}
			o.Note = "This browser will tell you when it is your turn in these games, even with the tab closed."
		}
	})
}

// OpenKept is the online screen opening this device's seat of game (a notification's link,
// ?game=ID): the board once it has arrived; when the device keeps no seat of it, the screen says
// so and changes nothing.
func (sh *Shell) OpenKept(game string) *Online {
	o := NewOnline(sh, nil)
	for _, k := range o.Kept.Seats {
		if k.Game == game {
			o.open(k)
			return o
		}
	}
	o.Err = "The game the notification named is not kept on this device: open it here from its seat link."
	return o
}
