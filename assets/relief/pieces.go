package relief

import (
	"image/color"

	"tigris/game"
)

// Colors are the colours a set of pieces is made in (a palette's share that the pieces use).
type Colors struct {
	Space  bool // the science-fiction edition's pieces
	Tile   [game.NumColors]color.RGBA
	Symbol color.RGBA
	Gold   color.RGBA
	// Outline, when set (A > 0), edges every piece with a band of that colour inside its
	// outline: the high-contrast palettes' strong outlines, a piece's shape read at a glance.
	Outline color.RGBA
	// House is each dynasty's colour, its leaders' face; HouseInk the emblem's ink on it.
	House    [game.NumDynasties]color.RGBA
	HouseInk color.RGBA
}

// Kind is a kind of piece.
type Kind int

// The kinds of pieces.
const (
	Tile Kind = iota
	Leader
	Building
	Catastrophe
	Unification
	FaceDown
	Treasure
	// Wonder is the wonder whole, over the 3x3 square round its cross of five spaces.
	Wonder
	Monument
	// Seal is a dynasty's house face and emblem alone (its Dynasty): the title's standards.
	Seal
)

// Piece is one piece to draw: its kind, and its colour, dynasty or monument where it has one.
type Piece struct {
	Kind     Kind
	Color    game.Color
	Dynasty  game.Dynasty
	Monument game.Monument
}

// Cells is how many spaces wide and tall the piece is.
func (p Piece) Cells() int {
	switch p.Kind {
	case Monument:
		return 2
	case Wonder:
		return 3
	}
	return 1
}

// maker models pieces in a set of colours.
type maker struct{ Pal *Colors }

// Bake models the piece and lights it for spaces of px pixels: the sprite's pixels, premultiplied
// RGBA, px·Cells() pixels square. Small spaces are modelled at twice their size, so the slopes
// of a phone's pieces have pixels enough to catch the light.
func Bake(p Piece, px int, cols *Colors) []byte {
	ss := 1
	if px < 36 {
		ss = 2
	}
	return bake(p, px, ss, cols)
}

// BakeQuick is Bake without the finer modelling of small pieces: a draft, at a quarter of the cost.
func BakeQuick(p Piece, px int, cols *Colors) []byte { return bake(p, px, 1, cols) }

func bake(p Piece, px, ss int, cols *Colors) []byte {
	r := newRelief(px, p.Cells(), ss)
	s := &maker{cols}
	switch p.Kind {
	case Tile:
		s.tileModel(r, p.Color)
	case Leader:
		s.leaderModel(r, p.Dynasty, p.Color)
	case Building:
		s.buildingModel(r, p.Color)
	case Catastrophe:
		s.catastropheModel(r)
	case Unification:
		s.unificationModel(r)
	case FaceDown:
		s.faceDownModel(r)
	case Treasure:
		s.treasureModel(r)
	case Wonder:
		s.wonderModel(r)
	case Monument:
		s.monumentModel(r, p.Monument)
	case Seal:
		s.sealModel(r, p.Dynasty)
	}
	if cols.Outline.A > 0 {
		r.outline(cols.Outline)
		if blackPiece(p) && darkColor(cols.Outline) {
			r.lightLine(cols.Symbol) // outline.go: a black piece's edge apart from its dark outline
		}
	}
	return r.bake()
}

// blackPiece reports a piece of the black kind: a settlement, a king, the black building.
func blackPiece(p Piece) bool {
	return p.Color == game.Black && (p.Kind == Tile || p.Kind == Leader || p.Kind == Building)
}

func rgb8(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 255} }
