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
	"tigris/storage"
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

// annaAtHerTable makes a game of Anna and one invited person for each of others, who join from
// elsewhere, and opens Anna's seat on this device's board screen as the title's list does; it
// returns the driver on her board, her board and the others' tickets. Her board's connection and
// picture end with the test.
func annaAtHerTable(t *testing.T, base string, others ...string) (*driver, *Play, []protocol.Ticket) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	seats := []protocol.SeatRequest{{Kind: "me", Name: "Anna"}}
	for range others {
		seats = append(seats, protocol.SeatRequest{Kind: "human"})
	}
	ann, err := client.Create(ctx, base, protocol.CreateRequest{Seats: seats})
	if err != nil {
		t.Fatal(err)
	}
	var joined []protocol.Ticket
	for _, name := range others {
		tk, err := client.Join(ctx, base, ann.Code, name, -1)
		if err != nil {
			t.Fatal(err)
		}
		joined = append(joined, tk)
	}
	sh := &Shell{Store: storage.NewMemory(), Settings: settings.DefaultSettings(), Seed: 42, Server: base}
	d := &driver{t: t, ctx: newContext(t), scene: sh.TakeSeat(ann.Game, ann.Token)}
	t.Cleanup(func() {
		if d.img != nil {
			d.free()
		}
	})
	d.frames("Anna's board", func() bool {
		p, ok := d.scene.(*Play)
		return ok && p.sess.Reader.(*remote.Session).Arrived()
	})
	p := d.scene.(*Play)
	t.Cleanup(p.closeOnline)
	return d, p, joined
}
