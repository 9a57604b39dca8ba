package relief

import "tigris/game"

// A dynasty's house colour on its leaders (issue 44, whose leader is it): the face of an ancient
// leader's disc and the seal of a science-fiction insignia, round the dynasty's emblem in dark
// ink, while the rim keeps the kind's colour.

// houseFace is the radius of a leader's house-coloured face (the disc's is 0.46): about half the
// piece's area, the rim round it a band wide enough to show the kind's colour on a phone.
const houseFace = 0.30

// house is dynasty d's enamel: its house colour, a little glossy.
func (s *maker) house(d game.Dynasty) material {
	m := mat(s.Pal.House[d], plain)
	m.spec, m.shine = 0.35, 30
	return m
}

// houseInk is the ink of an emblem on a house colour.
func (s *maker) houseInk() *material {
	m := mat(s.Pal.HouseInk, plain)
	return &m
}
