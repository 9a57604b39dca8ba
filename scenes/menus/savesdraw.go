package menus

import (
	"fmt"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/ui"
)

// shelfTabs choose the shelf shown on a screen too narrow for both side by side.
var shelfTabs = [shelves]ui.ID{ui.Named("tab-progress"), ui.Named("tab-finished")}

// The shelves' names and what each holds, as their panels say them.
var (
	shelfTitles = [shelves]string{"In progress", "Finished"}
	shelfWhat   = [shelves]string{"Games saved to continue", "Replay a game, or have the Expert review it"}
	shelfNone   = [shelves]string{
		"No game in progress is saved. In a game, open the menu and choose Save; a game left unfinished is kept here too when you start another.",
		"No finished game yet. Every game played to its end is kept here: watch it again, or have the Expert review your decisions.",
	}
)

// wideShelves reports a screen wide enough for the two shelves side by side (a desktop, a tablet
// held sideways); a phone or an upright tablet shows one at a time under tabs.
func wideShelves(ctx *engine.Context) bool { return float64(ctx.W)/ctx.Device >= 960 }

// empty reports that nothing is kept: no save, no finished game, and no list that failed.
func (s *Saves) empty() bool {
	for _, sf := range s.shelves {
		if !sf.loaded || len(sf.refs) > 0 || sf.listErr != nil {
			return false
		}
	}
	return true
}

// Draw implements engine.Scene: the title's picture veiled behind panels of the theme's material,
// the two shelves of cards, Back in the footer. Only the cards on screen are drawn.
func (s *Saves) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	w := float64(ctx.W)
	s.drawBackdrop(dst, ctx)
	s.ctl.Begin(th)
	top := th.Heading(dst, ctx, "Your games", 20*u) + 4*u
	cw := ui.ContentWidth(ctx, 1240)
	x0 := (w - cw) / 2
	foot := ui.Footer(dst, ctx, &s.ctl, cw, ui.FootButton{Label: "Back", ID: idBack, Tip: "Back (Esc)", Enabled: true, Style: ui.Quiet})
	if s.err != "" {
		foot -= th.Paragraph(nil, ctx, s.err, 0, 0, cw, 14, false, ui.Bad, engine.Left) + 8*u
		th.Paragraph(dst, ctx, s.err, x0, foot+4*u, cw, 14, false, ui.Bad, engine.Left)
	}
	area := ui.Rect{X: x0, Y: top, W: cw, H: foot - top}
	switch {
	case !s.loaded():
		s.drawNote(dst, ctx, area, "Reading your games…")
	case s.empty():
		s.drawEmpty(dst, ctx, area)
	case wideShelves(ctx):
		gap := 16 * u
		half := (cw - gap) / 2
		s.drawShelf(dst, ctx, inProgress, ui.Rect{X: x0, Y: top, W: half, H: area.H}, true)
		s.drawShelf(dst, ctx, finished, ui.Rect{X: x0 + half + gap, Y: top, W: half, H: area.H}, true)
	default:
		below := s.drawTabs(dst, ctx, ui.Rect{X: x0, Y: top, W: cw})
		s.drawShelf(dst, ctx, s.at, ui.Rect{X: x0, Y: below, W: cw, H: foot - below}, false)
	}
	s.ctl.DrawTip(dst, ctx)
	s.ctl.Trace(s.sh.Look.TraceControls(), "saves", ctx)
}

// drawBackdrop lays the title's picture under the screen, veiled so the cards read over it: the
// screens around the board are one place, not a list over black (issue 44).
func (s *Saves) drawBackdrop(dst *ebiten.Image, ctx *engine.Context) {
	th := s.sh.Look.Theme()
	// the title's own picture, shared with it (a veil painted in would darken the title)
	dst.DrawImage(s.sh.Look.Backdrop().painted(ctx, titleLayout(float64(ctx.W), float64(ctx.H), ctx.Scale), s.sh.Look.Palette()), nil)
	engine.Rect(dst, 0, 0, float64(ctx.W), float64(ctx.H), ui.Alpha(th.Background, 200))
}

// drawNote draws a line of words on a card at the top of the area (the lists being read).
func (s *Saves) drawNote(dst *ebiten.Image, ctx *engine.Context, area ui.Rect, words string) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	h := th.Paragraph(nil, ctx, words, 0, 0, area.W-40*u, 15, false, th.Dim, engine.Center) + 40*u
	th.Card(dst, ctx, ui.Rect{X: area.X, Y: area.Y + 8*u, W: area.W, H: h}, th.Box)
	th.Paragraph(dst, ctx, words, area.X+20*u, area.Y+28*u, area.W-40*u, 15, false, th.Dim, engine.Center)
}

// drawTabs draws the two shelves' tabs across r's top, the shown one raised and lit, each with
// its count; it returns the y below them.
func (s *Saves) drawTabs(dst *ebiten.Image, ctx *engine.Context, r ui.Rect) float64 {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	h := ui.TouchSize * u
	tw := r.W / shelves
	f := ui.Face(ctx, 15, true)
	for k := range shelves {
		tr := ui.Rect{X: r.X + float64(k)*tw, Y: r.Y, W: tw, H: h}
		fill, words := th.Row, th.Dim
		if k == s.at {
			fill, words = th.Current, th.Accent
		}
		inset := ui.Rect{X: tr.X + 2*u, Y: tr.Y + 2*u, W: tr.W - 4*u, H: tr.H - 4*u}
		th.Slab(dst, ctx, inset, ui.Surface{Fill: fill, Edge: ui.Mix(fill, th.Accent, 0.5), Radius: 10 * u, Rim: 1.2 * u, Lift: 0.8, Shadow: k == s.at})
		label := fmt.Sprintf("%s · %d", shelfTitles[k], len(s.shelves[k].refs))
		th.Draw(dst, label, f, tr.X+tr.W/2, tr.Y+(h-f.Size*1.3)/2, engine.Scale(words), engine.Center)
		if k == s.at {
			engine.Rect(dst, inset.X+16*u, inset.Y+inset.H-4*u, inset.W-32*u, 2*u, th.Accent)
		}
		s.ctl.Add(tr, shelfTabs[k], shelfWhat[k], true)
	}
	return r.Y + h + 8*u
}

// drawShelf draws shelf k on a panel in r: its name, count and what it holds when there is room
// (the tabs say it otherwise), then its cards scrolling, or what will come here.
func (s *Saves) drawShelf(dst *ebiten.Image, ctx *engine.Context, k int, r ui.Rect, header bool) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	sf := s.shelves[k]
	th.Card(dst, ctx, r, th.Box)
	in := ui.Rect{X: r.X + 12*u, Y: r.Y + 14*u, W: r.W - 24*u}
	y := in.Y
	if header {
		title := ui.Face(ctx, 20, true)
		th.Draw(dst, shelfTitles[k], title, in.X+4*u, y, engine.Scale(th.Accent), engine.Left)
		count := fmt.Sprintf("%d %s", len(sf.refs), map[bool]string{true: "game", false: "games"}[len(sf.refs) == 1])
		th.Draw(dst, count, ui.Face(ctx, 13, true), in.X+in.W-4*u, y+6*u, engine.Scale(th.Dim), engine.Right)
		y += title.Size*1.35 + 2*u
		y += th.Paragraph(dst, ctx, shelfWhat[k], in.X+4*u, y, in.W-8*u, 13, false, th.Dim, engine.Left) + 8*u
		engine.Rect(dst, in.X, y, in.W, math.Max(1, u), ui.Alpha(th.Accent, 90))
		y += 8 * u
	}
	list := ui.Rect{X: in.X, Y: y, W: in.W, H: r.Y + r.H - 10*u - y}
	sf.list0 = list
	switch {
	case sf.listErr != nil:
		th.Paragraph(dst, ctx, "These games cannot be listed: "+sf.listErr.Error(), list.X+8*u, list.Y+8*u, list.W-16*u, 14, false, ui.Bad, engine.Left)
	case len(sf.refs) == 0:
		s.drawShelfEmpty(dst, ctx, k, list)
	default:
		s.drawRows(dst, ctx, k, list)
	}
}

// drawRows draws the cards of shelf k on screen in the scrolling area list.
func (s *Saves) drawRows(dst *ebiten.Image, ctx *engine.Context, k int, list ui.Rect) {
	u := ctx.Scale
	sf := s.shelves[k]
	from := len(s.ctl.Hits)
	c, y := sf.page.Begin(dst, list)
	y += 3 * u // room for the chosen card's outline
	cardW := list.W - 14*u
	l := s.cardLook(ctx, k, cardW)
	stride := l.h + 10*u
	sf.stride = stride
	first := max(0, int((list.Y-y)/stride))
	last := min(len(sf.refs), int(math.Ceil((list.Y+list.H-y)/stride)))
	sf.rows.grow(2 * (last - first)) // what is on screen is never dropped while it is drawn
	sf.pics.grow(2 * (last - first))
	for i := first; i < last; i++ {
		s.drawCard(c, ctx, k, i, ui.Rect{X: list.X + 3*u, Y: y + float64(i)*stride, W: cardW - 6*u, H: l.h}, l)
	}
	sf.page.End(dst, ctx, &s.ctl, from, y+float64(len(sf.refs))*stride)
}

// drawShelfEmpty says in an empty shelf what will come there.
func (s *Saves) drawShelfEmpty(dst *ebiten.Image, ctx *engine.Context, k int, r ui.Rect) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	icon := ui.Icon(&ctx.Stamps, [shelves]ui.ID{idLoad, idReplay}[k], int(40*u))
	y := r.Y + math.Min(40*u, r.H/6)
	if icon != nil {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(r.X+r.W/2-20*u), math.Round(y))
		op.ColorScale.ScaleWithColor(ui.Alpha(th.Dim, 200))
		dst.DrawImage(icon, op)
		y += 56 * u
	}
	tw := math.Min(r.W-32*u, 460*u)
	if k != inProgress || !s.cont {
		th.Paragraph(dst, ctx, shelfNone[k], r.X+(r.W-tw)/2, y, tw, 15, false, th.Dim, engine.Center)
		return
	}
	y += th.Paragraph(dst, ctx, contWords, r.X+(r.W-tw)/2, y, tw, 15, false, th.Text, engine.Center) + 16*u
	bw := math.Min(tw, 220*u)
	s.ctl.Styled(dst, ctx, ui.Rect{X: r.X + (r.W-bw)/2, Y: y, W: bw, H: ui.TouchSize * u}, "Continue", idContinue, contTip, true, ui.Plain)
}

// contWords say where the game in progress is when none is saved by name; contTip is its
// Continue's tip, the title's.
const (
	contWords = "Your game in progress is kept by itself, not here: Continue goes on with it, as on the title. A game you save by name from the in-game menu waits here."
	contTip   = "Go on with the last game, as it was after its latest action"
)

// drawEmpty is the screen with nothing kept yet: an empty map, what will come here, and the two
// ways on (to the first game, or to the game in progress Continue holds, and a new one).
func (s *Saves) drawEmpty(dst *ebiten.Image, ctx *engine.Context, area ui.Rect) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	cw := math.Min(area.W, 620*u)
	tw := cw - 48*u
	cell := math.Floor(math.Min(12*u, (tw-8*u)/game.Cols))
	pic := s.emptyMap(cell)
	picH := float64(pic.Bounds().Dy())
	head := "No games yet"
	words := "Every game you play to its end is kept here, to watch it again and to have the Expert review your decisions. A game you save from the in-game menu waits here to be continued."
	if s.cont {
		head, words = "No saved games yet", contWords+" Every game you play to its end is kept here too, to watch again and to have the Expert review."
	}
	wordsH := th.Paragraph(nil, ctx, words, 0, 0, tw, 15, false, th.Text, engine.Center)
	bh := ui.TouchSize * u
	stack := tw < 360*u // a phone: the two buttons one above the other
	buttonsH := bh
	if stack {
		buttonsH = 2*bh + 10*u
	}
	ch := 24*u + picH + 18*u + 28*u + 10*u + wordsH + 20*u + buttonsH + 24*u
	card := ui.Rect{X: area.X + (area.W-cw)/2, Y: area.Y + math.Max(8*u, (area.H-ch)/3), W: cw, H: ch}
	th.Card(dst, ctx, card, th.Box)
	y := card.Y + 24*u
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(card.X+(cw-float64(pic.Bounds().Dx()))/2), math.Round(y))
	dst.DrawImage(pic, op)
	y += picH + 18*u
	th.Draw(dst, head, ui.Face(ctx, 22, true), card.X+cw/2, y, engine.Scale(th.Accent), engine.Center)
	y += 28*u + 10*u
	y += th.Paragraph(dst, ctx, words, card.X+24*u, y, tw, 15, false, th.Text, engine.Center) + 20*u
	bw := math.Min(220*u, (tw-12*u)/2)
	newR := ui.Rect{X: card.X + cw/2 - bw - 6*u, Y: y, W: bw, H: bh}
	learnR := ui.Rect{X: card.X + cw/2 + 6*u, Y: y, W: bw, H: bh}
	if stack {
		newR = ui.Rect{X: card.X + 24*u, Y: y, W: tw, H: bh}
		learnR = ui.Rect{X: card.X + 24*u, Y: y + bh + 10*u, W: tw, H: bh}
	}
	if s.cont { // the game in progress first, then a new one
		s.ctl.Styled(dst, ctx, newR, "Continue", idContinue, contTip, true, ui.Primary)
		s.ctl.Styled(dst, ctx, learnR, "New game", idNew, "Choose the players and the board, and play", true, ui.Plain)
		return
	}
	s.ctl.Styled(dst, ctx, newR, "New game", idNew, "Choose the players and the board, and play", true, ui.Primary)
	s.ctl.Styled(dst, ctx, learnR, "Learn to play", idLearn, "Short lessons on the board, with the real rules", true, ui.Plain)
}

// emptyMap is the standard map as a game begins (its temples and treasures), painted small in
// the theme's colours: the empty screen's picture.
func (s *Saves) emptyMap(cell float64) *ebiten.Image {
	sf := s.shelves[inProgress] // its pictures are freed with the others when the screen is left
	b := &miniBoard{mp: game.StandardMap}
	if rec, err := game.NewRecord(game.Options{Seats: []game.Dynasty{game.Archer, game.Bull}}, 1); err == nil {
		b = boardOf(rec.Start())
	}
	return sf.picture("", b, picKey{cell, s.sh.Look.Palette()})
}
