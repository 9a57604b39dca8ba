package platform

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/scenes"
	"tigris/scenes/seating"
	"tigris/scenes/session"
)

// Options are the command-line flags (in the browser, the URL query).
type Options struct {
	Seats, Map, Opts, Position, Load, Size, Data string
	Server, Join, Game                           string // online play
	Seed                                         uint64
	BotDelay, Think, QuitAtEnd, QuitAfter        time.Duration
	FrameTimes, Trace, Mute                      bool
	Notice                                       string // a message for the title screen
}

// The window sizes -size accepts: the smallest a screen is laid out for, the largest a GPU draws.
const (
	minWidth, minHeight = 320, 240
	maxSide             = 8192
	defaultSize         = "1280x800"
	defaultBotDelay     = 700 * time.Millisecond
)

// ParseFlags reads the flags (in the browser, the page's query, which is read by the flags'
// names: they are defined first); the help texts are built from the values they describe.
func ParseFlags() (Options, error) {
	var f Options
	fs := flag.CommandLine
	if IsBrowser {
		// a page shows a bad link's message on its title screen instead of a black page
		fs.Init("tigris", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
	}
	fs.StringVar(&f.Seats, "seats", "", "seats in clockwise order, e.g. archer:human,bull:medium (levels: "+strings.Join(ai.Levels(), ", ")+")")
	fs.StringVar(&f.Map, "map", game.StandardMap.String(), game.StandardMap.String()+" or "+game.AdvancedMap.String())
	fs.StringVar(&f.Opts, "options", "", "comma-separated: "+strings.Join(game.OptionWords, ","))
	fs.Uint64Var(&f.Seed, "seed", 0, "the deal's random seed, to replay a deal (none: a fresh deal nobody sees the seed of)")
	fs.StringVar(&f.Position, "position", "", "start from a position file in the notation")
	fs.StringVar(&f.Load, "load", "", "continue a saved game")
	fs.DurationVar(&f.BotDelay, "botdelay", defaultBotDelay, "least time between two bot decisions")
	fs.DurationVar(&f.Think, "think", 0, thinkHelp())
	fs.BoolVar(&f.FrameTimes, "frametimes", false, "print frame-time figures when the game closes")
	fs.BoolVar(&f.Trace, "trace", false, "print every decision, the layout and the result on standard output (for checks)")
	fs.DurationVar(&f.QuitAtEnd, "quit-at-end", -1, "close this long after the game ends (for checks); negative waits for the player")
	fs.StringVar(&f.Size, "size", defaultSize, fmt.Sprintf("window size in logical pixels (%dx%d to %dx%d)", minWidth, minHeight, maxSide, maxSide))
	fs.DurationVar(&f.QuitAfter, "quit-after", 0, "close after this long (for measurements); zero never")
	fs.StringVar(&f.Data, "data", "", "the folder for saves and settings (default: the user's configuration folder, tigris)")
	fs.BoolVar(&f.Mute, "mute", false, "no sound at all (the sound device is not opened)")
	fs.StringVar(&f.Server, "server", "", "the online server offered on the Play online screen, e.g. http://127.0.0.1:8765 (in the browser: the page's own)")
	fs.StringVar(&f.Join, "join", "", "join the online game with this code at start (the invitation link's ?join=CODE)")
	fs.StringVar(&f.Game, "game", "", "open this device's seat of the online game with this id at start (a notification's link ?game=ID)")
	return f, fs.Parse(programArgs())
}

// thinkHelp describes -think with the search levels' own budgets.
func thinkHelp() string {
	hard, expert := ai.New(ai.Hard, 0), ai.New(ai.Expert, 0)
	return fmt.Sprintf("caps the Hard and Expert bots' time per decision (their budgets are %d and %d iterations, %d and %d with four players, capped at %v and %v)",
		hard.Iterations, expert.Iterations, hard.Iterations4, expert.Iterations4, hard.Think, expert.Think)
}

// windowSize reads -size ("1280x800"): its width and height, or an error that names the flag.
func windowSize(text string) ([2]int, error) {
	var w, h int
	if _, err := fmt.Sscanf(text, "%dx%d", &w, &h); err != nil || w < minWidth || h < minHeight || w > maxSide || h > maxSide {
		return [2]int{}, fmt.Errorf("-size: %q is not a window size like %s (%dx%d to %dx%d)", text, defaultSize, minWidth, minHeight, maxSide, maxSide)
	}
	return [2]int{w, h}, nil
}

// Startup is what the flags ask the game to open with.
type Startup struct {
	W, H int
	// Game is an online game of this device's to open (-game: a notification's link).
	Game string
	// Config.Seats is nil for the title screen.
	Config session.Config
}

// StartConfig turns the flags into the window's size and the game to start, reading any file
// they name; a bad value is an error that names its flag.
func StartConfig(f Options) (Startup, error) {
	var s Startup
	size, err := windowSize(f.Size)
	if err != nil {
		return s, err
	}
	s.W, s.H = size[0], size[1]
	s.Game = f.Game
	opts, err := parseGameOptions(f.Map, f.Opts)
	if err != nil {
		return s, err
	}
	if f.Seed == 0 {
		f.Seed = scenes.NewSeed()
	}
	s.Config = session.Config{Options: opts, Seed: f.Seed, BotDelay: f.BotDelay, BotThink: f.Think}
	if f.Seats != "" {
		if s.Config.Seats, err = parseSeats(f.Seats); err != nil {
			return s, err
		}
	}
	switch {
	case f.Load != "" && f.Position != "":
		return s, fmt.Errorf("-load and -position cannot be used together")
	case f.Load != "":
		err = loadSave(&s.Config, f.Load)
	case f.Position != "":
		err = loadPosition(&s.Config, f.Position, f.Seed)
	}
	return s, err
}

// loadSave continues the saved game in a file, with its players unless -seats names others.
func loadSave(cfg *session.Config, path string) error {
	data, err := readInput(path, "save", game.MaxSave)
	if err != nil {
		return fmt.Errorf("-load %s: %v", path, err)
	}
	saved, err := session.ConfigFromSave(data)
	if err != nil {
		return fmt.Errorf("-load %s: %v", path, err)
	}
	cfg.Record = saved.Record
	if cfg.Seats == nil {
		cfg.Seats = saved.Seats
	}
	return nil
}

// loadPosition starts from a position: a file, or the position itself (a link in the browser
// carries it in its query).
func loadPosition(cfg *session.Config, position string, seed uint64) error {
	// no file's name is this long: a link's position text, measured before any of it is read
	if err := game.CheckSize("position", len(position), game.MaxPosition); err != nil {
		return fmt.Errorf("-position: %v", err)
	}
	text := position
	if !strings.Contains(text, "\n") {
		data, err := readInput(position, "position", game.MaxPosition)
		if err != nil {
			return fmt.Errorf("-position %s: %v", position, err)
		}
		text = string(data)
	}
	var err error
	if cfg.Start, err = session.StartPosition(text, seed); err != nil {
		return fmt.Errorf("-position: %v", err)
	}
	if cfg.Seats == nil {
		cfg.Seats = session.DefaultSeats(cfg.Start)
	}
	return nil
}

// parseSeats reads "-seats archer:human,bull:medium": a dynasty and human or a bot level per seat.
func parseSeats(spec string) ([]session.Seat, error) {
	seats, err := seating.ParseSeats(spec)
	if err != nil {
		return nil, fmt.Errorf("-seats: %v", err)
	}
	return seats, nil
}

// parseGameOptions reads -map and -options.
func parseGameOptions(mapName, options string) (game.Options, error) {
	var o game.Options
	m, err := game.MapFromName(mapName)
	if err != nil {
		return o, fmt.Errorf("-map: %v", err)
	}
	o.Map = m
	if err := o.SetOptionList(options); err != nil {
		return o, fmt.Errorf("-options: %v", err)
	}
	return o, nil
}
