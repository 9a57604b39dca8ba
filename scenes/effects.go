package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets/sound"
	"tigris/engine"
	"tigris/game"
)

// eventSounds is the sound of each kind of event that has one.
var eventSounds = map[game.EventKind]string{
	game.EvTilePlaced: sound.TilePlaced, game.EvLeaderPlaced: sound.LeaderPlaced, game.EvScored: sound.Scored,
	game.EvRevolt: sound.Conflict, game.EvWar: sound.Conflict, game.EvTreasure: sound.Treasure,
	game.EvMonument: sound.Monument, game.EvBuilding: sound.Monument, game.EvWonder: sound.Monument,
	game.EvCatastrophe: sound.Catastrophe, game.EvGameOver: sound.GameOver,
}

// effectsPart is what a decision sets going on the board screen: its sounds, each a little
// apart, "your turn", and its animations, a decided conflict staged and then announced in the
// banner. It owns the sounds waiting to be played; the animations are the board view's.
type effectsPart struct {
	b         *boardView
	banner    *banner
	sounds    []timedSound
	turnSound int          // the turn whose "your turn" sound was played
	card      conflictCard // a conflict the person fought, held staged until read (conflictcard.go)
}

type timedSound struct {
	at   time.Time
	name string
}

// start starts the sounds and animations of the latest decision.
func (ef *effectsPart) start(ctx *engine.Context) {
	ev := ef.b.sess.Events()
	moves := ef.b.sess.Record().Moves()
	byHuman := len(moves) > 0 && ef.b.sess.Seats()[moves[len(moves)-1].Seat].Human
	// sounds: each distinct one once, a little apart so they stay distinct
	seen := map[string]bool{}
	at := ctx.Now
	for _, e := range ev {
		name, ok := eventSounds[e.Kind]
		if e.Kind == game.EvConflictWon {
			name, ok = sound.Won, true
			if v := ef.b.sess.Viewer(); v >= 0 && int(e.Other) == v {
				name = sound.Lost
			}
		}
		if ok && !seen[name] {
			seen[name] = true
			ef.sounds = append(ef.sounds, timedSound{at, name})
			at = at.Add(140 * time.Millisecond)
		}
	}
	ef.b.anims.begin(ef.animationsFor(ev, byHuman), ctx.Now, ef.b.animSpeed())
}

// playSounds plays the sounds that are due, and "your turn" when a human's turn begins.
func (ef *effectsPart) playSounds(ctx *engine.Context) {
	for len(ef.sounds) > 0 && !ctx.Now.Before(ef.sounds[0].at) {
		ef.b.host.play(ef.sounds[0].name)
		ef.sounds = ef.sounds[1:]
	}
	st := ef.b.sess.State()
	turn := ef.b.sess.Record().Turn()
	if ef.b.sess.HumanToDecide() && st.Pending().Kind == game.DecideAction && st.ActionsLeft() == 2 && ef.turnSound != turn {
		ef.turnSound = turn
		ef.b.host.play(sound.YourTurn)
	}
}

// animSpeed is the duration factor of the animation setting (0: off).
func (p *boardView) animSpeed() float64 {
	if p.host.shell == nil {
		return 0
	}
	return speedScale[p.host.Prefs.Settings().AnimSpeed]
}

// animationsFor turns a decision's events into animations: pieces others placed arc in from
// their owner's row and settle, a piece the human dropped falls the last bit and settles, a
// decided conflict is staged (its pieces lift, the totals count up, the beaten ones topple),
// removed pieces fade, and points fly to who gained them as their colour's tokens, one a point.
func (ef *effectsPart) animationsFor(ev []game.Event, byHuman bool) []anim {
	var list []anim
	staged := ef.stage(ev, &list)
	last := -1 // the space of the latest placement: points fly from there
	for i, e := range ev {
		if cell := int(e.Cell); cell >= 0 && cell < game.NCells {
			last = cell
		}
		after := staged.after(i) // what a staged conflict decided waits for its staging
		list = append(list, ef.eventAnims(e, byHuman, staged, after, last)...)
	}
	return list
}

// eventAnims are the animations of one event: after is how long it waits for a staged conflict,
// last the space of the latest placement.
func (ef *effectsPart) eventAnims(e game.Event, byHuman bool, staged staging, after float64, last int) []anim {
	l := &ef.b.lay
	cell := int(e.Cell)
	var cx, cy float64
	if cell >= 0 && cell < game.NCells {
		cx, cy = l.CellCentre(cell)
	}
	c := e.Color
	d := ef.b.sess.State().Player(max(0, int(e.Player))).Dynasty
	fading := func(img func() *ebiten.Image) []anim {
		return []anim{{kind: fade, img: img, x0: cx, y0: cy, size: l.Cell, cell: -1, monument: -1, delay: 0.2 + after, dur: 0.6}}
	}
	switch e.Kind {
	case game.EvTilePlaced, game.EvCatastrophe, game.EvLeaderPlaced:
		if staged.raises(cell) {
			return nil // the conflict it began lifts it at once
		}
		return []anim{ef.placed(e, d, cx, cy, byHuman)}
	case game.EvMonument:
		m := e.Monument
		mr := monumentRect(l, cell) // its four spaces' middle, turned or not
		return []anim{{kind: drop, img: func() *ebiten.Image { return ef.b.sprites.Monuments[m] },
			x1: mr.X + mr.W/2, y1: mr.Y + mr.H/2, size: 2 * l.Cell, cell: -1, monument: cell, delay: after, dur: 0.4}}
	case game.EvTileRemoved:
		if staged.removes(cell) {
			return nil // it topples in the staging
		}
		return fading(func() *ebiten.Image { return ef.b.sprites.Tiles[c] })
	case game.EvLeaderReturned, game.EvLeaderWithdrawn:
		if staged.removes(cell) {
			return nil
		}
		return fading(func() *ebiten.Image { return ef.b.sprites.Leaders[d][c] })
	case game.EvUnificationGone:
		return fading(func() *ebiten.Image { return ef.b.sprites.Unification })
	case game.EvScored, game.EvTreasure:
		return ef.pointsFly(e, cx, cy, after, last)
	}
	return nil
}

// placed is a piece placed at (cx, cy): dropped by the human's hand it falls the last bit and
// settles; another's arcs in from the board's edge (a leader moved, from where it stood).
func (ef *effectsPart) placed(e game.Event, d game.Dynasty, cx, cy float64, byHuman bool) anim {
	l := &ef.b.lay
	c, cell := e.Color, int(e.Cell)
	img := func() *ebiten.Image { return ef.b.sprites.Tiles[c] }
	if e.Kind == game.EvCatastrophe {
		img = func() *ebiten.Image { return ef.b.sprites.Catastrophe }
	} else if e.Kind == game.EvLeaderPlaced {
		img = func() *ebiten.Image { return ef.b.sprites.Leaders[d][c] }
	}
	if byHuman {
		return anim{kind: drop, img: img, x1: cx, y1: cy, size: l.Cell, cell: cell, monument: -1, dur: 0.3}
	}
	x0, y0 := ef.entry(cx, cy)
	if e.Kind == game.EvLeaderPlaced && e.Cell2 >= 0 {
		x0, y0 = l.CellCentre(int(e.Cell2))
	}
	return anim{kind: glide, img: img, x0: x0, y0: y0, x1: cx, y1: cy, size: l.Cell, cell: cell, monument: -1, dur: 0.45}
}

// entry is where a piece another player placed at (cx, cy) comes onto the board from: the board's
// edge on the panel's side (its right in landscape, its foot in portrait), level with its space, so
// it never crosses the players' names or the panel (issue 44).
func (ef *effectsPart) entry(cx, cy float64) (float64, float64) {
	l := &ef.b.lay
	win := l.Board
	if l.View.W > 0 {
		win = l.View
	}
	if l.Portrait {
		return cx, win.Bottom() - l.Cell*0.3
	}
	return win.X + win.W - l.Cell*0.3, cy
}

// rowCentre is the centre of player pl's row in the panel.
func (ef *effectsPart) rowCentre(pl int) (float64, float64) {
	l := &ef.b.lay
	r := l.PlayerRect(pl)
	return r.X + r.W*0.5, r.Y + r.H*0.5
}

// pointsFly are the tokens of points scored (or a treasure, from its space at (cx, cy)) flying
// from the latest placement to who gained them: one a point, a few at most, the last carrying
// the rest.
func (ef *effectsPart) pointsFly(e game.Event, cx, cy, after float64, last int) []anim {
	l := &ef.b.lay
	c, pl := e.Color, int(e.Player)
	fx, fy := l.Board.X+l.Board.W/2, l.Board.Y+l.Board.H/2
	if last >= 0 {
		fx, fy = l.CellCentre(last)
	}
	col, n := int(c), int(e.N)
	img := func() *ebiten.Image { return ef.b.sprites.Tiles[c] }
	if e.Kind == game.EvTreasure {
		col, n, fx, fy = game.NumColors, 1, cx, cy
		img = func() *ebiten.Image { return ef.b.sprites.Treasure }
	}
	x1, y1 := ef.rowCentre(pl)
	if v := ef.b.sess.Viewer(); pl == v && ef.b.anims.counterOK {
		x1, y1 = ef.b.anims.counterAt[col][0], ef.b.anims.counterAt[col][1]
	}
	size := l.Cell * 0.5
	if e.Kind == game.EvTreasure {
		// the coin sits in its sprite's top-right corner: the whole square flies, so that
		// the coin leaves its tile and lands on the counter
		size = l.Cell
		x1, y1 = x1-0.26*size, y1+0.26*size
	}
	var list []anim
	tokens := min(n, 4)
	for k := 0; k < tokens; k++ {
		carry := 1
		if k == tokens-1 {
			carry = n - (tokens - 1)
		}
		list = append(list, anim{kind: fly, img: img, x0: fx, y0: fy, x1: x1, y1: y1, size: size, cell: -1, monument: -1,
			delay: 0.3 + after + 0.12*float64(k), dur: 0.6, player: pl, color: col, n: carry})
	}
	return list
}
