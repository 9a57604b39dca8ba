// Package boardlayout places everything of the board screen for a screen size: the board, the
// panel's players, hand, supply and buttons, the log. It is arithmetic alone (no Ebitengine), so
// it is tested without a display.
package boardlayout

import (
	"math"

	"tigris/game"
	"tigris/scenes/geom"
)

// Layout places everything of the board screen for a screen size; it is recomputed when the
// window changes. In landscape the board is as large as the height allows with the panel beside
// it (and the log below the board when there is room); in portrait the board spans the width with
// the panel below it. Touch targets are at least 44 units (CSS pixels on a phone).
type Layout struct {
	W, H, U  float64 // screen size and one UI unit, in device pixels
	Portrait bool
	Compact  bool // a phone-sized screen: shorter labels
	Board    geom.Rect
	Cell     float64
	// Turned: the board is turned a quarter, its columns down the screen (a phone held upright:
	// Grid maps its spaces)
	Turned bool
	// AsPrinted: a phone held upright shows the board as printed, as wide as the screen, at the
	// player's choice (the Settings' "Board on an upright phone"), not turned
	AsPrinted bool
	// RowsInside: the row numbers stand inside the board, at the upper left of column A's
	// spaces, as a chessboard's do on a small screen: a 360 px phone's board as printed had spaces
	// of 21 CSS px with them beside it, where 22 need 352 of its 360 (upright.go)
	RowsInside bool
	View       geom.Rect // an enlarged board's window, where it is drawn and touched (zero: it fits)
	Coords     bool      // the column letters and row numbers are drawn beside the board
	Top        geom.Rect // the status above the board
	TopLines   int       // how many lines the status may take
	Panel      geom.Rect
	Players    geom.Rect
	PlayerRow  float64
	// PlayerCols is how many players' rows stand side by side (PlayerRect): two under a turned
	// board in a game of three or four, else one
	PlayerCols int
	Labels     bool    // titles above the hand and the supply
	HandY      float64 // the top of the hand's title
	Hand       [6]geom.Rect
	SupplyY    float64
	Supply     [game.NumColors]geom.Rect // the viewer's leaders in supply
	Catas      geom.Rect                 // the viewer's catastrophes
	Public     geom.Rect                 // the monuments and buildings still beside the board (empty: no room)
	// PublicInline: the row of what is beside the board has its title beside its pictures, one
	// slim row (a phone's panel, which has no room for a titled row: issue 44)
	PublicInline bool
	// PublicFolded: the panel had no room for that row; it shows while the log is open over the
	// panel (OpenLog)
	PublicFolded bool
	Buttons      []geom.Rect // End turn, Swap, Hint, Undo, Menu
	Log          geom.Rect
	// LogTab is where a tab opens the log over LogOver (the panel above the buttons), on a panel
	// with no room for the log (under a turned board); empty elsewhere
	LogTab, LogOver geom.Rect
	Work            geom.Rect // where a dialog is shown: over the hand, supply and log, never the board or buttons
	// Lesson gives the log's place (the lesson box) the room of what a lesson does without: the
	// row of what is beside the board, the section titles on a phone, and in a phone's
	// landscape the players' rows (the status line says whose turn it is).
	Lesson bool
	// LessonBox is the lesson box's place: the panel's free room where the log has its own
	// under the board, else the log's.
	LessonBox geom.Rect
	pubUnder  bool // what is beside the board stands under it (publicUnder), not in the panel
	tablet    bool // a tablet's two columns under the board (tabletColumns)
}

// LabelH is a section title's height, in units.
const LabelH = 20

// New lays the board screen out for a screen of w x h device pixels at scale device pixels a
// unit, for players; compact: a phone-sized screen.
func New(w, h int, scale float64, players int, compact bool) Layout {
	return NewAs(w, h, scale, players, compact, false)
}

// NewAs is New with the player's choice for a phone held upright: printed, its board as printed
// across the screen's width (upright.go), else turned a quarter (turned.go).
func NewAs(w, h int, scale float64, players int, compact, printed bool) Layout {
	l := Layout{W: float64(w), H: float64(h), U: scale, Compact: compact}
	l.Portrait = l.H > l.W*1.05
	l.AsPrinted = l.Portrait && compact && printed
	l.Turned = l.Portrait && compact && !printed
	switch {
	case l.Turned:
		l.turned(players)
	case l.AsPrinted:
		l.upright(players)
	case l.Portrait:
		l.portrait(players)
	default:
		l.landscape(players)
	}
	return l
}

// ForLesson lays the screen out again for a tutorial lesson (see Lesson); the board and the
// pieces keep their sizes.
func (l *Layout) ForLesson(players int) {
	l.Lesson = true
	l.Log, l.Public, l.Players, l.LessonBox = geom.Rect{}, geom.Rect{}, geom.Rect{}, geom.Rect{}
	l.pubUnder = false
	if l.Turned {
		l.turned(players)
	} else if l.AsPrinted {
		l.upright(players)
	} else if l.Portrait {
		l.portrait(players)
	} else {
		l.landscape(players)
	}
	if l.LessonBox.H == 0 {
		l.LessonBox = l.Log
	}
}

// fitCell is the largest whole space size for the room with the coordinates beside the board:
// every board names its columns and rows, since the hints, the log and the lessons name spaces.
func (l *Layout) fitCell(availW, availH float64) float64 {
	coord := CoordRoom * l.U
	l.Coords = true
	return math.Max(8, math.Floor(math.Min((availW-coord)/game.Cols, (availH-coord)/game.Rows)))
}

// CoordW is the width the coordinates beside the board take (none when they are not drawn).
func (l *Layout) CoordW() float64 {
	if l.RowsInside {
		return 0
	}
	if l.Coords && l.Turned {
		return TurnedCoordRoom * l.U
	}
	if l.Coords {
		return CoordRoom * l.U
	}
	return 0
}

func (l *Layout) landscape(players int) {
	u := l.U
	pad := 12 * u
	if l.Compact {
		pad = 8 * u
	}
	top := 30 * u
	l.TopLines = 1
	panelW := math.Min(math.Max(l.W*0.25, 300*u), 460*u)
	l.Cell = l.fitCell(l.W-panelW-3*pad, l.H-top-2*pad)
	c := l.CoordW()
	l.Board = geom.Rect{X: pad + c, Y: top + pad + c, W: l.Cell * game.Cols, H: l.Cell * game.Rows}
	l.Top = geom.Rect{X: pad, Y: pad * 0.5, W: l.Board.X + l.Board.W - pad, H: top}
	l.clearOfStatus()
	px := l.Board.X + l.Board.W + pad
	l.Panel = geom.Rect{X: px, Y: pad, W: l.W - px - pad, H: l.H - 2*pad}
	below := l.H - pad - (l.Board.Bottom() + pad)
	if l.publicUnder(pad, below, players) {
		return
	}
	var log *geom.Rect
	if l.Lesson && l.Compact {
		players = 0 // the lesson box takes the players' rows
	}
	if below >= 90*u {
		under := geom.Rect{X: pad, Y: l.Board.Bottom() + pad, W: l.Board.X + l.Board.W - pad, H: below}
		if !l.Lesson {
			// the log takes the panel's free band where that holds more text than the strip under
			// the board (which then keeps the banners off the board)
			l.column(l.Panel, players, &l.Log)
			if l.Log.W*l.Log.H > under.W*under.H {
				return
			}
		}
		l.Log = under
		if l.Lesson {
			log = &l.LessonBox // the log keeps its place and the lesson has the panel's room
		}
	} else {
		log = &l.Log
	}
	l.column(l.Panel, players, log)
}

func (l *Layout) portrait(players int) {
	u := l.U
	pad := 12 * u
	if l.Compact {
		pad = 8 * u
	}
	l.TopLines = 1
	if l.Compact {
		l.TopLines = 2
	}
	top := float64(l.TopLines) * 20 * u
	// the panel below keeps at least this much height
	minPanel := float64(players)*34*u + 2*geom.TouchSize*u + 2*(geom.TouchSize+6)*u + 40*u
	l.Cell = l.fitCell(l.W-2*pad, l.H-top-3*pad-minPanel)
	c := l.CoordW()
	bw := l.Cell * game.Cols
	l.Board = geom.Rect{X: math.Floor((l.W - bw + c) / 2), Y: top + pad + c, W: bw, H: l.Cell * game.Rows}
	l.Top = geom.Rect{X: pad, Y: pad * 0.5, W: l.W - 2*pad, H: top}
	l.clearOfStatus()
	py := l.Board.Bottom() + pad
	l.Panel = geom.Rect{X: pad, Y: py, W: l.W - 2*pad, H: l.H - py - pad}
	if l.Panel.W >= 640*u {
		l.tabletColumns(players, pad)
		return
	}
	l.column(l.Panel, players, &l.Log)
}

// publicUnder puts what is still beside the board under it, in large pictures, where the strip
// under the board has room for them and the log has more room in the panel's free band than in
// what the strip would have left: the panel stands full, not 300 px empty while the log shows 7
// lines (issue 44). It reports whether it did.
func (l *Layout) publicUnder(pad, below float64, players int) bool {
	u := l.U
	if l.Lesson || below < (LabelH+40)*u {
		return false
	}
	h := math.Min(below, (LabelH+64)*u)
	l.pubUnder = true
	l.column(l.Panel, players, &l.Log)
	if l.Log.H < below-h-pad {
		l.Log, l.Public, l.pubUnder = geom.Rect{}, geom.Rect{}, false
		return false
	}
	l.Public = geom.Rect{X: pad, Y: l.Board.Bottom() + pad, W: l.Board.X + l.Board.W - pad, H: h}
	return true
}

// column stacks the players (when players > 0), the hand, the supply and, at the bottom, the
// buttons in a column; the log (when asked for) takes the height left between them.
func (l *Layout) column(col geom.Rect, players int, log *geom.Rect) {
	u := l.U
	gap := 6 * u
	// the hand's tiles: six across, at least a finger wide where there is room
	one := math.Floor(math.Min((col.W-7*gap)/6, math.Max(l.Cell*1.15, 64*u)))
	bh := geom.TouchSize * u
	perRow := 3
	if col.W >= 5*96*u {
		perRow = 5
	}
	bRows := (5 + perRow - 1) / perRow
	buttonsH := float64(bRows)*(bh+gap) - gap
	hs, ls, handRows := l.panelHand(col.W, col.H, players, one, buttonsH, log != nil)
	perHand := len(l.Hand) / handRows
	l.fitRows(col.H, players, float64(handRows)*(hs+gap)-gap, ls, buttonsH, log != nil)
	y := col.Y
	if players > 0 {
		l.Players = geom.Rect{X: col.X, Y: y, W: col.W, H: l.PlayerRow * float64(players)}
		y = l.Players.Bottom() + 8*u
	}
	l.Work = geom.Rect{X: col.X, Y: y, W: col.W, H: 0}
	if l.Labels {
		l.HandY = y
		y += LabelH * u
	}
	for i := range l.Hand {
		l.Hand[i] = geom.Rect{X: col.X + gap + float64(i%perHand)*(hs+gap), Y: y + float64(i/perHand)*(hs+gap), W: hs, H: hs}
	}
	y = l.HandBottom() + 10*u
	if l.Labels {
		l.SupplyY = y
		y += LabelH * u
	}
	for c := range l.Supply {
		l.Supply[c] = geom.Rect{X: col.X + gap + float64(c)*(ls+gap), Y: y, W: ls, H: ls}
	}
	l.Catas = geom.Rect{X: col.X + gap + 4*(ls+gap), Y: y, W: ls, H: ls}
	y += ls + 10*u
	by := col.Bottom() - buttonsH
	y = l.placePublic(col, y, by, ls, log != nil)
	l.Buttons = buttonGrid(l.Buttons[:0], col, by, bh, gap, perRow)
	if log != nil {
		*log = geom.Rect{X: col.X, Y: y, W: col.W, H: math.Max(0, by-8*u-y)}
	}
	l.Work.H = by - 8*u - l.Work.Y
}

// placePublic places the row of what is still beside the board in column col from y, above the
// buttons at by, where there is room for it (and the log, withLog, keeps some): titled, or on a
// phone a slim row with its title beside the pictures. It returns where the next part goes.
func (l *Layout) placePublic(col geom.Rect, y, by, ls float64, withLog bool) float64 {
	u := l.U
	gap := 6 * u
	ph := math.Floor(math.Min(ls*0.75, 40*u))
	pub := LabelH*u + ph + 10*u
	if two := l.publicTwoRows(ls); withLog && by-8*u-y >= two+math.Max(120*u, l.minLogH()) {
		pub = two // room to spare: two rows of larger pictures (drawPublic wraps them), the log keeping its least
	}
	l.Public, l.PublicInline = geom.Rect{}, false
	room := by - 8*u - y
	logKeep, slimKeep := 0.0, 0.0
	if withLog {
		logKeep, slimKeep = 90*u, PhoneLogH*u
	}
	switch slim := l.slimPublic(ls); {
	case l.Lesson || l.pubUnder:
	case room >= pub+logKeep:
		l.Public = geom.Rect{X: col.X + gap, Y: y, W: col.W - 2*gap, H: pub - 10*u}
		y += pub
	case slim > 0 && room >= slim+slimKeep:
		l.Public, l.PublicInline = geom.Rect{X: col.X + gap, Y: y, W: col.W - 2*gap, H: slim - gap}, true
		y += slim
	}
	return y
}

// PhoneLogH is the least height, in units, a phone's log keeps beside the slim row of what is
// beside the board: two lines of its text.
const PhoneLogH = 48

// slimPublic is the height of a phone's slim row of what is beside the board, its gap below
// included (0: not a phone).
func (l *Layout) slimPublic(ls float64) float64 {
	if !l.Compact {
		return 0
	}
	return math.Floor(math.Min(ls*0.6, 32*l.U)) + 6*l.U
}

// fitRows settles the players' rows and whether the sections have titles, so a column of height
// h holds them with the hand (hs high, its rows together), the supply (ls) and the buttons (buttonsH); a log, withLog,
// keeps some room on a phone.
func (l *Layout) fitRows(h float64, players int, hs, ls, buttonsH float64, withLog bool) {
	u := l.U
	l.PlayerRow = 46 * u
	if l.Compact {
		l.PlayerRow = 40 * u
	}
	l.Labels = true
	need := func() float64 {
		lab := 0.0
		if l.Labels {
			lab = LabelH * u
		}
		n := float64(players)*l.PlayerRow + 2*lab + hs + ls + buttonsH + 4*10*u
		if withLog && l.Compact {
			n += 70 * u // a phone's log shows three lines before the sections' titles
		}
		return n
	}
	if need() > h || l.Lesson && l.Compact {
		l.Labels = false
	}
	for need() > h && l.PlayerRow > 34*u {
		l.PlayerRow--
	}
	// a phone's rows give up a little for the slim row of what is beside the board, the log
	// keeping its two lines (issue 44)
	for slim := l.slimPublic(ls); withLog && !l.Lesson && slim > 0 && need()+slim+PhoneLogH*u-70*u > h && l.PlayerRow > 36*u; {
		l.PlayerRow--
	}
}

// CellAt is the board space under a point, or -1 (through the board's Grid, turned or not).
func (l *Layout) CellAt(x, y int) int {
	if !l.Board.In(x, y) || l.View.W > 0 && !l.View.In(x, y) {
		return -1
	}
	return l.Grid().At(float64(x), float64(y))
}

// CellRect is a space's square (through the board's Grid, turned or not).
func (l *Layout) CellRect(i int) geom.Rect {
	return l.Grid().Rect(i)
}

// CellCentre is a space's centre.
func (l *Layout) CellCentre(i int) (float64, float64) {
	r := l.CellRect(i)
	return r.X + r.W/2, r.Y + r.H/2
}

// PanelBand is the panel's free room between what it shows and its buttons, or an empty
// rectangle.
func (l *Layout) PanelBand() geom.Rect {
	u := l.U
	if len(l.Buttons) == 0 {
		return geom.Rect{}
	}
	top := math.Max(l.Catas.Bottom(), l.Supply[0].Bottom())
	if l.Public.H > 0 && l.Public.X >= l.Panel.X { // in the panel, not under the board
		top = math.Max(top, l.Public.Bottom())
	}
	left, right := l.Buttons[0].X, 0.0
	for _, b := range l.Buttons {
		right = math.Max(right, b.X+b.W)
	}
	// the log, when it stands in this column
	if lg := l.Log; lg.W > 0 && lg.X < right && left < lg.X+lg.W && lg.Y >= top-1 {
		top = math.Max(top, lg.Bottom())
	}
	band := geom.Rect{X: left, Y: top + 10*u, W: right - left, H: l.Buttons[0].Y - 8*u - (top + 10*u)}
	if band.H <= 0 {
		return geom.Rect{}
	}
	return band
}

// buttonGrid lays the panel's five buttons out in rows of perRow from y = by in column col; a
// last row with fewer buttons shares the whole width between them, so no hole stands at its
// end where a button looks missing (issue 44: Hint, Menu and a gap under three).
func buttonGrid(bs []geom.Rect, col geom.Rect, by, bh, gap float64, perRow int) []geom.Rect {
	const n = 5
	for i := 0; i < n; i++ {
		inRow, at := perRow, i%perRow
		if last := n - n%perRow; n%perRow != 0 && i >= last {
			inRow = n % perRow
		}
		bw := (col.W - float64(inRow+1)*gap) / float64(inRow)
		bs = append(bs, geom.Rect{X: col.X + gap + float64(at)*(bw+gap), Y: by + float64(i/perRow)*(bh+gap), W: bw, H: bh})
	}
	return bs
}
