package scenes

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/session"
)

// Saves is the list of games saved by name: load one (button or double click), or delete one (a
// second click confirms).
type Saves struct {
	sh      *Shell
	back    engine.Scene
	list    []session.SaveEntry
	listErr error
	loaded  bool
	sel     int
	confirm bool
	scroll  int
	rows    int // rows that fit
	ctl     controls
	err     string
	clickAt time.Time
}

// NewSaves opens the list; back is the screen to return to.
func NewSaves(sh *Shell, back engine.Scene) *Saves { return &Saves{sh: sh, back: back, sel: -1} }

func (s *Saves) reload() {
	s.list, s.listErr = session.ListSaves(s.sh.Store)
	s.loaded = true
	s.sel = min(s.sel, len(s.list)-1)
}

// Update implements engine.Scene.
func (s *Saves) Update(ctx *engine.Context) (bool, error) {
	if !s.loaded {
		s.reload()
	}
	if ctx.In.KeyPressed(ebiten.KeyEscape) {
		ctx.Switch(s.back)
		return true, nil
	}
	if ctx.In.Wheel != 0 {
		s.scroll = max(0, min(len(s.list)-s.rows, s.scroll-int(ctx.In.Wheel)))
	}
	id, redraw := s.ctl.update(ctx)
	var row int
	if _, err := fmt.Sscanf(id, "row%d", &row); err == nil {
		double := s.sel == row && ctx.Now.Sub(s.clickAt) < 400*time.Millisecond
		if s.sel != row {
			s.confirm = false
		}
		s.sel, s.clickAt = row, ctx.Now
		if double && s.list[row].Err == nil {
			id = "load"
		}
	}
	switch id {
	case "back":
		ctx.Switch(s.back)
	case "load":
		if err := s.sh.Resume(ctx, s.list[s.sel].Name); err != nil {
			s.err = "This save cannot be loaded: " + err.Error()
		}
	case "delete":
		if !s.confirm {
			s.confirm = true
			break
		}
		if err := session.DeleteSave(s.sh.Store, s.list[s.sel].Name); err != nil {
			s.err = "Not deleted: " + err.Error()
		}
		s.confirm = false
		s.reload()
	}
	return redraw || id != "" || ctx.In.Wheel != 0, nil
}

// Draw implements engine.Scene.
func (s *Saves) Draw(dst *ebiten.Image, ctx *engine.Context) {
	u := ctx.Scale
	w, h := float64(ctx.W), float64(ctx.H)
	screen(dst, ctx, &s.ctl, "Saved games")
	x0, lw := w/2-440*u, 880*u
	y := 100 * u
	head := []struct {
		x float64
		s string
	}{{0, "name"}, {260, "saved"}, {420, "players"}, {800, "turn"}}
	for _, c := range head {
		label(dst, ctx, c.s, x0+10*u+c.x*u, y, 13, true, colDim)
	}
	y += 24 * u
	rowH := 40 * u
	s.rows = max(1, int((h-y-110*u)/rowH))
	switch {
	case s.listErr != nil:
		label(dst, ctx, "The saves cannot be read: "+s.listErr.Error(), x0, y+10*u, 15, false, colBad)
	case len(s.list) == 0:
		label(dst, ctx, "No saved games yet. In a game, press Esc and choose Save.", x0+10*u, y+10*u, 15, false, colDim)
	}
	for i := s.scroll; i < len(s.list) && i < s.scroll+s.rows; i++ {
		e := s.list[i]
		r := rect{x0, y, lw, rowH - 4*u}
		fill := colPanel
		if i == s.sel {
			fill = colButton
		} else if r.in(ctx.In.X, ctx.In.Y) {
			fill = engine.RGB(70, 62, 52)
		}
		engine.Rect(dst, r.X, r.Y, r.W, r.H, fill)
		tip := "Click to choose, double-click to load"
		label(dst, ctx, clip(e.Name, 30), x0+10*u, y+10*u, 15, true, colText)
		if e.Err != nil {
			label(dst, ctx, "cannot be loaded: "+clip(e.Err.Error(), 70), x0+270*u, y+10*u, 13, false, colBad)
			tip = "This save is damaged or from an unknown version; it can only be deleted"
		} else {
			when := "unknown date"
			if !e.Saved.IsZero() {
				when = e.Saved.Local().Format("2006-01-02 15:04")
			}
			label(dst, ctx, when, x0+270*u, y+11*u, 13, false, colText)
			label(dst, ctx, clip(e.Players, 52), x0+430*u, y+11*u, 13, false, colText)
			turn := fmt.Sprint(e.Turn)
			if e.Over {
				turn = "over"
			}
			label(dst, ctx, turn, x0+810*u, y+11*u, 13, false, colText)
		}
		s.ctl.add(r, fmt.Sprintf("row%d", i), tip, true)
		y += rowH
	}
	if len(s.list) > s.rows {
		label(dst, ctx, fmt.Sprintf("%d–%d of %d (scroll for more)", s.scroll+1, min(len(s.list), s.scroll+s.rows), len(s.list)), x0, y+4*u, 12, false, colDim)
	}
	by := h - 80*u
	chosen := s.sel >= 0 && s.sel < len(s.list)
	s.ctl.button(dst, ctx, rect{x0, by, 180 * u, 44 * u}, "Back", "back", "Back (Esc)", true)
	del := "Delete"
	if s.confirm {
		del = "Really delete?"
	}
	s.ctl.button(dst, ctx, rect{x0 + lw - 380*u, by, 180 * u, 44 * u}, del, "delete", "Delete the chosen save (click twice)", chosen)
	s.ctl.button(dst, ctx, rect{x0 + lw - 180*u, by, 180 * u, 44 * u}, "Load", "load", "Continue the chosen game", chosen && s.list[s.sel].Err == nil)
	if s.err != "" {
		label(dst, ctx, s.err, x0, by-30*u, 14, false, colBad)
	}
	s.ctl.drawTip(dst, ctx)
}

// clip shortens text to n characters with an ellipsis.
func clip(s string, n int) string {
	if r := []rune(s); len(r) > n {
		return string(r[:n-1]) + "…"
	}
	return s
}
