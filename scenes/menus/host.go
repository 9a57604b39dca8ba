// Package menus holds the screens around the board: the title, the new game's setup, the saved
// games, the settings, the rules and the list of lessons. They know the board screen, the replay
// and online play only as an engine.Scene the shell (Host) opens for them, so they import nothing
// of the screens above them.
package menus

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai/reach"
	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/ui"
	"tigris/storage"
)

// Host is the shell that shows the menus, in the parts a screen reads: what every screen shares
// (the look, the player's settings, where games are kept, the platform) and the screens the menus
// lead to, which live above this package (Games). A screen passes the whole Host on to the
// screens it leads to.
type Host struct {
	Look     Look
	Prefs    Prefs
	Keep     Keep
	Games    Games
	Platform Platform
	// Reach is how far this device's Expert searches get (ai/reach; nil: not measured).
	Reach *reach.Reach
}

// Look is how the menus are drawn.
type Look interface {
	// Theme is the look and words the settings ask for; Palette their piece colours.
	Theme() *ui.Theme
	Palette() *assets.Palette
	// TraceControls is the -trace hook of the controls on screen (nil: none).
	TraceControls() func(string)
	// Backdrop is the title's map, kept between visits to the title.
	Backdrop() *Backdrop
}

// Prefs are the player's settings and the sound they govern.
type Prefs interface {
	// Settings are the player's settings, changed in place; SaveSettings applies and keeps them
	// and says why when they could not be kept.
	Settings() *settings.Settings
	SaveSettings() string
	// PlaySound plays a sound; SoundErr says why there is none on this machine.
	PlaySound(name string)
	SoundErr() error
	// NoSound: the game started without sound (-mute), so Settings says it is off.
	NoSound() bool
}

// Keep is where games are kept, and what the title says of it.
type Keep interface {
	// Store is where games and settings are kept.
	Store() storage.Store
	// Unsaved reports a game kept in memory because its folder refused it: Continue goes there.
	Unsaved() bool
	// Notice is a message for the title (damaged settings, storage unavailable).
	Notice() string
}

// Games starts the screens above the menus: a game, a kept one, its replay, online play, a lesson.
type Games interface {
	// Seed is the unseen seed offered for the next new game; Reseed draws the next one.
	Seed() uint64
	Reseed()
	// Play starts a game and returns its board screen; started, if given, runs once the game has
	// started, and the board shows at once what it returns (a notice, or nothing).
	Play(cfg session.Config, started func() (notice string)) (engine.Scene, error)
	// Continue and Resume switch to the last game or to a kept one (session.AutosaveKey or a
	// save's name).
	Continue(ctx *engine.Context) error
	Resume(ctx *engine.Context, key string) error
	// Replay watches a recorded game from its start; back is where it returns.
	Replay(rec *game.Record, seats []session.Seat, back engine.Scene) engine.Scene
	// Review is the strongest bot's review of a finished game; back is where it returns.
	Review(rec *game.Record, seats []session.Seat, back engine.Scene) engine.Scene
	// Online is the screen of online play; OnlineLabel its button's words, with the games
	// waiting for the player.
	Online(back engine.Scene) engine.Scene
	OnlineLabel(now time.Time) (label string, changed bool)
	// StartLesson switches to lesson i of lessons.All.
	StartLesson(ctx *engine.Context, i int) error
}

// Platform is what the machine the game runs on offers.
type Platform interface {
	// InBrowser hides Quit and the file-bound words: a page is closed by its tab.
	InBrowser() bool
	// Paste asks for the clipboard's text, which comes on the channel.
	Paste() <-chan Pasted
	// CloseAsked reports that the game may close now (see scenes.Shell.CloseAsked).
	CloseAsked(ctx *engine.Context, current engine.Scene) bool
}

// Pasted is the clipboard's text, or why it could not be read.
type Pasted struct {
	Text string
	Err  error
}

// Backdrop is the map behind the title, painted once for a screen size and palette.
type Backdrop struct {
	img *ebiten.Image
	key [3]float64
	pal *assets.Palette
}

// painted is the title's picture (titlescene.go) composed for the screen (lay) in the palette:
// painted once for a size and palette, again when either changes.
func (b *Backdrop) painted(ctx *engine.Context, lay sceneLayout, pal *assets.Palette) *ebiten.Image {
	key := [3]float64{float64(ctx.W), float64(ctx.H), ctx.Scale}
	if b.img == nil || key != b.key || b.pal != pal {
		if b.img != nil {
			b.img.Deallocate()
		}
		b.key, b.pal = key, pal
		b.img = engine.NewImage(ctx.W, ctx.H)
		paintTitleScene(ctx, b.img, lay, pal)
	}
	return b.img
}
