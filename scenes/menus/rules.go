package menus

import (
	"fmt"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/rulebook"
	"tigris/scenes/ui"
)

// Rules is the rules in short, a page at a time (rulebook.Pages), each page's board situations
// drawn from their positions with the game's own map and pieces.
type Rules struct {
	sh      Host
	back    engine.Scene
	page    int
	ctl     ui.Controls
	scroll  ui.Page
	sprites *assets.Sprites
	figs    []figure // the page's pictures, drawn once for figsFor
	figsFor rulesPicKey
	figSide bool // the pictures stand side by side
	figsFit bool // the pictures fit the page under its words: nothing scrolls
	swipe   pageSwipe
}

// figure is a picture of a page, drawn, with its caption (or none).
type figure struct {
	img     *ebiten.Image
	caption string
}

// rulesPicKey is what a page's pictures were drawn for.
type rulesPicKey struct {
	page  int
	width float64 // the column's
	tall  float64 // the page's, between its title and its footer
	pal   *assets.Palette
	theme *ui.Theme
	touch bool // a page of keys is a page of gestures by touch
}

// NewRules opens the rules; back is the screen to return to.
func NewRules(sh Host, back engine.Scene) *Rules { return &Rules{sh: sh, back: back} }

// rulesPages are the pages shown.
var rulesPages = rulebook.Pages

// piece is a piece the Options page names, as drawn.
func piece(s *assets.Sprites, name string) (*ebiten.Image, bool) {
	switch name {
	case "palace":
		return s.Buildings[game.Black], true
	case "library":
		return s.Buildings[game.Red], true
	case "granary":
		return s.Buildings[game.Blue], true
	case "market hall":
		return s.Buildings[game.Green], true
	case "wonder":
		return s.Wonder, true
	}
	return nil, false
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
	turn := r.swipe.turn(ctx) // rulesswipe.go
	if id == idNext || id == idPrev || turn != 0 {
		r.scroll.ScrollTo(0)
	}
	switch {
	case id == idNext || turn > 0 || in.KeyPressed(ebiten.KeyArrowRight):
		r.page = min(len(rulesPages)-1, r.page+1)
	case id == idPrev || turn < 0 || in.KeyPressed(ebiten.KeyArrowLeft):
		r.page = max(0, r.page-1)
	case id == idBack:
		ctx.Switch(r.back)
	}
	return redraw || !id.IsZero() || turn != 0, nil
}

// Draw implements engine.Scene: the page's title and the rules it sums up, its text folded to
// the screen, then its board pictures each with its caption; Back, Previous and Next (the
// primary action) in the footer; a page longer than the screen scrolls.
func (r *Rules) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := r.sh.Look.Theme()
	u := ctx.Scale
	w := float64(ctx.W)
	pg := rulesPages[r.page].For(ctx.In.TouchScreen)
	top := ui.Screen(dst, ctx, th, &r.ctl, pg.Title)
	size := int(64 * u)
	if r.sprites == nil || r.sprites.Size != max(size, 8) || r.sprites.Pal != r.sh.Look.Palette() {
		r.sprites.Deallocate()
		r.sprites = assets.NewSprites(size, r.sh.Look.Palette())
	}
	tw := ui.ContentWidth(ctx, 760)
	x0 := (w - tw) / 2
	foot := ui.Footer(dst, ctx, &r.ctl, tw,
		ui.FootButton{Label: "Back", ID: idBack, Tip: "Back (Esc)", Enabled: true, Style: ui.Quiet},
		ui.FootButton{Label: "‹ Previous", ID: idPrev, Tip: "The page before (←)", Enabled: r.page > 0, Style: ui.Plain},
		ui.FootButton{Label: "Next ›", ID: idNext, Tip: "The next page (→)", Enabled: r.page < len(rulesPages)-1, Style: ui.Primary})
	from := len(r.ctl.Hits)
	c, y := r.scroll.Begin(dst, ui.Rect{X: 0, Y: top, W: w, H: foot - top})
	y0 := y
	head := rulesHead(r.page)
	th.Draw(c, head, ui.Face(ctx, 14, false), w/2, y, engine.Scale(th.Dim), engine.Center)
	y += 30 * u
	for _, para := range pg.Text {
		y += th.Paragraph(c, ctx, para, x0, y, tw, 17, false, th.Text, engine.Left) + 12*u
	}
	y += 10 * u
	rows, rowsH := r.pieceRows(ctx, th, pg, tw)
	r.drawFigures(ctx, th, pg, tw, foot-top, foot-top-(y-y0)-rowsH)
	y = r.placeFigures(c, ctx, th, tw, y)
	y = r.drawPieces(c, ctx, th, rows, y)
	r.scroll.End(dst, ctx, &r.ctl, from, y)
	r.ctl.DrawTip(dst, ctx)
	r.ctl.Trace(r.sh.Look.TraceControls(), "rules", ctx)
}

// pieceSlot is a piece the page shows with its name, in a row as wide as the column.
type pieceSlot struct {
	img  *ebiten.Image
	name string
	w    float64
}

// pieceRows puts the page's pieces in rows as wide as the column, and says how tall they stand.
func (r *Rules) pieceRows(ctx *engine.Context, th *ui.Theme, pg rulebook.Page, tw float64) ([][]pieceSlot, float64) {
	u := ctx.Scale
	capFace := ui.Face(ctx, 13, false)
	pw := float64(r.sprites.Size)
	var rows [][]pieceSlot
	rowW := 0.0
	for _, name := range pg.Pieces {
		img, ok := piece(r.sprites, name)
		if !ok {
			continue
		}
		sl := pieceSlot{img, name, max(pw, th.Width(name, capFace))}
		if len(rows) == 0 || rowW+30*u+sl.w > tw {
			rows, rowW = append(rows, nil), -30*u
		}
		rows[len(rows)-1] = append(rows[len(rows)-1], sl)
		rowW += 30*u + sl.w
	}
	rowH := pw + 6*u + capFace.Size*1.3
	return rows, float64(len(rows))*(rowH+16*u) + 16*u
}

// drawPieces draws the rows of pieces, each centred like the pictures, from y; it returns the y
// under them.
func (r *Rules) drawPieces(c *ebiten.Image, ctx *engine.Context, th *ui.Theme, rows [][]pieceSlot, y float64) float64 {
	u, w := ctx.Scale, float64(ctx.W)
	capFace := ui.Face(ctx, 13, false)
	pw := float64(r.sprites.Size)
	rowH := 0.0
	for i, row := range rows {
		if i > 0 {
			y += rowH + 16*u
		}
		rw := -30 * u
		for _, sl := range row {
			rw += 30*u + sl.w
		}
		px := (w - rw) / 2
		for _, sl := range row {
			ui.DrawSprite(c, sl.img, ui.Rect{X: px + (sl.w-pw)/2, Y: y, W: pw, H: pw}, 1)
			th.Draw(c, sl.name, capFace, px+sl.w/2, y+pw+6*u, engine.Scale(th.Dim), engine.Center)
			px += sl.w + 30*u
		}
		rowH = pw + 6*u + capFace.Size*1.3
	}
	return y + rowH + 16*u
}

// placeFigures draws the page's pictures from y, one above the other or side by side as
// drawFigures chose, each on a card with its caption under it; it returns the y under them.
func (r *Rules) placeFigures(c *ebiten.Image, ctx *engine.Context, th *ui.Theme, tw, y float64) float64 {
	u, w := ctx.Scale, float64(ctx.W)
	if !r.figSide {
		for _, f := range r.figs {
			pw := float64(f.img.Bounds().Dx())
			y += r.figure(c, ctx, th, f, (w-pw)/2, y, captionWidth(pw, tw, u)) + 28*u
		}
		return y
	}
	across, tallest := -sideGap(u), 0.0
	for _, f := range r.figs {
		across += float64(f.img.Bounds().Dx()) + sideGap(u)
	}
	x := (w - across) / 2
	for _, f := range r.figs {
		pw := float64(f.img.Bounds().Dx())
		tallest = math.Max(tallest, r.figure(c, ctx, th, f, x, y, pw))
		x += pw + sideGap(u)
	}
	return y + tallest + 28*u
}

// figure draws a picture on its card at x, y with its caption folded to capW, centred under it;
// it returns the height of the two.
func (r *Rules) figure(c *ebiten.Image, ctx *engine.Context, th *ui.Theme, f figure, x, y, capW float64) float64 {
	u := ctx.Scale
	pw, ph := float64(f.img.Bounds().Dx()), float64(f.img.Bounds().Dy())
	th.Card(c, ctx, ui.Rect{X: x, Y: y, W: pw, H: ph}.Inset(-6*u), th.Box)
	op := &ebiten.DrawImageOptions{}
	op.GeoM.Translate(math.Round(x), math.Round(y))
	c.DrawImage(f.img, op)
	h := ph
	if f.caption != "" {
		h += 14*u + th.Paragraph(c, ctx, f.caption, x+(pw-capW)/2, y+ph+14*u, capW, 14, false, th.Dim, engine.Center) + 8*u
	}
	return h
}

// rulesHead is the line under a page's title: where the page is in the book (the rules' ids, as
// "R5.4", are for the rulebook's readers, not the players).
func rulesHead(page int) string {
	return fmt.Sprintf("page %d of %d", page+1, len(rulesPages))
}

// drawFigures draws the page's pictures once for its size, palette and theme: each board
// situation, the players' points after it where it tallies them, then the page's keys, the
// board's spaces as large as fit in avail, the height left under the page's words and pieces
// (rulesfit.go).
func (r *Rules) drawFigures(ctx *engine.Context, th *ui.Theme, pg rulebook.Page, tw, tall, avail float64) {
	u := ctx.Scale
	key := rulesPicKey{r.page, tw, tall, r.sh.Look.Palette(), th, ctx.In.TouchScreen}
	if key == r.figsFor && r.figs != nil {
		return
	}
	for _, f := range r.figs {
		f.img.Deallocate()
	}
	r.figs, r.figsFor = []figure{}, key
	// the fixed pictures first: the board's spaces are fitted to the room they leave
	tallies := map[int]*ebiten.Image{}
	var items, boards []fitItem
	for i, p := range pg.Pictures {
		cols, rows := game.Cols, game.Rows
		if _, _, c, r, err := p.Window(); err == nil {
			cols, rows = c, r
		}
		boards = append(boards, fitItem{cols: cols, rows: rows})
		items = append(items, fitItem{cols: cols, rows: rows, caption: p.Caption != ""})
		if p.Tally != "" {
			img := tallyPicture(ctx, th, p, math.Min(tw-12*u, 460*u), key.pal)
			tallies[i] = img
			items = append(items, fitItem{w: float64(img.Bounds().Dx()), h: float64(img.Bounds().Dy()), caption: true})
		}
	}
	var keys *ebiten.Image
	if len(pg.Keys) > 0 {
		keys = keysPicture(ctx, th, pg.Keys, math.Min(tw-12*u, 560*u), key.pal)
		items = append(items, fitItem{w: float64(keys.Bounds().Dx()), h: float64(keys.Bounds().Dy())})
	}
	texts := []string{}
	for _, p := range pg.Pictures {
		texts = append(texts, p.Caption, p.Tally)
	}
	capH := func(width float64) float64 {
		most := 0.0
		for _, s := range texts {
			if s != "" {
				most = math.Max(most, th.Paragraph(nil, ctx, s, 0, 0, width, 14, false, th.Dim, engine.Center))
			}
		}
		return most
	}
	fit := fitPictures(items, fitRoom{column: tw, across: float64(ctx.W) - 32*u, tall: tall, avail: avail, u: u, capH: capH})
	r.figSide, r.figsFit = fit.side, fit.fits
	for i, p := range pg.Pictures {
		cell := fit.cell
		if !fit.fits { // each as large as it reads: the page scrolls
			cell = readableCell(boards[i:i+1], fitRoom{column: tw, tall: tall, u: u})
		}
		r.figs = append(r.figs, figure{boardPicture(ctx, th, p, cell, key.pal), p.Caption})
		if img, ok := tallies[i]; ok {
			r.figs = append(r.figs, figure{img, p.Tally})
		}
	}
	if keys != nil {
		r.figs = append(r.figs, figure{keys, ""})
	}
}

// markColour is the colour of a mark's ring and label: the board's attacker green and defender
// violet, the error red for what leaves the board, else the accent.
func markColour(th *ui.Theme, k rulebook.MarkKind) color.RGBA {
	switch k {
	case rulebook.Attacker:
		return engine.RGB(70, 190, 96)
	case rulebook.Defender:
		return engine.RGB(160, 100, 224)
	case rulebook.Removed:
		return ui.Bad
	}
	return th.Accent
}

// boardPicture draws a picture of the rules: its part of the map with the position's pieces, the
// pieces its moves place drawn faintly where they go, and its marks, each a ring with a label.
// A picture whose position does not read (a test names it) shows the bare map.
func boardPicture(ctx *engine.Context, th *ui.Theme, p rulebook.Picture, cell float64, pal *assets.Palette) *ebiten.Image {
	u := ctx.Scale
	col, row, cols, rows, err := p.Window()
	if err != nil {
		col, row, cols, rows = 0, 0, game.Cols, game.Rows
	}
	img := engine.NewImage(int(cell)*cols, int(cell)*rows)
	st, err := p.State()
	mapID := game.StandardMap
	if err == nil {
		mapID = st.Options().Map
	}
	ox, oy := -float64(col)*cell, -float64(row)*cell
	assets.PaintMap(img, game.MapOf(mapID), ox, oy, cell, u, pal)
	if err != nil {
		return img
	}
	sp := assets.NewSprites(int(cell), pal)
	defer sp.Deallocate()
	at := func(i int) ui.Rect {
		return ui.Rect{X: ox + float64(i%game.Cols)*cell, Y: oy + float64(i/game.Cols)*cell, W: cell, H: cell}
	}
	drawPieces(img, st, sp, at)
	drawPlaced(img, p.Moves, sp, at)
	drawMarks(ctx, th, img, p.Marks, cell, at)
	return img
}

// drawPieces draws the position's pieces; at is where a space is drawn.
func drawPieces(img *ebiten.Image, st *game.State, sp *assets.Sprites, at func(int) ui.Rect) {
	for i := 0; i < game.NCells; i++ {
		c, r := st.Cell(i), at(i)
		switch {
		case c.Kind == game.Tile && c.Flags&game.FlagFaceDown != 0:
			ui.DrawSprite(img, sp.FaceDown, r, 1)
		case c.Kind == game.Tile:
			ui.DrawSprite(img, sp.Tiles[c.Color], r, 1)
		case c.Kind == game.Leader:
			ui.DrawSprite(img, sp.Leaders[st.Player(int(c.Owner)).Dynasty][c.Color], r, 1)
		case c.Kind == game.Catastrophe:
			ui.DrawSprite(img, sp.Catastrophe, r, 1)
		}
		if c.Treasure() && c.Kind != game.WonderPart {
			ui.DrawSprite(img, sp.Treasure, r, 1)
		}
	}
	drawWonder(img, st, sp, at)
}

// drawWonder draws the wonder whole over the square round its cross, and the treasure on it.
func drawWonder(img *ebiten.Image, st *game.State, sp *assets.Sprites, at func(int) ui.Rect) {
	c := st.WonderAt()
	if c < 0 {
		return
	}
	a, b := at(c-game.Cols-1), at(c+game.Cols+1)
	ui.DrawSprite(img, sp.Wonder, ui.Rect{X: a.X, Y: a.Y, W: b.X + b.W - a.X, H: b.Y + b.H - a.Y}, 1)
	for _, i := range [5]int{c, c - game.Cols, c + game.Cols, c - 1, c + 1} {
		if st.Cell(i).Treasure() {
			ui.DrawSprite(img, sp.Treasure, at(i), 1)
		}
	}
}

// drawPlaced draws the pieces the moves place, faint where they go.
func drawPlaced(img *ebiten.Image, moves []string, sp *assets.Sprites, at func(int) ui.Rect) {
	for _, line := range moves {
		d, m, err := game.ParseMove(line)
		if err != nil || m.Cell < 0 {
			continue
		}
		switch m.Kind {
		case game.MoveTile:
			ui.DrawSprite(img, sp.Tiles[m.Color], at(int(m.Cell)), 0.6)
		case game.MoveLeader:
			ui.DrawSprite(img, sp.Leaders[d][m.Color], at(int(m.Cell)), 0.6)
		}
	}
}

// drawMarks draws the marks, each a ring with a label in a pill (labelSpots).
func drawMarks(ctx *engine.Context, th *ui.Theme, img *ebiten.Image, marks []rulebook.Mark, cell float64, at func(int) ui.Rect) {
	f := ui.Face(ctx, 12, true)
	b := img.Bounds()
	spots := labelSpots(ctx, th, marks, cell, at, float64(b.Dx()), float64(b.Dy()))
	for k, m := range marks {
		if i, err := game.ParseSpace(m.Space); err == nil {
			drawMark(ctx, th, img, m, at(i), cell, f, spots[k])
		}
	}
}

// drawMark draws one mark on the space r: its ring, and its label in a pill at spot.
func drawMark(ctx *engine.Context, th *ui.Theme, img *ebiten.Image, m rulebook.Mark, r ui.Rect, cell float64, f *engine.Face, spot ui.Rect) {
	u := ctx.Scale
	mc := markColour(th, m.Kind)
	lw := math.Max(2, 3*u)
	if m.Kind == rulebook.Removed { // red on a red temple: a dark edge keeps the mark seen
		dark := ui.Alpha(engine.RGB(20, 16, 12), 200)
		engine.Ring(img, r.X+cell/2, r.Y+cell/2, cell*0.48, lw+2*math.Max(1, u), dark)
		engine.Line(img, r.X+cell*0.2, r.Y+cell*0.2, r.X+cell*0.8, r.Y+cell*0.8, lw+2*math.Max(1, u), dark)
		engine.Line(img, r.X+cell*0.2, r.Y+cell*0.2, r.X+cell*0.8, r.Y+cell*0.8, lw, mc)
	}
	engine.Ring(img, r.X+cell/2, r.Y+cell/2, cell*0.48, lw, mc)
	ctx.Stamps.Box(img, spot.X, spot.Y, spot.W, spot.H, spot.H/2, mc)
	th.Draw(img, m.Label, f, spot.X+spot.W/2, spot.Y+spot.H*0.12, engine.Scale(engine.RGB(20, 16, 12)), engine.Center)
}

// labelSpots places each mark's label in a picture of w x h pixels (at: where a space is drawn,
// cell pixels a side): in a pill under its space, else over it, else across it, the first place
// that covers no label placed before and no other marked space (so "temple" never lies over the
// market below it). A mark whose space does not read gets an empty rectangle.
func labelSpots(ctx *engine.Context, th *ui.Theme, marks []rulebook.Mark, cell float64, at func(int) ui.Rect, w, h float64) []ui.Rect {
	u := ctx.Scale
	f := ui.Face(ctx, 12, true)
	marked := map[int]ui.Rect{}
	for _, m := range marks {
		if i, err := game.ParseSpace(m.Space); err == nil {
			marked[i] = at(i).Inset(cell * 0.04)
		}
	}
	spots := make([]ui.Rect, len(marks))
	var placed []ui.Rect
	for k, m := range marks {
		i, err := game.ParseSpace(m.Space)
		if err != nil {
			continue
		}
		r := at(i)
		lw, lh := th.Width(m.Label, f)+10*u, f.Size*1.4
		lx := math.Max(1, math.Min(r.X+cell/2-lw/2, w-lw-1))
		free := func(y float64) bool {
			lr := ui.Rect{X: lx, Y: y, W: lw, H: lh}
			if y < 0 || y+lh > h {
				return false
			}
			for _, o := range placed {
				if ui.Overlaps(o, lr) {
					return false
				}
			}
			for j, o := range marked {
				if j != i && ui.Overlaps(o, lr) {
					return false
				}
			}
			return true
		}
		ly := r.Y + cell - lh*0.55
		for _, y := range []float64{r.Y + cell - lh*0.55, r.Y - lh*0.45, r.Y + cell/2 - lh/2} {
			if free(y) {
				ly = y
				break
			}
		}
		spots[k] = ui.Rect{X: lx, Y: ly, W: lw, H: lh}
		placed = append(placed, spots[k])
	}
	return spots
}
