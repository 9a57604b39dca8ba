package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tigris/engine"
)

// Icons go before the words of the buttons that do the same on every screen (end the turn, undo,
// the menu, the title's entries…): white line drawings, drawn once for a size among the
// context's stamps and tinted like the label beside them.

// iconKey keys an icon of a size among the stamps.
type iconKey struct {
	id string
	px int
}

// iconDrawers draw an icon in a square of side z, in white.
var iconDrawers = map[string]func(img *ebiten.Image, z float64){
	"end":        iconCheck,
	"tick":       iconCheck, // a mark, not a control: a lesson completed
	"swap":       iconSwap,
	"hint":       iconBulb,
	"undo":       iconUndo,
	"menu":       iconBars,
	"continue":   iconPlay,
	"resume":     iconPlay,
	"replay":     iconPlay,
	"new":        iconPlus,
	"new-game":   iconPlus, // the in-game menu's, as the title's
	"play-again": iconPlus,
	"learn":      iconCap,
	"load":       iconFolder,
	"rules":      iconBook,
	"settings":   iconGear,
	"quit":       iconPower,
	"share":      iconShare,
	"save":       iconDisk,
	"online":     iconGlobe,
}

// Icon is a control's icon at px pixels square, or nil when it has none: the controls that do the
// same on every screen share it by name, drawn once among stamps.
func Icon(stamps *engine.Stamps, id ID, px int) *ebiten.Image {
	draw, ok := iconDrawers[id.name]
	if !ok || px < 8 {
		return nil
	}
	return stamps.Stamp(iconKey{id.name, px}, func() *ebiten.Image {
		img := engine.NewImage(px, px)
		draw(img, float64(px))
		return img
	})
}

func stroke(img *ebiten.Image, z float64, pts ...float64) {
	var p vector.Path
	p.MoveTo(float32(pts[0]*z), float32(pts[1]*z))
	for i := 2; i+1 < len(pts); i += 2 {
		p.LineTo(float32(pts[i]*z), float32(pts[i+1]*z))
	}
	engine.Stroke(img, &p, z*0.11, color.White)
}

func iconCheck(img *ebiten.Image, z float64) { stroke(img, z, 0.15, 0.52, 0.40, 0.78, 0.86, 0.22) }

func iconSwap(img *ebiten.Image, z float64) {
	stroke(img, z, 0.12, 0.34, 0.80, 0.34)
	stroke(img, z, 0.64, 0.16, 0.84, 0.34, 0.64, 0.52)
	stroke(img, z, 0.88, 0.68, 0.20, 0.68)
	stroke(img, z, 0.36, 0.50, 0.16, 0.68, 0.36, 0.86)
}

func iconBulb(img *ebiten.Image, z float64) {
	engine.Circle(img, z*0.5, z*0.38, z*0.26, color.White)
	engine.Rect(img, z*0.38, z*0.56, z*0.24, z*0.18, color.White)
	engine.Rect(img, z*0.40, z*0.78, z*0.20, z*0.08, color.White)
}

func iconUndo(img *ebiten.Image, z float64) {
	var p vector.Path
	p.Arc(float32(z*0.52), float32(z*0.56), float32(z*0.30), float32(math.Pi*1.05), float32(math.Pi*2.35), vector.Clockwise)
	engine.Stroke(img, &p, z*0.11, color.White)
	stroke(img, z, 0.10, 0.34, 0.22, 0.58, 0.44, 0.46)
}

func iconBars(img *ebiten.Image, z float64) {
	for _, y := range []float64{0.24, 0.5, 0.76} {
		stroke(img, z, 0.16, y, 0.84, y)
	}
}

func iconPlay(img *ebiten.Image, z float64) {
	var p vector.Path
	p.MoveTo(float32(z*0.26), float32(z*0.16))
	p.LineTo(float32(z*0.84), float32(z*0.5))
	p.LineTo(float32(z*0.26), float32(z*0.84))
	p.Close()
	engine.Fill(img, &p, color.White)
}

func iconPlus(img *ebiten.Image, z float64) {
	stroke(img, z, 0.5, 0.14, 0.5, 0.86)
	stroke(img, z, 0.14, 0.5, 0.86, 0.5)
}

func iconCap(img *ebiten.Image, z float64) { // a scholar's cap: learning
	var p vector.Path
	p.MoveTo(float32(z*0.04), float32(z*0.40))
	p.LineTo(float32(z*0.5), float32(z*0.18))
	p.LineTo(float32(z*0.96), float32(z*0.40))
	p.LineTo(float32(z*0.5), float32(z*0.62))
	p.Close()
	engine.Fill(img, &p, color.White)
	engine.Rect(img, z*0.26, z*0.50, z*0.48, z*0.24, color.White)
	stroke(img, z, 0.86, 0.44, 0.86, 0.76)
}

func iconFolder(img *ebiten.Image, z float64) {
	engine.RoundRect(img, z*0.08, z*0.20, z*0.38, z*0.2, z*0.05, color.White)
	engine.RoundRect(img, z*0.08, z*0.30, z*0.84, z*0.54, z*0.07, color.White)
}

func iconBook(img *ebiten.Image, z float64) {
	engine.RoundRect(img, z*0.08, z*0.18, z*0.40, z*0.66, z*0.05, color.White)
	engine.RoundRect(img, z*0.52, z*0.18, z*0.40, z*0.66, z*0.05, color.White)
}

func iconGear(img *ebiten.Image, z float64) {
	for k := 0; k < 8; k++ {
		a := float64(k) * math.Pi / 4
		engine.Line(img, z*0.5, z*0.5, z*0.5+math.Cos(a)*z*0.42, z*0.5+math.Sin(a)*z*0.42, z*0.16, color.White)
	}
	engine.Circle(img, z*0.5, z*0.5, z*0.30, color.White)
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendClear}
	hole := engine.NewImage(int(z*0.3)+1, int(z*0.3)+1)
	defer hole.Deallocate()
	engine.Circle(hole, z*0.15, z*0.15, z*0.13, color.White)
	op.GeoM.Translate(z*0.35, z*0.35)
	img.DrawImage(hole, op)
}

func iconPower(img *ebiten.Image, z float64) {
	var p vector.Path
	p.Arc(float32(z*0.5), float32(z*0.54), float32(z*0.32), float32(-math.Pi*0.3), float32(math.Pi*1.3), vector.Clockwise)
	engine.Stroke(img, &p, z*0.11, color.White)
	stroke(img, z, 0.5, 0.10, 0.5, 0.5)
}

func iconShare(img *ebiten.Image, z float64) {
	stroke(img, z, 0.72, 0.22, 0.28, 0.5, 0.72, 0.78)
	for _, c := range [][2]float64{{0.72, 0.22}, {0.28, 0.5}, {0.72, 0.78}} {
		engine.Circle(img, z*c[0], z*c[1], z*0.13, color.White)
	}
}

func iconDisk(img *ebiten.Image, z float64) {
	engine.RoundRect(img, z*0.12, z*0.12, z*0.76, z*0.76, z*0.08, color.White)
	op := &ebiten.DrawImageOptions{Blend: ebiten.BlendClear}
	cut := engine.NewImage(int(z*0.44)+1, int(z*0.22)+1)
	defer cut.Deallocate()
	cut.Fill(color.White)
	op.GeoM.Translate(z*0.28, z*0.16)
	img.DrawImage(cut, op)
}
