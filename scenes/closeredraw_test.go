//go:build display

package scenes

import (
	"strings"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// Closing the window on a game that could not be saved opens its menu with why, and the next
// frame draws it though the pointer stays still: the App redraws only a frame whose update asked
// (redraw, or a Switch), and a player who sees nothing closes again and loses the move.
func TestCloseOnUnsavedGameIsDrawnAtOnce(t *testing.T) {
	drawtest.Start(t)
	sh := &Shell{Store: readOnly{storage.NewMemory()}, Settings: settings.DefaultSettings(), Seed: 42}
	d := &driver{t: t, ctx: newContext(t), scene: sh.Title()}
	d.click("new")
	d.click("start")
	p := d.scene.(*Play)
	flush(p.sess.Reader)
	ctx := d.ctx
	asks := func() bool { // what the App does with a frame's update: redraw when it asks
		ctx.Now = time.Now()
		ctx.In.Pressed, ctx.In.Released, ctx.In.Moved = false, false, false
		redraw, err := p.Update(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return redraw || ctx.TakeSwitch() != nil
	}
	poll.Until(t, 20*time.Second, "a still frame", func() bool { return !asks() })
	if sh.CloseAsked(ctx, p) { // the App's hook, at the start of the frame's update
		t.Fatal("the window closed with the game not saved")
	}
	if !p.menu.open || !strings.Contains(p.menu.msg, "close the window again") {
		t.Fatalf("the close opened %q", p.menu.msg)
	}
	if !asks() {
		t.Fatal("the frame after the close request is not redrawn: the menu stays unseen")
	}
}
