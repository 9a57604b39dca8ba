package scenes

import (
	"sync"

	"tigris/scenes/lobby"
	"tigris/storage"
)

// turnNotices is this device's "My turn" switch of each server (the Notifications screen), kept
// in memory for the desktop's own notification of a turn: the screens say each frame whether the
// player wants to be told, and a frame never reads the disk. The switches are read from the
// disk once, off the frame, and changed here when the player saves a choice.
type turnNotices struct {
	mu      sync.Mutex
	loading bool
	on      map[string]bool // by server; nil until read
}

// tells reports whether the player chose to be told of his turns on the server base. Until the
// disk has answered it says no (a notification comes a frame later, never a frame waits).
func (n *turnNotices) tells(st storage.Store, base string) bool {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.on == nil {
		if !n.loading && st != nil {
			n.loading = true
			go n.load(st)
		}
		return false
	}
	on, ok := n.on[base]
	return on || !ok && lobby.DefaultNotify().On("turn") // none chosen: the default choice
}

// load reads every server's switch; one saved meanwhile is newer and kept.
func (n *turnNotices) load(st storage.Store) {
	all := lobby.TurnSwitches(st)
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.on == nil {
		n.on = map[string]bool{}
	}
	for base, on := range all {
		if _, set := n.on[base]; !set {
			n.on[base] = on
		}
	}
}

// kept is the player's choice saved for base (lobby.Lobby's NotifyKept).
func (n *turnNotices) kept(base string, c lobby.NotifyChoice) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.on == nil {
		n.on = map[string]bool{}
	}
	n.on[base] = c.On("turn")
}
