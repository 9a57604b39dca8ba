// Package engine is the Ebitengine runtime of the game: the ebiten.Game with its scene, pointer
// and keyboard input, fonts, drawing helpers and frame statistics. It knows nothing of the rules.
package engine

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// Scene is one screen.
type Scene interface {
	// Update reads input and advances the screen; it returns whether the screen must be redrawn.
	Update(ctx *Context) (redraw bool, err error)
	// Draw paints the whole screen.
	Draw(screen *ebiten.Image, ctx *Context)
}

// Context is what a scene gets each frame.
type Context struct {
	W, H   int     // the screen in device pixels
	Scale  float64 // device pixels per UI unit: the device scale, grown for large windows
	Device float64 // device pixels per logical pixel (a CSS pixel, a window point)
	In     *Input
	Fonts  *Fonts
	// Stamps are the images drawn once for this context and stamped on every frame.
	Stamps Stamps
	Now    time.Time
	// Typing is set by a scene while a text field has the keyboard, so keys that are shortcuts
	// elsewhere (F for fullscreen) are typed instead.
	Typing bool
	next   Scene
	// fields are the page's input over a focused text field (EditField); updates counts the
	// frames' updates begun (Updates).
	fields  *pageFields
	updates uint64
	kept    map[any]any // Keep's values
}

// Keep is the value kept under key, made by make the first time it is asked for: what the screens
// make once and reuse every frame (a compiled shader, pictures baked at a size), owned by the
// context of one window rather than by a package.
func (c *Context) Keep(key any, make func() any) any {
	if c.kept == nil {
		c.kept = map[any]any{}
	}
	v, ok := c.kept[key]
	if !ok {
		v = make()
		c.kept[key] = v
	}
	return v
}

// Switch replaces the current scene from the next frame on.
func (c *Context) Switch(s Scene) { c.next = s }

// TakeSwitch returns the scene a Switch asked for, or nil, and forgets it: what the App does
// between frames, for tests that drive scenes without one.
func (c *Context) TakeSwitch() Scene {
	s := c.next
	c.next = nil
	return s
}

// App is the ebiten.Game.
type App struct {
	scene  Scene
	ctx    Context
	dirty  bool
	Stats  *FrameStats
	OnExit func()
	// OnFirstDraw runs once, after the first frame is drawn.
	OnFirstDraw func()
	// Hook runs at the start of every update (tests and end-to-end checks use it).
	Hook func(ctx *Context) error
	// Fade is how long the cross-fade from one screen to the next lasts (nil or 0: none), asked
	// at each change of screen so a setting can turn it off.
	Fade func() time.Duration
	// Clock is the time of each frame (nil: the system's), for tests.
	Clock func() time.Time
	fade  fade
	lastW int
	lastH int
}

// NewApp starts with a scene.
func NewApp(first Scene, fonts *Fonts) *App {
	return &App{scene: first, ctx: Context{In: &Input{}, Fonts: fonts, Scale: 1, Device: 1, fields: newPageFields()}, dirty: true}
}

// Update implements ebiten.Game.
func (a *App) Update() error {
	start := time.Now()
	a.ctx.Now = start
	if a.Clock != nil {
		a.ctx.Now = a.Clock()
	}
	a.ctx.In.update(a.ctx.Device)
	if a.Hook != nil { // it sees Typing as the last frame left it
		if err := a.Hook(&a.ctx); err != nil {
			return err
		}
	}
	a.ctx.Typing = false
	a.ctx.updates++
	a.ctx.fields.frame() // a page's text input whose field left the screen goes
	redraw, err := a.scene.Update(&a.ctx)
	if a.ctx.next != nil {
		a.scene, a.ctx.next = a.ctx.next, nil
		redraw = true
		if a.Fade != nil {
			a.fade.begin(a.ctx.Now, a.Fade())
		}
	}
	a.dirty = a.dirty || redraw || a.ctx.In.Active() || a.fade.redraw(a.ctx.Now)
	if a.Stats != nil {
		a.Stats.addUpdate(time.Since(start))
	}
	return err
}

// Draw implements ebiten.Game. Nothing is drawn when nothing changed: the screen keeps its picture.
func (a *App) Draw(screen *ebiten.Image) {
	if !a.dirty {
		return
	}
	start := time.Now()
	a.dirty = false
	if a.fade.pending {
		a.fade.take(screen) // still the screen left
	}
	a.scene.Draw(screen, &a.ctx)
	a.fade.over(screen, a.ctx.Now)
	if a.OnFirstDraw != nil {
		a.OnFirstDraw()
		a.OnFirstDraw = nil
	}
	if a.Stats != nil {
		a.Stats.addDraw(time.Since(start))
	}
}

// Layout implements ebiten.Game (LayoutF is used instead where Ebitengine supports it).
func (a *App) Layout(outsideW, outsideH int) (int, int) {
	w, h := a.LayoutF(float64(outsideW), float64(outsideH))
	return int(w), int(h)
}

// LayoutF implements ebiten.LayoutFer: the screen has one pixel per device pixel, so the board is
// drawn crisply at any window size and on high-density screens.
func (a *App) LayoutF(outsideW, outsideH float64) (float64, float64) {
	scale := ebiten.Monitor().DeviceScaleFactor()
	if scale <= 0 {
		scale = 1
	}
	w, h := int(outsideW*scale), int(outsideH*scale)
	if w != a.lastW || h != a.lastH || scale != a.ctx.Device {
		a.lastW, a.lastH = w, h
		a.dirty = true
	}
	a.ctx.W, a.ctx.H, a.ctx.Device, a.ctx.Scale = w, h, scale, UIScale(outsideW, outsideH, scale)
	return float64(w), float64(h)
}

// UIScale is the device pixels of one UI unit for a window of w x h logical pixels: text and
// controls grow with large windows (up to 1.6 of their size at 1280x800) and never shrink below
// one unit a CSS pixel (a window point): smaller screens get another layout, not smaller text
// and targets.
func UIScale(w, h, device float64) float64 {
	return device * max(1, min(w/1280, h/800, 1.6))
}

// Run opens the window and runs the app until it ends.
func Run(a *App, title string, w, h int) error {
	ebiten.SetWindowTitle(title)
	if mw, mh := ebiten.Monitor().Size(); mw > 0 && mh > 0 && (w > mw || h > mh) {
		// a window larger than the screen would put the panel out of reach
		w, h = min(w, mw*95/100), min(h, mh*90/100)
	}
	ebiten.SetWindowSize(w, h)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenClearedEveryFrame(false)
	err := ebiten.RunGameWithOptions(a, &ebiten.RunGameOptions{})
	if a.OnExit != nil {
		a.OnExit()
	}
	if err == ebiten.Termination {
		return nil
	}
	return err
}
