// Command tigris-bot plays a seat of an online game with a bot: it creates a game or joins one by
// its code or link, and plays to the end (for tests, load, and anyone who wants a bot in a game).
package main

import (
	"context"
	"crypto/rand"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"strings"
	"time"

	"tigris/ai"
	"tigris/game"
	"tigris/online/client"
	"tigris/online/protocol"
)

func main() { os.Exit(run(os.Args[1:], os.Stdout, os.Stderr)) }

func seed() uint64 {
	var b [8]byte
	rand.Read(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

// parseSeats reads "me,human:Ann,bot:hard" into seat requests.
func parseSeats(list string) ([]protocol.SeatRequest, error) {
	var out []protocol.SeatRequest
	for _, w := range strings.Split(list, ",") {
		kind, rest, _ := strings.Cut(strings.TrimSpace(w), ":")
		sr := protocol.SeatRequest{Kind: kind}
		switch kind {
		case "me":
		case "human":
			sr.Name = rest
		case "bot":
			if _, err := ai.ParseLevel(rest); err != nil {
				return nil, err
			}
			sr.Level = rest
		default:
			return nil, fmt.Errorf("a seat is me, human[:NAME] or bot:LEVEL, not %q", w)
		}
		out = append(out, sr)
	}
	return out, nil
}

// seatOf reads -seat: a seat link (…#game=ID&seat=TOKEN) or ID:TOKEN.
func seatOf(s string) (string, string, error) {
	if _, frag, ok := strings.Cut(s, "#"); ok {
		q, err := url.ParseQuery(frag)
		if err == nil && q.Get("game") != "" && q.Get("seat") != "" {
			return q.Get("game"), q.Get("seat"), nil
		}
	}
	if id, tok, ok := strings.Cut(s, ":"); ok && id != "" && tok != "" {
		return id, tok, nil
	}
	return "", "", fmt.Errorf("-seat is a seat link or GAME:TOKEN")
}

func run(args []string, stdout, stderr io.Writer) int {
	a, err := parseArgs(args, stderr)
	var usage usageError
	switch {
	case errors.Is(err, flag.ErrHelp):
		return 0
	case errors.Is(err, errFlags):
		return 2 // the flag package has said what was wrong
	case err != nil:
		fmt.Fprintf(stderr, "tigris-bot: %v\n", err)
		return 2
	}
	ctx := context.Background()
	t, err := a.ticket(ctx, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "tigris-bot: %v\n", err)
		if errors.As(err, &usage) {
			return 2
		}
		return 1
	}
	if a.printSeat {
		fmt.Fprintf(stdout, "seat link %s\n", t.SeatLink)
	}
	if err := a.play(ctx, t, stdout); err != nil {
		fmt.Fprintf(stderr, "tigris-bot: %v\n", err)
		return 1
	}
	return 0
}

// errFlags is a command line the flag package refused, and has told why.
var errFlags = errors.New("bad flags")

// usageError is a flag's value that cannot be used: the exit status is 2, as for a bad flag.
type usageError struct{ error }

// botArgs are the flags read.
type botArgs struct {
	servers                              []string // the first, then the others to try
	level                                ai.Level
	name, join, create, mapName, options string
	seat                                 string
	printSeat, verbose                   bool
	dropAfter                            int
	retry                                time.Duration
}

// parseArgs reads the flags; a value out of place is an error that names its flag.
func parseArgs(args []string, stderr io.Writer) (botArgs, error) {
	var a botArgs
	fs := flag.NewFlagSet("tigris-bot", flag.ContinueOnError)
	fs.SetOutput(stderr)
	srv := fs.String("server", "http://127.0.0.1:8765", "the server's address; several, comma-separated, for servers sharing one database (the next is tried when one is away)")
	level := fs.String("level", "medium", "the bot's level: "+strings.Join(ai.Levels(), ", "))
	fs.StringVar(&a.name, "name", "", "the name the seat shows")
	fs.StringVar(&a.join, "join", "", "join the game with this code (or invitation link)")
	fs.StringVar(&a.create, "create", "", "create a game with these seats: me,human[:NAME],bot:LEVEL (2 to 4)")
	fs.StringVar(&a.mapName, "map", "standard", "the map of a created game")
	fs.StringVar(&a.options, "options", "", "a created game's options: "+strings.Join(game.OptionWords, ","))
	fs.StringVar(&a.seat, "seat", "", "play a seat already held: its seat link, or GAME:TOKEN")
	fs.BoolVar(&a.printSeat, "print-seat", false, "print this seat's link (it holds the seat's secret)")
	fs.IntVar(&a.dropAfter, "drop-after", 0, "drop the connection once after this many own decisions, then resume (a test of reconnection)")
	fs.BoolVar(&a.verbose, "v", false, "print every decision")
	fs.DurationVar(&a.retry, "retry", time.Minute, "how long to keep reconnecting when the server is away")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return a, err
		}
		return a, errFlags
	}
	var err error
	if a.level, err = ai.ParseLevel(*level); err != nil {
		return a, err
	}
	if err := game.CheckPlayerName(a.name); err != nil {
		return a, fmt.Errorf("-name: %v", err)
	}
	n := 0
	for _, s := range []string{a.join, a.create, a.seat} {
		if s != "" {
			n++
		}
	}
	if n != 1 || fs.NArg() > 0 {
		return a, fmt.Errorf("give one of -create, -join or -seat (see -h)")
	}
	a.servers = strings.Split(*srv, ",")
	return a, nil
}

// ticket is the seat to play: a game created, one joined by its code, or a seat already held.
func (a *botArgs) ticket(ctx context.Context, stdout io.Writer) (protocol.Ticket, error) {
	var t protocol.Ticket
	switch {
	case a.create != "":
		seats, err := parseSeats(a.create)
		if err != nil {
			return t, usageError{fmt.Errorf("-create: %v", err)}
		}
		for i := range seats {
			if seats[i].Kind == "me" {
				seats[i].Name = a.name
			}
		}
		var opts []string
		if a.options != "" {
			opts = strings.Split(a.options, ",")
		}
		t, err = client.Create(ctx, a.servers[0], protocol.CreateRequest{Map: a.mapName, Options: opts, Seats: seats})
		if err != nil {
			return t, fmt.Errorf("creating the game: %v", err)
		}
		fmt.Fprintf(stdout, "created game %s code %s seat %d link %s\n", t.Game, t.Code, t.Seat, t.Link)
	case a.join != "":
		var err error
		t, err = client.Join(ctx, a.servers[0], a.join, a.name, -1)
		if err != nil {
			return t, fmt.Errorf("joining %s: %v", a.join, err)
		}
		fmt.Fprintf(stdout, "joined game %s code %s seat %d\n", t.Game, t.Code, t.Seat)
	default:
		var err error
		if t.Game, t.Token, err = seatOf(a.seat); err != nil {
			return t, usageError{err}
		}
	}
	return t, nil
}

// play plays the seat to the game's end, saying what happens on stdout.
func (a *botArgs) play(ctx context.Context, t protocol.Ticket, stdout io.Writer) error {
	bot := ai.New(a.level, seed())
	start := time.Now()
	p := &client.Player{Base: a.servers[0], Others: a.servers[1:], GameID: t.Game, Token: t.Token, Retry: a.retry, DropAfter: a.dropAfter,
		Choose: func(v *game.View) game.Move { return bot.Choose(v) }}
	welcomes := 0
	p.OnMessage = func(m protocol.Message) {
		switch m := m.(type) {
		case *protocol.Welcome:
			welcomes++
			if welcomes > 1 {
				fmt.Fprintf(stdout, "reconnected at step %d\n", m.Step)
			}
		case *protocol.Update:
			if a.verbose {
				mv := m.Move
				if mv == "" {
					mv = "(" + m.Decision + ")"
				}
				fmt.Fprintf(stdout, "step %d seat %d: %s\n", m.Step, m.Seat, mv)
			}
		case *protocol.Error:
			fmt.Fprintf(stdout, "refused: %s (%s)\n", m.Message, m.Code)
		}
	}
	over, err := p.Run(ctx)
	if err != nil {
		return err
	}
	var rank []string
	for _, s := range over.Ranking {
		rank = append(rank, fmt.Sprintf("%s %v", p.Game.Seats[s].Dynasty, over.Scores[s]))
	}
	fmt.Fprintf(stdout, "over after %d decisions in %.2fs: %s\n", over.Step, time.Since(start).Seconds(), strings.Join(rank, ", "))
	return nil
}
