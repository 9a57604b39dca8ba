package menus

import (
	"fmt"
	"math"
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
	sh      Host
	back    engine.Scene
	list    []session.SaveEntry
	boards  []*miniBoard    // each save's board, nil where it cannot be read
	pics    []*ebiten.Image // the boards' pictures, painted once for picKey
	picKey  picKey
	listErr error
	reading <-chan listed // the list being read
	loaded  bool
	sel     int
	confirm bool
	ctl     ui.Controls
	page    ui.Page
	err     string
	clickAt time.Time
}

// picKey is what the boards' pictures were painted for: a size and a palette.
type picKey struct {
	cell float64
	pal  *assets.Palette
}

// NewSaves opens the list; back is the screen to return to.
func NewSaves(sh Host, back engine.Scene) *Saves { return &Saves{sh: sh, back: back, sel: -1} }

func (s *Saves) reload() { s.reading, s.loaded = readSaveList(s.sh.Store()), false }

// Update implements engine.Scene.
func (s *Saves) Update(ctx *engine.Context) (bool, error) {
	if !s.loaded && s.reading == nil {
		s.reload()
	}
	came := s.pollList()
	if ctx.In.KeyPressed(ebiten.KeyEscape) {
		ctx.Switch(s.back)
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
		if double && s.list[row].Err == nil {
			id = idLoad
		}
	}
	switch id {
	case idBack:
		ctx.Switch(s.back)
	case idLoad:
		if err := s.sh.Resume(ctx, s.list[s.sel].Name); err != nil {
			s.err = "This save cannot be loaded: " + err.Error()
		}
	case idReplay:
		cfg, err := session.LoadConfig(s.sh.Store(), s.list[s.sel].Name)
		if err != nil {
			s.err = "This save cannot be replayed: " + err.Error()
			break
		}
		ctx.Switch(s.sh.Replay(cfg.Record, cfg.Seats, s))
	case idDelete:
		if !s.confirm {
			s.confirm = true
			break
		}
		if err := session.DeleteSave(s.sh.Store(), s.list[s.sel].Name); err != nil {
			s.err = "Not deleted: " + err.Error()
		}
		s.confirm = false
		s.reload()
	}
	return redraw || came || !id.IsZero(), nil
}

// dropPictures frees the boards' pictures (a new list, another size or palette).
func (s *Saves) dropPictures() {
	for _, p := range s.pics {
		if p != nil {
			p.Deallocate()
		}
	}
	s.pics = nil
}

// picture is save i's board painted small, once for a size and palette, or nil.
func (s *Saves) picture(i int, cell float64) *ebiten.Image {
	key := picKey{cell, s.sh.Palette()}
	if key != s.picKey || len(s.pics) != len(s.list) {
		s.dropPictures()
		s.picKey, s.pics = key, make([]*ebiten.Image, len(s.list))
	}
	if i >= len(s.boards) || s.boards[i] == nil {
		return nil
	}
	if s.pics[i] == nil {
		s.pics[i] = s.boards[i].picture(cell, key.pal)
	}
	return s.pics[i]
}

// Draw implements engine.Scene: each save a card with a small picture of its board as it was
// left, its name, when it was saved and its turn, and who plays; Back, Delete, Replay and Load
// (the primary action) in the footer.
func (s *Saves) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := s.sh.Theme()
	u := ctx.Scale
	w := float64(ctx.W)
	top := ui.Screen(dst, ctx, th, &s.ctl, "Saved games")
	cw := ui.ContentWidth(ctx, 880)
	x0 := (w - cw) / 2
	chosen := s.sel >= 0 && s.sel < len(s.list)
	del, delStyle := "Delete", ui.Quiet
	if s.confirm {
		del, delStyle = "Really delete?", ui.Plain
	}
	foot := ui.Footer(dst, ctx, &s.ctl, cw,
		ui.FootButton{Label: "Back", ID: idBack, Tip: "Back (Esc)", Enabled: true, Style: ui.Quiet},
		ui.FootButton{Label: del, ID: idDelete, Tip: "Delete the chosen save (click twice)", Enabled: chosen, Style: delStyle},
		ui.FootButton{Label: "Replay", ID: idReplay, Tip: "Watch the chosen game from its start", Enabled: chosen && s.list[s.sel].Err == nil},
		ui.FootButton{Label: "Load", ID: idLoad, Tip: "Continue the chosen game", Enabled: chosen && s.list[s.sel].Err == nil, Style: ui.Primary})
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
	case len(s.list) == 0:
		y += th.Paragraph(c, ctx, "No saved games yet. In a game, open the menu and choose Save.", x0+10*u, y+10*u, cw-20*u, 15, false, th.Dim, engine.Left) + 20*u
	}
	cell := math.Floor(6 * u)
	picW, picH := cell*game.Cols+1, cell*game.Rows+1
	pad := 10 * u
	nameF, tf := ui.Face(ctx, 16, true), ui.Face(ctx, 13, true)
	tx := x0 + pad + picW + 14*u
	tw := x0 + cw - pad - tx
	for i, e := range s.list {
		// the row as tall as its picture or its words, whichever is taller
		textH := nameF.Size*1.45 + tf.Size*1.5 + 8*u + th.Paragraph(nil, ctx, e.Players, 0, 0, tw, 13, false, th.Text, engine.Left)
		rowH := math.Max(picH, textH) + 2*pad
		r := ui.Rect{X: x0, Y: y, W: cw, H: rowH}
		fill := th.Panel
		switch {
		case i == s.sel:
			engine.Box(c, r.X-2*u, r.Y-2*u, r.W+4*u, r.H+4*u, 12*u, th.Accent)
			fill = th.Current
		case r.In(ctx.In.X, ctx.In.Y):
			fill = th.Row
		}
		th.Card(c, ctx, r, fill)
		if pic := s.picture(i, cell); pic != nil {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(math.Round(x0+pad), math.Round(y+pad))
			c.DrawImage(pic, op)
		} else {
			engine.Box(c, x0+pad, y+pad, picW, picH, 4*u, th.Well)
			th.Draw(c, "?", ui.Face(ctx, 20, true), x0+pad+picW/2, y+pad+picH/2-14*u, engine.Scale(th.Dim), engine.Center)
		}
		tip := "Click to choose, double-click to load"
		name := ui.Clip(e.Name, 40)
		for len([]rune(name)) > 8 && engine.VerbatimWidth(name, nameF) > tw {
			name = ui.Clip(name, len([]rune(name))-2)
		}
		engine.Verbatim(c, name, nameF, tx, y+pad, engine.Scale(th.Text), engine.Left) // as the player named it
		ly := y + pad + nameF.Size*1.45
		if e.Err != nil {
			th.Paragraph(c, ctx, "cannot be loaded: "+ui.Clip(e.Err.Error(), 90), tx, ly, tw, 13, false, ui.Bad, engine.Left)
			tip = "This save is damaged or from an unknown version; it can only be deleted"
		} else {
			when := "unknown date"
			if !e.Saved.IsZero() {
				when = e.Saved.Local().Format("2006-01-02 15:04")
			}
			turn := "turn " + fmt.Sprint(e.Turn)
			if e.Over {
				turn = "game over"
			}
			// the turn as a badge, the date beside it, the players below
			bw := th.Width(turn, tf) + 16*u
			badge := th.Accent
			if e.Over {
				badge = th.Dim
			}
			engine.Box(c, tx, ly, bw, tf.Size*1.5, tf.Size*0.75, badge)
			th.Draw(c, turn, tf, tx+bw/2, ly+tf.Size*0.12, engine.Scale(th.Background), engine.Center)
			th.Label(c, ctx, when, tx+bw+10*u, ly, 13, false, th.Dim)
			th.Paragraph(c, ctx, e.Players, tx, ly+tf.Size*1.5+8*u, tw, 13, false, th.Text, engine.Left)
		}
		s.ctl.Add(r, idRow.At(i), tip, true)
		y += rowH + 10*u
	}
	s.page.End(dst, ctx, &s.ctl, from, y)
	s.ctl.DrawTip(dst, ctx)
	s.ctl.Trace(s.sh.TraceControls(), "saves", ctx)
}
