//go:build !js

package remote

import (
	"context"
	"testing"
	"time"

	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/online/server/servertest"
)

// quickPair asks a real server for a quick match as two people tapping "Play the next person"
// at once: whichever is queued first is paired with the other. It returns their tickets.
func quickPair(t *testing.T, base string, names [2]string) [2]protocol.Ticket {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	type answer struct {
		a   protocol.QuickAnswer
		err error
	}
	var got [2]chan answer
	for i, name := range names {
		got[i] = make(chan answer, 1)
		go func() {
			a, err := client.Quick(ctx, base, name, "")
			got[i] <- answer{a, err}
		}()
	}
	var tks [2]protocol.Ticket
	for i := range got {
		r := <-got[i]
		if r.err != nil || r.a.Ticket == nil {
			t.Fatalf("%s's quick match: %+v, %v", names[i], r.a, r.err)
		}
		tks[i] = *r.a.Ticket
	}
	if tks[0].Game != tks[1].Game {
		t.Fatalf("not paired: games %s and %s", tks[0].Game, tks[1].Game)
	}
	return tks
}

// The server takes any readable name, and a quick match gives seats their dynasties: a person
// called "Pot" may sit as the bull, and two strangers may both be called Bo. The board came up
// for neither (the local game's name rules refused the seats, and the screen said "Connecting to
// the game…" for ever). The game must arrive, each seat shown by the name its player typed.
func TestNamesTheLocalGameWouldRefuseStillArrive(t *testing.T) {
	base := servertest.Start(t, servertest.Rate(1000))
	for _, names := range [][2]string{{"Anna", "Pot"}, {"Bo", "bo"}} {
		tks := quickPair(t, base, names)
		for _, tk := range tks {
			s := Dial(Config{Base: base, Game: tk.Game, Token: tk.Token})
			until(t, s, "the game of "+names[0]+" and "+names[1]+" to arrive", s.Arrived)
			for i, tk2 := range tks {
				if got, want := s.Name(tk2.Seat), names[i]; got != want {
					t.Errorf("seat %d shown as %q, typed %q", tk2.Seat, got, want)
				}
			}
			s.Close()
		}
	}
}
