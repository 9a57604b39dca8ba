package pinch

import (
	"math"
	"testing"
	"time"
)

var win = Rect{X: 24, Y: 120, W: 1056, H: 726} // a phone's board at 3x: 16 x 11 spaces of 66 px

func gesture() *Gesture { return &Gesture{View: View{Zoom: 1}, Max: 3.5, Tap: 2} }

func fingers(pts ...[2]float64) Frame {
	f := Frame{Fingers: pts, Touch: true, Slop: 30, Now: time.Unix(100, 0)}
	if len(pts) > 0 {
		f.X, f.Y = pts[0][0], pts[0][1]
	}
	return f
}

// where is the point of the fitted board (in its own pixels) under (x, y) in the view.
func where(v View, x, y float64) (float64, float64) {
	return (x - win.X - v.X) / v.Zoom, (y - win.Y - v.Y) / v.Zoom
}

// Two fingers spread twice as far apart double the board's size, and the board's point between
// them at the start stays between them; the board keeps covering its window; when the fingers
// lift the pinch ends.
func TestPinchZoomsAboutTheFingers(t *testing.T) {
	g := gesture()
	mx, my := 500.0, 400.0
	bx, by := where(g.View, mx, my)
	g.Follow(fingers([2]float64{mx - 50, my}, [2]float64{mx + 50, my}), win)
	if !g.Busy() {
		t.Fatal("two fingers on the board do not pinch it")
	}
	if !g.Follow(fingers([2]float64{mx - 100, my}, [2]float64{mx + 100, my}), win) {
		t.Fatal("spreading the fingers did not change the view")
	}
	if math.Abs(g.View.Zoom-2) > 1e-9 {
		t.Fatalf("zoom %.2f, want 2", g.View.Zoom)
	}
	if x, y := where(g.View, mx, my); math.Abs(x-bx) > 1e-6 || math.Abs(y-by) > 1e-6 {
		t.Fatalf("the point under the fingers moved from %.1f,%.1f to %.1f,%.1f", bx, by, x, y)
	}
	b := g.View.Board(win)
	if b.X > win.X || b.Y > win.Y || b.X+b.W < win.X+win.W || b.Y+b.H < win.Y+win.H {
		t.Fatalf("the board %v leaves part of its window %v empty", b, win)
	}
	// far apart: no larger than Max; back together: never smaller than fitting
	g.Follow(fingers([2]float64{0, my}, [2]float64{1170, my}), win)
	if g.View.Zoom != g.Max {
		t.Fatalf("zoom %.2f past the largest %.2f", g.View.Zoom, g.Max)
	}
	g.Follow(fingers([2]float64{mx - 1, my}, [2]float64{mx + 1, my}), win)
	if g.View != (View{Zoom: 1}) {
		t.Fatalf("pinched closed: %+v, want the board fitted", g.View)
	}
	g.Follow(fingers([2]float64{mx - 1, my}), win)
	if !g.Busy() {
		t.Fatal("the pinch ended while a finger is still down: its lift would tap the board")
	}
	g.Follow(fingers(), win)
	if g.Busy() {
		t.Fatal("the pinch goes on after every finger lifted")
	}
}

// While a piece is carried a second finger resting on the board moves nothing (the piece's
// finger drags on).
func TestSecondFingerWhileCarryingMovesNothing(t *testing.T) {
	g := gesture()
	f := fingers([2]float64{300, 300}, [2]float64{700, 500})
	f.Carrying = true
	if g.Follow(f, win) || g.Busy() {
		t.Fatal("a second finger pinched the board while a piece was carried")
	}
}

// One finger moves an enlarged board (not a fitted one), as far as the board reaches.
func TestOneFingerMovesAnEnlargedBoard(t *testing.T) {
	g := gesture()
	f := fingers([2]float64{400, 400})
	f.Pressed = true
	g.Follow(f, win)
	g.Follow(fingers([2]float64{200, 300}), win)
	if g.View != (View{Zoom: 1}) {
		t.Fatalf("a fitted board moved: %+v", g.View)
	}
	g = gesture()
	g.View = View{Zoom: 2, X: -500, Y: -300}
	f = fingers([2]float64{400, 400})
	f.Pressed = true
	g.Follow(f, win)
	g.Follow(fingers([2]float64{300, 350}), win)
	if g.View != (View{Zoom: 2, X: -600, Y: -350}) {
		t.Fatalf("moved by -100,-50: %+v", g.View)
	}
	if !g.Panning() {
		t.Fatal("the board's move is not said to be under way")
	}
	g.Follow(fingers([2]float64{-5000, -5000}), win)
	if g.View != (View{Zoom: 2, X: -win.W, Y: -win.H}) {
		t.Fatalf("dragged far: %+v, want the board's far corner at the window's", g.View)
	}
}

// A double tap enlarges the board about the tapped point; another fits it again. Two taps far
// apart or slow are not one.
func TestDoubleTapZoomsAndFits(t *testing.T) {
	g := gesture()
	tap := func(x, y float64, at time.Duration) {
		for range 12 { // frames drawn before it (a device at speed draws between two taps)
			g.Follow(fingers(), win)
		}
		f := fingers([2]float64{x, y})
		f.Pressed, f.Now = true, time.Unix(100, 0).Add(at)
		g.Follow(f, win)
		f = fingers()
		f.X, f.Y, f.Released, f.Now = x, y, true, time.Unix(100, 0).Add(at+50*time.Millisecond)
		g.Follow(f, win)
	}
	tap(500, 400, 0)
	tap(500, 400, time.Second)
	if g.View.Zoom != 1 {
		t.Fatal("two slow taps enlarged the board")
	}
	tap(900, 700, 1200*time.Millisecond)
	if g.View.Zoom != 1 {
		t.Fatal("two taps far apart enlarged the board")
	}
	bx, by := where(g.View, 905, 700)
	tap(905, 700, 1400*time.Millisecond)
	if g.View.Zoom != 2 {
		t.Fatalf("a double tap gave zoom %.2f, want 2", g.View.Zoom)
	}
	if x, y := where(g.View, 905, 700); math.Abs(x-bx) > 1e-6 || math.Abs(y-by) > 1e-6 {
		t.Fatalf("the tapped point moved from %.1f,%.1f to %.1f,%.1f", bx, by, x, y)
	}
	tap(600, 500, 3*time.Second)
	tap(600, 500, 3200*time.Millisecond)
	if g.View != (View{Zoom: 1}) {
		t.Fatalf("a double tap on an enlarged board left %+v, want it fitted", g.View)
	}
	// a device too slow to draw between them: two taps in consecutive frames are a double tap
	// however long its frames took
	for _, at := range []time.Duration{5 * time.Second, 5*time.Second + 700*time.Millisecond} {
		f := fingers([2]float64{600, 500})
		f.Pressed, f.Now = true, time.Unix(100, 0).Add(at)
		g.Follow(f, win)
		f = fingers()
		f.X, f.Y, f.Released, f.Now = 600, 500, true, time.Unix(100, 0).Add(at+300*time.Millisecond)
		g.Follow(f, win)
	}
	if g.View.Zoom != 2 {
		t.Fatalf("two taps in consecutive slow frames gave zoom %.2f, want 2", g.View.Zoom)
	}
}
