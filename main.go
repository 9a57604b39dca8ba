// Command tigris is Tigris & Euphrates on Ebitengine: against bots, hot-seat, bots alone, or
// online. What differs between the desktop and the browser is in package platform.
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
	"log"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets"
	"tigris/engine"
	"tigris/game"
	"tigris/platform"
	"tigris/platform/attention"
	"tigris/scenes"
)

func main() {
	f, err := platform.ParseFlags()
	if err != nil && !platform.IsBrowser {
		os.Exit(2)
	}
	bots := platform.StartBots(f.Trace)
	running := false
	if err == nil {
		running, err = run(f, bots)
	}
	if err != nil && platform.IsBrowser && !running {
		// a bad link: the title screen, which says what was wrong with it
		log.Printf("WARN the link's game could not be started err=%q", err.Error())
		_, err = run(platform.TitleAfterBadLink(f, err), bots)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tigris:", err)
		os.Exit(2)
	}
}

// run opens the game the options ask for and plays it until the window closes; running says the
// game loop started (an error before it is a bad option).
func run(f platform.Options, bots platform.Bots) (running bool, err error) {
	start, err := platform.StartConfig(f)
	if err != nil {
		return false, err
	}
	fonts, err := engine.NewFonts()
	if err != nil {
		return false, err
	}
	var endAt time.Time
	hooks := scenes.Hooks{Over: func(s *game.State) {
		if f.QuitAtEnd >= 0 {
			endAt = time.Now().Add(f.QuitAtEnd)
		}
		if f.Trace {
			platform.TraceResult(s)
		}
	}}
	if f.Trace {
		platform.TraceHooks(&hooks)
	}
	turn := attention.New() // the tab's title, or a desktop notification, while it is your turn
	hooks.YourTurn = turn.Turn
	sh := platform.NewShell(f, hooks, bots.Reach)
	sh.Reviews = bots.Review
	sh.Letters, sh.Bots = fonts.Draws, bots.Host // names are checked against the letters drawn
	first, err := platform.FirstScene(sh, start, f.Join)
	if err != nil {
		return false, err
	}
	app := engine.NewApp(first, fonts)
	app.Fade = sh.Transition
	app.OnFirstDraw = func() {
		if f.Trace {
			platform.TraceFirstFrame()
		}
		platform.FirstDrawn()
		bots.Begin() // its download would have delayed the first frame
		prepareAfterFirstFrame(sh, start.Config.Options.Map, f.Trace)
	}
	if f.FrameTimes {
		app.Stats = &engine.FrameStats{}
		app.OnExit = func() { fmt.Print(app.Stats.Report()) }
	}
	started := time.Now()
	exits, exitsDone := platform.WatchExits(sh, app)
	clicked := platform.NotificationClicks(sh) // a notification's click opens its game here
	app.Hook = func(ctx *engine.Context) error {
		if err := exits(ctx); err != nil {
			return err
		}
		if f.Trace {
			platform.TracePointer(ctx)
		}
		sh.SeeInput(ctx.In)
		clicked(ctx)
		turn.Frame(ebiten.IsFocused())
		if ctx.In.KeyPressed(ebiten.KeyF) && !ctx.Typing {
			sh.ToggleFullscreen()
		}
		if f.QuitAfter > 0 && ctx.Now.Sub(started) > f.QuitAfter {
			return platform.ErrQuit
		}
		if !endAt.IsZero() && ctx.Now.After(endAt) {
			return platform.ErrQuit
		}
		return nil
	}
	err = engine.Run(app, "Tigris & Euphrates", start.W, start.H)
	if cerr := sh.Close(); cerr != nil { // every exit writes the last decision
		log.Printf("ERROR closing err=%q", cerr.Error())
	}
	exitsDone()
	if errors.Is(err, platform.ErrQuit) {
		return true, nil
	}
	return true, err
}

// prepareAfterFirstFrame starts, off the frames, what the board and the sounds will need: the
// painted map, the pieces' drafts and the clips. Started before the first frame they shared the
// processor with it (the browser runs the game on one thread), and the title came 1.5-4 s later
// on a processor 4x slower (docs/MEASUREMENTS.md); a board shown first asks for its map and
// pieces itself.
func prepareAfterFirstFrame(sh *scenes.Shell, mp game.MapID, trace bool) {
	assets.PrepareMap(game.MapOf(mp))
	assets.PrepareDrafts(sh.Palette())
	sh.Sound.Prepare()
	if trace {
		fmt.Println("prepare: the map, the pieces and the sounds, after the first frame")
	}
}
