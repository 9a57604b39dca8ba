package scenes

import (
	"fmt"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/lastmoves"
	"tigris/scenes/ui"
)

// A replay stepped with ► changed the board and the status line, but a plain placement said
// nothing and nothing on the board showed where it went: on a phone, which has no log, one had to
// spot the changed space. So the decision stepped to is marked on the board as the board screen
// marks another's placement (lastmoves), on every layout, and where no log is shown its log
// lines stand as a caption in the panel, below the replay's controls.

// replayMarks are the marks of the decision that led to the position shown: none at the start.
func (rp *Replay) replayMarks() []lastmoves.Move {
	ev, who := rp.r.Events()
	return lastmoves.Of(ev, who)
}

// caption is what the log says of the decision shown, its lines joined in one (a turn's end left
// out): empty at the start, and for a decision the log says nothing of.
func (rp *Replay) caption() string {
	var said []string
	for i, at := range rp.r.LineAt {
		if at == rp.r.At() && rp.r.At() > 0 && !isTurnEnd(rp.r.Lines[i]) {
			said = append(said, rp.r.Lines[i])
		}
	}
	return strings.Join(said, " · ")
}

// drawHead writes the replay's head line at the top of area, and returns where it ends. Where no
// log is shown and the caption's line would not fit between the controls (controls high) and the
// buttons at the foot (a phone held sideways), the caption takes the head's line after the turn.
func (rp *Replay) drawHead(dst *ebiten.Image, ctx *engine.Context, area ui.Rect, controls float64) float64 {
	th := rp.sh.theme()
	l := &rp.view.lay
	turn, turns := rp.r.Turn()
	head := fmt.Sprintf("Replay · turn %d of %d · decision %d of %d", turn, turns, rp.r.At(), rp.r.Len())
	rp.captionAt, rp.captionBelow = ui.Rect{}, false
	c := ""
	if _, _, _, logged := logBox(nil, ctx, th, l); !logged {
		c = rp.caption() // no log marks the decision's line
	}
	if c == "" {
		return area.Y + th.Paragraph(dst, ctx, head, area.X, area.Y, area.W, 14, true, th.Accent, engine.Left)
	}
	headH := th.Paragraph(nil, ctx, head, area.X, area.Y, area.W, 14, true, th.Accent, engine.Left)
	if area.Y+headH+controls+captionFace(ctx).Size*1.3 <= l.Buttons[0].Y-4*l.U {
		rp.captionBelow = true
		return area.Y + th.Paragraph(dst, ctx, head, area.X, area.Y, area.W, 14, true, th.Accent, engine.Left)
	}
	f := ui.Face(ctx, 14, true)
	line := shortened(th, fmt.Sprintf("Turn %d · %s", turn, c), f, area.W)
	th.Draw(dst, line, f, area.X, area.Y, engine.Scale(th.Accent), engine.Left)
	rp.captionAt = ui.Rect{X: area.X, Y: area.Y, W: th.Width(line, f), H: f.Size * 1.3}
	return area.Y + f.Size*1.3
}

// captionFace is the caption's type.
func captionFace(ctx *engine.Context) textFace { return ui.Face(ctx, 13, false) }

// drawCaption writes the caption's one line at (x, y), cut to w, below the controls; it returns
// the height it took.
func (rp *Replay) drawCaption(dst *ebiten.Image, ctx *engine.Context, x, y, w float64) float64 {
	th := rp.sh.theme()
	f := captionFace(ctx)
	line := shortened(th, rp.caption(), f, w)
	th.Draw(dst, line, f, x, y, engine.Scale(th.Text), engine.Left)
	rp.captionAt = ui.Rect{X: x, Y: y, W: th.Width(line, f), H: f.Size * 1.3}
	return f.Size * 1.3
}
