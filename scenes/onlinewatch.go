package scenes

import (
	"context"
	"fmt"
	"time"

	"tigris/online/client"
	"tigris/scenes/lobby"
	"tigris/scenes/remote"
	"tigris/scenes/ui"
)

var (
	idWatchLink  = ui.Named("watch-link")  // the board menu's "Watch link"
	idWatchDelay = ui.Named("watch-delay") // its delay, chosen before the link is asked for
)

// watchDelays are the delays a watch link may be made with, in decisions: a friend watching a
// few decisions late cannot tell a player what the others just did (issue 42).
var watchDelays = []int{0, 2, 5, 10}

// WatchOnline opens a watch link's game (#watch=ID&key=KEY) as a spectator: the board as
// everybody sees it, no hand, no points held, no hint, nothing to decide.
func (sh *Shell) WatchOnline(game, key string) *Online {
	o := NewOnline(sh, nil)
	cfg := remote.Config{Base: o.base(), Game: game, Delay: sh.BotDelay, Trace: sh.Hooks.Online, Sliced: sh.Sliced,
		Opener: remote.Opener{WatchKey: key}}
	o.opening, o.openAt = remote.Dial(cfg), time.Now()
	o.Busy = "Opening the game to watch…"
	return o
}

// watchItems are the board menu's Watch link and its delay for an online seat held by its token
// here.
func watchItems(r *remote.Session, behind int) ([]menuItem, bool) {
	if remote.SeatConfig(r).Token == "" || r.Over() != nil {
		return nil, false
	}
	delay := "Watch delay: live"
	if behind > 0 {
		delay = fmt.Sprintf("Watch delay: %d decisions", behind)
	}
	return []menuItem{
		{idWatchDelay, delay, "How late the next watch link shows the game, so a friend watching cannot help you (click for another delay)", ui.Plain},
		{idWatchLink, "Watch link", "A link for friends to watch this game: the board only, never your hand or points", ui.Plain},
	}, true
}

// watchAsk is a watch link asked of the server for the board's menu, its answer taken in by a
// later frame (the frame never waits on the network); behind is the delay it is asked with.
type watchAsk struct {
	answers chan watchAnswer
	behind  int
}

// nextDelay moves to the next of watchDelays, after the last back to live, and says it.
func (w *watchAsk) nextDelay() string {
	i := 0
	for i < len(watchDelays) && watchDelays[i] != w.behind {
		i++
	}
	w.behind = watchDelays[(i+1)%len(watchDelays)]
	if w.behind == 0 {
		return "The next watch link shows the game live."
	}
	return fmt.Sprintf("The next watch link shows the game %d decisions late.", w.behind)
}

// watchAnswer is the server's answer to a watch link asked for.
type watchAnswer struct {
	link string
	err  error
}

// ask asks for a watch link of r's game off the frame.
func (w *watchAsk) ask(r *remote.Session) {
	if w.answers == nil {
		w.answers = make(chan watchAnswer, 1)
	}
	cfg, behind := remote.SeatConfig(r), w.behind
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		l, err := client.WatchLink(ctx, cfg.Base, cfg.Game, cfg.Token, behind)
		w.answers <- watchAnswer{link: l.Link, err: err}
	}()
}

// take says what came of the watch link asked for, for the menu (the link copied where the
// shell's clipboard allows it, and shown to copy by hand); ok reports an answer.
func (w *watchAsk) take(h boardHost) (msg string, bad, ok bool) {
	select {
	case a := <-w.answers:
		switch {
		case a.err != nil:
			return "No watch link: " + lobby.ExplainNet(a.err), true, true
		case h.copyText(a.link) == nil:
			return "The watch link is copied: whoever opens it sees the board, never your hand or points. " + a.link, false, true
		}
		return "The watch link, to copy by hand: " + a.link, false, true
	default:
		return "", false, false
	}
}

// withWatch adds the Watch link and its delay to an online seat's menu items, where it may be
// asked.
func withWatch(r *remote.Session, behind int, items ...menuItem) []menuItem {
	if w, ok := watchItems(r, behind); ok {
		return append(items, w...)
	}
	return items
}
