package scenes

import (
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// previewState keeps the conflicts the carried piece would start on the space it hovers, and
// what a catastrophe would destroy there, worked out once per space.
type previewState struct {
	piece   session.Piece
	cell    int
	moves   int
	clashes []session.Clash
	words   string // a catastrophe's: what it destroys and who goes home
}

// clashesHere are the conflicts a drop on the hovered space would start.
func (h *handPart) clashesHere() []session.Clash {
	if h.drag == nil || h.b.hoverCell < 0 || !contains(h.targets, h.b.hoverCell) {
		return nil
	}
	h.previewHere()
	return h.preview.clashes
}

// previewHere works out what a drop on the hovered space would do, once per space.
func (h *handPart) previewHere() {
	pv := &h.preview
	if pv.piece == h.drag.piece && pv.cell == h.b.hoverCell && pv.moves == h.b.sess.Decisions() {
		return
	}
	*pv = previewState{piece: h.drag.piece, cell: h.b.hoverCell, moves: h.b.sess.Decisions(), clashes: h.b.sess.Preview(h.drag.piece, h.b.hoverCell)}
	if m, err := session.DropMove(h.drag.piece, h.b.hoverCell); err == nil && h.drag.piece.Kind == session.CatastropheTile {
		// the hint's words, "Play a catastrophe at H6: it destroys…", said of the piece in hand
		pv.words = strings.Replace(h.b.sess.DescribeHint(m).Text, "Play a catastrophe", "A catastrophe", 1)
	}
}

// catastropheWords says what the carried catastrophe would destroy on the hovered space, or "".
func (h *handPart) catastropheWords() string {
	if h.drag == nil || h.b.hoverCell < 0 || !contains(h.targets, h.b.hoverCell) {
		return ""
	}
	h.previewHere()
	return h.preview.words
}

func contains(list []int, x int) bool {
	for _, v := range list {
		if v == x {
			return true
		}
	}
	return false
}

// drawPreview shows, before the drop, each side's strength on its leader and a line saying who
// would fight whom and that ties go to the defender.
func (h *handPart) drawPreview(dst *ebiten.Image, ctx *engine.Context) {
	th := h.b.theme()
	clashes := h.clashesHere()
	var lines []string
	if w := h.catastropheWords(); strings.Contains(w, ": ") { // only when it destroys something
		lines = append(lines, w)
	}
	if len(clashes) == 0 && len(lines) == 0 {
		return
	}
	l := &h.b.lay
	u := l.U
	for _, c := range clashes {
		lines = append(lines, c.Words(h.b.sess.Name)...)
		// off the space the piece would go to, which the board does not show filled yet
		avoid := []ui.Rect{l.CellRect(h.b.hoverCell)}
		avoid = append(avoid, h.b.strengthBadge(dst, ctx, h.b.sess.State(), c.AttackerCell, c.Attack, true, avoid))
		h.b.strengthBadge(dst, ctx, h.b.sess.State(), c.DefenderCell, c.Defence, false, avoid)
	}
	// the caption stands above or below the hovered space, or at the board's edge: never over a
	// leader in the conflict
	f := ui.Face(ctx, 13, true)
	w := 0.0
	for _, s := range lines {
		w = math.Max(w, th.Width(s, f))
	}
	w = math.Min(w+20*u, l.Board.W)
	boxH := 12 * u
	for _, s := range lines { // a line wider than the board wraps (a phone's): the box holds it whole
		boxH += th.Paragraph(nil, ctx, s, 0, 0, w-20*u, 13, true, th.Text, engine.Left)
	}
	cr := l.CellRect(h.b.hoverCell)
	x := math.Max(l.Board.X, math.Min(cr.X+cr.W/2-w/2, l.Board.X+l.Board.W-w))
	involved := []int{h.b.hoverCell}
	for _, c := range clashes {
		involved = append(involved, c.AttackerCell, c.DefenderCell)
	}
	y := l.Board.Y
	for _, try := range []float64{cr.Y - boxH - 6*u, cr.Y + cr.H + 6*u, l.Board.Y + 4*u, l.Board.Bottom() - boxH - 4*u} {
		box := ui.Rect{X: x, Y: try, W: w, H: boxH}
		free := try >= l.Board.Y && box.Bottom() <= l.Board.Bottom()
		for _, c := range involved {
			free = free && !ui.Overlaps(box, l.CellRect(c))
		}
		if free {
			y = try
			break
		}
	}
	ctx.Stamps.Box(dst, x, y, w, boxH, 5*u, ui.Alpha(th.Log, 235))
	ly := y + 6*u
	for _, s := range lines {
		ly += th.Paragraph(dst, ctx, s, x+10*u, ly, w-20*u, 13, true, th.Text, engine.Left)
	}
}
