package scenes

// appliedLines hands the Applied hook (the -trace line "applied …") each decision of the game
// on screen once, as it is made; it keeps how far it has handed them.
type appliedLines struct {
	sent int    // the record's moves handed to the hook
	held string // the waiting turn's decision handed to it ahead of the record
}

// send hands the hook each decision of r made since the last call, once: a turn's last decision
// when it is made (it waits for End turn before the record has it), the others as the record
// takes them.
func (a *appliedLines) send(r Reader, applied func(line string)) {
	rec := r.Record()
	moves := rec.Moves()
	a.sent = min(a.sent, len(moves)) // undone
	held := ""
	if te, ok := r.(turnEnder); ok {
		held = te.HeldLine()
	}
	for ; a.sent < len(moves); a.sent++ {
		line := rec.Line(moves[a.sent])
		if line == a.held && a.sent == len(moves)-1 {
			continue // sent when it was made
		}
		if applied != nil {
			applied(line)
		}
	}
	if held != "" && held != a.held && applied != nil {
		applied(held)
	}
	a.held = held
}
