//go:build !js

package platform

import (
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes"
)

// WatchExits makes every way out of the desktop game write the last decision, or ask first when
// it cannot: the window's close button asks as Menu › Quit does, and SIGTERM, SIGINT and SIGHUP
// (a logout, a shutdown, Ctrl-C) end the game loop, whose end writes the game out. The returned
// check runs at the start of every frame; done tells a signal under way that the game is written.
func WatchExits(sh *scenes.Shell, app *engine.App) (check func(ctx *engine.Context) error, done func()) {
	ebiten.SetWindowClosingHandled(true)
	loopEnded := make(chan struct{})
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
				slog.Error("closing", "err", err)
			}
			slog.Info("ended by a signal while no frame ran", "signal", sig)
			os.Exit(1)
		}
	}()
	check = func(ctx *engine.Context) error {
		select {
		case <-stopping:
			return ErrQuit // run writes the last decision as the loop ends
		default:
		}
		if ebiten.IsWindowBeingClosed() && sh.CloseAsked(ctx, app.Scene()) {
			return ErrQuit
		}
		return nil
	}
	return check, func() { close(loopEnded) }
}
