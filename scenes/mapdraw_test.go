//go:build display

package scenes

import (
	"fmt"
	"image"
	"math"
	"testing"
	"time"

	"tigris/engine"
	"tigris/game"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// mapLook is a look the map is painted in.
type mapLook struct {
	name            string
	theme           int
	contrast, space bool
}

// mapLooks are the four looks of the map: both themes, with and without high contrast.
var mapLooks = []mapLook{{"ancient", 0, false, false}, {"ancient-contrast", 0, true, false},
	{"space", settings.Space, false, true}, {"space-contrast", settings.Space, true, true}}

// mapBoard is a fresh game on a map in a look, after its first frame at a size.
func mapBoard(t *testing.T, size screenSize, mp game.MapID, theme int, contrast bool) *Play {
	t.Helper()
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42}
	sh.Settings.Theme, sh.Settings.HighContrast = theme, contrast
	sh.Settings.AnimSpeed = 0     // motion off: the rivers stay still unless a test moves them
	sh.Settings.TurnTaught = true // the turned board's tip (turntip.go) would lie over the pieces looked at
	// two people: no bot moves a piece while the map is looked at
	p, err := sh.Play(session.Config{Seats: []session.Seat{{Dynasty: game.Archer, Human: true}, {Dynasty: game.Bull, Human: true}},
		Options: game.Options{Map: mp}, Seed: 5})
	if err != nil {
		t.Fatal(err)
	}
	ctx := contextFor(t, size)
	frame(p, ctx, 0, 0, false)
	if needsHandoff(p.sess.Reader) {
		p.sess.Reader.(handOffer).Ready()
		frame(p, ctx, 0, 0, false)
	}
	return p
}

// meanRGB is the average colour of the middle of a space (its middle two fifths each way).
func meanRGB(img *image.RGBA, r struct{ X, Y, W, H float64 }) [3]float64 {
	var sum [3]float64
	n := 0.0
	for y := int(r.Y + r.H*0.3); y < int(r.Y+r.H*0.7); y++ {
		for x := int(r.X + r.W*0.3); x < int(r.X+r.W*0.7); x++ {
			c := img.RGBAAt(x, y)
			sum[0], sum[1], sum[2] = sum[0]+float64(c.R), sum[1]+float64(c.G), sum[2]+float64(c.B)
			n++
		}
	}
	return [3]float64{sum[0] / n, sum[1] / n, sum[2] / n}
}

// The painted map, on both boards in every look and at desktop and phone sizes: each empty river
// space is drawn as water (bluer than red; in space an asteroid belt's dust, redder than blue)
// and each empty land space as land (the other way round); on the ancient map the land beside a
// river is greener than the plain far from any; and the rivers' surface moves over the river
// spaces only, leaving the empty land as it was.
func TestPaintedMapShowsWaterLandAndMovingRivers(t *testing.T) {
	drawtest.Start(t)
	for _, size := range []screenSize{{"desktop-1280x800", 1280, 800, 1}, {"desktop-1920x1080", 1920, 1080, 1}, {"phone-portrait-3x", 390, 844, 3}} {
		for _, mp := range []game.MapID{game.StandardMap, game.AdvancedMap} {
			for _, look := range mapLooks {
				t.Run(fmt.Sprintf("%s-%v-%s", size.name, mp, look.name), func(t *testing.T) {
					p := mapBoard(t, size, mp, look.theme, look.contrast)
					ctx := contextFor(t, size)
					frame(p, ctx, 0, 0, false)
					waitForPieces(t, &p.boardView)
					img := render(p, ctx)
					savePicture(img, fmt.Sprintf("map-%s-%v-%s", size.name, mp, look.name))
					pix := image.NewRGBA(img.Bounds())
					img.ReadPixels(pix.Pix)
					checkWaterAndLand(t, p, pix, look)
					checkRiversMove(t, p, ctx, pix)
				})
			}
		}
	}
}

// checkWaterAndLand checks that each empty river space of the map p draws in pix is drawn as
// water and each empty land space as land, and the land beside a river greener than the plain.
func checkWaterAndLand(t *testing.T, p *Play, pix *image.RGBA, look mapLook) {
	st := p.sess.State()
	m := st.Map()
	var near, far [3]float64
	nNear, nFar := 0.0, 0.0
	for i := 0; i < game.NCells; i++ {
		if st.Cell(i).Kind != game.Empty || st.Cell(i).Treasure() {
			continue
		}
		r := p.lay.CellRect(i)
		c := meanRGB(pix, struct{ X, Y, W, H float64 }{r.X, r.Y, r.W, r.H})
		blue := c[2] > c[0]
		if look.space {
			blue = !blue // space is blue, the belts' dust warm
		}
		if blue != m.River[i] {
			t.Errorf("%s (river %v) is drawn %v", game.SpaceName(i), m.River[i], c)
		}
		if m.River[i] {
			continue
		}
		switch d := riverDistance(m, i); {
		case d == 1:
			near[0], near[1], nNear = near[0]+c[0], near[1]+c[1], nNear+1
		case d >= 4:
			far[0], far[1], nFar = far[0]+c[0], far[1]+c[1], nFar+1
		}
	}
	if !look.space && !look.contrast && nNear > 0 && nFar > 0 && near[1]/near[0] <= far[1]/far[0] {
		t.Errorf("the land beside the rivers (G/R %.3f) is no greener than the plain (G/R %.3f)", near[1]/near[0], far[1]/far[0])
	}

}

// checkRiversMove checks that a later moment of the map drawn in pix differs on the water and
// nowhere else.
func checkRiversMove(t *testing.T, p *Play, ctx *engine.Context, pix *image.RGBA) {
	st := p.sess.State()
	m := st.Map()
	p.waterTime += 1.3
	later := render(p, ctx)
	pix2 := image.NewRGBA(later.Bounds())
	later.ReadPixels(pix2.Pix)
	moved := 0
	for i := 0; i < game.NCells; i++ {
		if st.Cell(i).Kind != game.Empty {
			continue // the pieces' sprites may differ by a shade from one drawing to the next
		}
		r := p.lay.CellRect(i)
		// inside the space: a space's edge may fall inside a pixel the next one shares
		for y := int(r.Y) + 1; y < int(r.Y+r.H)-1; y++ {
			for x := int(r.X) + 1; x < int(r.X+r.W)-1; x++ {
				if pix.RGBAAt(x, y) == pix2.RGBAAt(x, y) {
					continue
				}
				if !m.River[i] {
					t.Fatalf("the water's motion changed land space %s at (%d, %d)", game.SpaceName(i), x, y)
				}
				moved++
			}
		}
	}
	if moved == 0 {
		t.Error("the rivers' surface did not move")
	}
}

// riverDistance is how many steps (across sides) a space is from the nearest river space.
func riverDistance(m *game.Map, at int) int {
	best := 99
	for i := 0; i < game.NCells; i++ {
		if m.River[i] {
			d := abs(i%game.Cols-at%game.Cols) + abs(i/game.Cols-at/game.Cols)
			best = min(best, d)
		}
	}
	return best
}

// While a piece is carried its legal spaces keep their painted ground in every look (the ones that
// matter lit brighter) and a space it may not go to sinks under a veil. Where many are legal, each
// is softly tinted at the normal Highlight (the default), ringed at the strong one and in high
// contrast (some 150 bright rings on an open board were loud, review 5).
func TestCarriedPieceLightsItsSpacesOnThePaintedMap(t *testing.T) {
	drawtest.Start(t)
	size := screenSize{"desktop-1920x1080", 1920, 1080, 1}
	for _, look := range mapLooks {
		for _, strength := range []int{2, 3} {
			t.Run(look.name+"-"+settings.HighlightNames[strength], func(t *testing.T) {
				carriedLights(t, size, look, strength)
			})
		}
	}
}

// carriedLights is TestCarriedPieceLightsItsSpacesOnThePaintedMap in one look at one strength.
func carriedLights(t *testing.T, size screenSize, look mapLook, strength int) {
	p := mapBoard(t, size, game.StandardMap, look.theme, look.contrast)
	p.host.shell.(menuHost).sh.Settings.Highlight = strength
	ctx := contextFor(t, size)
	frame(p, ctx, 0, 0, false)
	waitForPieces(t, &p.boardView)
	before := image.NewRGBA(image.Rect(0, 0, ctx.W, ctx.H))
	render(p, ctx).ReadPixels(before.Pix)
	slot := p.lay.Hand[0]
	frame(p, ctx, int(slot.X+slot.W/2), int(slot.Y+slot.H/2), true)
	frame(p, ctx, int(p.lay.Panel.X+p.lay.Panel.W/2), int(p.lay.Panel.Y+p.lay.Panel.H/2), true)
	if p.hand.drag == nil || len(p.hand.targets) == 0 {
		t.Fatal("pressing a hand tile did not pick it up with its legal targets")
	}
	img := render(p, ctx)
	savePicture(img, "map-carried-"+look.name+"-"+settings.HighlightNames[strength])
	during := image.NewRGBA(image.Rect(0, 0, ctx.W, ctx.H))
	img.ReadPixels(during.Pix)
	legal, lit := map[int]bool{}, map[int]bool{}
	for _, i := range p.hand.targets {
		legal[i] = true
	}
	// where many spaces are legal only the one under the pointer is lit (none here)
	for _, i := range p.hand.litTargets() {
		lit[i] = true
	}
	rings := targetsLook(strength, p.pal, p.lay.U).rings
	st := p.sess.State()
	var legalSum, veiledSum float64
	var legalN, veiledN int
	for i := 0; i < game.NCells; i++ {
		if st.Cell(i).Kind != game.Empty {
			continue
		}
		r := p.lay.CellRect(i)
		box := struct{ X, Y, W, H float64 }{r.X, r.Y, r.W, r.H}
		a, b := meanRGB(before, box), meanRGB(during, box)
		change := (b[0] + b[1] + b[2]) - (a[0] + a[1] + a[2])
		switch {
		case lit[i] && change < 10:
			t.Errorf("lit space %s is not brighter: %v to %v", game.SpaceName(i), a, b)
		case legal[i] && !lit[i]:
			legalSum, legalN = legalSum+change, legalN+1
			legalMarked(t, i, change, ringSeen(before, during, r, p.lay.U), rings)
		case !legal[i]:
			veiledSum, veiledN = veiledSum+change, veiledN+1
			if change > -20 {
				t.Errorf("space %s, where the piece may not go, is not veiled: %v to %v", game.SpaceName(i), a, b)
			}
		}
	}
	// the legal spaces keep their ground: far less darkened than the veiled ones
	if legalN > 0 && veiledN > 0 && legalSum/float64(legalN) < veiledSum/float64(veiledN)/2 {
		t.Errorf("the legal spaces darkened by %.0f on average, the others by %.0f", legalSum/float64(legalN), veiledSum/float64(veiledN))
	}
}

// legalMarked checks the mark of a legal space that is not lit: a ring that stands out (seen at
// 6 of 8 points round it) where rings are drawn, else a soft tint (brighter by change) and no ring.
func legalMarked(t *testing.T, i int, change float64, seen int, rings bool) {
	t.Helper()
	if rings && seen < 6 {
		t.Errorf("legal space %s: its ring stands out at %d of 8 points round it, want 6", game.SpaceName(i), seen)
	}
	if !rings && (seen > 0 || change < 2 || change > 60) {
		t.Errorf("legal space %s: not softly tinted (brighter by %.0f, want 2 to 60; a ring seen at %d of 8 points)", game.SpaceName(i), change, seen)
	}
}

// ringSeen is at how many of 8 directions round a legal space the picture changed plainly across
// its ring (its halo or its bright line differing from the ground by 200 of the three channels'
// 765): the ring must stand out from any ground.
func ringSeen(before, during *image.RGBA, r ui.Rect, u float64) int {
	rad, halo, _ := targetRing(r.W, u)
	cx, cy := r.X+r.W/2, r.Y+r.H/2
	seen := 0
	for k := 0; k < 8; k++ {
		a := float64(k) * math.Pi / 4
		best := 0
		for off := -halo / 2; off <= halo/2; off++ {
			x, y := int(cx+(rad+off)*math.Cos(a)), int(cy+(rad+off)*math.Sin(a))
			b, d := before.RGBAAt(x, y), during.RGBAAt(x, y)
			best = max(best, abs(int(b.R)-int(d.R))+abs(int(b.G)-int(d.G))+abs(int(b.B)-int(d.B)))
		}
		if best >= 200 {
			seen++
		}
	}
	return seen
}

// The rivers move on a few times a second when drawing is cheap, never with motion off, not
// while a new layout paints its picture, and less often when drawing is slow: the water's
// redraws take at most a tenth of the time.
func TestWaterMovesLessOftenWhenRedrawsAreSlow(t *testing.T) {
	drawtest.Start(t)
	size := screenSize{"desktop-1280x800", 1280, 800, 1}
	p := mapBoard(t, size, game.StandardMap, 0, false)
	ctx := contextFor(t, size)
	p.layKey = [4]float64{}
	p.fit(ctx) // a new layout
	ctx.Now = time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	moves := 0
	// run advances the updates by gap each for a while, counting the water's steps
	run := func(gap, span time.Duration) {
		for end := ctx.Now.Add(span); ctx.Now.Before(end); {
			ctx.Now = ctx.Now.Add(gap)
			if p.waterMoves(ctx, 1) {
				moves++
			}
		}
	}
	run(frameTick, 2*time.Second)
	if ctx.Now = ctx.Now.Add(frameTick); p.waterMoves(ctx, 0) {
		t.Fatal("the water moved with motion off")
	}
	if moves < 18 || moves > 21 {
		t.Fatalf("with cheap redraws the water stepped %d times in 2 s, want about 20", moves)
	}
	// a slow renderer: each update that follows the water's step comes 300 ms late
	moves = 0
	for end := ctx.Now.Add(30 * time.Second); ctx.Now.Before(end); {
		ctx.Now = ctx.Now.Add(frameTick)
		if p.waterMoves(ctx, 1) {
			moves++
			ctx.Now = ctx.Now.Add(300 * time.Millisecond)
		}
	}
	if moves < 6 || moves > 11 {
		t.Fatalf("with 300 ms redraws the water stepped %d times in 30 s, want about 10", moves)
	}
	// a fresh layout: the water waits for its first slow frames to pass
	p.layKey = [4]float64{}
	p.fit(ctx)
	ctx.Now = ctx.Now.Add(2 * time.Second)
	if p.waterMoves(ctx, 1) {
		t.Fatal("the water moved on a new layout's first, slow frame")
	}
}
