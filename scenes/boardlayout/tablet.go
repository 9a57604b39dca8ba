package boardlayout

import (
	"math"

	"tigris/scenes/geom"
)

// A tablet held upright has a panel wide enough for two columns under the board. The log had the
// left one under the players' rows, and the right one left a large empty band between the
// monuments and the buttons (issue 44, 820x1180). The right column holds the players' rows now
// where they fit, with the hand, the supply and the row of what is beside the board in larger
// pictures, so the log runs the whole height of the left one.

// tabletColumns lays the two columns of a tablet's panel out, pad apart.
func (l *Layout) tabletColumns(players int, pad float64) {
	u := l.U
	half := (l.Panel.W - pad) / 2
	left := geom.Rect{X: l.Panel.X, Y: l.Panel.Y, W: half, H: l.Panel.H}
	right := geom.Rect{X: l.Panel.X + half + pad, Y: l.Panel.Y, W: half, H: l.Panel.H}
	l.Public = geom.Rect{}
	l.tablet = true
	l.column(right, players, nil)
	if l.Public.H == 0 || l.PlayerRow < 40*u {
		// the players crowd the right column: they head the left one, over the log
		l.column(right, 0, nil)
		l.PlayerRow = 46 * u
		l.Players = geom.Rect{X: left.X, Y: left.Y, W: left.W, H: l.PlayerRow * float64(players)}
		left.Y, left.H = l.Players.Bottom()+8*u, left.Bottom()-l.Players.Bottom()-8*u
	}
	l.Log = left
	if l.Public.H > 0 {
		// the row of what is beside the board takes the band left above the buttons: pictures as
		// large as six across the column allow, in two rows (drawPublic wraps them where that
		// gives larger ones)
		gap := 6 * u
		most := LabelH*u + 2*math.Floor((right.W-5*gap)/6) + gap
		l.Public.H = math.Max(l.Public.H, math.Min(most, l.Buttons[0].Y-10*u-l.Public.Y))
	}
	l.Work = geom.Rect{X: l.Panel.X, Y: l.Panel.Y, W: l.Panel.W, H: l.Buttons[0].Y - 8*u - l.Panel.Y}
}

// FitPublic fits the row of what is beside the board to its places (the monuments, the
// buildings and the wonder the game has, a gap between them counting as one): the row keeps the
// height its pictures take, in one row or wrapped in two (as drawPublic draws them), so no band
// stands empty (a standard game's six monuments take one row of the two the band had). On a
// tablet the room it leaves above the buttons is shared out between the column's parts; in a
// panel whose log stands under the row, the log takes it (publicGivesLog).
func (l *Layout) FitPublic(places int) {
	if l.Public.H == 0 || places <= 0 {
		return
	}
	u := l.U
	gap := 6 * u
	n := float64(places)
	label := LabelH * u
	one := math.Floor(math.Min(l.Public.H-label, (l.Public.W-(n-1)*gap)/n))
	need := label + one
	if two := math.Floor(math.Min((l.Public.H-label-gap)/2, (l.Public.W-5*gap)/6)); places > 6 && two > one*1.2 {
		need = label + 2*two + gap
	}
	if !l.tablet {
		if !l.PublicInline { // (a phone's slim row is as tall as its pictures already)
			l.publicGivesLog(need)
		}
		return
	}
	l.Public.H = math.Min(l.Public.H, need)
	spare := l.Buttons[0].Y - 10*u - l.Public.Bottom()
	if spare <= 0 {
		return
	}
	// the parts under the column's first one move down, each a share of the room further
	first := 1.0 // the players' rows head the column and stay; the hand moves
	if l.Players.X < l.Public.X-1 {
		first = 0 // the players are in the left column: the hand heads this one and stays
	}
	d := spare / (first + 3)
	for i := range l.Hand {
		l.Hand[i].Y += first * d
	}
	l.HandY += first * d
	for c := range l.Supply {
		l.Supply[c].Y += (first + 1) * d
	}
	l.Catas.Y += (first + 1) * d
	l.SupplyY += (first + 1) * d
	l.Public.Y += (first + 2) * d
}

// publicGivesLog fits the panel's row of what is beside the board to the height need its
// pictures take, where the log stands under it in the same column: the log takes the room the
// row leaves. A standard game's six monuments took one row of the two the band had, and a
// 1920x1080 screen's log stood small under 100 px of nothing (review 5).
func (l *Layout) publicGivesLog(need float64) {
	pub, log := l.Public, l.Log
	spare := pub.H - need
	under := log.H > 0 && log.Y >= pub.Bottom() && log.X <= pub.X && log.X+log.W >= pub.X+pub.W
	if spare <= 0 || !under {
		return
	}
	l.Public.H = need
	l.Log.Y -= spare
	l.Log.H += spare
}
