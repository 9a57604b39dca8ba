package menus

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/ui"
)

// The setup shows the choice of map as the two boards themselves, each a small picture of its
// rivers and treasure temples under its name, the chosen one framed: a button named "Standard
// map" did not look like a choice between two maps (issue 44).

// idMapChoice names the two maps' pictures: "map-0" the standard board, "map-1" the advanced.
var idMapChoice = ui.Dashed("map")

// mapThumbs are the two maps' pictures, painted once a size and palette.
type mapThumbs struct {
	img  [2]*ebiten.Image
	cell float64
	pal  *assets.Palette
}

// mapThumbCell is a space of a map's picture: two pictures side by side in w, at most 14 units.
func mapThumbCell(w, u float64) float64 {
	return math.Floor(math.Min(14*u, (w-12*u-4*12*u)/2/game.Cols))
}

// thumbs are the pictures for a space of cell pixels in a palette, painted when either changed.
func (m *mapThumbs) thumbs(ctx *engine.Context, cell float64, pal *assets.Palette) [2]*ebiten.Image {
	if m.img[0] != nil && m.cell == cell && m.pal == pal {
		return m.img
	}
	m.release()
	m.cell, m.pal = cell, pal
	u := ctx.Scale
	for id := range m.img {
		mp := game.MapOf(game.MapID(id))
		img := engine.NewImage(int(cell*game.Cols), int(cell*game.Rows))
		assets.PaintMap(img, mp, 0, 0, cell, u/4, pal)
		for i := range game.NCells {
			if mp.TreasureStart[i] { // a temple with its treasure
				x, y := float64(i%game.Cols)*cell, float64(i/game.Cols)*cell
				ctx.Stamps.Box(img, x+cell*0.14, y+cell*0.14, cell*0.72, cell*0.72, cell*0.18, pal.Tile[game.Red])
				ctx.Stamps.Dot(img, x+cell/2, y+cell/2, cell*0.16, engine.RGB(240, 200, 60))
			}
		}
		m.img[id] = img
	}
	return m.img
}

// release frees the pictures.
func (m *mapThumbs) release() {
	for i, img := range m.img {
		if img != nil {
			img.Deallocate()
			m.img[i] = nil
		}
	}
}

// mapChoiceWords are each map's name and what it holds.
var mapChoiceWords = [2][2]string{
	{"Standard map", "The standard board, with 10 treasures"},
	{"Advanced map", "The advanced board, with 14 treasures"},
}

// drawMapChoice draws the two maps side by side from y in a column at x0, w wide, the chosen one
// framed in the accent and its name bright, the other dimmed; it returns the y under them.
func (s *Setup) drawMapChoice(c *ebiten.Image, ctx *engine.Context, th *ui.Theme, x0, y, w float64) float64 {
	return drawMapChoice(c, ctx, th, &s.ctl, &s.maps, s.sh.Look.Palette(), s.opts.Map, idMapChoice, x0, y, w)
}

// MapChoice is the same choice of map on another screen (Play online), so that the two set-ups
// read as one app (review 3): the two boards' pictures, each a control named ids.At(map).
type MapChoice struct{ maps mapThumbs }

// Draw draws the choice with chosen framed, from y in a column at x0, w wide; it returns the y
// under it.
func (m *MapChoice) Draw(c *ebiten.Image, ctx *engine.Context, th *ui.Theme, ctl *ui.Controls, pal *assets.Palette, chosen game.MapID, ids ui.List, x0, y, w float64) float64 {
	return drawMapChoice(c, ctx, th, ctl, &m.maps, pal, chosen, ids, x0, y, w)
}

func drawMapChoice(c *ebiten.Image, ctx *engine.Context, th *ui.Theme, ctl *ui.Controls, maps *mapThumbs, pal *assets.Palette, chosen game.MapID, ids ui.List, x0, y, w float64) float64 {
	u := ctx.Scale
	cell := mapThumbCell(w, u)
	imgs := maps.thumbs(ctx, cell, pal)
	pw, ph := cell*game.Cols, cell*game.Rows
	gap := 12 * u
	bw := pw + 24*u
	x := x0
	for id := range imgs {
		r := ui.Rect{X: x, Y: y, W: bw, H: ph + 12*u + 40*u}
		fill, words, alpha := th.Panel, th.Dim, float32(0.55)
		if game.MapID(id) == chosen {
			fill, words, alpha = th.Button, th.Text, 1
			ctx.Stamps.Box(c, r.X-3*u, r.Y-3*u, r.W+6*u, r.H+6*u, 10*u, th.Accent)
		} else if ctx.In.Hovers() && r.In(ctx.In.X, ctx.In.Y) {
			fill, alpha = th.Row, 0.8
		}
		ctx.Stamps.Box(c, r.X, r.Y, r.W, r.H, 8*u, fill)
		op := &ebiten.DrawImageOptions{}
		op.GeoM.Translate(math.Round(r.X+12*u), math.Round(r.Y+12*u))
		op.ColorScale.ScaleAlpha(alpha)
		c.DrawImage(imgs[id], op)
		th.Draw(c, mapChoiceWords[id][0], ui.Face(ctx, 15, true), r.X+r.W/2, r.Y+ph+22*u, engine.Scale(words), engine.Center)
		ctl.Add(r, ids.At(id), mapChoiceWords[id][1], true)
		x += bw + gap
	}
	return y + ph + 12*u + 40*u
}
