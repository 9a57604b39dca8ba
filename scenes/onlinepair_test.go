//go:build display

package scenes

import (
	"context"
	"testing"
	"time"

	"tigris/internal/poll"
	"tigris/online/client"
	"tigris/online/protocol"
	"tigris/scenes/remote"
	"tigris/scenes/settings"
)

// annAndBo makes a game of two people on the server at base: Ann's seat kept on this device as
// the online screen keeps it, Bo joined by the game's code from elsewhere.
func annAndBo(t *testing.T, sh *Shell, base string) (ann, bo protocol.Ticket) {
	t.Helper()
	ann = createSeat(t, sh, base, protocol.SeatRequest{Kind: "me", Name: "Ann"}, protocol.SeatRequest{Kind: "human"})
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	bo, err := client.Join(ctx, base, ann.Code, "Bo", -1)
	if err != nil {
		t.Fatal(err)
	}
	return ann, bo
}

// dealtFirst is, of Ann's and Bo's seats, the one dealt to play first, and the other, as the
// server tells them.
func dealtFirst(t *testing.T, base string, ann, bo protocol.Ticket) (first, second protocol.Ticket) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	m, err := client.Mine(ctx, base, []string{ann.Token})
	if err != nil || len(m.Games) != 1 {
		t.Fatalf("asking the server: %+v, %v", m, err)
	}
	if m.Games[0].ToMove == bo.Seat {
		return bo, ann
	}
	return ann, bo
}

// openArrived opens a seat on this device as the online screen does and waits until its game
// has arrived; the connection ends with the test.
func openArrived(t *testing.T, sh *Shell, base string, tk protocol.Ticket) *remote.Session {
	t.Helper()
	r := sh.OpenOnline(settings.OnlineSeat{Server: base, Game: tk.Game, Token: tk.Token})
	t.Cleanup(r.Close)
	if !poll.Within(20*time.Second, func() bool { r.Poll(time.Now()); return r.Arrived() }) {
		t.Fatalf("the game never arrived: %q", r.Problem())
	}
	return r
}
