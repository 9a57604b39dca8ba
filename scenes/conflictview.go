package scenes

import (
	"fmt"
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/words"
)

var (
	colAttack  = engine.RGB(60, 150, 70)
	colDefence = engine.RGB(140, 84, 200) // not red: the ring must show on a temple
)

// drawConflict marks a conflict under way on the board: each side's supporters ringed in its
// colour and each leader's running total (the board's strength plus the tiles committed so far).
func (p *boardView) drawConflict(dst *ebiten.Image, ctx *engine.Context, st *game.State) {
	cf, ok := st.Conflict()
	if !ok {
		return
	}
	u := p.lay.U
	att, def := st.Supporters()
	for side, cells := range [][]int{att, def} {
		col := [2]color.RGBA{colAttack, colDefence}[side]
		in := (2 + 4*float64(side)) * u // the defender's ring inside: a temple may support both
		for _, c := range cells {
			r := p.lay.cellRect(c)
			engine.Frame(dst, r.X+in, r.Y+in, r.W-2*in, r.H-2*in, 3*u, col)
		}
	}
	total := func(base, commit int) int { return base + max(0, commit) }
	p.strengthBadge(dst, ctx, cf.AttackerCell, total(cf.AttackerBase, cf.AttackerCommit), colAttack)
	p.strengthBadge(dst, ctx, cf.DefenderCell, total(cf.DefenderBase, cf.DefenderCommit), colDefence)
}

// conflictKind says whether the conflict won at ev[i] was a revolt or a war, by the winner's
// points that follow it (the war may have been declared actions before, in other events).
func conflictKind(ev []game.Event, i int) string {
	for _, s := range ev[i+1:] {
		if s.Kind == game.EvScored && s.Why == game.ScoredWar {
			return "war"
		}
		if s.Kind == game.EvScored && s.Why == game.ScoredRevolt || s.Kind == game.EvConflictWon {
			break
		}
	}
	return "revolt"
}

// announceConflicts shows the result of a conflict just resolved in a banner that stays a while:
// who won, the totals, why on a tie, and what left the board.
func (p *Play) announceConflicts(ctx *engine.Context, ev []game.Event) {
	for i, e := range ev {
		if e.Kind != game.EvConflictWon {
			continue
		}
		kind := conflictKind(ev, i)
		msg := fmt.Sprintf("%s wins the %s of the %ss, %d to %d", p.sess.Name(int(e.Player)), kind, e.Color.LeaderName(), e.N, e.N2)
		if e.N == e.N2 {
			msg += " (the defender wins a tie)"
		}
		removed := 0
		for _, r := range ev[i+1:] {
			if r.Kind == game.EvTileRemoved && r.Color == e.Color {
				removed++
			}
			if r.Kind == game.EvConflictWon {
				break
			}
		}
		msg += fmt.Sprintf(": %s's %s goes home", p.sess.Name(int(e.Other)), e.Color.LeaderName())
		if removed > 0 {
			msg += " and " + words.Count(removed, e.Color.TileName(), "") + " " + words.Verb(removed, "leaves", "leave") + " the board"
		}
		p.say(msg + ".")
		p.toastUntil = ctx.Now.Add(6 * time.Second)
	}
}
