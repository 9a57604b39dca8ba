package menus

import (
	"math"
	"runtime/debug"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// Saves is the list of games saved by name: load one (button or double click), or delete one (a
// second click confirms).
type Saves struct {
	sh        Host
	back      engine.Scene
	refs      []session.SaveRef           // every save, the newest first
	rows      *lru[string, saveRow]       // the rows read lately, by save
	pics      *lru[string, *ebiten.Image] // their boards' pictures, painted for picKey
	picKey    picKey
	rowReader *rowReader // reads the rows shown that are not kept
	listErr   error
	reading   <-chan listed // the list being read
	loaded    bool
	sel       int
	confirm   bool
	ctl       ui.Controls
	page      ui.Page
	err       string
	clickAt   time.Time
}

// picKey is what the boards' pictures were painted for: a size and a palette.
type picKey struct {
	cell float64
	pal  *assets.Palette
}

// NewSaves opens the list; back is the screen to return to.
func NewSaves(sh Host, back engine.Scene) *Saves {
	return &Saves{sh: sh, back: back, sel: -1, rows: newLRU[string, saveRow](keptRows, nil),
		pics: newLRU[string](keptPictures, func(img *ebiten.Image) { img.Deallocate() })}
}

func (s *Saves) reload() {
	if s.rowReader != nil {
		s.rowReader.stop()
	}
	s.reading, s.loaded = readSaveList(s.sh.Keep.Store()), false
}

// leave goes to another screen for good, giving back what the list held: its rows, their
// pictures on the GPU, and the memory to the system (the list of 1,000 saves stayed at gigabytes
// on the title).
func (s *Saves) leave(ctx *engine.Context, to engine.Scene) {
	if to != nil {
		ctx.Switch(to)
	}
	if s.rowReader != nil {
		s.rowReader.stop()
	}
	s.rowReader, s.refs, s.reading, s.loaded = nil, nil, nil, false
	s.rows.clear()
	s.dropPictures()
	go debug.FreeOSMemory()
}

// row is save i's row if it has been read.
func (s *Saves) row(i int) (saveRow, bool) {
	if i < 0 || i >= len(s.refs) {
		return saveRow{}, false
	}
	return s.rows.get(s.refs[i].Name)
}

// loadable reports that save i is read and can be loaded.
func (s *Saves) loadable(i int) bool {
	r, ok := s.row(i)
	return ok && r.entry.Err == nil
}

// Update implements engine.Scene.
func (s *Saves) Update(ctx *engine.Context) (bool, error) {
	if !s.loaded && s.reading == nil {
		s.reload()
	}
	came := s.pollList()
	came = s.pollRows() || came
	if ctx.In.KeyPressed(ebiten.KeyEscape) {
		s.leave(ctx, s.back)
		return true, nil
	}
	id, redraw := s.ctl.Update(ctx)
	redraw = s.page.Update(ctx) || redraw
	if row, ok := idRow.Index(id); ok {
		double := s.sel == row && ctx.Now.Sub(s.clickAt) < 400*time.Millisecond
		if s.sel != row {
			s.confirm = false
		}
		s.sel, s.clickAt = row, ctx.Now
		if double && s.loadable(row) {
			id = idLoad
		}
	}
	s.act(ctx, id)
	return redraw || came || !id.IsZero(), nil
}

// act does what a footer's button asks.
func (s *Saves) act(ctx *engine.Context, id ui.ID) {
	switch id {
	case idBack:
		s.leave(ctx, s.back)
	case idLoad:
		if err := s.sh.Games.Resume(ctx, s.refs[s.sel].Name); err != nil {
			s.err = "This save cannot be loaded: " + err.Error()
		} else {
			s.leave(ctx, nil) // Resume switched to the game
		}
	case idReplay:
		cfg, err := session.LoadConfig(s.sh.Keep.Store(), s.refs[s.sel].Name)
		if err != nil {
			s.err = "This save cannot be replayed: " + err.Error()
			break
		}
		ctx.Switch(s.sh.Games.Replay(cfg.Record, cfg.Seats, s)) // it comes back to this list as it was
	case idDelete:
		if !s.confirm {
			s.confirm = true
			break
		}
		if err := session.DeleteSave(s.sh.Keep.Store(), s.refs[s.sel].Name); err != nil {
			s.err = "Not deleted: " + err.Error()
		}
		s.confirm = false
		s.reload()
	}
}

// dropPictures frees the boards' pictures (a list left, another size or palette).
func (s *Saves) dropPictures() { s.pics.clear() }

// picture is a save's board painted small, kept for a size and palette while it is shown.
func (s *Saves) picture(name string, b *miniBoard, cell float64) *ebiten.Image {
	key := picKey{cell, s.sh.Look.Palette()}
	if key != s.picKey {
		s.dropPictures()
		s.picKey = key
	}
	if img, ok := s.pics.get(name); ok {
		return img
	}
	img := b.picture(cell, key.pal)
	s.pics.put(name, img)
	return img
}

// rowLook is how every row of the list is laid out: all rows are as tall, so only the rows on
// screen are drawn, or even read.
type rowLook struct {
	cell, picW, picH, pad float64
	nameF, tf             *engine.Face
	tx, tw, h             float64
}

// widestPlayers is the longest players' line a save can have: four seats, each named in full.
const widestPlayers = "Archer (MMMMMMMMMMMMMMMM), Bull (MMMMMMMMMMMMMMMM), Lion (MMMMMMMMMMMMMMMM), Pot (MMMMMMMMMMMMMMMM)"

func (s *Saves) rowLook(ctx *engine.Context, x0, cw float64) rowLook {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	l := rowLook{cell: math.Floor(6 * u), pad: 10 * u, nameF: ui.Face(ctx, 16, true), tf: ui.Face(ctx, 13, true)}
	l.picW, l.picH = l.cell*game.Cols+1, l.cell*game.Rows+1
	l.tx = x0 + l.pad + l.picW + 14*u
	l.tw = x0 + cw - l.pad - l.tx
	textH := l.nameF.Size*1.45 + l.tf.Size*1.5 + 8*u + th.Paragraph(nil, ctx, widestPlayers, 0, 0, l.tw, 13, false, th.Text, engine.Left)
	l.h = math.Max(l.picH, textH) + 2*l.pad
	return l
}

// Draw implements engine.Scene: each save a card with a small picture of its board as it was
// left, its name, when it was saved and its turn, and who plays; Back, Delete, Replay and Load
// (the primary action) in the footer. Only the rows on screen are drawn.
func (s *Saves) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	w := float64(ctx.W)
	top := ui.Screen(dst, ctx, th, &s.ctl, "Saved games")
	cw := ui.ContentWidth(ctx, 880)
	x0 := (w - cw) / 2
	chosen := s.sel >= 0 && s.sel < len(s.refs)
	del, delStyle := "Delete", ui.Quiet
	if s.confirm {
		del, delStyle = "Really delete?", ui.Plain
	}
	foot := ui.Footer(dst, ctx, &s.ctl, cw,
		ui.FootButton{Label: "Back", ID: idBack, Tip: "Back (Esc)", Enabled: true, Style: ui.Quiet},
		ui.FootButton{Label: del, ID: idDelete, Tip: "Delete the chosen save (click twice)", Enabled: chosen, Style: delStyle},
		ui.FootButton{Label: "Replay", ID: idReplay, Tip: "Watch the chosen game from its start", Enabled: s.loadable(s.sel)},
		ui.FootButton{Label: "Load", ID: idLoad, Tip: "Continue the chosen game", Enabled: s.loadable(s.sel), Style: ui.Primary})
	if s.err != "" {
		foot -= th.Paragraph(nil, ctx, s.err, 0, 0, cw, 14, false, ui.Bad, engine.Left) + 8*u
		th.Paragraph(dst, ctx, s.err, x0, foot+4*u, cw, 14, false, ui.Bad, engine.Left)
	}
	from := len(s.ctl.Hits)
	c, y := s.page.Begin(dst, ui.Rect{X: 0, Y: top, W: w, H: foot - top})
	y += 6 * u
	switch {
	case !s.loaded:
		y += th.Paragraph(c, ctx, "Reading the saved games…", x0+10*u, y+10*u, cw-20*u, 15, false, th.Dim, engine.Left) + 20*u
	case s.listErr != nil:
		y += th.Paragraph(c, ctx, "The saves cannot be read: "+s.listErr.Error(), x0, y+10*u, cw, 15, false, ui.Bad, engine.Left) + 20*u
	case len(s.refs) == 0:
		y += th.Paragraph(c, ctx, "No saved games yet. In a game, open the menu and choose Save.", x0+10*u, y+10*u, cw-20*u, 15, false, th.Dim, engine.Left) + 20*u
	}
	l := s.rowLook(ctx, x0, cw)
	stride := l.h + 10*u
	first := max(0, int((top-y)/stride))
	last := min(len(s.refs), int(math.Ceil((foot-y)/stride))) // rows starting above the footer
	s.rows.grow(2 * (last - first))                           // what is on screen is never dropped while it is drawn
	s.pics.grow(2 * (last - first))
	for i := first; i < last; i++ {
		r := ui.Rect{X: x0, Y: y + float64(i)*stride, W: cw, H: l.h}
		s.ctl.Add(r, idRow.At(i), s.drawRow(c, ctx, i, r, l), true)
	}
	y += float64(len(s.refs)) * stride
	s.page.End(dst, ctx, &s.ctl, from, y)
	s.ctl.DrawTip(dst, ctx)
	s.ctl.Trace(s.sh.Look.TraceControls(), "saves", ctx)
}

// drawRow draws save i's card in r, asking for its row when it is not read yet, and returns the
// card's tip.
func (s *Saves) drawRow(c *ebiten.Image, ctx *engine.Context, i int, r ui.Rect, l rowLook) string {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	fill := th.Panel
	switch {
	case i == s.sel:
		ctx.Stamps.Box(c, r.X-2*u, r.Y-2*u, r.W+4*u, r.H+4*u, 12*u, th.Accent)
		fill = th.Current
	case r.In(ctx.In.X, ctx.In.Y):
		fill = th.Row
	}
	th.Card(c, ctx, r, fill)
	ref := s.refs[i]
	row, read := s.row(i)
	if !read && s.rowReader != nil {
		s.rowReader.want(ref.Name)
	}
	px, py := r.X+l.pad, r.Y+l.pad
	if read && row.board != nil {
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(px), math.Round(py))
		c.DrawImage(s.picture(ref.Name, row.board, l.cell), op)
	} else {
		ctx.Stamps.Box(c, px, py, l.picW, l.picH, 4*u, th.Well)
		if read {
			th.Draw(c, "?", ui.Face(ctx, 20, true), px+l.picW/2, py+l.picH/2-14*u, engine.Scale(th.Dim), engine.Center)
		}
	}
	name := ui.Clip(ref.Name, 40)
	for len([]rune(name)) > 8 && engine.VerbatimWidth(name, l.nameF) > l.tw {
		name = ui.Clip(name, len([]rune(name))-2)
	}
	engine.Verbatim(c, name, l.nameF, l.tx, py, engine.Scale(th.Text), engine.Left) // as the player named it
	ly := py + l.nameF.Size*1.45
	e := row.entry
	switch {
	case !read:
		th.Label(c, ctx, "reading…", l.tx, ly, 13, false, th.Dim)
	case e.Err != nil:
		th.Paragraph(c, ctx, "cannot be loaded: "+ui.Clip(e.Err.Error(), 90), l.tx, ly, l.tw, 13, false, ui.Bad, engine.Left)
		return "This save is damaged or from an unknown version; it can only be deleted"
	default:
		s.drawSummary(c, ctx, e, ly, l)
	}
	return "Click to choose, double-click to load"
}

// drawSummary draws a read save's turn as a badge, the date beside it, the players below.
func (s *Saves) drawSummary(c *ebiten.Image, ctx *engine.Context, e session.SaveEntry, ly float64, l rowLook) {
	th := s.sh.Look.Theme()
	u := ctx.Scale
	when := "unknown date"
	if !e.Saved.IsZero() {
		when = e.Saved.Local().Format("2006-01-02 15:04")
	}
	turn := session.RoundWords(e.Round)
	badge := th.Accent
	if e.Over {
		turn, badge = "game over", th.Dim
	}
	bw := th.Width(turn, l.tf) + 16*u
	ctx.Stamps.Box(c, l.tx, ly, bw, l.tf.Size*1.5, l.tf.Size*0.75, badge)
	th.Draw(c, turn, l.tf, l.tx+bw/2, ly+l.tf.Size*0.12, engine.Scale(th.Background), engine.Center)
	th.Label(c, ctx, when, l.tx+bw+10*u, ly, 13, false, th.Dim)
	th.Paragraph(c, ctx, e.Players, l.tx, ly+l.tf.Size*1.5+8*u, l.tw, 13, false, th.Text, engine.Left)
}
