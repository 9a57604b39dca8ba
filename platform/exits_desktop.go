//go:build !js

package main

import (
	"fmt"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes"
)

// watchExits makes every way out of the desktop game write the last decision, or ask first when
// it cannot: the window's close button asks as Menu › Quit does, and SIGTERM, SIGINT and SIGHUP
// (a logout, a shutdown, Ctrl-C) end the game loop, whose end writes the game out. The returned
// check runs at the start of every frame.
func watchExits(sh *scenes.Shell, app *engine.App) func(ctx *engine.Context) error {
	ebiten.SetWindowClosingHandled(true)
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)
	stopping := make(chan struct{})
	go func() {
		sig := <-signals
		close(stopping)
		// frames may have stopped (a window hidden on some desktops): then the game is written
		// from here rather than never
		select {
		case <-loopEnded:
		case <-time.After(5 * time.Second):
			if err := sh.Close(); err != nil {
				fmt.Fprintln(os.Stderr, "tigris:", err)
			}
			fmt.Fprintln(os.Stderr, "tigris: ended by", sig)
			os.Exit(1)
		}
	}()
	return func(ctx *engine.Context) error {
		select {
		case <-stopping:
			return errQuit // run writes the last decision as the loop ends
		default:
		}
		if ebiten.IsWindowBeingClosed() && sh.CloseAsked(ctx, app.Scene()) {
			return errQuit
		}
		return nil
	}
}

// loopEnded is closed once the game loop has ended and the game is written out.
var loopEnded = make(chan struct{})

// exitsDone tells a signal under way that run has written the game.
func exitsDone() { close(loopEnded) }
