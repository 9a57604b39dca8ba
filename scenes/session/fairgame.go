package session

// fairGame reports that a finished game of cfg may count in the statistics: it was dealt by the game
// (not started from a pasted, typed or winning position; a continued game's start is a deal as
// dealt) and its bots played at their full budget (no -think cap).
func fairGame(cfg Config) bool {
	if cfg.BotThink > 0 || cfg.Start != nil {
		return false
	}
	return cfg.Record == nil || cfg.Record.Start().AsDealt()
}
