package menus

import (
	"math"

	"tigris/game"
	"tigris/scenes/ui"
)

// The title is composed for the screen's shape, not one card scaled (issue 44: at 1920x1080 "the
// same card made larger"). Held sideways the menu stands in a column on the left and the picture
// fills the rest: the name lettered over its sky, the ziggurat (or the station) where the two
// rivers meet, the four dynasties' standards in the foreground. Held upright the picture stands
// above, the name over its sky, and the menu below it. The picture is painted once for a size
// around where the menu will stand, so nothing the picture is about lies under the buttons.

// sceneLayout is where the title's parts stand on a screen of w x h device pixels.
type sceneLayout struct {
	portrait bool    // upright: the picture above the menu
	twoCols  bool    // the menu's buttons in two columns (a low or a small screen)
	unit     float64 // the picture's measure: min(w, 1.25 h)
	u        float64 // the interface's unit (pixels a CSS pixel at its scale)

	menu    ui.Rect // the room the menu may take, its largest (a Continue and a Quit)
	heading ui.Rect // where the name is lettered, over the sky
	picture ui.Rect // the part of the screen the picture is composed in: beside or above the menu

	horizon        float64 // a share of the height
	focus          float64 // where the rivers meet, a share of the width: the monument's middle
	spread         float64 // how much nearer the rivers run than on a wide screen (upright: nearer)
	rim            float64 // in space, the top of the planet's rim: a share of the height
	sunX, sunY     float64 // the sun, shares of the width and the height
	cx, base, size float64 // the monument's middle, foot and size
	palms          [][3]float64
	standards      [game.NumDynasties][3]float64 // each standard's pole x, foot y and seal size
	far            bool                          // room for the far city and the boat (a large picture)
}

// menuRows is the most rows of buttons the title shows: Continue, New game, Play online, Learn to
// play, and the ways aside two a row.
var menuRows = []float64{58, 50, 50, 50, 44, 44}

// titleLook is how the menu's column is measured, in units: its padding, the gap between rows,
// a button's widest and the heading's height (the name and the line under it).
const (
	menuPad   = 22.0
	menuGap   = 10.0
	menuBtnW  = 340.0
	menuColW  = 170.0 // a column's width when there are two
	headingH  = 96.0
	menuShare = 0.55 // the most of an upright screen's height the menu may take in one column
	noteRoom  = 64.0 // the room an upright screen keeps under the name for the note (two lines)
)

// menuSize is the menu's largest width and height in units, in one column or two.
func menuSize(two bool) (w, h float64) {
	if !two {
		for _, r := range menuRows {
			h += r + menuGap
		}
		return menuBtnW + 2*menuPad, h - menuGap + 2*menuPad
	}
	loud := menuRows[0] + menuRows[1] + menuRows[2] + menuRows[3] + 3*menuGap
	return 2*menuColW + menuGap*1.6 + 2*menuPad, loud + 2*menuPad
}

// titleLayout composes the title on a screen of w x h device pixels, u pixels a unit.
func titleLayout(w, h, u float64) sceneLayout {
	l := sceneLayout{unit: math.Min(w, h*1.25), u: u, spread: 1, rim: 0.65}
	if h > w*1.1 {
		l.upright(w, h)
	} else {
		l.sideways(w, h)
	}
	l.placeMonument(w, h)
	l.placeStandards(w, h)
	l.far = l.picture.W/u >= 900
	if l.portrait { // the standards stand on the planet, under the station
		l.rim = (l.base + (l.picture.Bottom()-l.base)*0.35) / h
	}
	return l
}

// upright puts the menu at the foot, as wide as a phone allows, and the picture above it.
func (l *sceneLayout) upright(w, h float64) {
	u := l.u
	m := 12 * u
	mw, mh := menuSize(false)
	if mh*u > h*menuShare {
		l.twoCols = true
		mw, mh = menuSize(true)
	}
	pw := math.Min(w-2*m, mw*u*1.2)
	l.menu = ui.Rect{X: (w - pw) / 2, Y: h - m - mh*u, W: pw, H: mh * u}
	l.picture = ui.Rect{W: w, H: l.menu.Y}
	l.heading = ui.Rect{X: m, Y: 14 * u, W: w - 2*m, H: headingH * u}
	if w/u < 560 { // the line under the name takes two lines on a phone
		l.heading.H += 22 * u
	}
	l.portrait = true
	l.spread = math.Min(2.4, 1.6*h/w) // an upright screen's rivers stay on it, flanking the monument
}

// starless is the sky kept clear of stars around the title's lettering, so that no star reads as
// part of a letter (one by the r of "Reiner" read "Reinet"): the heading's room, centred and no
// wider than the name at its largest lettering.
func (l *sceneLayout) starless() ui.Rect {
	w := math.Min(l.heading.W, 500*l.u)
	return ui.Rect{X: l.heading.X + (l.heading.W-w)/2, Y: l.heading.Y - 6*l.u, W: w, H: l.heading.H + 6*l.u}
}

// sideways puts the menu in a column on the left, as high as the screen, and the picture beside it.
func (l *sceneLayout) sideways(w, h float64) {
	u := l.u
	m := 24 * u
	mw, mh := menuSize(false)
	if mh*u+2*m > h {
		l.twoCols, m = true, 12*u
		mw, mh = menuSize(true)
	}
	mw = math.Min(mw*u, w*0.46)
	l.menu = ui.Rect{X: m, Y: m, W: mw, H: h - 2*m}
	x0 := l.menu.X + l.menu.W
	l.picture = ui.Rect{X: x0, W: w - x0, H: h}
	l.heading = ui.Rect{X: x0 + m, Y: math.Max(m*0.6, h*0.035), W: w - x0 - 2*m, H: headingH * u}
}

// placeMonument stands the monument where the rivers meet, in the middle of the picture and
// under its heading, the sun low on its left (it is lit from there).
func (l *sceneLayout) placeMonument(w, h float64) {
	p := l.picture
	wide := terraces[0].halfW*2 + terraces[0].depth*0.55 // the monument's width in sizes
	top := l.heading.Bottom() + 10*l.u                   // the highest its shrine may stand
	if l.portrait {
		top += noteRoom * l.u // upright the note goes under the name
	}
	var base float64
	if l.portrait {
		base = p.Y + p.H*0.74
		l.size = math.Min(p.W*0.66/wide, (base-top)/1.2)
	} else {
		base = p.H * 0.60
		l.size = math.Min(p.W*0.58/wide, math.Min(p.H*0.33, (base-top)/1.2))
	}
	l.size = math.Max(l.size, 20*l.u)
	l.base = base
	l.cx = p.X + p.W/2 + l.size*terraces[0].depth*0.55/2
	l.focus = l.cx / w
	l.horizon = (base - l.size*0.25) / h
	l.sunX = (p.X + p.W*0.2) / w
	l.sunY = l.horizon - 0.11*math.Min(1, p.H/h*1.6)
	hz := h * l.horizon
	s := l.size
	l.palms = [][3]float64{{l.cx - s*2.0, hz + s*0.06, s * 0.9}, {l.cx - s*1.7, hz + s*0.03, s * 0.68},
		{l.cx + s*1.25, hz + s*0.08, s * 0.85}, {l.cx + s*1.55, hz + s*0.04, s * 0.62}}
	if !l.portrait { // the picture's left edge framed by a tall palm, where there is room
		l.palms = append(l.palms, [3]float64{p.X + p.W*0.04, hz + s*0.2, s * 1.15})
	}
}

// placeStandards plants the four standards in the foreground, two each side of the monument and
// off the rivers: beside the menu where an upright screen leaves room there (a tablet), else on
// the land between the monument and the menu (a phone) or at the picture's foot (sideways).
func (l *sceneLayout) placeStandards(w, h float64) {
	u := l.u
	s := math.Max(28*u, l.unit*0.075)
	p := l.picture
	gutter := l.menu.X
	var feet, xs [4]float64
	switch {
	case l.portrait && gutter >= 90*u: // a tablet: the standards flank the menu
		s = math.Min(s, gutter*0.3)
		feet = [4]float64{h - 40*u, h - 14*u, h - 14*u, h - 40*u}
		xs = [4]float64{gutter * 0.25, gutter * 0.7, w - gutter*0.7, w - gutter*0.25}
	case l.portrait: // a phone: on the land before the monument, above the menu
		foot := p.Bottom() - 4*u
		s = math.Min(math.Min(s, w*0.11), (foot-l.base)/(standardTall+0.4))
		feet = [4]float64{foot - s*0.3, foot, foot, foot - s*0.3}
		xs = [4]float64{w * 0.09, w * 0.27, w * 0.73, w * 0.91}
	default:
		s = math.Min(s, (h-l.base)/(standardTall+0.6))
		feet = [4]float64{h - 10*u - s*0.4, h - 6*u, h - 6*u, h - 10*u - s*0.4}
		xs = [4]float64{p.X + s*0.8, p.X + s*2.3, p.X + p.W - s*2.3, p.X + p.W - s*0.8}
		l.offRivers(w, h, &xs, feet, s)
	}
	for d := range l.standards {
		l.standards[d] = [3]float64{xs[d], feet[d], s}
	}
}

// offRivers moves the standards of a wide picture out of the rivers onto the land: a pair
// planted in the water moves to the bank nearer the monument.
func (l *sceneLayout) offRivers(w, h float64, xs *[4]float64, feet [4]float64, s float64) {
	for _, pair := range [][2]int{{0, 1}, {2, 3}} { // each pair's left and right standard
		left, right := pair[0], pair[1]
		for k := 0; k < 2; k++ {
			y := math.Max(feet[left], feet[right])
			a, b := riverX(w, h, *l, k, y, -1.35), riverX(w, h, *l, k, y, 1.35)
			wet := func(x float64) bool { return x+s*0.7 >= a && x-s*0.7 <= b }
			if !wet(xs[left]) && !wet(xs[right]) {
				continue
			}
			if riverX(w, h, *l, k, y, 0) < l.cx {
				xs[left] = b + s*0.8
				xs[right] = xs[left] + s*1.5
			} else {
				xs[right] = a - s*0.8
				xs[left] = xs[right] - s*1.5
			}
		}
	}
}

// monument is about where the monument stands (the ziggurat with its stair and shadow's start,
// or the station with its wings).
func (l sceneLayout) monument() ui.Rect {
	left := l.cx - l.size*(terraces[0].halfW+terraces[0].depth*0.55)
	right := l.cx + l.size*0.95
	top := l.base - l.size*1.2
	return ui.Rect{X: left, Y: top, W: right - left, H: l.base - top}
}

// standard is about where standard d stands: its pole, its banner and the finial on top.
func (l sceneLayout) standard(d game.Dynasty) ui.Rect {
	x, foot, s := l.standards[d][0], l.standards[d][1], l.standards[d][2]
	top := foot - s*standardTall - s*0.3 // the finial over the pole
	return ui.Rect{X: x - s*0.66, Y: top, W: s * 1.32, H: foot - top}
}

// standardTall is a standard's height in its seal's sizes.
const standardTall = 2.8
