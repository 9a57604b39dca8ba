package engine

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// fade is the short cross-fade from one screen to the next: the last picture of the screen left
// is drawn over the new one, fading out. The new screen takes every input from its first frame,
// so the fade never holds a click up; it only looks.
type fade struct {
	from    *ebiten.Image // the picture of the screen left, kept for the next fade at that size
	start   time.Time
	length  time.Duration
	pending bool // the picture is taken by the next Draw, before the new screen draws
}

// begin starts a fade of length d at now (none when d is 0).
func (f *fade) begin(now time.Time, d time.Duration) {
	if d <= 0 {
		f.length = 0
		return
	}
	f.start, f.length, f.pending = now, d, true
}

// on reports a fade under way at now: every frame is drawn until it ends.
func (f *fade) on(now time.Time) bool {
	return f.length > 0 && now.Sub(f.start) < f.length
}

// redraw reports that the frame at now must be drawn: during the fade, and once after it, so the
// last picture is the new screen alone.
func (f *fade) redraw(now time.Time) bool {
	if f.length == 0 {
		return false
	}
	if !f.on(now) {
		f.length = 0 // this frame draws the new screen whole
	}
	return true
}

// take keeps the screen's picture, which is still the screen left.
func (f *fade) take(screen *ebiten.Image) {
	f.pending = false
	b := screen.Bounds()
	if f.from == nil || f.from.Bounds().Size() != b.Size() {
		if f.from != nil {
			f.from.Deallocate()
		}
		f.from = NewImage(b.Dx(), b.Dy())
	}
	f.from.Clear()
	f.from.DrawImage(screen, nil)
}

// over draws what is left of the old picture over the new screen at now.
func (f *fade) over(screen *ebiten.Image, now time.Time) {
	if !f.on(now) || f.from == nil {
		return
	}
	k := 1 - float32(now.Sub(f.start))/float32(f.length)
	k = k * k // eased: the new screen shows through at once, the old leaves gently
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(k)
	screen.DrawImage(f.from, op)
}
