package boardlayout

import "math"

// A desktop's panel beside the board is tall and narrow: a row of six tiles across its width
// kept the hand at 46 px while the log left 270 px empty under its first lines (issue 44, review
// 3). Where the height allows, the hand stands in two rows of three larger tiles, and the leaders
// and the catastrophes in supply take the panel's whole width, the log keeping MinLogRows lines.
// The sizes follow from the screen and the number of players alone, never from the log's length,
// so the panel does not jump as the game goes on.

// MinLogRows is the least number of lines the log of a desktop's panel keeps beside a hand in
// two rows.
const MinLogRows = 8

// logLineH is the log's line height in units (its 12-unit text at 1.3, logBox), and logPadH the
// box's room above and below its lines.
const logLineH, logPadH = 12 * 1.3, 10

// handTileMost is how large, in units, a hand tile in two rows may grow: a finger and a half, or
// a little larger than the board's spaces.
func (l *Layout) handTileMost() float64 {
	return math.Max(64*l.U, l.Cell*1.3)
}

// panelHand is the hand's and the supply's tile sides and the hand's rows for a column colW wide
// and colH high holding players' rows, buttonsH of buttons and a log (withLog): six tiles in one
// row (one), or in two rows of three where that makes them a fifth larger at least and the log
// keeps MinLogRows lines (a desktop's or a laptop's panel; a phone's or a tablet's columns keep
// their row).
func (l *Layout) panelHand(colW, colH float64, players int, one, buttonsH float64, withLog bool) (hs, ls float64, rows int) {
	u := l.U
	gap := 6 * u
	oneLs := math.Floor(math.Min(one, (colW-6*gap-40*u)/5))
	if l.Compact || l.tablet || !withLog {
		return one, oneLs, 1
	}
	ls = math.Floor((colW - 6*gap) / 5) // the catastrophes' count stands on their tile
	fixed := float64(players)*46*u + 8*u + 2*LabelH*u + 2*10*u + buttonsH + 8*u + l.minLogH()
	if !l.pubUnder && !l.Lesson {
		// the row of what is beside the board in two rows (placePublic), which a game with the
		// buildings and the wonder needs for pictures of 40 units
		fixed += l.publicTwoRows(math.Min(ls, l.handTileMost()))
	}
	hs = math.Floor(math.Min(math.Min((colW-4*gap)/3, l.handTileMost()), (colH-fixed-gap-math.Min(ls, l.handTileMost()))/2))
	if hs < one*1.2 {
		return one, oneLs, 1
	}
	return hs, math.Min(ls, hs), 2
}

// HandBottom is the bottom of the hand's last row.
func (l *Layout) HandBottom() float64 {
	return l.Hand[len(l.Hand)-1].Bottom()
}

// minLogH is the height of a log box showing MinLogRows lines.
func (l *Layout) minLogH() float64 {
	return (MinLogRows*logLineH + logPadH) * l.U
}

// publicTwoRows is the height of the row of what is beside the board in two rows of pictures,
// its title and gaps included, beside a supply of ls.
func (l *Layout) publicTwoRows(ls float64) float64 {
	u := l.U
	return LabelH*u + 2*math.Floor(math.Min(ls*0.85, 48*u)) + 16*u
}
