package scenes

import (
	"tigris/game"
	"tigris/scenes/session"
)

// One conflict at a time (review 4, F1): a tile that joins three kingdoms, or two leaders of two
// colours, starts two wars (R7.2, R7.3). The second is under way as soon as the first is decided,
// so the board drew the first's counted totals and the second's frames and badges together, and
// the status line named the first while the dialog asked about the second. Now, while a decided
// conflict is staged (its totals counted, its card read), the board shows that conflict alone and
// the next question waits; once its staging is over, the next conflict's markers, the status line
// and the dialog all name the next one.

// stagedAlone reports that a decided conflict's staging is on screen: the conflict that followed
// it (and any question about it) waits until it is over.
func (p *boardView) stagedAlone() bool { return p.anims.onStage().ok }

// underWayWords names the conflict under way, if any, in the words of its staging and dialog
// ("War of the kings", "Bull attacks, Archer defends").
func underWayWords(st *game.State, name func(int) string) ([]string, bool) {
	cf, ok := st.Conflict()
	if !ok {
		return nil, false
	}
	return stagedWords(conflictStage{ok: true, color: cf.Color, attacker: cf.Attacker, defender: cf.Defender, war: cf.War}, name), true
}

// waitStage keeps the dialog back while a decided conflict is staged (staged), so it never asks
// about the next conflict over the last one's result. The frame it comes back in is marked fresh:
// the press or key that ended the staging does not also answer it.
func (g *dialogPart) waitStage(staged bool) {
	g.fresh = g.waiting && !staged
	g.waiting = g.ok && staged
	if g.waiting {
		g.ok = false
	}
}

// nextConflictLine is the index in log, at from or after it (the lines of the latest decision),
// of the line that begins the conflict following the first one decided in ev (the kings' war
// after the priests'), or -1: the log holds it back while the first is staged (logShown).
func nextConflictLine(log []string, from int, ev []game.Event, name func(int) string, players int) int {
	w := firstWon(ev)
	if w < 0 {
		return -1
	}
	names := make([]string, players)
	for i := range names {
		names[i] = name(i)
	}
	for k := w + 1; k < len(ev); k++ {
		if ev[k].Kind != game.EvWar && ev[k].Kind != game.EvRevolt {
			continue
		}
		begins := session.Describe(ev[k:k+1], names)
		for i := len(log) - 1; i >= from && len(begins) > 0; i-- {
			if log[i] == begins[0] {
				return i
			}
		}
		return -1
	}
	return -1
}
