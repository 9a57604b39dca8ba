package scenes

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/ai/reach"
	airev "tigris/ai/review"
	"tigris/assets"
	"tigris/engine"
	"tigris/scenes/menus"
	"tigris/scenes/session"
	"tigris/scenes/settings"
	"tigris/scenes/themes"
	"tigris/scenes/ui"
	"tigris/storage"
)

// Shell is what every screen shares: where games and settings are kept, the settings, the sound,
// and how a game starts.
type Shell struct {
	Store    storage.Store
	Settings settings.Settings
	Sound    *engine.Sound
	// InBrowser hides Quit and the file-bound words: a page is closed by its tab.
	InBrowser bool
	// Reach is how far this device's Expert searches get, measured where they run (ai/reach).
	Reach *reach.Reach
	// Seed is the seed offered for the next new game.
	Seed uint64
	// Hooks let checks watch every game started here.
	Hooks Hooks
	// BotDelay and BotThink are passed to every game started here.
	BotDelay, BotThink time.Duration
	// Notice is a message for the title screen (damaged settings, storage unavailable).
	Notice string
	gen    int     // counts settings changes, so screens redo what depends on them
	active Session // the game started last, written out at exit
	kept   Session // a game left unsaved (its folder refused it), for Continue
	// Export keeps a copy of a game outside the saves folder (a file in the player's folder on
	// the desktop, a download in the browser) and says where it went.
	Export func(name string, data []byte) (where string, err error)
	// Clipboard copies positions and games and pastes positions (nil: none).
	Clipboard Clipboard
	// Notify, in the browser, is this device's Web Push (onlinenotify.go; nil: the platform
	// offers none).
	Notify   Notifier
	push     pushState
	backdrop menus.Backdrop // the title's map
	// Server is the online server offered first (-server; in the browser, the page's origin).
	Server string
	turns  onlineTurns // this device's online games waiting for its player (the title's button)
	// turnNotices is each server's "My turn" switch, for the desktop's notification of a turn
	turnNotices turnNotices
	// PageURL, in the browser, is the page's address without its query, for game links.
	PageURL string
	// OnlinePlace, when set, is told the online game on screen (server and game; "" when left),
	// so a page reloaded or a tab a phone discarded comes back to it (ResumeOnline).
	OnlinePlace func(server, game string)
	// Passkey, in a browser that has them, runs the authenticator's half of a passkey's
	// ceremony (create, or sign in) on the server's options; it waits for the person.
	Passkey func(create bool, options []byte) ([]byte, error)
	// closeAnyway: the player was told the game could not be saved; closing again closes.
	closeAnyway bool
	// leaveAsked: the player was told the unfinished game cannot be kept; starting again leaves it.
	leaveAsked bool
	// touch: the screen is a touch screen or was touched (SeeInput): the words speak of taps.
	touch bool
	// Letters are the characters the screen's fonts draw (engine.Fonts.Draws): a game's or a
	// save's names with others are refused. Nil: any.
	Letters session.Letters
	// Bots is where the games' bots think when the platform has a place for them (the browser's
	// worker); nil: on goroutines.
	Bots session.BotHost
	// Sliced: the platform runs the game on one thread (the browser's WebAssembly), so bots and
	// hints think in the slices the frames grant (session.Config.Sliced).
	Sliced bool
	// Reviews is where a finished game's review is made (the browser's worker); nil: here.
	Reviews Reviewer
	// ReviewOptions are the review's settings (the zero value: the defaults; tests make it quick).
	ReviewOptions airev.Options
}

// SeeInput takes what the frame's input says of the screen, before the screen's update: a touch
// screen's words speak of taps.
func (sh *Shell) SeeInput(in *engine.Input) { sh.touch = in.TouchScreen }

// saveFileLabel is the menu's button that writes the game to a file (a download in the browser),
// beside saveNameLabel's, which keeps it in the game's own list (Load game): the two labels say
// where each puts the game, which "Save game…" and "Save a copy" side by side did not (issue 44).
const (
	saveNameLabel = "Save by name…"
	saveFileLabel = "Save to a file"
)

// ExportTip says where Save to a file puts the game.
func (sh *Shell) ExportTip() string {
	if sh.InBrowser {
		return "Download the game as a file (a way to keep it when the browser's storage is full)"
	}
	return "Write the game to a file in your home folder's Tigris saves (open it with -load)"
}

// Close writes out the last game's latest decision (its autosave runs in the background) and
// says why when it cannot be kept.
func (sh *Shell) Close() error {
	if sh.active.None() {
		return nil
	}
	if err := flush(sh.active.Reader); err != nil {
		return fmt.Errorf("the game's last move could not be saved: %s", storage.Explain(err))
	}
	return nil
}

// Play starts a game: it is saved after every decision.
func (sh *Shell) Play(cfg session.Config) (*Play, error) {
	cfg.Store = sh.Store
	cfg.BotDelay, cfg.BotThink = sh.BotDelay, sh.BotThink
	s, err := sh.newSession(cfg)
	if err != nil {
		return nil, err
	}
	return sh.show(NewSession(s, s, s)), nil
}

// show makes the board screen of a session of this shell: the game written out at exit.
func (sh *Shell) show(s Session) *Play {
	sh.active, sh.kept = s, Session{}
	p := NewPlay(s, sh.Hooks)
	p.host, p.reach = sh.boardHost(), sh.Reach
	p.gen = -1 // the settings are followed from the first frame on
	return p
}

// Apply puts the settings into effect.
func (sh *Shell) Apply() {
	v := sh.Settings.Volume
	if sh.Settings.Mute {
		v = 0
	}
	sh.Sound.SetVolume(v)
	if ebiten.IsFullscreen() != sh.Settings.Fullscreen {
		ebiten.SetFullscreen(sh.Settings.Fullscreen)
	}
}

// SaveSettings applies and keeps the settings; it returns a message when they could not be kept.
func (sh *Shell) SaveSettings() string {
	sh.gen++
	sh.Apply()
	if err := sh.Settings.Save(sh.Store); err != nil {
		return "Settings not kept: " + err.Error()
	}
	return ""
}

// ToggleFullscreen is the F key, on every screen.
func (sh *Shell) ToggleFullscreen() {
	sh.Settings.Fullscreen = !sh.Settings.Fullscreen
	sh.SaveSettings()
}

// Palette is the piece colours the settings ask for: the theme's, in high contrast if asked.
func (sh *Shell) Palette() *assets.Palette {
	if sh == nil {
		return &assets.Normal
	}
	switch space := sh.Settings.Theme == settings.Space; {
	case space && sh.Settings.HighContrast:
		return &assets.SpaceHighContrast
	case space:
		return &assets.Space
	case sh.Settings.HighContrast:
		return &assets.HighContrast
	}
	return &assets.Normal
}

// play plays a sound if there is a shell to play it.
func (sh *Shell) play(name string) {
	if sh != nil {
		sh.Sound.Play(name)
	}
}

// Continue goes back to the last game: the one kept in memory when its folder refused it, or the
// one saved for Continue.
func (sh *Shell) Continue(ctx *engine.Context) error {
	if !sh.kept.None() {
		ctx.Switch(sh.show(sh.kept))
		return nil
	}
	return sh.Resume(ctx, session.AutosaveKey)
}

// Resume loads a kept game (session.AutosaveKey or a save's name) and switches to it.
func (sh *Shell) Resume(ctx *engine.Context, key string) error {
	cfg, err := session.LoadConfig(sh.Store, key)
	if err != nil {
		return err
	}
	p, err := sh.Play(cfg)
	if err != nil {
		return err
	}
	ctx.Switch(p)
	return nil
}

// screen starts drawing a full screen: the background, its title, and a fresh set of controls.
// It returns the y below the title.
func screen(dst *ebiten.Image, ctx *engine.Context, th *ui.Theme, ctl *ui.Controls, title string) float64 {
	return ui.Screen(dst, ctx, th, ctl, title)
}

// clip shortens text to n characters with an ellipsis.
func clip(s string, n int) string { return ui.Clip(s, n) }

// theme is the look and words the settings ask for (the ancient game's without a shell).
func (sh *Shell) theme() *ui.Theme {
	if sh == nil {
		return &themes.Ancient
	}
	return themes.Contrasted(themes.For(sh.Settings.Theme, sh.touch), sh.Settings.HighContrast)
}
