// Package platform is what the desktop and the browser do differently for the game, and what the
// program reads at its start: the flags (a page's query), the store for saves and settings, the
// clipboard, the ways out, where the bots think, the seat links, and the -trace lines the
// end-to-end checks read. Each idea is a file, twice where the two differ (//go:build js, !js).
package platform

import (
	"errors"

	"tigris/ai/reach"
	"tigris/assets/sound"
	"tigris/engine"
	"tigris/scenes"
	"tigris/scenes/session"
	prefs "tigris/scenes/settings" // its users name their settings "settings"
	"tigris/storage"
)

// ErrQuit ends the game loop as the player or the system asked: an end, not a failure.
var ErrQuit = errors.New("quit")

// Bots is where bots think when the platform has a place of its own for them (the browser's
// worker); a nil Host: on the game's goroutines.
type Bots struct {
	Host session.BotHost
	// Reach is how far this device's Expert searches get, whoever runs them (ai/reach).
	Reach *reach.Reach
	// Review makes a finished game's review in the same place (nil: on goroutines).
	Review scenes.Reviewer
	begin  func()
}

// Begin starts the bots' place once the first frame is drawn: its download would delay it.
func (b Bots) Begin() {
	if b.begin != nil {
		b.begin()
	}
}

// NewShell opens the saves folder and the settings, and the sound unless muted.
func NewShell(f Options, hooks scenes.Hooks, rc *reach.Reach) *scenes.Shell {
	store, notice := openStore(f.Data)
	settings, err := prefs.LoadSettings(store)
	if err != nil {
		notice = "Some settings could not be read and are back to their defaults: " + err.Error()
	}
	if rc == nil {
		rc = &reach.Reach{}
	}
	rc.Load(settings.ExpertReach, settings.ExpertAtCap) // this device's Expert, as last measured
	if _, err := store.Get(prefs.Key); errors.Is(err, storage.ErrNotFound) && reducedMotion() {
		settings.AnimSpeed = 0 // a first run on a device that asks for less motion: Animation starts off
	}
	if f.Notice != "" {
		notice = f.Notice
	}
	if f.Trace {
		traceNotice(notice)
	}
	seed := f.Seed
	if seed == 0 { // no -seed: the title's New game deals afresh too, never the deal of seed 0
		seed = scenes.NewSeed()
	}
	sh := &scenes.Shell{Store: store, Settings: settings, InBrowser: IsBrowser, Sliced: IsBrowser, Seed: seed, Hooks: hooks,
		BotDelay: f.BotDelay, BotThink: f.Think, Notice: notice, Export: exportGame,
		Clipboard: newClipboard(f.Trace), PageURL: pageURL(), Notify: pushHook()}
	sh.Server, sh.Reach = f.Server, rc
	sh.OnlinePlace = placeOnline
	sh.Passkey = passkey
	if origin := pageOrigin(); origin != "" {
		sh.Server = origin // a page plays on the server that served it
	}
	if !f.Mute {
		sh.Sound = engine.NewSound(sound.Rate, sound.Names, func(n string) []byte { return sound.StereoF32(sound.Samples(n)) })
		if f.Trace {
			traceSound(sh.Sound)
		}
	}
	sh.Apply()
	return sh
}

// FirstScene is the screen the game opens on: the game the flags or a link start, a seat link's
// or an invitation's online game, the game a reloaded page was playing, or the title.
func FirstScene(sh *scenes.Shell, start Startup, join string) (engine.Scene, error) {
	online := onlineStart(sh, join) // reads the seat link out of the address either way
	if online == nil && start.Game != "" {
		online = sh.OpenKept(start.Game) // a notification's link
	}
	if start.Config.Seats != nil {
		p, err := sh.Play(start.Config)
		if err != nil {
			return nil, err
		}
		forgetLink()
		return p, nil
	}
	if online != nil {
		return online, nil
	}
	if server, game := onlineOnScreen(); game != "" {
		return sh.ResumeOnline(server, game), nil // a reloaded page's online game
	}
	if resumeAfterReload() {
		// the page's link was read before the reload: its game as it was left, not a new deal
		if cfg, err := session.LoadConfig(sh.Store, session.AutosaveKey); err == nil {
			if p, err := sh.Play(cfg); err == nil {
				return p, nil
			}
		}
	}
	return sh.Title(), nil
}
