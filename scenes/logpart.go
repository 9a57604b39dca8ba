package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
)

// logPart is the game's log in its box of the panel: the newest lines folded to the box's width,
// scrolled back by the wheel. It owns its scroll and reads the session's log through the board.
type logPart struct {
	b      *boardView
	scroll int // lines scrolled back from the newest
}

// wheel scrolls the log when the wheel turns over its box; it reports that it did.
func (g *logPart) wheel(in *engine.Input) bool {
	if in.Wheel == 0 || !g.b.lay.Log.In(in.X, in.Y) {
		return false
	}
	g.scroll = max(0, g.scroll+int(in.Wheel))
	return true
}

func (g *logPart) draw(dst *ebiten.Image, ctx *engine.Context) {
	th := g.b.theme()
	l := &g.b.lay
	u := l.U
	r := l.Log
	face, lineH, lines, ok := g.shown(dst, ctx)
	if !ok {
		return
	}
	for k, line := range lines {
		th.Draw(dst, line, face, r.X+10*u, r.Y+6*u+float64(k)*lineH, engine.Scale(th.Text), engine.Left)
	}
}

// shown are the log's lines in its box, from the top (the box drawn on dst when it is not nil).
func (g *logPart) shown(dst *ebiten.Image, ctx *engine.Context) (face textFace, lineH float64, shown []string, ok bool) {
	th := g.b.theme()
	l := &g.b.lay
	face, lineH, rows, ok := logBox(dst, ctx, th, l)
	if !ok {
		return nil, 0, nil, false
	}
	// fold only the lines that show, from the newest back: a long game's log is never folded
	// whole on every frame
	all := g.b.sess.Log()
	var lines []string
	for i := len(all) - 1; i >= 0 && len(lines) < rows+g.scroll; i-- {
		lines = append(th.Wrap(all[i:i+1], face, l.Log.W-20*l.U, logIndent), lines...)
	}
	start, end := logWindow(lines, rows, g.scroll)
	return face, lineH, lines[start:end], true
}

// textH is the height the log's lines take from the top of its box, and whether it shows any.
func (g *logPart) textH(ctx *engine.Context) (float64, bool) {
	_, lineH, shown, ok := g.shown(nil, ctx)
	return 6*g.b.lay.U + float64(len(shown))*lineH, ok
}
