package boardlayout

import (
	"math"
	"slices"

	"tigris/game"
	"tigris/scenes/geom"
)

// A phone held upright turns the board a quarter (issue 44): its sixteen columns run down the
// screen and its eleven rows across, so a space is about 33 CSS px on a 390 px wide phone where
// the unturned board's were 23. The panel stands under it, packed: the players' rows (two a line
// in a game of three or four), the hand, the supply, the log in what is left and the buttons in
// one row at the foot, the slim row of what is beside the board and the log where room is left.

// turnedRow is a player's row, in units, under a turned board: the compact rows' least.
const turnedRow = 34

// turnedHand is the largest hand tile, in units, under a turned board: a fingertip and a little.
const turnedHand = 48

// turnedLesson is the least height, in units, of a lesson's box under a turned board: five lines
// of its text.
const turnedLesson = 104

// turnedTop is the height, in device pixels, of the panel's top under a turned board: two lines
// of players, or a lesson's box.
func (l *Layout) turnedTop() float64 {
	if l.Lesson {
		return turnedLesson * l.U
	}
	return 2 * turnedRow * l.U
}

// A turned board's coordinates are bold, in plain text, at TurnedCoordText units in a band of
// TurnedCoordRoom down its left: at 11 units in the dim colour a phone's player could not read
// them (issue 44). The wider band costs a 390 px phone's spaces a third of a CSS px.
const (
	TurnedCoordText = 14
	TurnedCoordRoom = 18
)

// turnedPanelH is the height, in device pixels, the panel under a turned board needs below the
// board's frame, pads included: its top (top high), the hand (tiles hs high), the supply (ls), the
// log's gap and the buttons, each a gap apart.
func turnedPanelH(top, hs, ls, u float64) float64 {
	return (geom.TouchSize+4*6+4+3+1)*u + top + hs + ls
}

// turned lays the screen out for a phone held upright with the board turned a quarter: the
// status line, the column letters down the board's left and the row numbers across its top, the
// board as wide as the screen allows, and the panel packed under it. The space size does not
// depend on the players (a lesson's box, taller than their rows, takes a little of it).
func (l *Layout) turned(players int) {
	u := l.U
	pad, gap := 1*u, 6*u
	l.TopLines = 2
	l.Top = geom.Rect{X: 8 * u, Y: u, W: l.W - 16*u, H: float64(l.TopLines) * 20 * u}
	l.Coords = true
	band := l.FrameBand()
	coord := TurnedCoordRoom * u
	hs := math.Floor(math.Min((l.W-2*pad-7*gap)/6, turnedHand*u))
	ls := math.Min(hs, geom.TouchSize*u)
	y0 := math.Ceil(l.StatusBottom() + 3*u + band + TurnedCoordText*u)
	room := l.H - y0 - band - turnedPanelH(l.turnedTop(), hs, ls, u)
	l.Cell = math.Max(8, math.Floor(math.Min((l.W-2*pad-coord-band)/game.Rows, room/game.Cols)))
	bw, bh := l.Cell*game.Rows, l.Cell*game.Cols
	l.Board = geom.Rect{X: math.Floor((l.W-coord-bw-band)/2) + coord, Y: y0, W: bw, H: bh}
	l.clearOfStatus()
	py := l.Board.Bottom() + band + 4*u
	l.Panel = geom.Rect{X: pad, Y: py, W: l.W - 2*pad, H: l.H - py - pad}
	l.turnedPanel(players, hs, ls)
}

// turnedPanel packs the panel under a turned board: the players' rows at its top (side by side,
// a line for two players and two for three or four; a lesson's box in their place), the hand and
// the supply, the buttons in one row at the foot; the room to spare takes, in turn, the slim row of
// what is beside the board, the log, and roomier players' rows.
func (l *Layout) turnedPanel(players int, hs, ls float64) {
	u, col := l.U, l.Panel
	gap := 6 * u
	bh := geom.TouchSize * u
	lines := 2.0
	l.PlayerCols = 2
	if players <= 2 && !l.Lesson {
		lines = 1
	}
	spare := l.H - l.Board.Bottom() - l.FrameBand() - turnedPanelH(l.turnedTop(), hs, ls, u) + (2-lines)*turnedRow*u
	slim := l.slimPublic(ls)
	l.Labels, l.Public, l.PublicInline = false, geom.Rect{}, false
	withPublic := !l.Lesson && spare >= slim
	l.PublicFolded = !l.Lesson && !withPublic
	if withPublic {
		spare -= slim
	}
	if spare < PhoneLogH*u+gap {
		l.PlayerRow = turnedRow*u + math.Min(6*u, math.Max(0, math.Floor(spare/lines)))
	} else {
		l.PlayerRow = turnedRow * u
	}
	rows := lines * l.PlayerRow
	y := col.Y
	if l.Lesson {
		rows = l.turnedTop() + math.Max(0, spare) // the box takes the room to spare
		l.LessonBox = geom.Rect{X: col.X, Y: y, W: col.W, H: rows}
	} else {
		l.Players = geom.Rect{X: col.X, Y: y, W: col.W, H: rows}
	}
	y += rows + gap
	l.Work = geom.Rect{X: col.X, Y: y}
	for i := range l.Hand {
		l.Hand[i] = geom.Rect{X: col.X + gap + float64(i)*(hs+gap), Y: y, W: hs, H: hs}
	}
	y += hs + gap
	for c := range l.Supply {
		l.Supply[c] = geom.Rect{X: col.X + gap + float64(c)*(ls+gap), Y: y, W: ls, H: ls}
	}
	l.Catas = geom.Rect{X: col.X + gap + 4*(ls+gap), Y: y, W: ls, H: ls}
	y += ls + gap
	if withPublic {
		l.Public, l.PublicInline = geom.Rect{X: col.X + gap, Y: y, W: col.W - 2*gap, H: slim - gap}, true
		y += slim
	}
	by := col.Bottom() - bh - 3*u
	// End turn, the row's middle button, is a fifth wider than the others: a 360 px phone's fifth
	// of the row held only "End" while the status line said "tap End turn" (review 5)
	bw := (col.W - 6*gap) / (4 + endTurnShare)
	l.Buttons = l.Buttons[:0]
	x := col.X + gap
	for i := 0; i < 5; i++ {
		w := bw
		if i == 2 {
			w = bw * endTurnShare
		}
		l.Buttons = append(l.Buttons, geom.Rect{X: x, Y: by, W: w, H: bh})
		x += w + gap
	}
	l.Log, l.LogTab, l.LogOver = geom.Rect{X: col.X, Y: y, W: col.W}, geom.Rect{}, geom.Rect{}
	if h := by - gap - y; h >= PhoneLogH*u {
		l.Log.H = h // two lines or more: a strip of less reads as an empty box
	} else if !l.Lesson {
		// no room: a tab at the supply's right opens the log as a sheet over the board and the
		// panel, from under the status line to the buttons: a phone's log is read whole there,
		// where over the panel alone it was a strip of one entry (issue 44, review 3)
		s := l.Supply[0]
		right := col.X + col.W - gap
		x := math.Max(l.Catas.X+l.Catas.W+34*u, right-100*u)
		if right-x < LogTabLeast*u {
			// a 360 px phone: the tab takes the room of the catastrophes' count, which stands on
			// the tile's corner, as "+ monuments" spilled out of it (review 5)
			x = l.Catas.X + l.Catas.W + gap
		}
		l.LogTab = geom.Rect{X: x, Y: s.Y, W: right - x, H: s.H}
		top := math.Ceil(l.StatusBottom() + 3*u)
		l.LogOver = geom.Rect{X: col.X, Y: top, W: col.W, H: by - gap - top}
	}
	l.Work.W, l.Work.H = col.W, by-8*u-l.Work.Y
}

// PlayerRect is player i's row in the panel: the rows stacked, or two a line under a turned
// board.
func (l *Layout) PlayerRect(i int) geom.Rect {
	if l.PlayerCols == 2 {
		w := l.Players.W / 2
		return geom.Rect{X: l.Players.X + float64(i%2)*w, Y: l.Players.Y + float64(i/2)*l.PlayerRow, W: w, H: l.PlayerRow}
	}
	return geom.Rect{X: l.Players.X, Y: l.Players.Y + float64(i)*l.PlayerRow, W: l.Players.W, H: l.PlayerRow}
}

// OpenLog is where the log stands while it is open over the panel (LogOver), beside the tab that
// closes it, and where the row of what is beside the board stands then: at the open log's foot,
// across the panel, where the panel had no room for it (PublicFolded: a game of three or four
// under a turned board, issue 44), so the monuments still to build are a tap away.
func (l *Layout) OpenLog() (log, public geom.Rect) {
	u, o := l.U, l.LogOver
	// the tab that closes the log stands at the sheet's top right, the log under it full width
	head := l.LogTab.H + 4*u
	log = geom.Rect{X: o.X, Y: o.Y + head, W: o.W, H: o.H - head}
	if !l.PublicFolded || o.H == 0 {
		return log, geom.Rect{}
	}
	gap := 6 * u
	// a title and two rows of pictures (those of the advanced game's thirteen places wrap), never
	// more than a quarter of the sheet: the sheet is the log's
	h := math.Min(LabelH*u+2*36*u+gap, math.Max(o.H/4, o.H-head-PhoneLogH*u-gap))
	public = geom.Rect{X: o.X + gap, Y: o.Bottom() - h, W: o.W - 2*gap, H: h}
	log.H = public.Y - gap - log.Y
	return log, public
}

// endTurnShare is End turn's width under a turned board, in the other buttons' widths.
const endTurnShare = 1.2

// EvenButtons are the panel's buttons with a row's width shared out evenly: a screen whose
// buttons are not the game's (the replay's) has no End turn to widen.
func (l *Layout) EvenButtons() []geom.Rect {
	bs := slices.Clone(l.Buttons)
	if len(bs) == 0 || !l.Turned {
		return bs
	}
	first, last := bs[0], bs[len(bs)-1]
	gap := bs[1].X - (first.X + first.W)
	w := (last.X + last.W - first.X - float64(len(bs)-1)*gap) / float64(len(bs))
	for i := range bs {
		bs[i].X, bs[i].W = first.X+float64(i)*(w+gap), w
	}
	return bs
}

// LogTabLeast is the least width, in units, of the tab that opens a phone's log: its two lines
// ("Log", "+ monuments") keep room at its edges.
const LogTabLeast = 96

// ButtonsFor are n buttons in the rows the panel's buttons take, as many to a row as they have and
// each row's width shared out evenly: a screen with fewer buttons (the replay's four) leaves no
// hole where the missing ones stood.
func (l *Layout) ButtonsFor(n int) []geom.Rect {
	bs := l.EvenButtons()
	if len(bs) == 0 || n <= 0 {
		return nil
	}
	perRow, left, right := 0, bs[0].X, 0.0
	for _, b := range bs {
		if b.Y == bs[0].Y {
			perRow++
			right = math.Max(right, b.X+b.W)
		}
	}
	gap := 0.0
	if perRow > 1 {
		gap = bs[1].X - (bs[0].X + bs[0].W)
	}
	rowStep := bs[0].H + gap
	if perRow < len(bs) {
		rowStep = bs[perRow].Y - bs[0].Y
	}
	out := make([]geom.Rect, 0, n)
	for i := 0; i < n; i++ {
		inRow, at := min(perRow, n-i/perRow*perRow), i%perRow
		w := (right - left - float64(inRow-1)*gap) / float64(inRow)
		out = append(out, geom.Rect{X: left + float64(at)*(w+gap), Y: bs[0].Y + float64(i/perRow)*rowStep, W: w, H: bs[0].H})
	}
	return out
}
