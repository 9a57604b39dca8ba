//go:build display

// Package drawtest runs a package's drawing tests in Ebitengine's game loop, each test in frames
// of its own: while a test draws, the loop's Update waits for it (so, as inside one frame, no
// image it draws moves between textures), and between tests frames pass so the images the last
// test dropped are freed before the next one draws. Inside one frame for the whole suite none
// were, and its pictures piled up to many gigabytes.
package drawtest

import (
	"fmt"
	"os"
	"runtime/debug"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/game"
)

// Main is a drawing test package's TestMain: it runs the tests while the game loop runs.
func Main(m *testing.M) {
	assets.KeepBakes(keptBakes)
	g := &loop{done: make(chan int, 1)}
	go func() {
		<-started
		for _, mp := range []game.MapID{game.StandardMap, game.AdvancedMap} {
			assets.AwaitMap(game.MapOf(mp)) // the tests see the painted map, not its stand-in
		}
		g.done <- m.Run()
	}()
	ebiten.SetWindowSize(320, 200)
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(g); err != nil && err != ebiten.Termination {
		fmt.Println(err)
		os.Exit(1)
	}
	if err := pictures.wait(); err != nil && g.code == 0 {
		fmt.Println("keeping the pictures:", err)
		g.code = 1
	}
	os.Exit(g.code)
}

var (
	started = make(chan struct{})
	// turns takes a test's turn: the loop's Update sends back a channel and waits, holding
	// the frame, until the test closes it.
	turns = make(chan chan chan struct{})
	// settled takes a channel the loop closes once settleFrames frames have passed.
	settled = make(chan chan struct{})
)

const settleFrames = 3

// keptBakes is how many bytes of baked pieces a test process keeps: the tests draw the same
// window sizes test after test, and a set of pieces costs a core a second or more to bake.
const keptBakes = 256 << 20

type loop struct {
	done    chan int
	code    int
	frame   int
	begun   bool
	waiting map[chan struct{}]int // a waiter, and the frame it is released at
}

func (g *loop) Update() error {
	g.frame++
	if !g.begun {
		g.begun = true
		g.waiting = map[chan struct{}]int{}
		close(started)
	}
	for w, at := range g.waiting {
		if g.frame >= at {
			close(w)
			delete(g.waiting, w)
		}
	}
	select {
	case g.code = <-g.done:
		return ebiten.Termination
	case w := <-settled:
		g.waiting[w] = g.frame + settleFrames
	case turn := <-turns:
		end := make(chan struct{})
		turn <- end
		<-end // the test draws within this frame
	default:
	}
	return nil
}

func (g *loop) Draw(*ebiten.Image)         {}
func (g *loop) Layout(int, int) (int, int) { return 320, 200 }

// held is the end of the frame the running test holds, or nil (tests run one at a time).
var held chan struct{}

// take waits for the loop to hold a frame for the running test.
func take() {
	turn := make(chan chan struct{})
	turns <- turn
	held = <-turn
}

// release lets the held frame go.
func release() {
	if held != nil {
		close(held)
		held = nil
	}
}

// Start begins a drawing test in a frame the loop holds for it; when the test ends the frame
// goes, and frames pass so the loop frees what the test dropped before the next one draws.
func Start(t testing.TB) {
	t.Helper()
	take()
	t.Cleanup(func() {
		release()
		settle()
	})
}

// Settle frees, within a test, what it dropped so far: the frame it holds goes, frames pass,
// and it gets a new one.
func Settle() {
	h := held != nil
	release()
	settle()
	if h {
		take()
	}
}

// settle collects what was dropped and waits for frames to pass: the loop frees collected
// images between frames.
func settle() {
	debug.FreeOSMemory() // collects, and gives the freed pixels back rather than keeping the peak
	w := make(chan struct{})
	settled <- w
	<-w
}
