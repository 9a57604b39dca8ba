// Command tigris is Tigris & Euphrates on Ebitengine: against bots, hot-seat, or bots alone.
//
//	tigris                                   the title screen
//	tigris -seats archer:human,bull:hard     a new game (any mix of human and bot levels)
//	tigris -map advanced -options english,buildings,wonder -seed 7
//	tigris -position FILE                    start from a position in the notation
//	tigris -load FILE                        continue a saved game
//	tigris -data DIR                         keep saves and settings in DIR
package main

import (
	"errors"
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/assets/sound"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes"
	"tigris/scenes/session"
	prefs "tigris/scenes/settings" // its users name their settings "settings"
	"tigris/storage"
)

func main() {
	f, err := parseFlags()
	if err != nil && !isBrowser {
		os.Exit(2)
	}
	if err == nil {
		err = run(f)
	}
	if err != nil && isBrowser && !running {
		fmt.Println("tigris:", err)
		err = run(titleAfterBadLink(f, err))
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tigris:", err)
		os.Exit(2)
	}
}

// run opens the game the options ask for and plays it until the window closes.
func run(f options) error {
	startBots(f.trace)
	start, err := startConfig(f)
	if err != nil {
		return err
	}
	assets.PrepareMap(game.MapOf(start.cfg.Options.Map)) // while the window opens
	fonts, err := engine.NewFonts()
	if err != nil {
		return err
	}
	var endAt time.Time
	hooks := scenes.Hooks{Over: func(s *game.State) {
		if f.quitAtEnd >= 0 {
			endAt = time.Now().Add(f.quitAtEnd)
		}
		if f.trace {
			traceResult(s)
		}
	}}
	if f.trace {
		traceHooks(&hooks)
	}
	sh := newShell(f, hooks)
	assets.PrepareDrafts(sh.Palette()) // while the window opens
	sh.Server = f.server
	if origin := pageOrigin(); origin != "" {
		sh.Server = origin // a page plays on the server that served it
	}
	var first engine.Scene = sh.Title()
	if s := onlineStart(sh, f.join); s != nil {
		first = s
	}
	if start.cfg.Seats != nil {
		p, err := sh.Play(start.cfg)
		if err != nil {
			return err
		}
		first = p
		forgetLink()
	} else if resumeAfterReload() {
		// the page's link was read before the reload: its game as it was left, not a new deal
		if cfg, err := session.LoadConfig(sh.Store, session.AutosaveKey); err == nil {
			if p, err := sh.Play(cfg); err == nil {
				first = p
			}
		}
	}
	app := engine.NewApp(first, fonts)
	app.OnFirstDraw = func() {
		if f.trace {
			traceFirstFrame()
		}
		beginBots() // its download would have delayed the first frame
	}
	if f.frameTimes {
		app.Stats = &engine.FrameStats{}
		app.OnExit = func() { fmt.Print(app.Stats.Report()) }
	}
	started := time.Now()
	exits := watchExits(sh, app)
	app.Hook = func(ctx *engine.Context) error {
		if err := exits(ctx); err != nil {
			return err
		}
		if f.trace {
			tracePointer(ctx)
		}
		if ctx.In.KeyPressed(ebiten.KeyF) && !ctx.Typing {
			sh.ToggleFullscreen()
		}
		if f.quitAfter > 0 && ctx.Now.Sub(started) > f.quitAfter {
			return errQuit
		}
		if !endAt.IsZero() && ctx.Now.After(endAt) {
			return errQuit
		}
		return nil
	}
	running = true
	err = engine.Run(app, "Tigris & Euphrates", start.w, start.h)
	if cerr := sh.Close(); cerr != nil { // every exit writes the last decision
		fmt.Fprintln(os.Stderr, "tigris:", cerr)
	}
	exitsDone()
	if err == errQuit {
		return nil
	}
	return err
}

// newShell opens the saves folder and the settings, and the sound unless muted.
func newShell(f options, hooks scenes.Hooks) *scenes.Shell {
	store, notice := openStore(f.data)
	settings, err := prefs.LoadSettings(store)
	if err != nil {
		notice = "Some settings could not be read and are back to their defaults: " + err.Error()
	}
	if _, err := store.Get(prefs.Key); errors.Is(err, storage.ErrNotFound) && reducedMotion() {
		settings.AnimSpeed = 0 // a first run on a device that asks for less motion: Animation starts off
	}
	if f.notice != "" {
		notice = f.notice
	}
	if f.trace {
		traceNotice(notice)
	}
	seed := f.seed
	if seed == 0 { // no -seed: the title's New game deals afresh too, never the deal of seed 0
		seed = scenes.NewSeed()
	}
	sh := &scenes.Shell{Store: store, Settings: settings, InBrowser: isBrowser, Seed: seed, Hooks: hooks,
		BotDelay: f.botDelay, BotThink: f.think, Notice: notice, Export: exportGame,
		Clipboard: newClipboard(), PageURL: pageURL()}
	if !f.mute {
		sh.Sound = engine.NewSound(sound.Rate, sound.Names, func(n string) []byte { return sound.StereoF32(sound.Samples(n)) })
		if f.trace {
			traceSound(sh.Sound)
		}
	}
	sh.Apply()
	return sh
}

var errQuit = fmt.Errorf("quit")

// running is set once the game loop starts: an error before it is a bad option.
var running bool
