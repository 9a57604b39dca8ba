package scenes

import "tigris/scenes/remote"

// onlineStatus is the status line of an online game: an end the rules did not make (resignations)
// in place of the turn, which no longer moves; the connection lost before everything else, since
// nothing on the board moves until it is back. A local game's parts are kept as they are.
func onlineStatus(s Session, parts []string) []string {
	r, ok := s.Reader.(*remote.Session)
	if !ok {
		return parts
	}
	if end := r.EndWords(); end != "" {
		parts = []string{end, "Menu › Rematch for a new deal"}
	}
	if lost := r.Lost(); lost != "" {
		parts = append([]string{lost}, parts...)
	}
	return parts
}

// lostConnection reports an online game cut off from its server (its status line turns red).
func lostConnection(s Session) bool {
	r, ok := s.Reader.(*remote.Session)
	return ok && r.Lost() != ""
}
