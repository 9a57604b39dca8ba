package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tigris/engine"
)

// iconGlobe is a globe: playing people elsewhere.
func iconGlobe(img *ebiten.Image, z float64) {
	w := z * 0.09
	engine.Ring(img, z*0.5, z*0.5, z*0.38, w, color.White)
	stroke(img, z, 0.14, 0.5, 0.86, 0.5)
	var m vector.Path
	for i := 0; i <= 16; i++ {
		a := -math.Pi/2 + math.Pi*float64(i)/16
		x, y := z*0.5+z*0.16*math.Cos(a), z*0.5+z*0.38*math.Sin(a)
		if i == 0 {
			m.MoveTo(float32(x), float32(y))
		} else {
			m.LineTo(float32(x), float32(y))
		}
	}
	for i := 16; i >= 0; i-- {
		a := -math.Pi/2 + math.Pi*float64(i)/16
		m.LineTo(float32(z*0.5-z*0.16*math.Cos(a)), float32(z*0.5+z*0.38*math.Sin(a)))
	}
	engine.Stroke(img, &m, w, color.White)
}
