package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// textField is a one-line text entry: a click focuses it, typing edits it, Enter or a click
// elsewhere leaves it.
type textField struct {
	text   string
	focus  bool
	max    int
	digits bool // only 0-9
}

// update takes the keyboard while focused; it reports a change, and Enter in done.
func (f *textField) update(ctx *engine.Context) (changed, done bool) {
	if !f.focus {
		return false, false
	}
	ctx.Typing = true
	for _, r := range ctx.In.Chars {
		if r < ' ' || f.digits && (r < '0' || r > '9') || len(f.text) >= f.max {
			continue
		}
		f.text += string(r)
		changed = true
	}
	if ctx.In.KeyPressed(ebiten.KeyBackspace) && f.text != "" {
		rs := []rune(f.text)
		f.text = string(rs[:len(rs)-1])
		changed = true
	}
	if ctx.In.KeyPressed(ebiten.KeyEnter) || ctx.In.KeyPressed(ebiten.KeyNumpadEnter) {
		f.focus, done = false, true
	}
	return changed, done
}

func (f *textField) draw(dst *ebiten.Image, ctx *engine.Context, r rect) {
	u := ctx.Scale
	engine.Rect(dst, r.X, r.Y, r.W, r.H, engine.RGB(250, 244, 226))
	border := colButton
	if f.focus {
		border = colAccent
	}
	engine.Frame(dst, r.X, r.Y, r.W, r.H, 2*u, border)
	face := ctx.Fonts.Face(15*u, false)
	s := f.text
	if f.focus {
		s += "|"
	}
	engine.Text(dst, s, face, r.X+8*u, r.Y+(r.H-face.Size*1.2)/2, engine.Scale(engine.RGB(40, 32, 24)), engine.Left)
}
