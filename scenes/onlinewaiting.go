package scenes

import (
	"context"
	"time"

	"tigris/online/client"
	"tigris/scenes/lobby"
	"tigris/scenes/remote"
	"tigris/scenes/ui"
)

var (
	idCancelGame = ui.Named("cancel-game") // the board menu's "Cancel this game"
	idNewInvite  = ui.Named("new-invite")  // its "New invitation link"
	idSeatBot    = ui.Named("seat-bot")    // its "A bot for the absent" (seat a bot)
)

// waitingPart is what the board's menu offers a seat of an online game while an invited person
// has not come: cancel the game (not yet started; clicked twice, like resign), replace the
// invitation, or seat a Medium bot for the absent. The server's answers are taken in by a later
// frame: the frame never waits on the network.
type waitingPart struct {
	answers       chan waitingAnswer
	confirmCancel bool // Cancel this game was clicked once
}

// waitingAnswer is the server's answer to one of the waiting game's controls.
type waitingAnswer struct {
	id   ui.ID
	link string // a new invitation's
	err  error
}

// waitingItems are the menu's items for r's game while an invited seat is free, for a seat held
// by its token here.
func (w *waitingPart) items(r *remote.Session) []menuItem {
	free, unstarted := remote.Waiting(r)
	if free < 0 || remote.SeatConfig(r).Token == "" {
		w.confirmCancel = false
		return nil
	}
	var out []menuItem
	if unstarted {
		cancel := "Cancel this game"
		if w.confirmCancel {
			cancel = "Really cancel the game?"
		}
		out = append(out, menuItem{idCancelGame, cancel, "End the game for everybody before it starts (click twice): nobody wins, nothing is rated", ui.Plain})
	}
	return append(out,
		menuItem{idNewInvite, "New invitation link", "A new link for the absent: the old link and code join nothing any more", ui.Plain},
		menuItem{idSeatBot, "A bot for the absent", "A Medium bot takes the invited seat nobody took, and plays it", ui.Plain})
}

// choose answers a click on one of the items: the server is asked off the frame.
func (w *waitingPart) choose(id ui.ID, r *remote.Session) (string, bool) {
	if id == idCancelGame && !w.confirmCancel {
		w.confirmCancel = true
		return "Click Really cancel the game? to end it for everybody.", false
	}
	w.confirmCancel = false
	if w.answers == nil {
		w.answers = make(chan waitingAnswer, 1)
	}
	cfg := remote.SeatConfig(r)
	free, _ := remote.Waiting(r)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
		defer cancel()
		a := waitingAnswer{id: id}
		switch id {
		case idCancelGame:
			a.err = client.CancelGame(ctx, cfg.Base, cfg.Game, cfg.Token)
		case idNewInvite:
			inv, err := client.NewInvitation(ctx, cfg.Base, cfg.Game, cfg.Token)
			a.link, a.err = inv.Link, err
		case idSeatBot:
			a.err = client.SeatBot(ctx, cfg.Base, cfg.Game, cfg.Token, free, "medium")
		}
		w.answers <- a
	}()
	switch id {
	case idCancelGame:
		return "Cancelling the game…", false
	case idNewInvite:
		return "Asking the server for a new invitation…", false
	}
	return "Seating a Medium bot…", false
}

// take says what came of a control asked for, for the menu (a new link copied where the shell's
// clipboard allows it, and shown to copy by hand); ok reports an answer.
func (w *waitingPart) take(h boardHost) (msg string, bad, ok bool) {
	select {
	case a := <-w.answers:
		switch {
		case a.err != nil:
			return "Not done: " + lobby.ExplainNet(a.err), true, true
		case a.id == idCancelGame:
			return "The game is cancelled, for everybody.", false, true
		case a.id == idSeatBot:
			return "A Medium bot sits in the invited seat and plays it.", false, true
		case h.copyText(a.link) == nil:
			return "The new invitation link is copied (the old one joins nothing): " + a.link, false, true
		}
		return "The new invitation link, to copy by hand (the old one joins nothing): " + a.link, false, true
	default:
		return "", false, false
	}
}
