package scenes

import (
	"context"
	"sync"

	"tigris/scenes/lobby"
	"tigris/scenes/ui"
)

// idNotify is the online screen's "Tell me when it's my turn": in the browser, where the page can
// be told by Web Push with its tab closed (Shell.Notify); the desktop tells by itself. Once on,
// the same button stops it: each device chooses.
var idNotify = ui.Named("notify")

// Notifier is the browser's Web Push for this device.
type Notifier interface {
	// On asks the browser's permission (on the player's click) and registers the seats of tokens
	// on the server at base, to be told of events (lobby.NotifyEvents' names); Off ends this
	// device's subscription. Each answers "" or why not.
	On(base string, tokens, events []string) <-chan string
	Off() <-chan string
	// State answers whether this device is told now.
	State() <-chan bool
}

// pushState is whether this device is told, as last asked of the browser.
type pushState struct {
	mu           sync.Mutex
	asked, known bool
	on           bool
}

func (p *pushState) get() (on, known bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.on, p.known
}

func (p *pushState) set(on bool) {
	p.mu.Lock()
	p.on, p.known = on, true
	p.mu.Unlock()
}

// ask asks the browser once whether it is told, off the frame.
func (p *pushState) ask(n Notifier) {
	p.mu.Lock()
	asked := p.asked
	p.asked = true
	p.mu.Unlock()
	if !asked {
		go func() { p.set(<-n.State()) }()
	}
}

// notifyButton is the footer's button, when the platform can subscribe; a narrow footer has the
// short words.
func (o *Online) notifyButton(wide bool) (ui.FootButton, bool) {
	n := o.sh.notifier()
	if n == nil {
		return ui.FootButton{}, false
	}
	o.sh.push().ask(n)
	on, known := o.sh.push().get()
	b := ui.FootButton{Label: "Tell me when it's my turn", ID: idNotify, Enabled: known && o.Busy == "" && len(o.Kept.Seats) > 0,
		Tip: "Let the browser show a notification when one of your games waits for you, even with this tab closed"}
	switch {
	case on && wide:
		b.Label, b.Tip, b.Enabled = "Stop telling me my turns", "This browser tells you of your turns: stop it", known && o.Busy == ""
	case on:
		b.Label, b.Enabled = "Stop notifying", known && o.Busy == ""
	case !wide:
		b.Label = "Notify my turns"
	}
	return b, true
}

// askNotify turns this device's notifications on (the browser's permission asked on this click,
// this device's seats on this server registered) or off.
func (o *Online) askNotify() {
	n := o.sh.notifier()
	if on, _ := o.sh.push().get(); on {
		done := n.Off()
		o.Ask("Turning notifications off…", func(context.Context) func() {
			why := <-done
			return func() {
				if why != "" {
					o.Err = why
					return
				}
				o.sh.push().set(false)
				o.Note = "This browser no longer tells you of your turns."
			}
		})
		return
	}
	base := o.base()
	var tokens []string
	for _, k := range o.Kept.Seats {
		if k.Server == base {
			tokens = append(tokens, k.Token)
		}
	}
	done := n.On(base, tokens, lobby.LoadNotify(o.Store, base).Events)
	o.Ask("Asking the browser to show notifications…", func(context.Context) func() {
		why := <-done // the player answers the browser's question: no time limit
		return func() {
			if why != "" {
				o.Err = why
				return
			}
			o.sh.push().set(true)
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
