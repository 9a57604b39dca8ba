//go:build display

// Package drawtest runs a package's drawing tests beside Ebitengine's game loop: the loop owns
// the main thread and keeps ticking while each test runs on its own goroutine, and between tests
// frames pass so the images a test dropped are freed (inside one long frame none would be, and
// the whole suite's pictures piled up to many gigabytes).
package drawtest

import (
	"fmt"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Main is a drawing test package's TestMain: it runs the tests while the game loop runs.
func Main(m *testing.M) {
	g := &loop{started: make(chan struct{}), done: make(chan int, 1)}
	go func() {
		<-g.started
		g.done <- m.Run()
	}()
	ebiten.SetWindowSize(320, 200)
	ebiten.SetRunnableOnUnfocused(true)
	if err := ebiten.RunGame(g); err != nil && err != ebiten.Termination {
		fmt.Println(err)
		os.Exit(1)
	}
	os.Exit(g.code)
}

// settle takes a channel the loop closes once three frames have passed since it took it.
var settle = make(chan chan struct{})

type loop struct {
	started chan struct{}
	done    chan int
	code    int
	once    bool
	frame   int
	waiting map[chan struct{}]int // a waiter, and the frame it is released at
}

func (g *loop) Update() error {
	g.frame++
	if !g.once {
		g.once = true
		g.waiting = map[chan struct{}]int{}
		close(g.started)
	}
	select {
	case w := <-settle:
		g.waiting[w] = g.frame + 3
	default:
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
	default:
		return nil
	}
}

func (g *loop) Draw(*ebiten.Image)         {}
func (g *loop) Layout(int, int) (int, int) { return 320, 200 }

// Start begins a drawing test: when it ends, the images it dropped are collected and frames pass
// so the loop frees them before the next test draws.
func Start(t testing.TB) {
	t.Helper()
	t.Cleanup(Settle)
}

// Settle collects what was dropped and waits for frames to pass (the loop frees collected
// images between frames); a stalled loop fails no test, it only leaves memory held.
func Settle() {
	runtime.GC()
	w := make(chan struct{})
	select {
	case settle <- w:
	case <-time.After(5 * time.Second):
		return
	}
	select {
	case <-w:
	case <-time.After(5 * time.Second):
	}
}
