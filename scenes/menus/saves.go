package menus

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// Saves is the list of games saved by name: load one (button or double click), or delete one (a
// second click confirms).
type Saves struct {
	sh      Host
	back    engine.Scene
	list    []session.SaveEntry
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

// Draw implements engine.Scene: the saves a row each (two lines on a narrow screen), scrolling,
// with Back, Delete and Load in the footer.
func (s *Saves) Draw(dst *ebiten.Image, ctx *engine.Context) {
	th := s.sh.Theme()
	u := ctx.Scale
	w := float64(ctx.W)
	top := ui.Screen(dst, ctx, th, &s.ctl, "Saved games")
	cw := ui.ContentWidth(ctx, 880)
	x0 := (w - cw) / 2
	chosen := s.sel >= 0 && s.sel < len(s.list)
	del := "Delete"
	if s.confirm {
		del = "Really delete?"
	}
	foot := ui.Footer(dst, ctx, &s.ctl, cw,
		ui.FootButton{Label: "Back", ID: idBack, Tip: "Back (Esc)", Enabled: true},
		ui.FootButton{Label: del, ID: idDelete, Tip: "Delete the chosen save (click twice)", Enabled: chosen},
		ui.FootButton{Label: "Replay", ID: idReplay, Tip: "Watch the chosen game from its start", Enabled: chosen && s.list[s.sel].Err == nil},
		ui.FootButton{Label: "Load", ID: idLoad, Tip: "Continue the chosen game", Enabled: chosen && s.list[s.sel].Err == nil})
	if s.err != "" {
		foot -= th.Paragraph(nil, ctx, s.err, 0, 0, cw, 14, false, ui.Bad, engine.Left) + 8*u
		th.Paragraph(dst, ctx, s.err, x0, foot+4*u, cw, 14, false, ui.Bad, engine.Left)
	}
	wide := cw >= 760*u
	from := len(s.ctl.Hits)
	c, y := s.page.Begin(dst, ui.Rect{X: 0, Y: top, W: w, H: foot - top})
	if wide {
		for _, h := range []struct {
			x float64
			s string
		}{{0, "name"}, {260, "saved"}, {420, "players"}, {cw/u - 70, "turn"}} {
			th.Label(c, ctx, h.s, x0+10*u+h.x*u, y, 13, true, th.Dim)
		}
		y += 24 * u
	}
	switch {
	case !s.loaded:
		y += th.Paragraph(c, ctx, "Reading the saved games…", x0+10*u, y+10*u, cw-20*u, 15, false, th.Dim, engine.Left) + 20*u
	case s.listErr != nil:
		y += th.Paragraph(c, ctx, "The saves cannot be read: "+s.listErr.Error(), x0, y+10*u, cw, 15, false, ui.Bad, engine.Left) + 20*u
	case len(s.list) == 0:
		y += th.Paragraph(c, ctx, "No saved games yet. In a game, open the menu and choose Save.", x0+10*u, y+10*u, cw-20*u, 15, false, th.Dim, engine.Left) + 20*u
	}
	rowH := ui.TouchSize * u
	if !wide {
		rowH = 66 * u
	}
	for i, e := range s.list {
		r := ui.Rect{X: x0, Y: y, W: cw, H: rowH}
		fill := th.Panel
		if i == s.sel {
			fill = th.Button
		} else if r.In(ctx.In.X, ctx.In.Y) {
			fill = th.Row
		}
		engine.Rect(c, r.X, r.Y, r.W, r.H, fill)
		tip := "Click to choose, double-click to load"
		line2 := y + 10*u
		if !wide {
			line2 = y + 36*u
		}
		engine.Verbatim(c, ui.Clip(e.Name, 30), ui.Face(ctx, 15, true), x0+10*u, y+10*u, engine.Scale(th.Text), engine.Left) // as the player named it
		if e.Err != nil {
			th.Label(c, ctx, "cannot be loaded: "+ui.Clip(e.Err.Error(), 70), x0+map[bool]float64{true: 270, false: 10}[wide]*u, line2, 13, false, ui.Bad)
			tip = "This save is damaged or from an unknown version; it can only be deleted"
		} else {
			when := "unknown date"
			if !e.Saved.IsZero() {
				when = e.Saved.Local().Format("2006-01-02 15:04")
			}
			turn := fmt.Sprint(e.Turn)
			if e.Over {
				turn = "over"
			}
			if wide {
				th.Label(c, ctx, when, x0+270*u, line2, 13, false, th.Text)
				th.Label(c, ctx, ui.Clip(e.Players, 52), x0+430*u, line2, 13, false, th.Text)
				th.Label(c, ctx, turn, x0+cw-60*u, line2, 13, false, th.Text)
			} else {
				f := ui.Face(ctx, 13, false)
				info := when + " · turn " + turn + " · " + e.Players
				for len(info) > 12 && th.Width(info, f) > cw-20*u {
					info = ui.Clip(info, len([]rune(info))-2)
				}
				th.Draw(c, info, f, x0+10*u, line2, engine.Scale(th.Text), engine.Left)
			}
		}
		s.ctl.Add(r, idRow.At(i), tip, true)
		y += rowH + 4*u
	}
	s.page.End(dst, ctx, &s.ctl, from, y)
	s.ctl.DrawTip(dst, ctx)
	s.ctl.Trace(s.sh.TraceControls(), "saves", ctx)
}
