package assets

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tigris/engine"
	"tigris/game"
)

// Sprites are the pieces drawn for one cell size.
type Sprites struct {
	Size         int
	Pal          *Palette
	Tiles        [game.NumColors]*ebiten.Image
	Leaders      [game.NumDynasties][game.NumColors]*ebiten.Image
	Catastrophe  *ebiten.Image
	Unification  *ebiten.Image
	FaceDown     *ebiten.Image
	Treasure     *ebiten.Image
	Buildings    [game.NumColors]*ebiten.Image
	WonderPart   *ebiten.Image
	WonderCentre *ebiten.Image
	Monuments    [game.NumMonuments]*ebiten.Image // two cells wide
}

// NewSprites draws every sprite for cells of size px.
func NewSprites(px int, pal *Palette) *Sprites {
	px = max(px, 8)
	s := &Sprites{Size: px, Pal: pal}
	for c := game.Color(0); c < game.NumColors; c++ {
		s.Tiles[c] = s.tile(c)
		s.Buildings[c] = s.building(c)
		for d := game.Dynasty(0); d < game.NumDynasties; d++ {
			s.Leaders[d][c] = s.leader(d, c)
		}
	}
	s.Catastrophe = s.catastrophe()
	s.Unification = s.unification()
	s.FaceDown = s.faceDown()
	s.Treasure = s.treasure()
	s.WonderPart = s.wonder(false)
	s.WonderCentre = s.wonder(true)
	for m := game.Monument(0); m < game.NumMonuments; m++ {
		s.Monuments[m] = s.monument(m)
	}
	return s
}

// Deallocate frees every sprite's image at once (a new size replaces them): images are otherwise
// freed only when the collector finds them, and on a machine without a GPU that is main memory.
func (s *Sprites) Deallocate() {
	if s == nil {
		return
	}
	all := []*ebiten.Image{s.Catastrophe, s.Unification, s.FaceDown, s.Treasure, s.WonderPart, s.WonderCentre}
	all = append(all, s.Tiles[:]...)
	all = append(all, s.Buildings[:]...)
	all = append(all, s.Monuments[:]...)
	for d := range s.Leaders {
		all = append(all, s.Leaders[d][:]...)
	}
	for _, img := range all {
		img.Deallocate()
	}
}

func (s *Sprites) canvas(cells int) (*ebiten.Image, float64) {
	n := s.Size * cells
	return ebiten.NewImage(n, n), float64(s.Size)
}

// base is a tile as a thick piece lit from the upper left: a soft shadow on the map, its darker
// lower edge (its thickness), its face, and a bright bevel along the face's top edge.
func (s *Sprites) base(img *ebiten.Image, fill, dark color.Color, z float64) {
	m := z * 0.06
	engine.RoundRect(img, m+z*0.02, m+z*0.035, z-2*m, z-2*m, z*0.12, engine.RGBA(0, 0, 0, 70))
	engine.RoundRect(img, m, m, z-2*m, z-2*m, z*0.12, dark)
	engine.RoundRect(img, m, m, z-2*m, z-2*m-z*0.05, z*0.12, fill)
	engine.Line(img, m+z*0.12, m+z*0.025, z-m-z*0.12, m+z*0.025, math.Max(1, z*0.02), engine.RGBA(255, 255, 255, 90))
}

func (s *Sprites) tile(c game.Color) *ebiten.Image {
	img, z := s.canvas(1)
	s.base(img, s.Pal.Tile[c], s.Pal.TileDark[c], z)
	s.tileSymbol(img, c, 0, 0, z)
	return img
}

// tileSymbol draws a tile colour's symbol in the square of side z at (ox, oy): on tiles, and
// small on each leader, whose colour it tells without hue.
func (s *Sprites) tileSymbol(img *ebiten.Image, c game.Color, ox, oy, z float64) {
	if s.Pal.Space {
		s.spaceSymbol(img, c, ox, oy, z)
		return
	}
	sym := s.Pal.Symbol
	var p vector.Path
	switch c {
	case game.Red: // temple: a stepped ziggurat
		for i, w := range []float64{0.56, 0.40, 0.24} {
			y := z * (0.66 - 0.14*float64(i))
			p.MoveTo(float32(ox+z/2-z*w/2), float32(oy+y))
			p.LineTo(float32(ox+z/2+z*w/2), float32(oy+y))
			p.LineTo(float32(ox+z/2+z*w/2), float32(oy+y+z*0.13))
			p.LineTo(float32(ox+z/2-z*w/2), float32(oy+y+z*0.13))
			p.Close()
		}
		engine.Fill(img, &p, sym)
	case game.Blue: // farm: three furrows of water
		for i := 0; i < 3; i++ {
			y := z * (0.34 + 0.16*float64(i))
			p.MoveTo(float32(ox+z*0.24), float32(oy+y))
			p.QuadTo(float32(ox+z*0.37), float32(oy+y-z*0.09), float32(ox+z*0.5), float32(oy+y))
			p.QuadTo(float32(ox+z*0.63), float32(oy+y+z*0.09), float32(ox+z*0.76), float32(oy+y))
		}
		engine.Stroke(img, &p, z*0.07, sym)
	case game.Green: // market: a balance with two pans
		engine.Line(img, ox+z*0.5, oy+z*0.24, ox+z*0.5, oy+z*0.72, z*0.06, sym)
		engine.Line(img, ox+z*0.26, oy+z*0.34, ox+z*0.74, oy+z*0.34, z*0.06, sym)
		engine.Line(img, ox+z*0.34, oy+z*0.76, ox+z*0.66, oy+z*0.76, z*0.07, sym)
		for _, x := range []float64{0.30, 0.70} {
			p.Reset()
			p.MoveTo(float32(ox+z*(x-0.12)), float32(oy+z*0.52))
			p.LineTo(float32(ox+z*(x+0.12)), float32(oy+z*0.52))
			p.QuadTo(float32(ox+z*x), float32(oy+z*0.66), float32(ox+z*(x-0.12)), float32(oy+z*0.52))
			engine.Fill(img, &p, sym)
			engine.Line(img, ox+z*x, oy+z*0.34, ox+z*x, oy+z*0.52, z*0.03, sym)
		}
	case game.Black: // settlement: a house
		p.MoveTo(float32(ox+z*0.5), float32(oy+z*0.22))
		p.LineTo(float32(ox+z*0.78), float32(oy+z*0.46))
		p.LineTo(float32(ox+z*0.70), float32(oy+z*0.46))
		p.LineTo(float32(ox+z*0.70), float32(oy+z*0.76))
		p.LineTo(float32(ox+z*0.30), float32(oy+z*0.76))
		p.LineTo(float32(ox+z*0.30), float32(oy+z*0.46))
		p.LineTo(float32(ox+z*0.22), float32(oy+z*0.46))
		p.Close()
		engine.Fill(img, &p, sym)
		engine.Rect(img, ox+z*0.44, oy+z*0.58, z*0.12, z*0.18, s.Pal.Tile[c])
	}
}

// leader: a disc of the leader's colour with the dynasty's symbol.
func (s *Sprites) leader(d game.Dynasty, c game.Color) *ebiten.Image {
	if s.Pal.Space {
		return s.spaceLeader(d, c)
	}
	img, z := s.canvas(1)
	cx, cy, r := z/2, z/2, z*0.42
	engine.Circle(img, cx, cy+z*0.03, r, engine.RGBA(0, 0, 0, 90))
	engine.Circle(img, cx, cy, r, s.Pal.Symbol)
	engine.Circle(img, cx, cy, r*0.86, s.Pal.Tile[c])
	sym := s.Pal.Symbol
	w := z * 0.065
	var p vector.Path
	switch d {
	case game.Archer: // a drawn bow and an arrow
		p.Arc(float32(cx+r*0.45), float32(cy), float32(r*0.62), float32(math.Pi*0.62), float32(math.Pi*1.38), vector.Clockwise)
		engine.Stroke(img, &p, w, sym)
		engine.Line(img, cx-r*0.05, cy-r*0.58, cx-r*0.05, cy+r*0.58, w*0.5, sym)
		engine.Line(img, cx-r*0.55, cy, cx+r*0.55, cy, w*0.8, sym)
		p.Reset()
		p.MoveTo(float32(cx+r*0.62), float32(cy))
		p.LineTo(float32(cx+r*0.38), float32(cy-r*0.16))
		p.LineTo(float32(cx+r*0.38), float32(cy+r*0.16))
		p.Close()
		engine.Fill(img, &p, sym)
	case game.Bull: // a head with two horns
		engine.Circle(img, cx, cy+r*0.15, r*0.32, sym)
		p.MoveTo(float32(cx-r*0.25), float32(cy))
		p.QuadTo(float32(cx-r*0.7), float32(cy-r*0.05), float32(cx-r*0.55), float32(cy-r*0.55))
		p.MoveTo(float32(cx+r*0.25), float32(cy))
		p.QuadTo(float32(cx+r*0.7), float32(cy-r*0.05), float32(cx+r*0.55), float32(cy-r*0.55))
		engine.Stroke(img, &p, w, sym)
	case game.Pot: // an urn
		p.MoveTo(float32(cx-r*0.22), float32(cy-r*0.55))
		p.LineTo(float32(cx+r*0.22), float32(cy-r*0.55))
		p.LineTo(float32(cx+r*0.16), float32(cy-r*0.35))
		p.QuadTo(float32(cx+r*0.62), float32(cy), float32(cx+r*0.22), float32(cy+r*0.55))
		p.LineTo(float32(cx-r*0.22), float32(cy+r*0.55))
		p.QuadTo(float32(cx-r*0.62), float32(cy), float32(cx-r*0.16), float32(cy-r*0.35))
		p.Close()
		engine.Fill(img, &p, sym)
	case game.Lion: // a face in a mane of rays
		for k := 0; k < 10; k++ {
			a := float64(k) * math.Pi / 5
			engine.Line(img, cx+math.Cos(a)*r*0.3, cy+math.Sin(a)*r*0.3, cx+math.Cos(a)*r*0.62, cy+math.Sin(a)*r*0.62, w*0.9, sym)
		}
		engine.Circle(img, cx, cy, r*0.3, sym)
		engine.Circle(img, cx, cy, r*0.17, s.Pal.Tile[c])
	}
	// the leader's colour told by its tile's symbol too, in a small badge (not by hue alone)
	k := z * 0.40
	bx, by := z-k+z*0.02, z-k+z*0.02
	engine.RoundRect(img, bx+k*0.06, by+k*0.06, k*0.88, k*0.88, k*0.14, s.Pal.Tile[c])
	s.tileSymbol(img, c, bx, by, k)
	return img
}

func (s *Sprites) catastrophe() *ebiten.Image {
	if s.Pal.Space {
		return s.strike()
	}
	img, z := s.canvas(1)
	s.base(img, engine.RGB(70, 64, 60), engine.RGB(30, 28, 26), z)
	var p vector.Path
	p.MoveTo(float32(z*0.28), float32(z*0.22))
	p.LineTo(float32(z*0.46), float32(z*0.46))
	p.LineTo(float32(z*0.36), float32(z*0.54))
	p.LineTo(float32(z*0.72), float32(z*0.80))
	p.MoveTo(float32(z*0.72), float32(z*0.22))
	p.LineTo(float32(z*0.52), float32(z*0.42))
	p.LineTo(float32(z*0.62), float32(z*0.50))
	p.LineTo(float32(z*0.28), float32(z*0.80))
	engine.Stroke(img, &p, z*0.06, engine.RGB(240, 120, 40))
	return img
}

func (s *Sprites) unification() *ebiten.Image {
	img, z := s.canvas(1)
	plate := engine.RGBA(250, 240, 210, 235)
	if s.Pal.Space { // a merger's seal: a dark plate, the two rings lit
		plate = engine.RGBA(36, 48, 86, 240)
	}
	engine.RoundRect(img, z*0.14, z*0.14, z*0.72, z*0.72, z*0.1, plate)
	engine.Ring(img, z*0.40, z*0.5, z*0.15, z*0.06, s.Pal.Gold)
	engine.Ring(img, z*0.60, z*0.5, z*0.15, z*0.06, s.Pal.Gold)
	return img
}

func (s *Sprites) faceDown() *ebiten.Image {
	if s.Pal.Space {
		return s.spaceBack()
	}
	img, z := s.canvas(1)
	s.base(img, engine.RGB(150, 112, 72), engine.RGB(96, 68, 40), z)
	for k := 1; k < 4; k++ {
		f := float64(k) / 4
		engine.Line(img, z*0.1, z*f, z*f, z*0.1, z*0.02, engine.RGBA(255, 255, 255, 60))
		engine.Line(img, z*f, z*0.9, z*0.9, z*f, z*0.02, engine.RGBA(255, 255, 255, 60))
	}
	return img
}

// treasure: a gold coin with a rim, a shadow and a struck diamond, on the top-right corner of
// its tile.
func (s *Sprites) treasure() *ebiten.Image {
	if s.Pal.Space {
		return s.relic()
	}
	img, z := s.canvas(1)
	cx, cy, r := z*0.76, z*0.24, z*0.18
	engine.Circle(img, cx+z*0.015, cy+z*0.025, r, engine.RGBA(0, 0, 0, 110))
	engine.Circle(img, cx, cy, r, engine.RGB(150, 102, 10))
	engine.Circle(img, cx, cy, r*0.86, s.Pal.Gold)
	engine.Circle(img, cx-r*0.12, cy-r*0.12, r*0.55, engine.RGBA(255, 240, 180, 90)) // the light
	var p vector.Path
	k := r * 0.42
	p.MoveTo(float32(cx), float32(cy-k))
	p.LineTo(float32(cx+k), float32(cy))
	p.LineTo(float32(cx), float32(cy+k))
	p.LineTo(float32(cx-k), float32(cy))
	p.Close()
	engine.Stroke(img, &p, z*0.022, engine.RGB(150, 102, 10))
	return img
}

// building: each civilization building as an object of its own, in its colour on a gold plinth,
// for the lower-left corner of its tile: the library a columned hall, the granary two domed
// silos, the market hall an awning over stalls, the palace a keep with towers.
func (s *Sprites) building(c game.Color) *ebiten.Image {
	img, z := s.canvas(1)
	x, y, w, h := z*0.08, z*0.56, z*0.42, z*0.36
	fill, sym := s.Pal.Tile[c], s.Pal.Symbol
	engine.RoundRect(img, x-z*0.02, y-z*0.12, w+z*0.04, h+z*0.14, z*0.05, s.Pal.Gold)
	switch c {
	case game.Red: // library: a pediment over columns
		var p vector.Path
		p.MoveTo(float32(x), float32(y+h*0.22))
		p.LineTo(float32(x+w/2), float32(y-h*0.18))
		p.LineTo(float32(x+w), float32(y+h*0.22))
		p.Close()
		engine.Fill(img, &p, fill)
		engine.Rect(img, x, y+h*0.22, w, h*0.78, fill)
		for k := 1; k < 4; k++ {
			engine.Line(img, x+w*float64(k)/4, y+h*0.34, x+w*float64(k)/4, y+h*0.9, z*0.025, sym)
		}
	case game.Blue: // granary: two banded silos with domes
		for _, sx := range []float64{0.04, 0.54} {
			engine.Rect(img, x+w*sx, y+h*0.15, w*0.42, h*0.85, fill)
			engine.Circle(img, x+w*(sx+0.21), y+h*0.15, w*0.21, fill)
			for k := 1; k < 3; k++ {
				yy := y + h*(0.15+0.28*float64(k))
				engine.Line(img, x+w*(sx+0.05), yy, x+w*(sx+0.37), yy, z*0.02, sym)
			}
		}
	case game.Green: // market hall: a striped awning over open stalls
		var p vector.Path
		p.MoveTo(float32(x-w*0.04), float32(y+h*0.3))
		p.LineTo(float32(x+w*0.15), float32(y-h*0.1))
		p.LineTo(float32(x+w*0.85), float32(y-h*0.1))
		p.LineTo(float32(x+w*1.04), float32(y+h*0.3))
		p.Close()
		engine.Fill(img, &p, fill)
		for k := 0; k < 3; k++ {
			engine.Line(img, x+w*(0.22+0.28*float64(k)), y-h*0.05, x+w*(0.14+0.36*float64(k)), y+h*0.26, z*0.03, sym)
		}
		engine.Rect(img, x+w*0.05, y+h*0.3, w*0.1, h*0.7, fill)
		engine.Rect(img, x+w*0.85, y+h*0.3, w*0.1, h*0.7, fill)
		engine.Rect(img, x+w*0.05, y+h*0.72, w*0.9, h*0.12, fill)
	case game.Black: // palace: a keep between two crenellated towers
		engine.Rect(img, x+w*0.2, y+h*0.2, w*0.6, h*0.8, fill)
		for _, tx := range []float64{0, 0.72} {
			engine.Rect(img, x+w*tx, y-h*0.05, w*0.28, h*1.05, fill)
			engine.Rect(img, x+w*tx, y-h*0.16, w*0.08, h*0.12, fill)
			engine.Rect(img, x+w*(tx+0.2), y-h*0.16, w*0.08, h*0.12, fill)
		}
		engine.RoundRect(img, x+w*0.42, y+h*0.55, w*0.16, h*0.45, w*0.08, sym)
	}
	return img
}

func (s *Sprites) wonder(centre bool) *ebiten.Image {
	if s.Pal.Space {
		return s.beacon(centre)
	}
	img, z := s.canvas(1)
	engine.Rect(img, 0, 0, z, z, engine.RGB(214, 170, 60))
	engine.Frame(img, z*0.05, z*0.05, z*0.9, z*0.9, z*0.03, engine.RGB(150, 110, 20))
	if centre {
		var p vector.Path
		for k := 0; k < 10; k++ {
			a := float64(k)*math.Pi/5 - math.Pi/2
			r := z * 0.36
			if k%2 == 1 {
				r = z * 0.15
			}
			x, y := float32(z/2+math.Cos(a)*r), float32(z/2+math.Sin(a)*r)
			if k == 0 {
				p.MoveTo(x, y)
			} else {
				p.LineTo(x, y)
			}
		}
		p.Close()
		engine.Fill(img, &p, engine.RGB(255, 244, 200))
	}
	return img
}

// monument: a stepped tower over a 2x2 square, its base in the first colour, its top in the second.
func (s *Sprites) monument(m game.Monument) *ebiten.Image {
	img, z := s.canvas(2)
	cs := m.Colors()
	engine.Circle(img, z*1.02, z*1.25, z*0.82, engine.RGBA(0, 0, 0, 60)) // its shadow on the map
	// a stepped monument seen from above and in front: two tiers of its first colour and a
	// crowning tier of its second, each with a lit top, a darker front and a bright edge
	tier := func(x, w, top, depth, front float64, c game.Color) {
		engine.RoundRect(img, x, top, w, depth+front, z*0.05, s.Pal.TileDark[c])
		engine.RoundRect(img, x, top, w, depth, z*0.05, s.Pal.Tile[c])
		engine.Line(img, x+z*0.06, top+z*0.025, x+w-z*0.06, top+z*0.025, z*0.025, engine.RGBA(255, 255, 255, 110))
	}
	tier(z*0.16, z*1.68, z*0.96, z*0.44, z*0.24, cs[0])
	tier(z*0.42, z*1.16, z*0.62, z*0.38, z*0.22, cs[0])
	tier(z*0.68, z*0.64, z*0.26, z*0.34, z*0.22, cs[1])
	// a doorway in the front of the lowest tier, and the two colours' symbols on their tiers
	engine.RoundRect(img, z*0.90, z*1.44, z*0.20, z*0.22, z*0.06, engine.RGBA(0, 0, 0, 120))
	s.tileSymbol(img, cs[0], z*0.30, z*0.98, z*0.40)
	s.tileSymbol(img, cs[1], z*0.80, z*0.23, z*0.40)
	return img
}
