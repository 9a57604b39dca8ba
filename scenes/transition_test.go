//go:build display

package scenes

import (
	"image/color"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/engine"
	"tigris/scenes/internal/drawtest"
	"tigris/scenes/settings"
	"tigris/storage"
)

// flat is a screen of one colour that counts its updates and goes to next on its first.
type flat struct {
	c       color.RGBA
	next    engine.Scene
	updates int
}

func (f *flat) Update(ctx *engine.Context) (bool, error) {
	f.updates++
	if f.next != nil {
		ctx.Switch(f.next)
		f.next = nil
	}
	return false, nil
}

func (f *flat) Draw(dst *ebiten.Image, _ *engine.Context) { dst.Fill(f.c) }

// One screen fades into the next in the shell's 200 ms: at once the old one still shows, half way
// through the two are mixed, after it only the new one; the new screen is updated (takes input)
// from the first frame of the fade. With Animation off there is no fade.
func TestScreensFadeIntoEachOther(t *testing.T) {
	drawtest.Start(t)
	fonts, err := engine.NewFonts()
	if err != nil {
		t.Fatal(err)
	}
	for _, anim := range []int{2, 0} {
		sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings()}
		sh.Settings.AnimSpeed = anim
		blue := &flat{c: color.RGBA{0, 0, 255, 255}}
		red := &flat{c: color.RGBA{255, 0, 0, 255}, next: blue}
		app := engine.NewApp(red, fonts)
		app.Fade = sh.Transition
		now := time.Unix(1000, 0)
		app.Clock = func() time.Time { return now }
		img := engine.NewImage(64, 64)
		app.Draw(img) // the red screen
		frame := func(after time.Duration) color.RGBA {
			now = now.Add(after)
			if err := app.Update(); err != nil {
				t.Fatal(err)
			}
			app.Draw(img)
			return color.RGBAModel.Convert(img.At(32, 32)).(color.RGBA)
		}
		first := frame(0) // red switches to blue in this update
		if blue.updates != 0 {
			t.Fatalf("the blue screen was updated before it was shown")
		}
		mid := frame(100 * time.Millisecond)
		if blue.updates != 1 {
			t.Errorf("the blue screen was not updated during the fade (%d updates)", blue.updates)
		}
		end := frame(150 * time.Millisecond)
		if anim == 0 {
			if first.R != 0 || first.B != 255 {
				t.Errorf("with Animation off the screen faded: %v", first)
			}
			img.Deallocate()
			continue
		}
		if first.R < 200 {
			t.Errorf("the fade's first frame is %v, not mostly the screen left", first)
		}
		if mid.R < 20 || mid.R > 200 || mid.B < 60 {
			t.Errorf("half way the fade is %v, not a mix", mid)
		}
		if end.R != 0 || end.B != 255 {
			t.Errorf("after the fade the screen is %v, not the new one", end)
		}
		img.Deallocate()
	}
}
