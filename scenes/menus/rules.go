package menus

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/ui"
)

// Rules is the rules in short, a page at a time, each with pictures drawn from the game's own
// sprites.
type Rules struct {
	sh      Host
	back    engine.Scene
	page    int
	ctl     ui.Controls
	scroll  ui.Page
	sprites *assets.Sprites
}

// NewRules opens the rules; back is the screen to return to.
func NewRules(sh Host, back engine.Scene) *Rules { return &Rules{sh: sh, back: back} }

type pic struct {
	img     func(s *assets.Sprites) *ebiten.Image
	caption string
	wide    bool // two spaces wide (a monument)
}

type rulesPage struct {
	title string
	text  []string
	pics  []pic
}

func tilePic(c game.Color, caption string) pic {
	return pic{func(s *assets.Sprites) *ebiten.Image { return s.Tiles[c] }, caption, false}
}

func leaderPic(c game.Color, caption string) pic {
	return pic{func(s *assets.Sprites) *ebiten.Image { return s.Leaders[game.Archer][c] }, caption, false}
}

var rulesPages = []rulesPage{
	{"The aim", []string{
		"You found kingdoms between the rivers and collect points in four colours. At the end only your weakest colour counts: the player whose lowest colour is highest wins (ties look at the next-lowest colour). Treasures are wild points you add to any colour.",
		"Everybody's points are hidden; you see only your own.",
	}, []pic{tilePic(game.Red, "temple (red)"), tilePic(game.Blue, "farm (blue, river only)"), tilePic(game.Green, "market (green)"), tilePic(game.Black, "settlement (black)")}},
	{"Your turn", []string{
		"Take two actions, any mix: position a leader, place a tile, play a catastrophe, or swap tiles. Drag a piece from your hand onto the board: legal spaces light up, and a drop that the rules refuse says why. A click picks a piece up and a second click puts it down, if you prefer.",
		"Press Space (End turn) to pass the rest of your turn. At the end of your turn you draw back to six tiles.",
	}, []pic{leaderPic(game.Black, "king"), leaderPic(game.Red, "priest"), leaderPic(game.Blue, "farmer"), leaderPic(game.Green, "trader")}},
	{"Leaders, kingdoms and points", []string{
		"A leader stands on empty land next to a temple. Tiles and leaders that touch form a region; a region with a leader is a kingdom. A leader may not join two kingdoms.",
		"A tile placed in a kingdom scores one point of its colour for the leader of that colour there, or else for the king. Drag your leader off the board to take it back; drag it to another space to move it.",
	}, []pic{leaderPic(game.Black, "the king scores what has no leader"), tilePic(game.Red, "leaders need a temple beside them")}},
	{"Revolts", []string{
		"Placing a leader in a kingdom that already has a leader of its colour starts a revolt. Each side counts the temples next to its leader, then the attacker and then the defender may add temples from hand. The defender wins ties. The loser's leader goes home and the winner scores one red point.",
		"Point at a kingdom to see each leader's temple count on the board.",
	}, []pic{tilePic(game.Red, "temples decide revolts"), leaderPic(game.Red, "attacker"), {func(s *assets.Sprites) *ebiten.Image { return s.Leaders[game.Bull][game.Red] }, "defender", false}}},
	{"Wars", []string{
		"A tile that joins two kingdoms scores nothing; your unification tile marks it. If the joined kingdom holds two leaders of one colour, they go to war: each side counts the tiles of that colour on its side, and may add more from hand, attacker first. The loser's leader and its supporters leave the board, and the winner scores a point for each.",
		"Temples holding a treasure or next to another leader stay.",
	}, []pic{{func(s *assets.Sprites) *ebiten.Image { return s.Unification }, "unification tile", false}, tilePic(game.Green, "markets decide trader wars")}},
	{"Monuments, treasures, catastrophes", []string{
		"Four tiles of one colour in a square may become a monument with that colour. At the end of your turn each of your leaders in a kingdom with a monument of its colour scores one point.",
		"When a kingdom with a trader holds two treasures, the trader's owner takes one (special-border treasures first). A catastrophe destroys a tile and blocks its space for good.",
	}, []pic{{func(s *assets.Sprites) *ebiten.Image { return s.Monuments[0] }, "monument", true},
		{func(s *assets.Sprites) *ebiten.Image { return s.Treasure }, "treasure", false},
		{func(s *assets.Sprites) *ebiten.Image { return s.Catastrophe }, "catastrophe", false}}},
	{"The end", []string{
		"The game ends after a turn that leaves two or fewer treasures on the board, or at once when the bag cannot give a tile that must be drawn.",
		"Everybody shows their points; treasures go where they help most; the weakest colour decides.",
	}, nil},
	{"Options", []string{
		"Advanced map: fourteen treasure temples. Civilization buildings: a line of three tiles of one colour may carry its building, and tiles placed in its kingdom then score two. Wonder: a cross of five tiles of one colour may become the wonder, worth a point of your choice to your king each turn. English variant: commit only to get ahead (attacker) or to tie (defender). No monuments: squares of four are never built on, as in the space edition of the game.",
	}, []pic{{func(s *assets.Sprites) *ebiten.Image { return s.Buildings[game.Black] }, "palace", false},
		{func(s *assets.Sprites) *ebiten.Image { return s.Buildings[game.Red] }, "library", false},
		{func(s *assets.Sprites) *ebiten.Image { return s.WonderCentre }, "wonder", false}}},
	{"Keys", []string{
		"Space: end the turn.   Z: undo your last action (until a tile is drawn, a treasure taken or another player decides).   Esc: the menu (save, load, settings, rules).   F: fullscreen.",
		"Rest the pointer on any button to see what it does and its key.",
	}, nil},
}

// Update implements engine.Scene.
func (r *Rules) Update(ctx *engine.Context) (bool, error) {
	in := ctx.In
	if in.KeyPressed(ebiten.KeyEscape) {
		ctx.Switch(r.back)
		return true, nil
	}
	id, redraw := r.ctl.Update(ctx)
	redraw = r.scroll.Update(ctx) || redraw
	if id == idNext || id == idPrev {
		r.scroll.ScrollTo(0)
	}
	switch {
	case id == idNext || in.KeyPressed(ebiten.KeyArrowRight):
		r.page = min(len(rulesPages)-1, r.page+1)
	case id == idPrev || in.KeyPressed(ebiten.KeyArrowLeft):
		r.page = max(0, r.page-1)
	case id == idBack:
		ctx.Switch(r.back)
	}
	return redraw || !id.IsZero(), nil
}

// Draw implements engine.Scene: the page's text folded to the screen, its pictures in rows, and
// Back, Previous and Next in the footer; a page longer than the screen scrolls.
func (r *Rules) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := r.sh.Theme()
	u := ctx.Scale
	w := float64(ctx.W)
	pg := rulesPages[r.page]
	top := ui.Screen(dst, ctx, th, &r.ctl, pg.title)
	size := int(64 * u)
	if r.sprites == nil || r.sprites.Size != max(size, 8) || r.sprites.Pal != r.sh.Palette() {
		r.sprites.Deallocate()
		r.sprites = assets.NewSprites(size, r.sh.Palette())
	}
	tw := ui.ContentWidth(ctx, 760)
	x0 := (w - tw) / 2
	foot := ui.Footer(dst, ctx, &r.ctl, tw,
		ui.FootButton{Label: "Back", ID: idBack, Tip: "Back (Esc)", Enabled: true},
		ui.FootButton{Label: "‹ Previous", ID: idPrev, Tip: "The page before (←)", Enabled: r.page > 0},
		ui.FootButton{Label: "Next ›", ID: idNext, Tip: "The next page (→)", Enabled: r.page < len(rulesPages)-1})
	from := len(r.ctl.Hits)
	c, y := r.scroll.Begin(dst, ui.Rect{X: 0, Y: top, W: w, H: foot - top})
	th.Draw(c, fmt.Sprintf("page %d of %d", r.page+1, len(rulesPages)), ui.Face(ctx, 14, false), w/2, y, engine.Scale(th.Dim), engine.Center)
	y += 30 * u
	for _, para := range pg.text {
		y += th.Paragraph(c, ctx, para, x0, y, tw, 17, false, th.Text, engine.Left) + 12*u
	}
	y += 20 * u
	px := x0
	capFace := ui.Face(ctx, 13, false)
	rowH := 0.0
	for _, p := range pg.pics {
		pw := float64(size)
		if p.wide {
			pw *= 2
		}
		slot := max(pw, th.Width(p.caption, capFace))
		if px > x0 && px+slot > x0+tw { // the next row of pictures
			px, y = x0, y+rowH+16*u
		}
		ui.DrawSprite(c, p.img(r.sprites), ui.Rect{X: px + (slot-pw)/2, Y: y, W: pw, H: pw}, 1)
		th.Draw(c, p.caption, capFace, px+slot/2, y+pw+6*u, engine.Scale(th.Dim), engine.Center)
		rowH = max(rowH, pw+6*u+capFace.Size*1.3)
		px += slot + 30*u
	}
	y += rowH + 16*u
	r.scroll.End(dst, ctx, &r.ctl, from, y)
	r.ctl.DrawTip(dst, ctx)
	r.ctl.Trace(r.sh.TraceControls(), "rules", ctx)
}
