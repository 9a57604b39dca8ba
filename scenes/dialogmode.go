package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/boardpick"
	"tigris/scenes/session"
	"tigris/scenes/ui"
)

// dialogMode is a decision the rules ask the person on screen for (a commitment, a war's order, a
// treasure, a monument…): one button per choice, or its lit space on the board.
type dialogMode struct{}

func (dialogMode) update(p *Play, ctx *engine.Context, clicked ui.ID, _ bool) bool {
	p.handleKeys(ctx)
	p.dlg.text.Update(ctx)
	p.dlg.follow(ctx)
	if p.dlg.fresh {
		return true // the press that ended the last conflict's staging chooses nothing here
	}
	if id := p.dlg.take(ctx, clicked); !id.IsZero() {
		p.pressButton(id)
	}
	return true
}

// draw shows the dialog on its card in the panel.
func (dialogMode) draw(p *Play, dst *ebiten.Image, ctx *engine.Context) {
	p.dlg.draw(dst, ctx, p.lesson != nil)
}

// dialogPart is the dialog: the decision the rules ask the person on screen for, its text
// scrolled where the screen is too low for it, its choices as buttons in the panel's controls.
type dialogPart struct {
	b    *boardView
	hand *handPart    // its moves are tried as the hand's, a refusal said in the banner
	ctl  *ui.Controls // the panel's
	cur  session.Dialog
	ok   bool    // a dialog is asked now
	text ui.Page // the dialog's text, scrolled where the screen is too low for it
	war  warLook // the war shown on the board while the wars' order is chosen (warpreview.go)
	at   ui.Rect // where its card was drawn last (no tooltip covers it)
	// handAt is where the card showed the hand last (a commitment over the hand), or empty
	handAt ui.Rect
	asked  int           // the decision the card was opened for: a new one opens at the card's top
	pick   boardpick.Tap // a press on a lit space, chosen when let go on it (dialogboardpick.go)
	// waiting: a dialog is kept back while a decided conflict is staged; fresh: it came back this
	// frame, whose input ended the staging (onewar.go)
	waiting, fresh bool
}

// readDialog reads the decision asked of the person now, if any: a new one's card opens at its
// top, closes a phone's log sheet (it covers the board a decision may ask about), and in a
// lesson says first what the lesson asks.
func readDialog(p *Play) {
	p.dlg.cur, p.dlg.ok = p.sess.Dialog()
	deferDialog(p) // nextdecision.go: a conflict's result first
	p.dlg.atTop(p.sess.Decisions())
	if p.dlg.ok && p.log.open && p.lay.LogTab.W > 0 {
		setLogOpen(p, false)
	}
	if p.dlg.ok && p.lesson != nil {
		// the dialog stands where the lesson's words are: it says what the lesson asks
		ask := "Lesson: " + lessonOf(p.sess.Reader).Ask()
		p.dlg.cur.Lines = append([]string{ask}, p.dlg.cur.Lines...)
		if p.dlg.cur.Brief != nil {
			p.dlg.cur.Brief = append([]string{ask}, p.dlg.cur.Brief...)
		}
	}
}

// atTop opens a new decision's card at its top: the scroll of the card before it carried over,
// and a phone's card opened with its title cut off (review 3).
func (g *dialogPart) atTop(decision int) {
	if g.ok && decision != g.asked {
		g.text, g.asked = ui.Page{}, decision
		g.pick = boardpick.Tap{} // a press held from the last decision chooses nothing in this one
	}
}

// take takes a choice (its button, or its lit space on the board); the panel's buttons below
// the dialog (Undo, Menu) work as ever: it returns one pressed, for the screen to press.
func (g *dialogPart) take(ctx *engine.Context, clicked ui.ID) ui.ID {
	onBoard := g.boardAnswer(ctx) // followed every frame: a tap is chosen as it lifts
	if i, ok := idOption.Index(clicked); ok && i < len(g.cur.Options) {
		if !g.firstTap(ctx, i) { // warpreview.go: by finger a war is shown before it is fought
			g.hand.try(g.cur.Options[i].Move)
		}
		return ui.ID{}
	}
	if !clicked.IsZero() {
		return clicked
	}
	if onBoard >= 0 && onBoard < len(g.cur.Options) {
		g.hand.try(g.cur.Options[onBoard].Move)
	}
	return ui.ID{}
}

// dialogPlan is where the dialog's card stands and how its choices are laid out in it.
type dialogPlan struct {
	card     ui.Rect
	cols     int     // choices side by side
	gapX     float64 // the room between them in a row
	chips    bool    // a phone's commitment's row of number chips (commitchips.go)
	optionsH float64 // the height of the choices' rows
	handH    float64 // the hand's row over the choices (a commitment over the hand), or 0
}

// plan lays the dialog's card out: as high as its words and choices need, standing on the buttons
// below (Undo, Menu) under the hand and the players' rows where it fits there (a card filling the
// room to the hand left a large empty band inside it, and on a tablet covered the other players'
// rows: issue 44), over the hand where not, then over the players' rows as well.
func (g *dialogPart) plan(ctx *engine.Context, lesson bool) dialogPlan {
	th := g.b.theme()
	l := &g.b.lay
	u := l.U
	d := g.cur
	sp := g.spacing()
	inner := l.Work.W - 2*sp.side
	bh := g.optionH(&d)
	widest, bare := 0.0, 0.0 // the widest choice with its picture's room, and its words alone
	for _, o := range d.Options {
		w := th.Width(o.Label, ui.Face(ctx, 13, true))
		if o.Short != "" { // a narrow button says it shortly (optionLabel)
			w = th.Width(o.Short, ui.Face(ctx, 13, true))
		}
		bare = max(bare, w)
		if o.Move.Kind == game.MoveMonument && o.Move.Monument != game.NoMonument {
			w += bh - 14*u + 6*u // room for its picture before its words (ui.Pictured)
		}
		widest = max(widest, w)
	}
	cols := max(1, min(3, int((inner+16*u)/(widest+20*u+16*u))))
	if cols == 1 {
		// the pictures give up their room (ui.Pictured) before the choices take a row each:
		// a 360 px phone's four monument rows pushed the question out of the card (review 5)
		cols = max(1, min(2, int((inner+16*u)/(bare+20*u+16*u))))
	}
	gapX, chips := 16*u, g.chipCols(ctx, inner)
	if chips > 0 { // a phone's commitment: a row of number chips (commitchips.go)
		cols, gapX = chips, chipGap*u
	}
	rows := (len(d.Options) + cols - 1) / cols
	optionsH := float64(rows)*(bh+8*u) - 8*u
	textH := th.Paragraph(nil, ctx, d.Title, 0, 0, inner, 17, true, th.Accent, engine.Left) + sp.title
	for _, line := range g.lines(ctx) {
		textH += th.Paragraph(nil, ctx, line, 0, 0, inner, 13, false, th.Text, engine.Left) + sp.para
	}
	h := sp.top + textH + sp.gap + optionsH + sp.bottom + u // a hair to spare: the text fitted exactly asked for a scroll bar by rounding
	y, bottom := g.room(h, lesson)
	if y >= g.underHand() {
		y = g.wholeAbove(bottom - h) // fitted, under the hand and the rows with room to spare
	}
	handH := g.commitHandRow(y) // over the hand: the card shows it (commithand.go)
	if handH > 0 {
		if chips == 0 && cols < 3 && (inner-32*u)/3 >= 96*u {
			// its choices take as few rows as a finger allows
			cols = 3
			h -= optionsH
			rows = (len(d.Options) + cols - 1) / cols
			optionsH = float64(rows)*(bh+8*u) - 8*u
			h += optionsH
		}
		y, bottom = g.room(h+handH, lesson)
	}
	return dialogPlan{card: ui.Rect{X: l.Work.X, Y: y, W: l.Work.W, H: bottom - y}, cols: cols, gapX: gapX, chips: chips > 0, optionsH: optionsH, handH: handH}
}

// draw shows what is at stake and one button per choice, on an opaque card in the panel (never
// over the board), where plan places it; the buttons below it (Undo, Menu) stay usable. Where
// the screen is too low for it (a phone held sideways) its text scrolls above the choices.
func (g *dialogPart) draw(dst *ebiten.Image, ctx *engine.Context, lesson bool) {
	th := g.b.theme()
	l := &g.b.lay
	u := l.U
	d := g.cur
	pl := g.plan(ctx, lesson)
	x, y, w, h := pl.card.X, pl.card.Y, pl.card.W, pl.card.H
	sp := g.spacing()
	inner := w - 2*sp.side
	bh := g.optionH(&d)
	cols, optionsH, handH := pl.cols, pl.optionsH, pl.handH
	g.at = pl.card
	card(dst, ctx, th, g.at)
	from := len(g.ctl.Hits)
	oy := y + h - sp.bottom - optionsH
	g.handAt = ui.Rect{}
	if handH > 0 {
		g.drawCommitHand(dst, ctx, ui.Rect{X: x + sp.side, Y: oy - handH, W: inner, H: handH - sp.handGap})
		oy -= handH
	}
	// the question stays in sight above its words where the card has room for it and a line
	// more: only the words under it scroll (review 4: a phone's monument question was scrolled
	// out of sight, only its buttons showing)
	top := y + 2*u
	titleH := th.Paragraph(nil, ctx, d.Title, 0, 0, inner, 17, true, th.Accent, engine.Left) + sp.title
	if oy-sp.gap-(y+sp.top+titleH) >= ui.Face(ctx, 13, false).Size*1.3 {
		th.Paragraph(dst, ctx, d.Title, x+sp.side, y+sp.top, inner, 17, true, th.Accent, engine.Left)
		top = y + sp.top + titleH
	}
	c, ty := g.text.Begin(dst, ui.Rect{X: x + 2*u, Y: top, W: w - 4*u, H: oy - sp.gap - top})
	if top == y+2*u {
		ty += sp.top - 2*u
		ty += th.Paragraph(c, ctx, d.Title, x+sp.side, ty, inner, 17, true, th.Accent, engine.Left) + sp.title
	}
	for _, line := range g.lines(ctx) {
		ty += th.Paragraph(c, ctx, line, x+sp.side, ty, inner, 13, false, th.Text, engine.Left) + sp.para
	}
	g.text.End(dst, ctx, g.ctl, from, ty)
	oy += handH
	rects := optionGrid(len(d.Options), cols, ui.Rect{X: x + sp.side, Y: oy, W: inner}, bh, pl.gapX, 8*u)
	for i, o := range d.Options {
		r := rects[i]
		tip := "Choose: " + o.Label
		o.Label = g.optionWords(ctx, r, o, pl.chips)
		if o.Cell >= 0 {
			tip += " (or click its lit space on the board)"
		}
		style, lesson := ui.Plain, false
		if g.warOrder() && ctx.In.Touch && i == g.lookedAt() {
			// the war a first tap shows on the board: the next tap on it fights it first
			style, tip = ui.Primary, "Tap again to fight this war first"
		} else if t := lessonOf(g.b.sess.Reader); t != nil && t.Wants(o.Move) {
			// the lesson's choice stands out as boldly as its lit space on the board (issue 44)
			style, lesson = ui.Primary, true
		}
		if pic := g.optionPicture(o); pic == nil || !g.ctl.Pictured(dst, ctx, r, o.Label, pic, idOption.At(i), tip, true, style) {
			g.ctl.Styled(dst, ctx, r, o.Label, idOption.At(i), tip, true, style)
		}
		if lesson {
			pulse(dst, ctx, r, u, false)
		}
	}
}

// optionPicture is a monument choice's monument as the board draws it, for its button to show
// before its words (the panel's row of monuments is under the dialog while the player chooses),
// or nil for any other choice.
func (g *dialogPart) optionPicture(o session.Option) *ebiten.Image {
	m := o.Move
	if m.Kind != game.MoveMonument || m.Monument == game.NoMonument || g.b.panelSprites == nil {
		return nil
	}
	return g.b.panelSprites.Monuments[m.Monument]
}

// optionH is the height of a dialog's choices: a monument's are taller than a finger needs, for
// its picture to show its two colours plainly, but on a phone, whose card has few lines to spare.
func (g *dialogPart) optionH(d *session.Dialog) float64 {
	u := g.b.lay.U
	if !g.b.lay.Compact && len(d.Options) > 0 && d.Options[0].Move.Kind == game.MoveMonument {
		return math.Round(ui.TouchSize * u * 1.4)
	}
	return ui.TouchSize * u
}

// cardSpacing is a dialog card's room in device pixels: above its words, under its title, between
// its lines, between its words and its choices, below them, at its sides, and under the hand's row.
type cardSpacing struct{ top, title, para, gap, bottom, side, handGap float64 }

// spacing is the card's room: a phone's is tighter, as the few lines its card has beside the
// board cut its own explanation (review 4, F6).
func (g *dialogPart) spacing() cardSpacing {
	u := g.b.lay.U
	if g.b.lay.Compact {
		return cardSpacing{top: 8 * u, title: 5 * u, para: 2 * u, gap: 6 * u, bottom: 9 * u, side: 12 * u, handGap: 6 * u}
	}
	return cardSpacing{top: 14 * u, title: 8 * u, para: 4 * u, gap: 10 * u, bottom: 14 * u, side: 16 * u, handGap: 8 * u}
}

// room is where a dialog of height h stands in the panel, top and bottom: below the hand and
// the players' rows (a tablet's stand beside the hand, heading the other column) and above a
// lesson's box where it fits there, else over the hand too, else over the players' rows as well
// (the board is never covered).
func (g *dialogPart) room(h float64, lesson bool) (top, bottom float64) {
	l := &g.b.lay
	u := l.U
	bottom = l.Work.Bottom()
	if lesson && l.Log.H >= 60*u && l.Log.Y > l.Work.Y && l.Log.Y < bottom {
		bottom = l.Log.Y - 6*u // the lesson's box stays in sight
	}
	if below := g.underHand(); bottom-below >= h {
		return below, bottom
	}
	if over := max(l.Work.Y, l.Players.Bottom()+8*u); bottom-over >= h {
		return over, bottom
	}
	bottom = l.Work.Bottom()
	top = l.Panel.Y // over the players' rows, not the board
	if l.Portrait {
		top = l.Board.Bottom() + 4*u
		if l.View.W > 0 { // an enlarged board is drawn in its fitted window, not to its own foot
			top = l.View.Bottom() + 4*u
		}
	}
	return max(top, wholeRows(l.Players, l.PlayerRow, min(l.Work.Y, bottom-h))), bottom
}

// wholeRows raises a card's top y to the top of the players' row it would cut across, so the rows
// above it show whole: a phone's commitment card of one row of chips cut the names in half.
func wholeRows(players ui.Rect, row, y float64) float64 {
	if row <= 0 || y <= players.Y || y >= players.Bottom() {
		return y
	}
	return players.Y + math.Floor((y-players.Y)/row)*row
}

// underHand is the highest a card may stand with the hand and the players' rows in sight.
func (g *dialogPart) underHand() float64 {
	l := &g.b.lay
	return max(l.HandBottom(), l.Players.Bottom()) + 10*l.U // the hand may stand in two rows
}

// wholeAbove raises a card's top y to the top of the panel's part it would cut across (the supply,
// the row of what is beside the board, each with its title), so what shows above the card shows
// whole: a title cut in half over the card read as garbage. Never above underHand.
func (g *dialogPart) wholeAbove(y float64) float64 {
	l := &g.b.lay
	u := l.U
	supply := ui.Rect{X: l.Supply[0].X, Y: l.Supply[0].Y, W: l.Catas.X + l.Catas.W - l.Supply[0].X, H: l.Supply[0].H}
	if l.Labels && l.SupplyY > 0 {
		supply.H += supply.Y - l.SupplyY
		supply.Y = l.SupplyY
	}
	low := g.underHand()
	for _, part := range []ui.Rect{l.Public, supply} { // from the lowest up
		if part.H > 0 && y > part.Y-2*u && y < part.Bottom()+2*u {
			y = part.Y - 4*u // (the parts stand 10 units apart: the one above is not cut by this)
		}
		if part.H > 0 && y < low && low > part.Y && low < part.Bottom() {
			// the hand's room would leave a sliver of this part over the card (the tops of a
			// 360 px phone's leaders): the card comes nearer the hand to cover it
			low = max(part.Y-2*u, low-6*u)
		}
	}
	return max(y, low)
}

// optionGrid places n choices in rows of cols across area's width from its top, each bh high,
// gapX apart in a row and gapY between rows; a last row with fewer choices shares the whole
// width between them, so no hole stands where a choice looks missing (Commit nothing, Commit 1,
// then Commit 2 alone under half the width).
func optionGrid(n, cols int, area ui.Rect, bh, gapX, gapY float64) []ui.Rect {
	out := make([]ui.Rect, 0, n)
	for i := 0; i < n; i++ {
		inRow := cols
		if last := n - n%cols; n%cols != 0 && i >= last {
			inRow = n % cols
		}
		bw := (area.W - float64(inRow-1)*gapX) / float64(inRow)
		out = append(out, ui.Rect{X: area.X + float64(i%cols)*(bw+gapX), Y: area.Y + float64(i/cols)*(bh+gapY), W: bw, H: bh})
	}
	return out
}
