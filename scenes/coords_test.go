//go:build display

package scenes

import (
	"image"
	"testing"

	"tigris/game"
	"tigris/scenes/internal/drawtest"
)

// Every board names its columns and rows along its edges, on both maps in both themes, at phone,
// tablet and desktop sizes, a phone's small spaces too: the hints, the log and the lessons name
// spaces (issue 44). The pictures (TE_SCREENSHOTS) are the board screen at each size and look.
func TestEveryBoardNamesItsSpacesAlongItsEdges(t *testing.T) {
	drawtest.Start(t)
	sizes := []screenSize{everySize[0], everySize[1], {"tablet-portrait-2x", 768, 1024, 2}, {"tablet-landscape-2x", 1024, 768, 2},
		{"desktop-1024x768", 1024, 768, 1}, {"desktop-1280x800", 1280, 800, 1}, {"desktop-1920x1080", 1920, 1080, 1}}
	type board struct {
		size screenSize
		mp   game.MapID
	}
	boards := []board{{sizes[0], game.StandardMap}}
	for _, size := range sizes {
		boards = append(boards, board{size, game.AdvancedMap})
	}
	for _, b := range boards {
		for _, look := range mapLooks {
			if look.contrast {
				continue
			}
			size, mp := b.size, b.mp
			t.Run(size.name+"-"+look.name+"-"+mp.String(), func(t *testing.T) {
				p := mapBoard(t, size, mp, look.theme, false)
				ctx := contextFor(t, size)
				waitForPieces(t, &p.boardView)
				l := &p.lay
				if !l.Coords {
					t.Fatalf("the board at %s leaves out its coordinates (spaces %.0f px)", size.name, l.Cell)
				}
				pic := image.NewRGBA(image.Rect(0, 0, ctx.W, ctx.H))
				img := render(p, ctx)
				savePicture(img, "coords-"+size.name+"-"+look.name+"-"+mp.String())
				img.ReadPixels(pic.Pix)
				c := l.CoordW()
				g := l.Grid() // a phone held upright turns the board: numbers along its top, letters down its side
				for sc := 0; sc < g.Across(); sc++ {
					r := l.CellRect(g.Space(sc, 0))
					box := image.Rect(int(r.X), int(l.Board.Y-c), int(r.X+r.W), int(l.Board.Y-frameBand(l)))
					if n := inked(pic, box); n < 4 {
						t.Errorf("%s above the board: %d pixels of it", g.TopLabel(sc), n)
					}
				}
				for sr := 0; sr < g.Down(); sr++ {
					r := l.CellRect(g.Space(0, sr))
					box := image.Rect(int(l.Board.X-c), int(r.Y), int(l.Board.X-frameBand(l)), int(r.Y+r.H))
					if n := inked(pic, box); n < 4 {
						t.Errorf("%s beside the board: %d pixels of it", g.SideLabel(sr), n)
					}
				}
			})
		}
	}
}

// inked counts the pixels in a box that stand out from its top-left corner's colour by at least
// a fifth of the range (the strokes of a letter on the screen's ground).
func inked(pic *image.RGBA, box image.Rectangle) int {
	g := pic.RGBAAt(box.Min.X, box.Min.Y)
	n := 0
	for y := box.Min.Y; y < box.Max.Y; y++ {
		for x := box.Min.X; x < box.Max.X; x++ {
			c := pic.RGBAAt(x, y)
			if abs(int(c.R)-int(g.R))+abs(int(c.G)-int(g.G))+abs(int(c.B)-int(g.B)) >= 150 {
				n++
			}
		}
	}
	return n
}
