package relief

import "tigris/game"

// The civilization buildings (R9.2), each standing over most of its tile: pale stone walls that
// stand out of a tile of any colour, the parts that name its colour (the library's pediment, the
// granary's domes, the market hall's awning, the palace's battlements and gate) glazed in that
// colour, a dark edge round the whole and a gold plinth at its foot. Taller than a tile, they
// cast their shadow on it. A small building in a tile's corner was hard to tell on the board
// (issue 44): its kind is read from the silhouette, its colour from the glazed parts.

// buildingParts is a building's parts as the elevation seen on the board: its walls (pale stone),
// the parts in its colour, what lies in shade (doors, the hall behind columns) and gold details.
type buildingParts struct {
	walls, colour, shade, gold shape
	// front are walls standing before the shade (the library's columns), set after it
	front *shape
	// stripes are bands of the walls' stone laid on the coloured parts (the awning's)
	stripes *shape
}

// buildingFor is the building of colour c's parts.
func buildingFor(c game.Color) buildingParts {
	switch c {
	case game.Red:
		return libraryParts()
	case game.Blue:
		return granaryParts()
	case game.Green:
		return marketParts()
	}
	return palaceParts()
}

// libraryParts: a columned hall under a broad pediment with a gold disc.
func libraryParts() buildingParts {
	var cols []shape
	for k := 0; k < 4; k++ {
		x := 0.2 + 0.2*float64(k)
		cols = append(cols, box(x-0.055, 0.47, 0.11, 0.34, 0.01))
	}
	front := union(cols...)
	return buildingParts{
		walls:  union(box(0.10, 0.39, 0.80, 0.09, 0.01), box(0.08, 0.78, 0.84, 0.06, 0.01)),
		colour: poly([2]float64{0.05, 0.41}, [2]float64{0.5, 0.09}, [2]float64{0.95, 0.41}),
		shade:  box(0.13, 0.47, 0.74, 0.32, 0),
		gold:   circle(0.5, 0.31, 0.055),
		front:  &front,
	}
}

// granaryParts: two round silos under domes, hooped, a door between them.
func granaryParts() buildingParts {
	var walls, domes, gold []shape
	for _, cx := range []float64{0.27, 0.73} {
		walls = append(walls, box(cx-0.15, 0.44, 0.30, 0.38, 0.02))
		domes = append(domes, minus(poly(ellipse(cx, 0.46, 0.165, 0.3, 0)...), box(cx-0.2, 0.46, 0.4, 0.4, 0))) // a beehive dome
		gold = append(gold, circle(cx, 0.17, 0.04), box(cx-0.15, 0.6, 0.30, 0.035, 0))
	}
	walls = append(walls, box(0.38, 0.44, 0.24, 0.38, 0))
	domes = append(domes, poly([2]float64{0.3, 0.47}, [2]float64{0.5, 0.2}, [2]float64{0.7, 0.47})) // the gable between the silos
	return buildingParts{
		walls:  union(walls...),
		colour: union(domes...),
		shade:  box(0.44, 0.6, 0.12, 0.22, 0.06),
		gold:   union(gold...),
	}
}

// marketParts: a striped awning on two posts over a counter with goods on it.
func marketParts() buildingParts {
	var goods []shape
	for _, x := range []float64{0.32, 0.5, 0.68} {
		goods = append(goods, circle(x, 0.6, 0.055))
	}
	var bands []shape
	for k := 0; k < 3; k++ {
		x := 0.29 + 0.21*float64(k)
		bands = append(bands, poly([2]float64{x - 0.055, 0.12}, [2]float64{x + 0.055, 0.12},
			[2]float64{x + 0.055 + (x-0.5)*0.42, 0.46}, [2]float64{x - 0.055 + (x-0.5)*0.42, 0.46}))
	}
	stripes := union(bands...)
	return buildingParts{
		stripes: &stripes,
		walls:   union(box(0.12, 0.40, 0.09, 0.44, 0.01), box(0.79, 0.40, 0.09, 0.44, 0.01), box(0.1, 0.66, 0.8, 0.14, 0.02)),
		colour:  poly([2]float64{0.04, 0.46}, [2]float64{0.18, 0.12}, [2]float64{0.82, 0.12}, [2]float64{0.96, 0.46}),
		shade:   box(0.21, 0.46, 0.58, 0.2, 0),
		gold:    union(goods...),
	}
}

// palaceParts: a keep between two towers, their battlements and the arched gate in the colour.
func palaceParts() buildingParts {
	var merlons []shape
	for _, x := range []float64{0.08, 0.22, 0.68, 0.82} {
		merlons = append(merlons, box(x, 0.12, 0.10, 0.12, 0.01))
	}
	for _, x := range []float64{0.32, 0.45, 0.58} {
		merlons = append(merlons, box(x, 0.24, 0.10, 0.1, 0.01))
	}
	battlements := union(append(merlons,
		box(0.08, 0.22, 0.24, 0.12, 0), box(0.68, 0.22, 0.24, 0.12, 0), box(0.32, 0.32, 0.36, 0.09, 0),
		box(0.4, 0.56, 0.2, 0.28, 0.1))...)
	return buildingParts{
		walls:  union(box(0.08, 0.22, 0.24, 0.62, 0.01), box(0.68, 0.22, 0.24, 0.62, 0.01), box(0.3, 0.34, 0.4, 0.5, 0)),
		colour: battlements,
		shade:  union(box(0.16, 0.4, 0.08, 0.12, 0.03), box(0.76, 0.4, 0.08, 0.12, 0.03)),
		gold:   circle(0.5, 0.49, 0.045),
	}
}

// buildingModel models the building of colour c: its dark edge, then walls, shade, the glazed
// parts in its colour, the walls in front, gold, on a gold plinth.
func (s *maker) buildingModel(r *relief, c game.Color) {
	b := buildingFor(c)
	grain := int8(stone)
	if s.Pal.Space {
		grain = metal
	}
	wall := mat(s.Pal.Symbol, grain)
	glaze := mat(s.Pal.Tile[c], plain)
	glaze.spec, glaze.shine = 0.4, 30
	body := union(b.walls, b.colour)
	r.solid(grow(body, 0.035), 0, 0.1, 0.02, *s.houseInk())
	r.solid(box(0.06, 0.8, 0.88, 0.12, 0.03), 0.02, 0.06, 0.02, mat(s.Pal.Gold, metal))
	r.solid(b.walls, 0.04, 0.14, 0.025, wall)
	r.solid(b.shade, 0.04, 0.04, 0.01, mat(rgb8(40, 30, 26), plain))
	r.solid(b.colour, 0.05, 0.16, 0.03, glaze)
	if b.stripes != nil {
		r.onTop(*b.stripes, 0.005, 0.005, wall)
	}
	if b.front != nil {
		r.solid(*b.front, 0.04, 0.15, 0.03, wall)
	}
	r.onTop(b.gold, 0.02, 0.02, mat(s.Pal.Gold, metal))
}
