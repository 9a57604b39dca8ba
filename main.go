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
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tigris/assets/sound"
	"tigris/engine"
	"tigris/game"
	"tigris/scenes"
	"tigris/scenes/session"
	prefs "tigris/scenes/settings" // its users name their settings "settings"
)

// options are the command-line flags (in the browser, the URL query).
type options struct {
	seats, mapName, opts, position, load, size, data string
	server, join                                     string // online play
	seed                                             uint64
	botDelay, think, quitAtEnd, quitAfter            time.Duration
	frameTimes, trace, mute                          bool
	notice                                           string // a message for the title screen
}

func main() {
	var f options
	flag.StringVar(&f.seats, "seats", "", "seats in clockwise order, e.g. archer:human,bull:medium (levels: random, easy, medium, hard, expert)")
	flag.StringVar(&f.mapName, "map", "standard", "standard or advanced")
	flag.StringVar(&f.opts, "options", "", "comma-separated: english,buildings,wonder,no-monuments")
	flag.Uint64Var(&f.seed, "seed", scenes.NewSeed(), "the deal's random seed (replays a deal)")
	flag.StringVar(&f.position, "position", "", "start from a position file in the notation")
	flag.StringVar(&f.load, "load", "", "continue a saved game")
	flag.DurationVar(&f.botDelay, "botdelay", 700*time.Millisecond, "least time between two bot decisions")
	flag.DurationVar(&f.think, "think", 0, "caps the Hard and Expert bots' time per decision (their budget is 600 and 5000 iterations, capped at 1.5s and 3s)")
	flag.BoolVar(&f.frameTimes, "frametimes", false, "print frame-time figures when the game closes")
	flag.BoolVar(&f.trace, "trace", false, "print every decision, the layout and the result on standard output (for checks)")
	flag.DurationVar(&f.quitAtEnd, "quit-at-end", -1, "close this long after the game ends (for checks); negative waits for the player")
	flag.StringVar(&f.size, "size", "1280x800", "window size in logical pixels")
	flag.DurationVar(&f.quitAfter, "quit-after", 0, "close after this long (for measurements); zero never")
	flag.StringVar(&f.data, "data", "", "the folder for saves and settings (default: the user's configuration folder, tigris)")
	flag.BoolVar(&f.mute, "mute", false, "no sound at all (the sound device is not opened)")
	flag.StringVar(&f.server, "server", "", "the online server offered on the Play online screen, e.g. http://127.0.0.1:8765 (in the browser: the page's own)")
	flag.StringVar(&f.join, "join", "", "join the online game with this code at start (the invitation link's ?join=CODE)")
	if isBrowser {
		// a page shows a bad link's message on its title screen instead of a black page
		flag.CommandLine.Init("tigris", flag.ContinueOnError)
		flag.CommandLine.SetOutput(io.Discard)
	}
	err := flag.CommandLine.Parse(programArgs())
	if err != nil && !isBrowser {
		os.Exit(2)
	}
	if err == nil {
		err = run(f)
	}
	if err != nil && isBrowser && !running {
		fmt.Println("tigris:", err)
		err = run(options{mapName: "standard", size: f.size, botDelay: f.botDelay, trace: f.trace,
			notice: "This link's options could not be used (" + err.Error() + "). Start a game from here."})
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "tigris:", err)
		os.Exit(2)
	}
}

func run(f options) error {
	var w, h int
	if _, err := fmt.Sscanf(f.size, "%dx%d", &w, &h); err != nil || w < 320 || h < 240 || w > 8192 || h > 8192 {
		return fmt.Errorf("-size: %q is not a window size like 1280x800 (320x240 to 8192x8192)", f.size)
	}
	opts, err := parseGameOptions(f.mapName, f.opts)
	if err != nil {
		return err
	}
	cfg := session.Config{Options: opts, Seed: f.seed, BotDelay: f.botDelay, BotThink: f.think}
	if f.seats != "" {
		if cfg.Seats, err = parseSeats(f.seats); err != nil {
			return err
		}
	}
	switch {
	case f.load != "" && f.position != "":
		return fmt.Errorf("-load and -position cannot be used together")
	case f.load != "":
		if info, err := os.Stat(f.load); err == nil && info.Size() > game.MaxInput {
			return fmt.Errorf("-load %s: %.0f MB is far larger than any saved game (%d MB at most)", f.load, float64(info.Size())/(1<<20), game.MaxInput>>20)
		}
		data, err := os.ReadFile(f.load)
		if err != nil {
			return err
		}
		saved, err := session.ConfigFromSave(data)
		if err != nil {
			return fmt.Errorf("-load %s: %v", f.load, err)
		}
		cfg.Record = saved.Record
		if cfg.Seats == nil {
			cfg.Seats = saved.Seats
		}
	case f.position != "":
		// a file, or the position itself (a link in the browser carries it in its query)
		text := f.position
		if !strings.Contains(text, "\n") {
			data, err := os.ReadFile(f.position)
			if err != nil {
				return err
			}
			text = string(data)
		}
		if cfg.Start, err = session.StartPosition(text, f.seed); err != nil {
			return fmt.Errorf("-position: %v", err)
		}
		if cfg.Seats == nil {
			cfg.Seats = session.DefaultSeats(cfg.Start)
		}
	}
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
			order, place := game.Ranking(s)
			for _, p := range order {
				fmt.Printf("result: %d %s %v\n", place[p], s.Player(p).Dynasty, game.FinalScore(s.Player(p)))
			}
		}
	}}
	if f.trace {
		hooks.Controls = func(line string) { fmt.Println("controls:", line) }
		hooks.Pieces = func(line string) { fmt.Println("pieces:", line) }
		hooks.Applied = func(line string) { fmt.Println("applied:", line) }
		hooks.Hint = func(text string) { fmt.Println("hint:", text) }
		hooks.Await = func(v *game.View) {
			var hand []byte
			for c := game.Color(0); c < game.NumColors; c++ {
				for k := 0; k < int(v.Hand[c]); k++ {
					hand = append(hand, c.Letter())
				}
			}
			fmt.Printf("await: %s %s hand=%s\n", v.Players[v.Me].Dynasty, v.Pending().Kind, hand)
		}
		hooks.Layout = func(hand [6][2]int, cells [game.NCells][2]int) {
			var b strings.Builder
			b.WriteString("layout: hand")
			for _, p := range hand {
				fmt.Fprintf(&b, " %d,%d", p[0], p[1])
			}
			b.WriteString(" cells")
			for _, p := range cells {
				fmt.Fprintf(&b, " %d,%d", p[0], p[1])
			}
			fmt.Println(b.String())
		}
	}
	store, notice := openStore(f.data)
	settings, err := prefs.LoadSettings(store)
	if err != nil {
		notice = "Some settings could not be read and are back to their defaults: " + err.Error()
	}
	if f.notice != "" {
		notice = f.notice
	}
	if f.trace && notice != "" {
		fmt.Println("notice:", notice)
	}
	sh := &scenes.Shell{Store: store, Settings: settings, InBrowser: isBrowser, Seed: f.seed, Hooks: hooks,
		BotDelay: f.botDelay, BotThink: f.think, Notice: notice, Export: exportGame,
		Clipboard: newClipboard(), PageURL: pageURL()}
	if !f.mute {
		sh.Sound = engine.NewSound(sound.Rate, sound.Names, func(n string) []byte { return sound.StereoF32(sound.Samples(n)) })
		if f.trace {
			if sh.Sound.Err != nil {
				fmt.Println("sound: off:", sh.Sound.Err)
			}
			sh.Sound.Played = func(name string) { fmt.Println("sound:", name) }
		}
	}
	sh.Apply()
	sh.Server = f.server
	if origin := pageOrigin(); origin != "" {
		sh.Server = origin // a page plays on the server that served it
	}
	var first engine.Scene = sh.Title()
	if s := onlineStart(sh, f.join); s != nil {
		first = s
	}
	if cfg.Seats != nil {
		p, err := sh.Play(cfg)
		if err != nil {
			return err
		}
		first = p
	}
	app := engine.NewApp(first, fonts)
	if f.trace {
		app.OnFirstDraw = func() { fmt.Printf("first-frame: %.0f ms\n", sinceStart()) }
	}
	if f.frameTimes {
		app.Stats = &engine.FrameStats{}
		app.OnExit = func() { fmt.Print(app.Stats.Report()) }
	}
	started := time.Now()
	app.Hook = func(ctx *engine.Context) error {
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
	err = engine.Run(app, "Tigris & Euphrates", w, h)
	if cerr := sh.Close(); cerr != nil { // every exit writes the last decision
		fmt.Fprintln(os.Stderr, "tigris:", cerr)
	}
	if err == errQuit {
		return nil
	}
	return err
}

var errQuit = fmt.Errorf("quit")

// running is set once the game loop starts: an error before it is a bad option.
var running bool
