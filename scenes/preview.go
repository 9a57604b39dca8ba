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
	// box and badges are where the caption and the leaders' badges were drawn last, on the
	// board laid out at board
	box    ui.Rect
	badges []ui.Rect
	board  ui.Rect
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
	st := h.b.sess.State()
	var badges []ui.Rect
	var leaders []int
	for _, c := range clashes {
		lines = append(lines, c.Words(h.b.sess.Name)...)
		// off the space the piece would go to, which the board does not show filled yet
		avoid := append([]ui.Rect{l.CellRect(h.b.hoverCell)}, badges...)
		att := h.b.strengthBadge(dst, ctx, st, c.AttackerCell, c.Attack, true, avoid)
		def := h.b.strengthBadge(dst, ctx, st, c.DefenderCell, c.Defence, false, append(avoid, att))
		badges = append(badges, att, def)
		leaders = append(leaders, c.AttackerCell, c.DefenderCell)
	}
	// the caption stands away from the drop, the fighting leaders and their badges (previewplace.go)
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
	pv := &h.preview
	if pv.box.W != w || pv.box.H != boxH || pv.board != l.Board { // once a space and layout
		pv.box = previewBox(l, st, h.b.hoverCell, previewConcerned(l, h.b.hoverCell, leaders, badges), h.targets, w, boxH)
		pv.board = l.Board
	}
	x, y := pv.box.X, pv.box.Y
	pv.badges = badges
	ctx.Stamps.Box(dst, x, y, w, boxH, 5*u, ui.Alpha(th.Log, 235))
	ly := y + 6*u
	for _, s := range lines {
		ly += th.Paragraph(dst, ctx, s, x+10*u, ly, w-20*u, 13, true, th.Text, engine.Left)
	}
}
