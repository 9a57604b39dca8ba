package assets

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tigris/engine"
	"tigris/game"
)

// The science-fiction edition's pieces (Palette.Space): colonists' symbols, corporations'
// insignia, alien relics and a bomber's strike.

// spaceSymbol draws a colonist colour's symbol in the square of side z at (ox, oy): a lab's atom,
// a mine's pick, a port's stacked credits, a habitat's colonist.
func (s *Sprites) spaceSymbol(img *ebiten.Image, c game.Color, ox, oy, z float64) {
	sym := s.Pal.Symbol
	cx, cy := ox+z/2, oy+z/2
	var p vector.Path
	switch c {
	case game.Red: // science: an atom, three orbits round a nucleus
		for k := 0; k < 3; k++ {
			ellipse(&p, cx, cy, z*0.30, z*0.11, float64(k)*math.Pi/3)
		}
		engine.Stroke(img, &p, z*0.045, sym)
		engine.Circle(img, cx, cy, z*0.075, sym)
	case game.Blue: // mining: a pick, its handle slanting up to a curved double head
		dx, dy := 0.64, -0.77 // the handle's direction
		tx, ty := ox+z*0.64, oy+z*0.30
		engine.Line(img, ox+z*0.30, oy+z*0.80, tx, ty, z*0.075, sym)
		nx, ny := -dy, dx
		p.MoveTo(float32(tx-nx*z*0.30-dx*z*0.10), float32(ty-ny*z*0.30-dy*z*0.10))
		p.QuadTo(float32(tx+dx*z*0.12), float32(ty+dy*z*0.12), float32(tx+nx*z*0.30-dx*z*0.10), float32(ty+ny*z*0.30-dy*z*0.10))
		engine.Stroke(img, &p, z*0.085, sym)
	case game.Green: // trade: three stacked credits
		for k := 0; k < 3; k++ {
			y := oy + z*(0.60-0.15*float64(k))
			x := ox + z*(0.24+0.04*float64(k%2))
			engine.RoundRect(img, x, y, z*0.48, z*0.12, z*0.06, sym)
			engine.Rect(img, x+z*0.06, y+z*0.055, z*0.36, z*0.015, s.Pal.Tile[c])
		}
	case game.Black: // people: a colonist's head and shoulders
		engine.Circle(img, cx, oy+z*0.36, z*0.12, sym)
		p.MoveTo(float32(ox+z*0.24), float32(oy+z*0.76))
		p.QuadTo(float32(ox+z*0.26), float32(oy+z*0.50), float32(cx), float32(oy+z*0.51))
		p.QuadTo(float32(ox+z*0.74), float32(oy+z*0.50), float32(ox+z*0.76), float32(oy+z*0.76))
		p.Close()
		engine.Fill(img, &p, sym)
	}
}

// ellipse adds an ellipse of radii rx, ry turned by angle a round (cx, cy), in four cubic arcs.
func ellipse(p *vector.Path, cx, cy, rx, ry, a float64) {
	const k = 0.5523 // a quarter circle's control distance
	pt := func(x, y float64) (float32, float32) {
		return float32(cx + x*math.Cos(a) - y*math.Sin(a)), float32(cy + x*math.Sin(a) + y*math.Cos(a))
	}
	x0, y0 := pt(rx, 0)
	p.MoveTo(x0, y0)
	quarters := [4][6]float64{
		{rx, ry * k, rx * k, ry, 0, ry},
		{-rx * k, ry, -rx, ry * k, -rx, 0},
		{-rx, -ry * k, -rx * k, -ry, 0, -ry},
		{rx * k, -ry, rx, -ry * k, rx, 0},
	}
	for _, q := range quarters {
		ax, ay := pt(q[0], q[1])
		bx, by := pt(q[2], q[3])
		ex, ey := pt(q[4], q[5])
		p.CubicTo(ax, ay, bx, by, ex, ey)
	}
	p.Close()
}

// constellations are the corporations' insignia: Sagitta (the arrow), Taurus (the bull's horns),
// Crater (the cup) and Leo (the lion's sickle), as stars joined by lines in a unit square.
var constellations = [game.NumDynasties][][2]float64{
	game.Archer: {{-0.55, 0.45}, {0.05, -0.05}, {0.50, -0.45}, {0.10, -0.42}, {0.50, -0.45}, {0.47, -0.05}},
	game.Bull:   {{-0.55, -0.55}, {-0.25, -0.05}, {0, 0.40}, {0.25, -0.05}, {0.55, -0.55}},
	game.Pot:    {{-0.50, -0.35}, {-0.30, 0.15}, {0, 0.20}, {0, 0.50}, {0, 0.20}, {0.30, 0.15}, {0.50, -0.35}},
	game.Lion:   {{0.45, -0.40}, {0.15, -0.55}, {-0.10, -0.35}, {0.05, -0.10}, {-0.15, 0.15}, {-0.55, 0.25}, {-0.35, 0.50}, {0.20, 0.40}, {-0.15, 0.15}},
}

// spaceLeader: a corporation's hexagonal insignia in the leader's colour, its constellation in
// stars, and the colour's symbol in a badge (not hue alone).
func (s *Sprites) spaceLeader(d game.Dynasty, c game.Color) *ebiten.Image {
	img, z := s.canvas(1)
	cx, cy, r := z/2, z/2, z*0.44
	hexagon(img, cx, cy+z*0.03, r, engine.RGBA(0, 0, 0, 110))
	hexagon(img, cx, cy, r, s.Pal.Symbol)
	hexagon(img, cx, cy, r*0.86, s.Pal.Tile[c])
	hexagon(img, cx, cy-r*0.08, r*0.66, engine.RGBA(255, 255, 255, 28)) // the light on its face
	pts := constellations[d]
	var p vector.Path
	for i, q := range pts {
		x, y := float32(cx+q[0]*r*0.72), float32(cy+q[1]*r*0.72)
		if i == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	engine.Stroke(img, &p, z*0.03, engine.RGBA(255, 255, 255, 190))
	for _, q := range pts {
		engine.Circle(img, cx+q[0]*r*0.72, cy+q[1]*r*0.72, z*0.045, s.Pal.Symbol)
	}
	k := z * 0.40
	bx, by := z-k+z*0.02, z-k+z*0.02
	engine.RoundRect(img, bx+k*0.06, by+k*0.06, k*0.88, k*0.88, k*0.14, s.Pal.Tile[c])
	s.spaceSymbol(img, c, bx, by, k)
	return img
}

// hexagon fills a regular hexagon with a point at the top.
func hexagon(img *ebiten.Image, cx, cy, r float64, c color.Color) {
	var p vector.Path
	for k := 0; k < 6; k++ {
		a := float64(k)*math.Pi/3 - math.Pi/2
		x, y := float32(cx+math.Cos(a)*r), float32(cy+math.Sin(a)*r)
		if k == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	engine.Fill(img, &p, c)
}

// relic: an alien relic, a glowing crystal on the top-right corner of its colony.
func (s *Sprites) relic() *ebiten.Image {
	img, z := s.canvas(1)
	cx, cy, r := z*0.76, z*0.24, z*0.19
	engine.Circle(img, cx, cy, r*1.15, engine.RGBA(120, 240, 255, 60)) // its glow
	engine.Circle(img, cx, cy, r*0.85, engine.RGBA(120, 240, 255, 70))
	var p vector.Path
	p.MoveTo(float32(cx), float32(cy-r))
	p.LineTo(float32(cx+r*0.62), float32(cy-r*0.2))
	p.LineTo(float32(cx), float32(cy+r))
	p.LineTo(float32(cx-r*0.62), float32(cy-r*0.2))
	p.Close()
	engine.Fill(img, &p, engine.RGB(60, 200, 230))
	p.Reset()
	p.MoveTo(float32(cx), float32(cy-r))
	p.LineTo(float32(cx+r*0.62), float32(cy-r*0.2))
	p.LineTo(float32(cx), float32(cy+r*0.05))
	p.Close()
	engine.Fill(img, &p, engine.RGB(200, 250, 255)) // the lit facet
	p.Reset()
	p.MoveTo(float32(cx-r*0.62), float32(cy-r*0.2))
	p.LineTo(float32(cx), float32(cy+r))
	p.LineTo(float32(cx), float32(cy+r*0.05))
	p.Close()
	engine.Fill(img, &p, engine.RGB(20, 110, 150)) // the facet in shade
	return img
}

// strike: a system a bomber destroyed, a scorched plate with a burst.
func (s *Sprites) strike() *ebiten.Image {
	img, z := s.canvas(1)
	s.base(img, engine.RGB(46, 40, 52), engine.RGB(16, 14, 20), z)
	var p vector.Path
	for k := 0; k < 16; k++ {
		a := float64(k)*math.Pi/8 - math.Pi/2
		r := z * 0.34
		if k%2 == 1 {
			r = z * 0.14
		}
		x, y := float32(z/2+math.Cos(a)*r), float32(z*0.48+math.Sin(a)*r)
		if k == 0 {
			p.MoveTo(x, y)
		} else {
			p.LineTo(x, y)
		}
	}
	p.Close()
	engine.Fill(img, &p, engine.RGB(250, 140, 40))
	engine.Circle(img, z/2, z*0.48, z*0.09, engine.RGB(255, 236, 160))
	return img
}

// spaceBack: the back of a colonist ship in a hand, a dark hull with a star.
func (s *Sprites) spaceBack() *ebiten.Image {
	img, z := s.canvas(1)
	s.base(img, engine.RGB(58, 70, 104), engine.RGB(26, 32, 56), z)
	engine.Circle(img, z/2, z*0.47, z*0.16, engine.RGBA(255, 255, 255, 50))
	engine.Circle(img, z/2, z*0.47, z*0.06, engine.RGBA(255, 255, 255, 160))
	return img
}

// beacon: a part of the wonder, a dark plate lit from within; its centre carries the beacon's rings.
func (s *Sprites) beacon(centre bool) *ebiten.Image {
	img, z := s.canvas(1)
	engine.Rect(img, 0, 0, z, z, engine.RGB(54, 60, 96))
	engine.Frame(img, z*0.05, z*0.05, z*0.9, z*0.9, z*0.03, s.Pal.Gold)
	if centre {
		engine.Circle(img, z/2, z/2, z*0.34, engine.RGBA(255, 220, 120, 60))
		engine.Ring(img, z/2, z/2, z*0.26, z*0.04, s.Pal.Gold)
		engine.Circle(img, z/2, z/2, z*0.12, engine.RGB(255, 244, 200))
	}
	return img
}
