package session

// fairGame reports that a finished game may count in the statistics: it was dealt by the game
// (not started from a pasted, typed or winning position; a continued game's start is a deal as
// dealt) and its bots played at their full budget (no -think cap).
func (s *Session) fairGame() bool {
	if s.cfg.BotThink > 0 || s.cfg.Start != nil {
		return false
	}
	return s.cfg.Record == nil || s.cfg.Record.Start().AsDealt()
}
