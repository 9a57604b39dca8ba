package menus

import (
	"fmt"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/rulebook"
	"tigris/scenes/ui"
)

// tallyPicture draws the players' points after a picture's moves, as the results card counts
// them: a row for each player, best first, with his king, his four colours as their tiles and
// counts (the treasures already put where they help most, a coin on each colour that got one),
// the weakest colour circled and named as the score, the winner's row lit.
// A picture whose moves do not play (a test names it) draws an empty card.
func tallyPicture(ctx *engine.Context, th *ui.Theme, p rulebook.Picture, w float64, pal *assets.Palette) *ebiten.Image {
	u := ctx.Scale
	st, _, err := p.Played()
	if err != nil {
		return engine.NewImage(int(w), int(40*u))
	}
	order, place := game.Ranking(st)
	name, count := ui.Face(ctx, 15, true), ui.Face(ctx, 16, true)
	pad, gap := 10*u, 8*u
	// the king takes k and a gap; each colour its token, the ring's reach past it (0.12 k), 6u,
	// its count and a gap
	numW := th.Width("00", count)
	k := math.Floor(math.Min(40*u, (w-2*pad-5*gap-4*(6*u+numW))/(5+4*0.12)))
	rowH := name.Size*1.4 + k + 2*pad
	img := engine.NewImage(int(w), int(float64(len(order))*(rowH+gap)-gap))
	sp := assets.NewSprites(int(k), pal)
	defer sp.Deallocate()
	for n, seat := range order {
		pl := st.Player(seat)
		y := float64(n) * (rowH + gap)
		band := th.Well
		if place[seat] == 1 {
			band = th.Current
		}
		ctx.Stamps.Box(img, 0, y, w, rowH, 8*u, band)
		final := game.FinalScore(pl)
		placed := game.TreasuresPlaced(pl)
		low := game.Color(0) // the weakest colour after the treasures, the first of a tie
		for c := game.Color(1); c < game.NumColors; c++ {
			if int(pl.Score[c])+placed[c] < int(pl.Score[low])+placed[low] {
				low = c
			}
		}
		who := th.Say(capitalised(pl.Dynasty.String()))
		th.Draw(img, who, name, pad, y+pad*0.6, engine.Scale(th.Text), engine.Left)
		th.Draw(img, fmt.Sprintf("score %d", final[0]), name, w-pad, y+pad*0.6, engine.Scale(th.Accent), engine.Right)
		ty := y + pad*0.6 + name.Size*1.4
		x := pad
		ui.DrawSprite(img, sp.Leaders[pl.Dynasty][game.Black], ui.Rect{X: x, Y: ty, W: k, H: k}, 1)
		x += k + gap
		for c := game.Color(0); c < game.NumColors; c++ {
			r := ui.Rect{X: x, Y: ty, W: k, H: k}
			ui.DrawSprite(img, sp.Tiles[c], r, 1)
			for t := 0; t < placed[c]; t++ { // the coin sits on the tile's top right, as on the board
				ui.DrawSprite(img, sp.Treasure, ui.Rect{X: r.X + float64(t)*k*0.18, Y: r.Y, W: k, H: k}, 1)
			}
			col := th.Text
			if c == low {
				engine.Ring(img, r.X+k/2, r.Y+k/2, k*0.62, math.Max(2, 3*u), th.Accent)
				col = th.Accent
			}
			th.Draw(img, fmt.Sprint(int(pl.Score[c])+placed[c]), count, x+k*1.12+6*u, ty+(k-count.Size*1.2)/2, engine.Scale(col), engine.Left)
			x += k*1.12 + 6*u + numW + gap
		}
	}
	return img
}

// capitalised is a word with its first letter in capitals, as a dynasty is named to a player.
func capitalised(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// keyCap are the colours a key cap is made in: the tiles' fired clay, or the science-fiction
// edition's hull plate, lit like the pieces from the upper left.
func keyCap(pal *assets.Palette) (face, side, light, ink color.RGBA) {
	if pal.Space {
		return engine.RGB(64, 78, 116), engine.RGB(30, 36, 60), engine.RGB(128, 148, 196), engine.RGB(236, 244, 255)
	}
	return engine.RGB(176, 134, 88), engine.RGB(104, 72, 42), engine.RGB(214, 180, 134), engine.RGB(52, 34, 20)
}

// keysPicture draws a page's keys: each key's caps as the keys of a keyboard, raised and lit from
// the upper left like the pieces, and beside them the action they do; at most w wide.
func keysPicture(ctx *engine.Context, th *ui.Theme, keys []rulebook.Key, w float64, pal *assets.Palette) *ebiten.Image {
	u := ctx.Scale
	face, side, light, ink := keyCap(pal)
	capFace, actSize := ui.Face(ctx, 18, true), 16.0
	actFace := ui.Face(ctx, actSize, false)
	pad, gap := 14*u, 10*u
	capH := math.Round(capFace.Size * 2.3)
	capW := func(label string) float64 {
		if label == "Space" { // a space bar is long
			return capH * 3.2
		}
		return math.Max(capH, th.Width(label, capFace)+capH*0.7)
	}
	// the caps' column is as wide as the widest key's caps; the card as wide as its longest line
	colW, textW := 0.0, 0.0
	for _, k := range keys {
		cw := 0.0
		for i, c := range k.Caps {
			if i > 0 {
				cw += gap * 0.6
			}
			cw += capW(c)
		}
		colW = math.Max(colW, cw)
		textW = math.Max(textW, th.Width(k.Action, actFace))
	}
	textX := pad + colW + 2*gap
	w = math.Min(w, textX+textW+pad+2*u)
	textW = w - textX - pad
	depth := 4 * u // the key's sides, seen below its top
	rowsH := make([]float64, len(keys))
	total := pad
	for i, k := range keys {
		rowsH[i] = math.Max(capH+depth+2*u, th.Paragraph(nil, ctx, k.Action, 0, 0, textW, actSize, false, th.Text, engine.Left))
		total += rowsH[i] + gap
	}
	img := engine.NewImage(int(w), int(total-gap+pad))
	y := pad
	for i, k := range keys {
		x := pad
		cy := math.Round(y + (rowsH[i]-capH-depth)/2)
		for j, c := range k.Caps {
			if j > 0 {
				x += gap * 0.6
			}
			cw := capW(c)
			r := 7 * u
			ctx.Stamps.Box(img, x+1.5*u, cy+depth+1.5*u, cw, capH, r, ui.Alpha(th.Frame, 150))               // the shadow
			ctx.Stamps.Box(img, x, cy, cw, capH+depth, r, side)                                              // the key's sides
			ctx.Stamps.Box(img, x, cy, cw, capH, r, light)                                                   // the lit upper-left edge
			ctx.Stamps.Box(img, x+1.5*u, cy+1.5*u, cw-2.5*u, capH-2.5*u, r-u, face)                          // the top
			ctx.Stamps.Box(img, x+1.5*u, cy+capH*0.55, cw-2.5*u, capH*0.45-u, r-u, ui.Mix(face, side, 0.18)) // curving away from the light
			th.Draw(img, c, capFace, x+cw/2, cy+(capH-capFace.Size*1.25)/2, engine.Scale(ink), engine.Center)
			x += cw
		}
		lines := th.Paragraph(nil, ctx, k.Action, 0, 0, textW, actSize, false, th.Text, engine.Left)
		th.Paragraph(img, ctx, k.Action, textX, y+(rowsH[i]-lines)/2, textW, actSize, false, th.Text, engine.Left)
		y += rowsH[i] + gap
	}
	return img
}
