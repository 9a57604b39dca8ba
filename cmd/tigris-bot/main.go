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
	fs := flag.NewFlagSet("tigris-bot", flag.ContinueOnError)
	fs.SetOutput(stderr)
	srv := fs.String("server", "http://127.0.0.1:8765", "the server's address; several, comma-separated, for servers sharing one database (the next is tried when one is away)")
	level := fs.String("level", "medium", "the bot's level: "+strings.Join(ai.Levels(), ", "))
	name := fs.String("name", "", "the name the seat shows")
	join := fs.String("join", "", "join the game with this code (or invitation link)")
	create := fs.String("create", "", "create a game with these seats: me,human[:NAME],bot:LEVEL (2 to 4)")
	mapName := fs.String("map", "standard", "the map of a created game")
	options := fs.String("options", "", "a created game's options: "+strings.Join(game.OptionWords, ","))
	seatArg := fs.String("seat", "", "play a seat already held: its seat link, or GAME:TOKEN")
	printSeat := fs.Bool("print-seat", false, "print this seat's link (it holds the seat's secret)")
	dropAfter := fs.Int("drop-after", 0, "drop the connection once after this many own decisions, then resume (a test of reconnection)")
	verbose := fs.Bool("v", false, "print every decision")
	retry := fs.Duration("retry", time.Minute, "how long to keep reconnecting when the server is away")
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		return 2
	}
	bad := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "tigris-bot: "+format+"\n", a...)
		return 2
	}
	lv, err := ai.ParseLevel(*level)
	if err != nil {
		return bad("%v", err)
	}
	if err := game.CheckPlayerName(*name); err != nil {
		return bad("-name: %v", err)
	}
	n := 0
	for _, s := range []string{*join, *create, *seatArg} {
		if s != "" {
			n++
		}
	}
	if n != 1 || fs.NArg() > 0 {
		return bad("give one of -create, -join or -seat (see -h)")
	}
	servers := strings.Split(*srv, ",")
	*srv = servers[0]
	ctx := context.Background()
	var t protocol.Ticket
	switch {
	case *create != "":
		seats, err := parseSeats(*create)
		if err != nil {
			return bad("-create: %v", err)
		}
		for i := range seats {
			if seats[i].Kind == "me" {
				seats[i].Name = *name
			}
		}
		var opts []string
		if *options != "" {
			opts = strings.Split(*options, ",")
		}
		t, err = client.Create(ctx, *srv, protocol.CreateRequest{Map: *mapName, Options: opts, Seats: seats})
		if err != nil {
			fmt.Fprintf(stderr, "tigris-bot: creating the game: %v\n", err)
			return 1
		}
		fmt.Fprintf(stdout, "created game %s code %s seat %d link %s\n", t.Game, t.Code, t.Seat, t.Link)
	case *join != "":
		t, err = client.Join(ctx, *srv, *join, *name, -1)
		if err != nil {
			fmt.Fprintf(stderr, "tigris-bot: joining %s: %v\n", *join, err)
			return 1
		}
		fmt.Fprintf(stdout, "joined game %s code %s seat %d\n", t.Game, t.Code, t.Seat)
	default:
		t.Game, t.Token, err = seatOf(*seatArg)
		if err != nil {
			return bad("%v", err)
		}
	}
	if *printSeat {
		fmt.Fprintf(stdout, "seat link %s\n", t.SeatLink)
	}
	bot := ai.New(lv, seed())
	start := time.Now()
	p := &client.Player{Base: *srv, Others: servers[1:], GameID: t.Game, Token: t.Token, Retry: *retry, DropAfter: *dropAfter,
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
			if *verbose {
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
		fmt.Fprintf(stderr, "tigris-bot: %v\n", err)
		return 1
	}
	var rank []string
	for _, s := range over.Ranking {
		rank = append(rank, fmt.Sprintf("%s %v", p.Game.Seats[s].Dynasty, over.Scores[s]))
	}
	fmt.Fprintf(stdout, "over after %d decisions in %.2fs: %s\n", over.Step, time.Since(start).Seconds(), strings.Join(rank, ", "))
	return 0
}
