package scenes

// countResult adds a finished game against bots to the statistics on the title screen.
func (p *Play) countResult() {
	if p.shell == nil {
		return
	}
	o, ok := p.sess.Reader.(outcomer)
	if !ok {
		return
	}
	level, players, won, ok := o.Outcome()
	if !ok {
		return
	}
	p.shell.Settings.Count(level, players, won)
	// the strength the Expert played at here is kept with it, for the next game's setup
	p.shell.Settings.ExpertReach, p.shell.Settings.ExpertAtCap = p.shell.Reach.Shares()
	if msg := p.shell.SaveSettings(); msg != "" {
		p.say(msg)
	}
}
