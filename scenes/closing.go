package scenes

import (
	"errors"

	"tigris/engine"
	"tigris/scenes/remote"
	"tigris/scenes/session"
	"tigris/storage"
)

// unsavedGame is the game whose latest decision is not kept, and why, or nil: the game in
// memory for Continue, or the game played last when its folder refused it.
func (sh *Shell) unsavedGame() (Session, error) {
	if !sh.kept.None() {
		return sh.kept, sh.kept.Unsaved()
	}
	if !sh.active.None() {
		if err := sh.active.Unsaved(); err != nil {
			return sh.active, err
		}
	}
	return Session{}, nil
}

// CloseAsked is the window's close button, the title's Quit, or the system closing the game: it
// reports that the game may close now, its last decision written. A game that could not be
// saved is not closed silently: its menu says why and offers a copy elsewhere; asked again, the
// window closes.
func (sh *Shell) CloseAsked(ctx *engine.Context, current engine.Scene) bool {
	s, err := sh.unsavedGame()
	if err == nil || sh.closeAnyway {
		return true
	}
	sh.closeAnyway = true
	p, ok := current.(*Play)
	if !ok || p.sess != s {
		p = sh.show(s)
		sh.kept = s
	}
	// a Switch, even to the game on screen, has the App draw the next frame: the window is only
	// redrawn when a frame asks, and a menu opened with the pointer still was never seen
	ctx.Switch(p)
	msg := "This game could not be saved: " + storage.Explain(err) + ". " + saveFileLabel + " in the menu keeps it elsewhere; close the window again to leave it."
	if _, online := s.Reader.(*remote.Session); online {
		msg = "Not closed: " + err.Error() + ". Close the window again to leave all the same."
	}
	p.menu.warn(msg)
	return false
}

// BeforeClosing writes the latest decision at once, as a page is closed or reloaded, and
// reports whether the player must be asked first: the game could not be kept.
func (sh *Shell) BeforeClosing() (ask bool) {
	if !sh.kept.None() {
		return !sh.kept.State().Over()
	}
	if sh.active.None() || sh.active.State().Over() {
		return false
	}
	return sh.active.WriteNow() != nil
}

// newSession starts a game's session. When the unfinished game it replaces cannot be kept, the
// player is told and asked: starting again starts it all the same.
func (sh *Shell) newSession(cfg session.Config) (*session.Session, error) {
	cfg.LeaveUnfinished = sh.leaveAsked
	cfg.Letters, cfg.Bots, cfg.Reach = sh.Letters, sh.Bots, sh.Reach
	cfg.Sliced = cfg.Sliced || sh.Sliced
	s, err := session.New(cfg)
	if errors.Is(err, session.ErrUnfinishedNotKept) {
		sh.leaveAsked = true
		return nil, errors.New(err.Error() + ". Start again to start this game all the same and leave that one (" + saveFileLabel + " in its menu keeps it elsewhere)")
	}
	if err == nil {
		sh.leaveAsked = false
	}
	return s, err
}
