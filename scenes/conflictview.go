package scenes

import (
	"fmt"
	"image/color"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
	"tigris/words"
)

var (
	colAttack  = engine.RGB(60, 150, 70)
	colDefence = engine.RGB(140, 84, 200) // not red: the ring must show on a temple
)

// drawConflict marks a conflict under way on the board: each side's supporters ringed in its
// colour round the tile, whose face stays as it is, and each leader's running total (the board's strength plus the tiles committed so far).
func (p *boardView) drawConflict(dst *ebiten.Image, ctx *engine.Context, st *game.State) {
	cf, ok := st.Conflict()
	if !ok {
		return
	}
	att, def := st.Supporters()
	drawSupporters(dst, ctx, p.lay.Board, p.lay.CellRect, supporterSides{att, def}, p.pal.Space, p.lay.U) // supportermarks.go
	p.conflictBadges(dst, ctx, st, cf)
}

// conflictBadges draws each leader's running total in a conflict under way on its badge, the
// defender's off the attacker's, and returns where they stand (with dst nil, only that).
func (p *boardView) conflictBadges(dst *ebiten.Image, ctx *engine.Context, st *game.State, cf game.Conflict) [2]ui.Rect {
	total := func(base, commit int) int { return base + max(0, commit) }
	att := p.strengthBadge(dst, ctx, st, cf.AttackerCell, total(cf.AttackerBase, cf.AttackerCommit), true, nil)
	def := p.strengthBadge(dst, ctx, st, cf.DefenderCell, total(cf.DefenderBase, cf.DefenderCommit), false, []ui.Rect{att})
	return [2]ui.Rect{att, def}
}

// announce shows the result of a conflict just resolved in a banner that stays a while:
// who won, the totals, why on a tie, and what left the board.
func (ef *effectsPart) announce(ctx *engine.Context, ev []game.Event) {
	if ef.b.sess.State().Over() {
		return // the results card says how it ended; the log keeps the conflict
	}
	for i, e := range ev {
		if e.Kind != game.EvConflictWon {
			continue
		}
		kind := session.ConflictKind(ev, i)
		msg := session.ConflictHeadline(ef.b.sess.Name(int(e.Player)), kind, e)
		cs, _ := decidedConflict(ef.b.anims.decided, ev[:i], e)
		if !ef.card.ok || i != firstWon(ev) { // (the card says it of a conflict the person fought)
			msg = commitWords(cs, e, kind, ef.b.sess.Name) + msg // conflictnews.go
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
		msg += fmt.Sprintf(": %s's %s goes home", ef.b.sess.Name(int(e.Other)), e.Color.LeaderName())
		if removed > 0 {
			msg += " and " + words.Count(removed, e.Color.TileName(), "") + " " + words.Verb(removed, "leaves", "leave") + " the board"
		}
		msg += "." + calledOff(ev[i+1:]) // warcalledoff.go
		// the banner follows the conflict's staging
		loser := int(e.Cell) // the space the beaten leader left: the toast never covers it
		// the conflict's other spaces, which it keeps off too (toastaway.go)
		spaces := append(append([]int{cs.attCell, cs.defCell}, cs.att...), cs.def...)
		if !cs.ok {
			spaces = nil
		}
		ef.b.anims.after(ef.b.anims.bannerAt, func() {
			ef.banner.sayAbout(msg, loser, 6*time.Second)
			ef.banner.concern(spaces)
		})
	}
}

// conflictStage is a conflict under way as the board showed it before it was decided, kept so
// its deciding can be staged: who attacks and defends, their leaders' spaces and each side's
// supporters on the board.
type conflictStage struct {
	ok                 bool
	color              game.Color
	attacker, defender int
	attCell, defCell   int
	att, def           []int
	war                bool
	attBase, defBase   int // each side's strength on the board when it began
}

// staging is what the staging of a decided conflict changes in a decision's other animations.
type staging struct {
	from    int          // the index of the decided conflict's event: what follows it waits
	end     float64      // until then (seconds at normal speed; 0: nothing staged)
	toppled map[int]bool // the spaces whose beaten pieces topple in it
	raised  map[int]bool // every space whose piece it raises
}

func (s staging) after(i int) float64 {
	if s.end > 0 && i >= s.from {
		return s.end
	}
	return 0
}

func (s staging) removes(cell int) bool { return s.toppled[cell] }

func (s staging) raises(cell int) bool { return s.raised[cell] }

// The staging's times, in seconds at normal speed: the pieces rise, the totals count up until
// countEnd, the beaten pieces topple from holdEnd for toppleDur (gone before a conflict's card
// comes, cardHold), and the banner follows at stageEnd.
const (
	countFrom, countEnd = 0.25, 0.85
	holdEnd, stageEnd   = 1.1, 1.6
	toppleDur           = 0.4
)

// stage stages the first conflict decided in ev (adding to list) and keeps the one
// left under way for the next decision.
func (ef *effectsPart) stage(ev []game.Event, list *[]anim) staging {
	st := ef.b.sess.State()
	var out staging
	ef.b.anims.bannerAt, ef.b.anims.decided = 0, conflictStage{}
	defer func() {
		ef.b.anims.stage = conflictStage{}
		if cf, ok := st.Conflict(); ok {
			att, def := st.Supporters()
			ef.b.anims.stage = conflictStage{true, cf.Color, cf.Attacker, cf.Defender, cf.AttackerCell, cf.DefenderCell, att, def, cf.War, cf.AttackerBase, cf.DefenderBase}
		}
	}()
	w := firstWon(ev)
	if w < 0 {
		return out
	}
	won := ev[w]
	cs, ok := decidedConflict(ef.b.anims.stage, ev[:w], won)
	if !ok {
		return out
	}
	out = staging{from: w, end: stageEnd, toppled: map[int]bool{}, raised: map[int]bool{}}
	ef.b.anims.bannerAt, ef.b.anims.decided = stageEnd, cs
	ef.raiseSides(&out, list, st, cs, won, removedAfter(ev[w+1:]))
	*list = append(*list, ef.countUp(cs, won, out.raised))
	return out
}

// firstWon is the index of the first conflict decided in ev, or -1.
func firstWon(ev []game.Event) int {
	for i, e := range ev {
		if e.Kind == game.EvConflictWon {
			return i
		}
	}
	return -1
}

// decidedConflict is the conflict won decided: the one under way (cs) if it is that one, else
// the one the events before it began (decided in the decision that began it), if any.
func decidedConflict(cs conflictStage, before []game.Event, won game.Event) (conflictStage, bool) {
	players := func(a, b int) bool {
		return a == int(won.Player) && b == int(won.Other) || b == int(won.Player) && a == int(won.Other)
	}
	if cs.ok && cs.color == won.Color && players(cs.attacker, cs.defender) {
		return cs, true
	}
	cs = conflictStage{}
	for _, e := range before {
		if (e.Kind == game.EvRevolt || e.Kind == game.EvWar) && e.Color == won.Color && players(int(e.Player), int(e.Other)) {
			cs = conflictStage{true, e.Color, int(e.Player), int(e.Other), int(e.Cell), int(e.Cell2), nil, nil, e.Kind == game.EvWar, int(e.N), int(e.N2)}
		}
	}
	return cs, cs.ok
}

// removedAfter are the tiles the conflict's end removed, by space: the events after it was won,
// up to the next conflict won.
func removedAfter(ev []game.Event) map[int]game.Color {
	removed := map[int]game.Color{}
	for _, e := range ev {
		if e.Kind == game.EvConflictWon {
			break
		}
		if e.Kind == game.EvTileRemoved {
			removed[int(e.Cell)] = e.Color
		}
	}
	return removed
}

// raiseSides raises both sides' leaders and supporters, the beaten ones to topple; removed are the
// tiles the conflict removed (the board no longer shows them). The tiles are raised first and the
// leaders after them, so a leader is drawn over any tile beside it and its count over both: a
// lifted temple hid half the priest fighting beside it (issue 44, review 3).
func (ef *effectsPart) raiseSides(out *staging, list *[]anim, st *game.State, cs conflictStage, won game.Event, removed map[int]game.Color) {
	loser := int(won.Other)
	c := won.Color
	tints := [2]color.RGBA{colAttack, colDefence}
	for side := range 2 {
		for _, cell := range [2][]int{cs.att, cs.def}[side] {
			if rc, gone := removed[cell]; gone {
				ef.raise(out, list, cell, func() *ebiten.Image { return ef.b.sprites.Tiles[rc] }, true, tints[side])
				delete(removed, cell)
			} else if on := st.Cell(cell); on.Kind == game.Tile {
				tc := on.Color
				ef.raise(out, list, cell, func() *ebiten.Image { return ef.b.sprites.Tiles[tc] }, false, tints[side])
			}
		}
	}
	for cell, rc := range removed { // beaten supporters the board did not show under way
		ef.raise(out, list, cell, func() *ebiten.Image { return ef.b.sprites.Tiles[rc] }, true, colDefence)
	}
	for side, pl := range []int{cs.attacker, cs.defender} {
		d := st.Player(pl).Dynasty
		ef.raise(out, list, [2]int{cs.attCell, cs.defCell}[side], func() *ebiten.Image { return ef.b.sprites.Leaders[d][c] }, pl == loser, tints[side])
	}
}

// raise lifts the piece on cell for the staging, to topple if beaten.
func (ef *effectsPart) raise(out *staging, list *[]anim, cell int, img func() *ebiten.Image, beaten bool, tint color.RGBA) {
	l := &ef.b.lay
	x, y := l.CellCentre(cell)
	an := anim{kind: lift, img: img, x0: x, y0: y, size: l.Cell, cell: cell, monument: -1,
		dur: holdEnd + 0.5, hold: holdEnd, beaten: beaten, tint: tint, space: ef.b.pal.Space, board: l.Board}
	if beaten {
		an.dur = holdEnd + toppleDur
	}
	if ef.b.sess.State().Cell(cell).Treasure() {
		an.coin = func() *ebiten.Image { return ef.b.sprites.Treasure }
	}
	*list = append(*list, an)
	out.raised[cell] = true
	if beaten {
		out.toppled[cell] = true
	}
}

// countUp counts the totals up beside the two leaders, the winner's last a little larger; the
// discs keep off every piece of the conflict, the raised ones too (the beaten are no longer in the
// state). The winner's stays until the banner, while the card is read too; the beaten leader's
// fades as its leader topples and is gone with it: it stood on the empty space the leader had left
// while the card was read, a stray "0" (review 6, d22/m13).
func (ef *effectsPart) countUp(cs conflictStage, won game.Event, raised map[int]bool) anim {
	c := countsOf(cs, won)
	attWins := cs.attacker == int(won.Player)
	st := ef.b.sess.State()
	occupied := func(i int) bool { return raised[i] || st.Cell(i).Kind != game.Empty }
	return anim{kind: custom, cell: -1, monument: -1, delay: countFrom, dur: stageEnd - countFrom,
		fn: func(dst *ebiten.Image, ctx *engine.Context, t float64) {
			f := math.Max(0, math.Min(1, (t)/(countEnd-countFrom)))
			att, def := c.at(f)
			attA, defA := 1.0, beatenCount(t+countFrom)
			if !attWins {
				attA, defA = defA, 1
			}
			at := ef.b.countBadge(shownIf(dst, attA), ctx, occupied, cs.attCell, att, colAttack, f >= 1 && attWins, attA, nil)
			ef.b.countBadge(shownIf(dst, defA), ctx, occupied, cs.defCell, def, colDefence, f >= 1 && !attWins, defA, []ui.Rect{at})
		}}
}

// beatenCount is how much of the beaten leader's count disc shows t seconds into the staging
// (0 to 1): all of it until its leader topples (holdEnd), none once the leader is gone, fading
// as the leader does (drawTopple).
func beatenCount(t float64) float64 {
	g := math.Max(0, math.Min(1, (t-holdEnd)/toppleDur))
	return 1 - g*g
}

// shownIf is dst where a share a of a disc shows, else nil: the disc is measured only, so the
// other keeps its place.
func shownIf(dst *ebiten.Image, a float64) *ebiten.Image {
	if a <= 0 {
		return nil
	}
	return dst
}

// counts are what a staged conflict's two discs count: from each side's strength on the board,
// which its badge showed while the conflict was under way, to its total with the tiles committed.
// Counted from 0, the first frames read "0" and "0", as if neither side had anything (review4 F20).
type counts struct{ attFrom, defFrom, attTo, defTo int }

// countsOf are the counts of conflict cs, won as the event says.
func countsOf(cs conflictStage, won game.Event) counts {
	attTotal, defTotal := int(won.N2), int(won.N)
	if cs.attacker == int(won.Player) {
		attTotal, defTotal = int(won.N), int(won.N2)
	}
	return counts{min(cs.attBase, attTotal), min(cs.defBase, defTotal), attTotal, defTotal}
}

// at is each disc's number at share f of the counting.
func (c counts) at(f float64) (att, def int) {
	step := func(from, to int) int { return from + int(math.Round(float64(to-from)*f)) }
	return step(c.attFrom, c.attTo), step(c.defFrom, c.defTo)
}

// countBadge is a leader's total in a staged conflict on a disc beside its space (countDisc);
// the winner's is ringed in gold. It returns where the disc stands (with dst nil, only that).
// A share a of it shows (1: all), as it fades.
func (p *boardView) countBadge(dst *ebiten.Image, ctx *engine.Context, occupied func(int) bool, cell, n int, col color.Color, wins bool, a float64, avoid []ui.Rect) ui.Rect {
	u := p.lay.U
	cx, cy, rad, at := countDisc(&p.lay, occupied, cell, avoid)
	if dst == nil {
		return at
	}
	white := faded(engine.RGB(255, 255, 255), a)
	if tailCrosses(&p.lay, occupied, cell, at) == 0 {
		tagTail(dst, at, p.lay.CellRect(cell), u, faded(col, a), true) // strengthbadge.go
	}
	if wins {
		ctx.Stamps.Dot(dst, cx, cy, rad+4*u, faded(p.sprites.Pal.Gold, a))
	}
	ctx.Stamps.Dot(dst, cx, cy, rad+1.5*u, white)
	ctx.Stamps.Dot(dst, cx, cy, rad, faded(col, a))
	p.theme().Draw(dst, fmt.Sprint(n), ctx.Fonts.Face(rad*1.2, true), cx, cy-rad*0.62, engine.Scale(white), engine.Center)
	return at
}

// faded is c with a share a of it showing (premultiplied: every channel scaled).
func faded(c color.Color, a float64) color.Color {
	r, g, b, al := c.RGBA()
	k := func(v uint32) uint8 { return uint8(float64(v>>8) * math.Max(0, math.Min(1, a))) }
	return color.RGBA{k(r), k(g), k(b), k(al)}
}

// countDisc is the centre and radius of the count disc of the leader on cell, and the square its
// gold ring takes: beside the leader's space where it covers no piece (tagSpot), inside the board.
// It stood at the space's upper right corner, over half of the leader on a phone and over the
// temple beside it (review 5, #2); a phone's is smaller, its number as large as the log's words.
func countDisc(l *layout, occupied func(int) bool, cell int, avoid []ui.Rect) (cx, cy, rad float64, at ui.Rect) {
	r := l.CellRect(cell)
	u := l.U
	rad = math.Max(11*u, r.W*0.26)
	if l.Compact {
		rad = math.Max(8.5*u, r.W*0.22)
	}
	ring := rad + 4*u
	at, _ = tagSpot(l, occupied, cell, 2*ring, 2*ring, avoid)
	return at.X + ring, at.Y + ring, rad, at
}
